import ShoeboxCore

extension ReviewSheet {
    /// The UTF-8 bytes of `render(bookID:items:)`, written cell by cell into one buffer: a sheet
    /// of 100,000 rows costs about what any CSV of that size costs.
    public static func renderBytes(bookID: String, items: [ReviewItem]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + items.count * 256)
        bytes.append(contentsOf: columns.joined(separator: ",").utf8)
        bytes.append(UInt8(ascii: "\n"))
        var book: [UInt8] = []
        appendCell(bookID, to: &book)
        for item in items {
            bytes.append(contentsOf: book)
            for field in item.fields {
                bytes.append(UInt8(ascii: ","))
                appendCell(field, to: &bytes)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// Appends `quote(CSVCell.neutralized(field))`. An ASCII cell without a carriage return has one
    /// character per byte, so both steps are done on its bytes. A non-ASCII cell without a carriage
    /// return (the `→` of most explanations), with no formula trigger as its first byte and whose commas,
    /// quotes and line feeds stand alone, is done on its bytes too: both steps compare whole characters
    /// with these one-scalar ASCII characters, and a character equal to one of them is that byte. Any
    /// other cell takes the general path.
    static func appendCell(_ field: String, to bytes: inout [UInt8]) {
        var needsQuotes = false
        var ascii = true
        var carriageReturn = false
        for byte in field.utf8 {
            if byte >= 0x80 {
                ascii = false
            } else if byte == UInt8(ascii: "\r") {
                carriageReturn = true
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") {
                needsQuotes = true
            }
        }
        guard ascii, !carriageReturn else {
            if !carriageReturn, let first = field.utf8.first, !Self.triggerBytes.contains(first),
                !needsQuotes || Self.quotedBytesStandAlone(field)
            {
                appendQuoted(field, needsQuotes: needsQuotes, to: &bytes)
            } else {
                bytes.append(contentsOf: quote(CSVCell.neutralized(field)).utf8)
            }
            return
        }
        let neutralized = field.utf8.first.map { Self.triggerBytes.contains($0) } == true && !isPlainNumber(field)
        guard needsQuotes else {
            if neutralized { bytes.append(UInt8(ascii: "'")) }
            bytes.append(contentsOf: field.utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        if neutralized { bytes.append(UInt8(ascii: "'")) }
        for byte in field.utf8 {
            bytes.append(byte)
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// True when every comma, quote and line feed of `field` has ASCII bytes (or the cell's edge) on both
    /// sides: each is then a character of its own (no combining mark after it, no prepended mark before it),
    /// so `quote`'s character search and its `"` doubling find exactly these bytes.
    static func quotedBytesStandAlone(_ field: String) -> Bool {
        var previous: UInt8 = 0
        var special = false
        for byte in field.utf8 {
            if special && byte >= 0x80 { return false }
            special = byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n")
            if special && previous >= 0x80 { return false }
            previous = byte
        }
        return true
    }

    /// The cell's bytes, in quotes with each `"` doubled when `needsQuotes`.
    static func appendQuoted(_ field: String, needsQuotes: Bool, to bytes: inout [UInt8]) {
        guard needsQuotes else {
            bytes.append(contentsOf: field.utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in field.utf8 {
            bytes.append(byte)
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `CSVCell.isPlainNumber` on an ASCII cell: an optional sign, digits, at most one `.` between digits.
    static func isPlainNumber(_ field: String) -> Bool {
        var body = field.utf8[...]
        if let sign = body.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { body = body.dropFirst() }
        guard !body.isEmpty else { return false }
        var dots = 0
        var digitsInPart = 0
        for byte in body {
            if byte == UInt8(ascii: ".") {
                guard digitsInPart > 0 else { return false }
                dots += 1
                digitsInPart = 0
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digitsInPart += 1
            } else {
                return false
            }
        }
        return dots <= 1 && digitsInPart > 0
    }

    /// First bytes of `CSVCell.formulaTriggers` (ASCII): a cell starting with one takes the general path.
    static let triggerBytes: Set<UInt8> = Set(CSVCell.formulaTriggers.flatMap { $0.utf8 })
}
