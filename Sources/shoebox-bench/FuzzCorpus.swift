import Foundation
import ShoeboxCore

/// Picks for the corpus from the deterministic generator: the same seed gives the same corpus.
extension SeededGenerator {
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// One generated input: its file name and bytes, and the family it comes from.
struct FuzzFile {
    var name: String
    var data: Data
    var family: String
}

/// Hostile inputs of every kind Shoebox reads: truncated, bit-flipped, huge, nested,
/// overflowing and mis-encoded variants of valid statements, OFX files, mileage logs, invoice
/// specs, review sheets, images and PDFs.
struct FuzzCorpus {
    var random: SeededGenerator
    let year: Int
    let bases: Bases
    /// Size of the "huge" files (NULs named `.csv`, long lines), in bytes.
    let hugeBytes: Int

    struct Bases {
        var png: Data
        var jpeg: Data
        var pdf: Data
    }

    static let families = [
        "csv-truncated", "csv-bitflip", "csv-overflow", "csv-bad-number", "csv-bad-date", "csv-encoding",
        "csv-quotes", "csv-long-field", "csv-columns", "csv-binary", "csv-empty", "csv-formula",
        "ofx-truncated", "ofx-bitflip", "ofx-nested", "ofx-overflow", "mileage-overflow", "mileage-bitflip",
        "spec-alias-bomb", "spec-nested", "spec-overflow", "spec-long-text", "spec-bitflip", "review-garbage",
        "review-utf16", "png-bitflip", "png-truncated", "png-bomb", "jpeg-bitflip", "jpeg-huge-header",
        "pdf-truncated", "pdf-bitflip", "pdf-huge-page", "pdf-nested", "long-name", "csv-nul-huge",
    ]

    mutating func statement(_ tag: String, rows: Int = 6) -> String {
        var text = "Date,Description,Amount\n"
        for row in 0..<rows {
            text +=
                "\(year)-0\(1 + row % 9)-1\(row % 10),SHOP \(tag) \(row),-\(random.int(1...900)).\(random.int(10...99))\n"
        }
        return text
    }

    func ofx(_ body: String) -> String {
        """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102

        <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>99887766</BANKACCTFROM>
        <BANKTRANLIST>\(body)</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
        """
    }

    mutating func ofxTransaction(amount: String) -> String {
        "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>\(year)0\(random.int(1...9))1\(random.int(0...9))<TRNAMT>\(amount)"
            + "<FITID>F\(random.next() % 1_000_000)<NAME>STORE \(random.int(1...999))</STMTTRN>"
    }

    mutating func spec(client: String = "Acme", quantity: String = "2", price: String = "120.00", notes: String = "")
        -> String
    {
        """
        client:
          name: \(client)
        issue_date: \(year)-03-01
        items:
          - description: Work \(random.int(1...99999))
            quantity: \(quantity)
            unit_price: "\(price)"
        \(notes.isEmpty ? "" : "notes: \(notes)")
        """
    }

    mutating func bitflipped(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { return data }
        for _ in 0..<random.int(1...24) { bytes[random.int(0...(bytes.count - 1))] ^= UInt8(1 << random.int(0...7)) }
        return Data(bytes)
    }

    mutating func truncated(_ data: Data) -> Data { data.prefix(random.int(0...max(0, data.count - 1))) }

    /// One hostile file of `family`; `index` keeps names unique.
    mutating func make(_ family: String, index: Int) -> FuzzFile {
        let tag = "F\(index)"
        func file(_ ext: String, _ data: Data) -> FuzzFile {
            FuzzFile(name: "\(family)-\(index).\(ext)", data: data, family: family)
        }
        func text(_ ext: String, _ string: String) -> FuzzFile { file(ext, Data(string.utf8)) }
        switch family {
        case "csv-truncated": return file("csv", truncated(Data(statement(tag).utf8)))
        case "csv-bitflip": return file("csv", bitflipped(Data(statement(tag).utf8)))
        case "csv-overflow":
            let amount = random.pick([
                "9999999999999999999", "123456789012345.67", "-9223372036854775808", "92233720368547758.07",
                "1" + String(repeating: "0", count: random.int(14...40)),
            ])
            return text("csv", statement(tag) + "\(year)-02-0\(random.int(1...9)),OVERFLOW \(tag),\(amount)\n")
        case "csv-bad-number":
            let amount = random.pick([
                "NaN", "Infinity", "-Infinity", "1e5", "0x1F", "--5.00", "5.00.00", "١٢٣", "−5.00",
            ])
            return text("csv", statement(tag) + "\(year)-02-03,BAD NUMBER \(tag),\(amount)\n")
        case "csv-bad-date":
            let date = random.pick([
                "\(year)-02-30", "\(year)-13-01", "0000-00-00", "99999-01-01", "\(year)-02-29T99", "31/31/\(year)",
            ])
            return text("csv", statement(tag) + "\(date),BAD DATE \(tag),-5.00\n")
        case "csv-encoding":
            let string = statement(tag).replacingOccurrences(of: "SHOP", with: "CAFÉ MÜNCHEN")
            switch random.int(0...3) {
            case 0: return file("csv", string.data(using: .utf16LittleEndian)!)
            case 1: return file("csv", Data([0xFE, 0xFF]) + string.data(using: .utf16BigEndian)!)
            case 2: return file("csv", string.data(using: .isoLatin1)!)
            default: return file("csv", Data(string.utf8) + Data([0xC3, 0x28, 0xFF, 0xFE, 0x0A]))
            }
        case "csv-quotes":
            if random.int(0...1) == 0 {
                return text("csv", statement(tag) + "\(year)-02-03,\"UNTERMINATED \(tag),-5.00\n")
            }
            return text(
                "csv", "Date,Description,Amount\n\(year)-02-03," + String(repeating: "\"", count: 100_000) + ",-5.00\n")
        case "csv-long-field":
            return text(
                "csv",
                statement(tag) + "\(year)-02-03,\(String(repeating: "A", count: min(hugeBytes, 4_000_000))),-5.00\n")
        case "csv-columns":
            let header = (0..<5000).map { "c\($0)" }.joined(separator: ",")
            return text(
                "csv", header + "\n" + (0..<5000).map { _ in String(random.int(0...9)) }.joined(separator: ",") + "\n")
        case "csv-binary":
            return file(
                "csv", Data((0..<random.int(1...200_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }))
        case "csv-empty":
            return text("csv", random.pick(["", "\n", "Date,Description,Amount\n", "\u{FEFF}", "\r\r\r"]))
        case "csv-formula":
            let formula = random.pick([
                "=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")", "+SUM(A1:A9)", "-2+3+cmd|' /C calc'!A0",
                "@SUM(A1)", "\tTAB",
            ])
            return text("csv", statement(tag) + "\(year)-02-03,\"\(formula) \(tag)\",-5.00\n")
        case "csv-nul-huge": return file("csv", Data(count: hugeBytes))
        case "ofx-truncated": return file("ofx", truncated(Data(ofx(ofxTransaction(amount: "-12.00")).utf8)))
        case "ofx-bitflip": return file("ofx", bitflipped(Data(ofx(ofxTransaction(amount: "-12.00")).utf8)))
        case "ofx-nested":
            let depth = random.int(1000...50_000)
            return text("ofx", ofx(String(repeating: "<STMTTRN>", count: depth) + ofxTransaction(amount: "-1.00")))
        case "ofx-overflow":
            return text(
                "ofx",
                ofx(ofxTransaction(amount: random.pick(["99999999999999999999", "-9223372036854775808", "1e400"]))))
        case "mileage-overflow":
            let value = random.pick(["99999999999999", "9223372036854775807", "1e30", "-5", "NaN"])
            let log =
                random.int(0...1) == 0
                ? "date,purpose,miles,kind\n\(year)-03-02,Client \(tag),\(value),business\n"
                : "date,purpose,start odometer,end odometer,kind\n\(year)-03-02,Client \(tag),1,\(value),business\n"
            return text("csv", log)
        case "mileage-bitflip":
            return file(
                "csv", bitflipped(Data("date,purpose,miles,kind\n\(year)-03-02,Client \(tag),12.5,business\n".utf8)))
        case "spec-alias-bomb":
            var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
            for level in 1..<12 {
                yaml +=
                    "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                    + "]\n"
            }
            return text("invoice.yaml", spec() + "\n" + yaml)
        case "spec-nested":
            let depth = random.int(500...20_000)
            return text(
                "invoice.yaml",
                spec() + "\nextra: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
                    + "\n")
        case "spec-overflow":
            let huge = random.pick(["99999999999999999999.00", "9223372036854775807", "92233720368547758.07"])
            return text("invoice.yaml", random.int(0...1) == 0 ? spec(quantity: huge) : spec(price: huge))
        case "spec-long-text":
            let long = String(repeating: "Lorem ipsum ", count: random.int(20_000...90_000))
            return text("invoice.yaml", random.int(0...1) == 0 ? spec(client: long) : spec(notes: long))
        case "spec-bitflip": return file("invoice.yaml", bitflipped(Data(spec().utf8)))
        case "review-garbage":
            var sheet =
                "book_id,kind,reason,transaction_id,date,account,description,amount,currency,suggested_category,"
                + "category_source,confidence,explanation,category\n"
            for _ in 0..<random.int(1...20) {
                sheet +=
                    "book-\(random.int(1...3)),category,uncategorized,\(random.next() % 100_000),\(year)-01-01,A,X,-1.00,USD,"
                    + ",,,,\(random.pick(["meals", "supplies", "nonsense", ""]))\n"
            }
            return text("csv", sheet)
        case "review-utf16":
            let sheet =
                "book_id\tkind\treason\ttransaction_id\tdate\taccount\tdescription\tamount\tcurrency\tsuggested_category\t"
                + "category_source\tconfidence\texplanation\tcategory\r\nforeign\tcategory\tx\t1\t\(year)-01-01\tA\tX\t-1.00\tUSD\t\t\t\t\tmeals\r\n"
            return file("txt", Data([0xFF, 0xFE]) + sheet.data(using: .utf16LittleEndian)!)
        case "png-bitflip": return file("png", bitflipped(bases.png))
        case "png-truncated": return file("png", truncated(bases.png))
        case "png-bomb": return file("png", HostilePNG.zeros(width: 10_000, height: 10_000, rgba: true))
        case "jpeg-bitflip": return file("jpg", bitflipped(bases.jpeg))
        case "jpeg-huge-header":
            var bytes = [UInt8](bases.jpeg)
            if let sof = (0..<(bytes.count - 9)).first(where: {
                bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2)
            }) {
                bytes[sof + 5] = 0xFF; bytes[sof + 6] = 0xF0; bytes[sof + 7] = 0xFF; bytes[sof + 8] = 0xF0
            }
            return file("jpg", Data(bytes))
        case "pdf-truncated": return file("pdf", truncated(bases.pdf))
        case "pdf-bitflip": return file("pdf", bitflipped(bases.pdf))
        case "pdf-huge-page":
            let side = random.int(14_400...200_000)
            return text(
                "pdf",
                "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] "
                    + "/Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 \(side) \(side)] >> endobj\n"
                    + "trailer << /Root 1 0 R >>\n%%EOF\n")
        case "pdf-nested":
            let depth = random.int(1000...100_000)
            return text(
                "pdf",
                "%PDF-1.4\n1 0 obj " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
                    + " endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
        case "long-name":
            let stem = String(repeating: "x", count: 240 - String(index).count)
            return FuzzFile(name: "\(stem)\(index).csv", data: Data(statement(tag).utf8), family: family)
        default: fatalError("unknown family \(family)")
        }
    }
}

/// PNGs built byte by byte: a decompression bomb is a few MB of fixed-Huffman deflate
/// (one literal, then matches of 258 bytes at distance 1) that inflates to width × height pixels.
enum HostilePNG {
    static func zeros(width: Int, height: Int, rgba: Bool) -> Data {
        let rowBytes = 1 + width * (rgba ? 4 : 1)
        let total = rowBytes * height
        var ihdr = Data()
        ihdr.append(bigEndian: UInt32(width))
        ihdr.append(bigEndian: UInt32(height))
        ihdr.append(contentsOf: [8, rgba ? 6 : 0, 0, 0, 0])
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", ihdr))
        png.append(chunk("IDAT", zlibZeros(count: total)))
        png.append(chunk("IEND", Data()))
        return png
    }

    static func chunk(_ type: String, _ body: Data) -> Data {
        var out = Data()
        out.append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        out.append(typed)
        out.append(bigEndian: crc32(typed))
        return out
    }

    static func zlibZeros(count: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE = 01, fixed Huffman
        bits.writeCode(0x30, length: 8)  // literal 0
        var left = count - 1
        while left >= 258 {
            bits.writeCode(0b1100_0101, length: 8)  // length code 285 = 258
            bits.writeCode(0, length: 5)  // distance code 0 = 1
            left -= 258
        }
        while left > 0 {
            bits.writeCode(0x30, length: 8)
            left -= 1
        }
        bits.writeCode(0, length: 7)  // end of block
        var out = Data([0x78, 0x01])
        out.append(bits.finish())
        let adler = (UInt32(count % 65_521) << 16) | 1
        out.append(bigEndian: adler)
        return out
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    struct BitWriter {
        var bytes: [UInt8] = []
        var current: UInt32 = 0
        var filled = 0

        /// `count` bits of `value`, least significant first (deflate's header fields).
        mutating func write(_ value: UInt32, count: Int) {
            for bit in 0..<count { push((value >> UInt32(bit)) & 1) }
        }

        /// A Huffman code, most significant bit first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            for bit in stride(from: length - 1, through: 0, by: -1) { push((code >> UInt32(bit)) & 1) }
        }

        mutating func push(_ bit: UInt32) {
            current |= bit << UInt32(filled)
            filled += 1
            if filled == 8 {
                bytes.append(UInt8(current))
                current = 0
                filled = 0
            }
        }

        mutating func finish() -> Data {
            if filled > 0 { bytes.append(UInt8(current)) }
            return Data(bytes)
        }
    }
}

extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
