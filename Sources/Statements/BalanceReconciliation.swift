import ShoeboxCore

/// Checks a statement's own opening and closing balances against the booked rows read:
/// `opening + Σ booked amounts = closing`. A statement that claims balances that do not add up
/// is quarantined with the gap, unless pending rows explain it exactly.
enum BalanceReconciliation {
    struct Statement {
        /// Where the statement starts (`:20:` line, `<Stmt>` number), for messages.
        var label: String
        var line: Int?
        var opening: Int64?
        var closing: Int64?
        var booked: [Int64]
        var pending: [Int64] = []
        var currency: CurrencyCode
    }

    /// `yes (…)` for statements that add up; throws naming the statement and the gap otherwise.
    static func check(_ statements: [Statement], format: String) throws -> String {
        var checked = 0
        for statement in statements {
            guard let opening = statement.opening, let closing = statement.closing else { continue }
            let (booked, overflow) = sum(statement.booked)
            guard !overflow else {
                throw StatementError(
                    .malformedRow, "\(statement.label): the amounts overflow when summed", line: statement.line)
            }
            let expected = opening &+ booked
            if expected == closing { checked += 1; continue }
            let (pending, _) = sum(statement.pending)
            if !statement.pending.isEmpty, expected &+ pending == closing { checked += 1; continue }
            let format2 = { (v: Int64) in Money(minorUnits: v, currency: statement.currency).formatted() }
            throw StatementError(
                .unreconciled,
                "\(format) \(statement.label): opening balance \(format2(opening)) plus \(statement.booked.count) booked rows "
                    + "(\(format2(booked))) gives \(format2(expected)), but the closing balance says \(format2(closing)) "
                    + "(gap \(format2(closing &- expected))); the file is incomplete or misread",
                line: statement.line, region: statement.label)
        }
        if checked == 0 { return "not checkable (no opening and closing balance)" }
        return "yes (\(checked) of \(statements.count) statement(s): opening + rows = closing)"
    }

    static func sum(_ values: [Int64]) -> (Int64, Bool) {
        var total: Int64 = 0
        for value in values {
            let (next, overflow) = total.addingReportingOverflow(value)
            if overflow { return (total, true) }
            total = next
        }
        return (total, false)
    }
}
