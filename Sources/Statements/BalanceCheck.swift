/// Tests whether a column is a running balance of an amount (or debit/credit pair),
/// reading rows top-down or bottom-up.
enum BalanceCheck {
    struct Values {
        var rows: [Record]
        var mark: DecimalMark

        func value(_ row: Int, _ column: Int) -> Int64? {
            let fields = rows[row].fields
            guard column < fields.count else { return nil }
            let cell = fields[column].trimmedSpaces
            if cell.isEmpty { return 0 }
            return AmountParser.parse(cell, mark: mark, digits: 2)?.minorUnits
        }
    }

    /// Fraction of adjacent rows where balance changes by exactly the signed amount.
    static func matches(_ v: Values, amount: Int, balance: Int) -> Double {
        score(v) { row in v.value(row, amount) }
            balance: { row in v.value(row, balance) }
    }

    /// Fraction of adjacent rows where balance changes by credit − debit.
    static func matches(_ v: Values, debit: Int, credit: Int, balance: Int) -> Double {
        score(v) { row in
            guard let d = v.value(row, debit), let c = v.value(row, credit) else { return nil }
            return c.magnitude > 0 ? Int64(c.magnitude) : -Int64(d.magnitude)
        } balance: { row in v.value(row, balance) }
    }

    static func score(_ v: Values, delta: (Int) -> Int64?, balance: (Int) -> Int64?) -> Double {
        guard v.rows.count >= 2 else { return 0 }
        var down = 0, up = 0
        for i in 1..<v.rows.count {
            guard let b0 = balance(i - 1), let b1 = balance(i) else { continue }
            if let d = delta(i), b1 - b0 == d, d != 0 { down += 1 }
            if let d = delta(i - 1), b0 - b1 == d, d != 0 { up += 1 }
        }
        return Double(max(down, up)) / Double(v.rows.count - 1)
    }
}
