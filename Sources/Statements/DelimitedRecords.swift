import CSV

/// One parsed CSV record and the 1-based line it starts on.
struct Record {
    var fields: [String]
    var line: Int

    /// True for a blank line or a line of empty fields.
    var isBlank: Bool { fields.allSatisfy { $0.trimmedSpaces.isEmpty } }
}

/// Reads delimited text with a real CSV parser (quoting, doubled quotes, CR/LF/CRLF,
/// newlines inside quoted fields) and keeps each record's starting line number.
enum DelimitedRecords {
    static func read(_ text: String, delimiter: Unicode.Scalar, limit: Int = .max) -> [Record] {
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
