/// A tax table printed under the total: a header naming net and gross columns ("Mehrwertst.
/// ohne MwSt mit MwSt", "Steuer Netto Brutto", "VAT Net VAT Gross") and one row per tax rate
/// ending in the gross amount ("A 19% 7,55 1,44 8,99"). The gross amounts add up to the total
/// paid: a check independent of the total's own line.
enum TaxTable {
    static let netWords = ["NETTO", "NET", "OHNE MWST", "EXKL", "EXCL"]
    static let grossWords = ["BRUTTO", "GROSS", "MIT MWST", "INKL", "INCL"]

    /// The sum of the gross column (or the table's own sum row), nil when no table is printed.
    static func grossTotal(_ amountLines: [AmountLine], _ lines: [ReceiptLine]) -> Int64? {
        guard
            let header = lines.indices.first(where: { index in
                let normalized = ReceiptKeywords.normalized(lines[index].text)
                return ReceiptKeywords.containsAny(normalized, netWords)
                    && ReceiptKeywords.containsAny(normalized, grossWords)
            })
        else { return nil }
        var rows: [Int64] = []
        var next = header + 1
        while rows.count < 4, let row = amountLines.first(where: { $0.index == next }) {
            let amounts = row.amounts.filter { !$0.repaired }.map(\.hundredths)
            // A gross amount is the row's last and largest: net and tax come before it.
            guard amounts.count >= 2, let gross = amounts.last, gross >= amounts.max() ?? 0 else { break }
            rows.append(gross)
            next += 1
        }
        guard let last = rows.last else { return nil }
        // "84.54 14.79 99.33" under the rate rows is the table's sum row.
        if rows.count >= 2, rows.dropLast().reduce(0, +) == last { return last }
        return rows.reduce(0, +)
    }
}
