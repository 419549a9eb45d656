import ShoeboxCore

/// What the cells of one column look like across the data rows.
struct ColumnStats {
    var index: Int
    var header: String?
    var normalizedHeader: String
    var nonEmpty = 0
    var dates = 0
    var money = 0
    var moneyWithFraction = 0
    var signed = 0
    var longIntegers = 0
    var distinct = 0
    var totalLength = 0
    var letters = 0
    var directionWords = 0
    var currencyCodes = 0
    /// Cells that are web links (`https://…`): a link is not a description.
    var links = 0
    var rows = 0

    init(index: Int, header: String?, cells: [String]) {
        self.index = index
        self.header = header
        normalizedHeader = header.map(HeaderVocabulary.normalize) ?? ""
        rows = cells.count
        var seen = Set<String>()
        for raw in cells {
            let cell = raw.trimmedSpaces
            guard !cell.isEmpty else { continue }
            nonEmpty += 1
            seen.insert(cell)
            totalLength += cell.count
            if cell.contains(where: \.isLetter) { letters += 1 }
            if cell.hasPrefix("http://") || cell.hasPrefix("https://") || cell.hasPrefix("www.") { links += 1 }
            if DirectionVocabulary.sign(cell) != nil { directionWords += 1 }
            if cell.count == 3, CurrencyCodeCheck.isCode(cell) { currencyCodes += 1 }
            // Cells shaped like a date or an amount that do not read (`2025-02-30`, `NaN`, `--5.00`)
            // still say what the column is for, so that the row fails by its line instead of the
            // column losing its role.
            if DateParser.shape(cell) != nil || TableLocator.isDateShaped(cell) { dates += 1; continue }
            if AmountParser.isNumberLike(cell) || AmountParser.isBrokenAmount(cell) { money += 1; continue }
            if let stripped = AmountParser.strip(cell), AmountParser.possibleMarks(cell) != nil {
                money += 1
                if stripped.explicitSign { signed += 1 }
                let digits = stripped.digits.filter(\.isNumber).count
                if stripped.digits.contains(".") || stripped.digits.contains(",") {
                    moneyWithFraction += 1
                } else if digits >= 7 {
                    longIntegers += 1
                }
            }
        }
        distinct = seen.count
    }

    func rate(_ count: Int) -> Double { nonEmpty == 0 ? 0 : Double(count) / Double(nonEmpty) }
    var fill: Double { rows == 0 ? 0 : Double(nonEmpty) / Double(rows) }
    var isDateColumn: Bool { nonEmpty > 0 && rate(dates) >= 0.9 }
    /// Money-shaped and not an identifier column (long bare integers, all distinct).
    var isMoneyColumn: Bool {
        nonEmpty > 0 && rate(money) >= 0.9 && longIntegers * 2 < nonEmpty
    }
    var isTextColumn: Bool { nonEmpty > 0 && rate(letters) >= 0.5 }
    var isLinkColumn: Bool { nonEmpty > 0 && rate(links) >= 0.9 }
    var isDirectionColumn: Bool { nonEmpty > 0 && rate(directionWords) >= 0.95 && distinct <= 4 }
    var isCurrencyColumn: Bool { nonEmpty > 0 && rate(currencyCodes) >= 0.95 }
    var averageLength: Double { nonEmpty == 0 ? 0 : Double(totalLength) / Double(nonEmpty) }
    var distinctRatio: Double { nonEmpty == 0 ? 0 : Double(distinct) / Double(nonEmpty) }

    func headerStrength(_ role: ColumnRole) -> Int { HeaderVocabulary.strength(normalizedHeader, role) }
}

enum CurrencyCodeCheck {
    static func isCode(_ text: String) -> Bool { CurrencyCode(text) != nil && text == text.uppercased() }
}
