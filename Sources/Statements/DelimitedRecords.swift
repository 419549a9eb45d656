import CSV

/// One parsed CSV record and the 1-based line it starts on.
struct Record {
    var fields: [String]
    var line: Int

    /// True for a blank line or a line of empty fields.
    var isBlank: Bool { fields.allSatisfy(Self.isBlankField) }

    /// `field.trimmedSpaces.isEmpty`. A field whose first byte is ASCII and not a space or tab starts with a
    /// character that is none of the trimmed spaces (each of those begins with a space, a tab or a non-ASCII
    /// byte), so it is not blank: answered without trimming a copy.
    static func isBlankField(_ field: String) -> Bool {
        if let first = field.utf8.first, first < 0x80, first != 0x20, first != 0x09 { return false }
        return field.trimmedSpaces.isEmpty
    }
}

/// Reads delimited text (quoting, doubled quotes, CR/LF/CRLF, newlines inside quoted fields)
/// and keeps each record's starting line number.
///
/// The records are exactly what CSV.swift's `CSVReader` returns for the same text (its quirks
/// included: `"ab"cd` keeps the quote and drops the scalar after it), read from the UTF-8 bytes
/// without a `Unicode.Scalar` iterator: an ASCII delimiter, quote, CR or LF never occurs inside
/// a multi-byte UTF-8 sequence. `DelimitedRecordsTests` compares both readers.
enum DelimitedRecords {
    static func read(_ text: String, delimiter: Unicode.Scalar, limit: Int = .max) -> [Record] {
        guard delimiter.isASCII, delimiter != "\"", delimiter != "\r", delimiter != "\n" else {
            return readWithLibrary(text, delimiter: delimiter, limit: limit)
        }
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable {
            var reader = ByteRecordReader(bytes: $0, delimiter: UInt8(delimiter.value))
            return reader.records(limit: limit)
        } ?? readWithLibrary(text, delimiter: delimiter, limit: limit)
    }

    /// The same records through CSV.swift's scalar reader (a non-ASCII delimiter; the reference in tests).
    static func readWithLibrary(_ text: String, delimiter: Unicode.Scalar, limit: Int = .max) -> [Record] {
        guard let reader = try? CSVReader(string: text, delimiter: delimiter) else { return [] }
        var records: [Record] = []
        var line = 1
        while records.count < limit, let fields = reader.next() {
            records.append(Record(fields: fields, line: line))
            line += 1 + embeddedLineBreaks(fields)
        }
        return records
    }

    static func embeddedLineBreaks(_ fields: [String]) -> Int {
        var count = 0
        for field in fields where field.utf8.contains(10) || field.utf8.contains(13) {
            var previousCR = false
            for byte in field.utf8 {
                if byte == 10 { if !previousCR { count += 1 } } else if byte == 13 { count += 1 }
                previousCR = byte == 13
            }
        }
        return count
    }
}

/// The record loop of `DelimitedRecords` over UTF-8 bytes.
private struct ByteRecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let delimiter: UInt8
    var position = 0
    /// Bytes of a quoted field that needed unescaping (reused across fields).
    var scratch: [UInt8] = []
    /// True when a quoted field of the current record held a CR or LF.
    var breakInField = false

    static let quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")

    init(bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8) {
        self.bytes = bytes
        self.delimiter = delimiter
    }

    mutating func records(limit: Int) -> [Record] {
        var records: [Record] = []
        var line = 1
        while records.count < limit, position < bytes.count {
            breakInField = false
            var fields: [String] = []
            while true {
                let (field, end): (String, Bool)
                if position >= bytes.count {
                    (field, end) = ("", true)
                } else if bytes[position] == Self.quote {
                    position += 1
                    (field, end) = quotedField()
                } else {
                    (field, end) = plainField()
                }
                fields.append(field)
                if end { break }
            }
            records.append(Record(fields: fields, line: line))
            line += 1 + (breakInField ? DelimitedRecords.embeddedLineBreaks(fields) : 0)
        }
        return records
    }

    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// After a line break byte at `position - 1`: a CR takes a following LF with it.
    mutating func endOfLine(_ byte: UInt8) {
        if byte == Self.cr, position < bytes.count, bytes[position] == Self.lf { position += 1 }
    }

    mutating func plainField() -> (String, Bool) {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == delimiter {
                position += 1
                return (string(start, position - 1), false)
            }
            if byte == Self.cr || byte == Self.lf {
                let field = string(start, position)
                position += 1
                endOfLine(byte)
                return (field, true)
            }
            position += 1
        }
        return (string(start, position), true)
    }

    /// A field after its opening quote. Content is a slice of the input until an escape or a
    /// stray quote forces a copy into `scratch`.
    mutating func quotedField() -> (String, Bool) {
        let start = position
        var copying = false
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            guard byte == Self.quote else {
                if byte == Self.cr || byte == Self.lf { breakInField = true }
                if copying { scratch.append(byte) }
                continue
            }
            let closing = position - 1
            guard position < bytes.count else { return (field(start, closing, copied: copying), true) }
            let next = bytes[position]
            if next == Self.cr || next == Self.lf {
                let text = field(start, closing, copied: copying)
                position += 1
                endOfLine(next)
                return (text, true)
            }
            if next == delimiter {
                position += 1
                return (field(start, closing, copied: copying), false)
            }
            if !copying {
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<closing]))
                copying = true
            }
            // A doubled quote is one quote; any other scalar after a quote is dropped, the quote kept.
            scratch.append(Self.quote)
            position = min(position + (next == Self.quote ? 1 : Self.scalarLength(next)), bytes.count)
        }
        return (field(start, position, copied: copying), true)
    }

    func field(_ start: Int, _ end: Int, copied: Bool) -> String {
        copied ? String(decoding: scratch, as: UTF8.self) : string(start, end)
    }

    /// Bytes of the UTF-8 sequence that starts with `lead` (at least 1, never past a malformed lead).
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
