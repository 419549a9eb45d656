/// Where the transaction table sits in a file: preamble lines, the header row (if any),
/// the data rows, and the field count they share.
struct TableRegion {
    var preamble: [Record]
    var header: Record?
    var rows: [Record]
    var fieldCount: Int
    var trailing: [Record]
}

enum TableLocator {
    /// A record looks like a transaction when one cell is a date and another is money-shaped.
    static func isDataLike(_ record: Record) -> Bool {
        var hasDate = false, hasMoney = false
        for cell in record.fields {
            let trimmed = cell.trimmedSpaces
            if trimmed.isEmpty { continue }
            if !hasDate, DateParser.shape(trimmed) != nil { hasDate = true; continue }
            if !hasMoney, AmountParser.possibleMarks(trimmed) != nil { hasMoney = true }
        }
        return hasDate && hasMoney
    }

    /// Looser than `isDataLike`: a cell shaped like a date (even an impossible one such as
    /// `2025-02-30`) and another shaped like a number (even `NaN`, `1e5`, `0x1F`).
    static func looksLikeTransaction(_ record: Record) -> Bool {
        var hasDate = false, hasNumber = false
        for cell in record.fields {
            let trimmed = cell.trimmedSpaces
            if trimmed.isEmpty { continue }
            if !hasDate, DateParser.shape(trimmed) != nil || isDateShaped(trimmed) { hasDate = true; continue }
            if !hasNumber,
                AmountParser.possibleMarks(trimmed) != nil || AmountParser.isNumberLike(trimmed)
                    || AmountParser.isBrokenAmount(trimmed)
            {
                hasNumber = true
            }
        }
        return hasDate && hasNumber
    }

    /// Column names: at least half the table's width in text cells, none of them a date or a number.
    static func isHeaderLike(_ record: Record, width: Int) -> Bool {
        let cells = record.fields.map(\.trimmedSpaces).filter { !$0.isEmpty }
        guard cells.count >= 2, cells.count * 2 >= width else { return false }
        guard
            cells.allSatisfy({ cell in
                cell.contains(where: \.isLetter) && DateParser.shape(cell) == nil
                    && AmountParser.possibleMarks(cell) == nil
            })
        else { return false }
        // It names columns banks use (a continuation line carrying a merchant's name does not).
        let named = cells.filter { cell in
            let normalized = HeaderVocabulary.normalize(cell)
            return [ColumnRole.date, .amount, .description, .debit, .credit, .balance].contains {
                HeaderVocabulary.strength(normalized, $0) >= 2
            }
        }
        return named.count >= 2
    }

    /// `2025-02-30`, `31/02/2024`, `13.13.2020`: three groups of digits split by one separator.
    static func isDateShaped(_ text: String) -> Bool {
        let head = text.prefix { !$0.isWhitespace && $0 != "T" }
        guard let separator = head.first(where: { "-/.".contains($0) }) else { return false }
        let parts = head.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3 || (parts.count == 4 && parts[3].isEmpty),
            parts.prefix(3).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        else { return false }
        // Year first (`2025-02-30`) or last (`31/02/2024`, `31.02.24`); not `12.345.678` or `555-123-4567`.
        let lengths = parts.prefix(3).map(\.count)
        let small = { (n: Int) in n == 1 || n == 2 }
        return (lengths[0] == 4 && small(lengths[1]) && small(lengths[2]))
            || (small(lengths[0]) && small(lengths[1]) && (lengths[2] == 4 || lengths[2] == 2))
    }

    static func locate(_ records: [Record], forceHeader: Bool?) throws -> TableRegion {
        // Classify the head and tail of big files; rows in between only need the table's width.
        let edge = 2_000
        let dataLike = records.indices.map { i in
            (i < edge || i >= records.count - edge)
                ? !records[i].isBlank && isDataLike(records[i]) : !records[i].isBlank
        }
        var histogram: [Int: Int] = [:]
        for (record, isData) in zip(records, dataLike) where isData { histogram[record.fields.count, default: 0] += 1 }
        guard
            let width = histogram.keys.max(by: {
                (histogram[$0]! + histogram[$0 + 1, default: 0], -$0) < (
                    histogram[$1]! + histogram[$1 + 1, default: 0], -$1
                )
            })
        else {
            // Name a line that holds data, so a user whose export it is sees what was not read.
            let sample = records.dropFirst().first { !$0.isBlank } ?? records.first { !$0.isBlank }
            let shown = sample.map { record -> String in
                let text = record.fields.joined(separator: ",")
                return " (line \(record.line): `\(text.count > 60 ? String(text.prefix(60)) + "…" : text)`)"
            }
            throw StatementError(
                .noTable,
                "found no rows with both a date and an amount; this does not look like a bank export"
                    + (shown.map { "; if it is one, its dates or amounts are written in a form not read here" + $0 }
                        ?? ""))
        }
        // Rows may carry extra fields (unquoted separators in free text, trailing separators)
        // or drop trailing empty ones; preamble lines are usually much shorter.
        let fits = { (record: Record) in record.fields.count >= width - 2 }
        guard let firstData = records.indices.first(where: { dataLike[$0] && fits(records[$0]) }),
            let lastData = records.indices.last(where: { dataLike[$0] && fits(records[$0]) })
        else {
            throw StatementError(.noTable, "found no transaction table")
        }
        // Rows at either edge that are shaped like transactions but do not read (`2025-02-30`,
        // `NaN`, `1e5`) belong to the table, so that reading them fails loudly instead of the
        // table silently ending before them.
        var first = firstData, last = lastData
        while last + 1 < records.count, let next = records[(last + 1)...].firstIndex(where: { !$0.isBlank }),
            fits(records[next]),
            looksLikeTransaction(records[next])
        { last = next }
        while let previous = records[..<first].lastIndex(where: { !$0.isBlank }), fits(records[previous]),
            looksLikeTransaction(records[previous])
        { first = previous }
        // A header row inside the span (a summary line with a date and an amount above it, as some
        // banks print) starts the table: what precedes it is preamble.
        if forceHeader != false,
            let inner = records[first...min(last, first + 20)].lastIndex(where: {
                fits($0) && isHeaderLike($0, width: width)
            }),
            inner > first,
            let start = records[(inner + 1)...last].firstIndex(where: { isDataLike($0) }),
            records[start...last].filter({ isDataLike($0) }).count
                >= records[first..<inner].filter({ isDataLike($0) }).count
        {
            first = start
        }
        var headerIndex: Int?
        if let candidate = records[..<first].lastIndex(where: { !$0.isBlank }) {
            let record = records[candidate]
            let textCells = record.fields.filter { !$0.trimmedSpaces.isEmpty }.count
            let looksLikeHeader = fits(record) && textCells * 2 >= min(record.fields.count, width)
            if forceHeader ?? looksLikeHeader { headerIndex = candidate }
        }
        if forceHeader == true && headerIndex == nil && first < last {
            headerIndex = first
        }
        let dataStart = headerIndex == first ? first + 1 : first
        let rows = records[dataStart...last].filter { !$0.isBlank }
        return TableRegion(
            preamble: Array(records[..<(headerIndex ?? first)]),
            header: headerIndex.map { records[$0] },
            rows: Array(rows),
            fieldCount: width,
            trailing: Array(records[(last + 1)...]))
    }
}
