import Foundation

/// Decodes a statement file's bytes: UTF-8 (with or without BOM), UTF-16 with BOM,
/// else Windows-1252/Latin-1. Rejects binary content.
enum TextDecoding {
    struct Decoded {
        var text: String
        var encoding: String
    }

    static func decode(_ data: Data) throws -> Decoded {
        guard !data.isEmpty else { throw StatementError(.emptyFile, "the file is empty (0 bytes)") }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let encoding: String.Encoding = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            guard let text = String(data: data.dropFirst(2), encoding: encoding) else {
                throw StatementError(
                    .binaryFile, "the file starts with a UTF-16 byte-order mark but is not valid UTF-16")
            }
            return Decoded(text: text, encoding: "UTF-16")
        }
        try rejectBinary(bytes)
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let text = String(validating: body, as: UTF8.self) {
            return Decoded(text: text, encoding: body.count == bytes.count ? "UTF-8" : "UTF-8 with BOM")
        }
        return Decoded(text: windows1252(body), encoding: "Windows-1252")
    }

    /// A NUL byte or many control characters in the first 64 KiB mean this is not text.
    static func rejectBinary(_ bytes: [UInt8]) throws {
        let sample = bytes.prefix(65_536)
        if let offset = sample.firstIndex(of: 0) {
            throw StatementError(.binaryFile, "this is a binary file, not a text export (NUL byte at offset \(offset))")
        }
        let controls = sample.filter { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C }.count
        if controls * 20 > sample.count {
            throw StatementError(
                .binaryFile,
                "this is a binary file, not a text export (\(controls) control bytes in the first \(sample.count))")
        }
    }

    /// Windows-1252 is a superset of Latin-1's printable range; the 0x80–0x9F block maps to € ‚ ƒ „ …
    static func windows1252(_ bytes: [UInt8]) -> String {
        let high: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
            0x017D, 0x8F,
            0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D,
            0x017E, 0x0178,
        ]
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            let value = (0x80...0x9F).contains(byte) ? high[Int(byte) - 0x80] : UInt32(byte)
            scalars.append(Unicode.Scalar(value) ?? "?")
        }
        return String(scalars)
    }
}
