/// Tests whether a column is a running balance of an amount (or debit/credit pair): the
/// balance after each row (or before it, as some banks print), reading rows top-down or
/// bottom-up. A column that reconciles is a proof of the amounts' columns and sign.
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

    /// How the balance column follows the amounts.
    enum Orientation: String {
        case afterDown = "balance after each row, oldest first"
        case afterUp = "balance after each row, newest first"
        case beforeDown = "balance before each row, oldest first"
        case beforeUp = "balance before each row, newest first"
    }

    /// The best orientation: the fraction of adjacent row pairs that reconcile, and the first
    /// line where it breaks.
    struct Fit {
        var orientation: Orientation
        var matched: Int
        var pairs: Int
        var firstBreakLine: Int?

        var fraction: Double { pairs == 0 ? 0 : Double(matched) / Double(pairs) }
        /// Every pair reconciles, or all but one in a long file.
        var reconciles: Bool { pairs >= 1 && (matched == pairs || (pairs >= 20 && matched >= pairs - 1)) }
        var sentence: String {
            reconciles
                ? "the running balance reconciles on \(matched) of \(pairs) rows (\(orientation.rawValue))"
                : "the running balance reconciles on only \(matched) of \(pairs) rows"
                    + (firstBreakLine.map { " (first break at line \($0))" } ?? "")
        }
    }

    /// Fraction of adjacent rows where balance changes by exactly the signed amount.
    static func matches(_ v: Values, amount: Int, balance: Int, inverted: Bool = false) -> Double {
        fit(v, amount: amount, balance: balance, inverted: inverted).fraction
    }

    static func fit(_ v: Values, amount: Int, balance: Int, inverted: Bool = false) -> Fit {
        fit(v) { row in
            v.value(row, amount).map { inverted ? -$0 : $0 }
        } balance: { row in
            v.value(row, balance)
        }
    }

    /// Fraction of adjacent rows where balance changes by credit − debit.
    static func matches(_ v: Values, debit: Int, credit: Int, balance: Int) -> Double {
        fit(v, orientations: [.afterDown, .afterUp]) { row in
            guard let d = v.value(row, debit), let c = v.value(row, credit) else { return nil }
            return c.magnitude > 0 ? Int64(c.magnitude) : -Int64(d.magnitude)
        } balance: { row in
            v.value(row, balance)
        }.fraction
    }

    /// The best of the given orientations; on a tie the earlier one wins. Callers that know the
    /// row order from the dates pass only the matching ones: a balance *after* each row read
    /// oldest first equals a balance *before* each row read newest first with the sign flipped,
    /// so without the dates the two cannot be told apart.
    static func fit(
        _ v: Values, orientations: [Orientation] = [.afterDown, .afterUp, .beforeDown, .beforeUp],
        delta: (Int) -> Int64?, balance: (Int) -> Int64?
    ) -> Fit {
        let count = v.rows.count
        guard count >= 2 else { return Fit(orientation: .afterDown, matched: 0, pairs: 0) }
        var best: Fit?
        for orientation in orientations {
            var matched = 0
            var firstBreak: Int?
            for i in 1..<count {
                guard let b0 = balance(i - 1), let b1 = balance(i) else { continue }
                let d: Int64?, change: Int64
                switch orientation {
                case .afterDown: d = delta(i); change = b1 &- b0
                case .afterUp: d = delta(i - 1); change = b0 &- b1
                case .beforeDown: d = delta(i - 1); change = b1 &- b0
                case .beforeUp: d = delta(i); change = b0 &- b1
                }
                if let d, d != 0, change == d { matched += 1 } else if firstBreak == nil { firstBreak = v.rows[i].line }
            }
            let fit = Fit(orientation: orientation, matched: matched, pairs: count - 1, firstBreakLine: firstBreak)
            if best == nil || fit.matched > best!.matched { best = fit }
        }
        return best!
    }
}
