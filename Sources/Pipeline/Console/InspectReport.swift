import ShoeboxCore

/// The text `shoebox inspect` prints for a statement that reads.
public enum InspectReport {
    public static func render(_ statement: ParsedStatement, rows: Int) -> String {
        var lines = ["  reading: \(statement.dialectSummary)"]
        for item in statement.evidence { lines.append("  - \(item)") }
        if statement.evidence.isEmpty, let reconciled = statement.reconciled {
            lines.append("  - reconciled: \(reconciled)")
        }
        let transactions = statement.transactions
        var total: Int64 = 0
        for transaction in transactions { total = total &+ transaction.amount.minorUnits }
        let currency = transactions.first?.amount.currency ?? .usd
        lines.append(
            "  \(transactions.count) transactions (\(transactions.filter(\.pending).count) pending), "
                + "net \(Money(minorUnits: total, currency: currency).formatted()), "
                + "\(transactions.map(\.date).min()?.description ?? "-")..\(transactions.map(\.date).max()?.description ?? "-")"
        )
        for row in statement.skippedRows.prefix(5) { lines.append("  skipped line \(row.line): \(row.reason)") }
        for transaction in transactions.prefix(rows) {
            lines.append(
                "    line \(transaction.sourceLine): \(transaction.date) \(transaction.amount.formatted()) "
                    + transaction.description + (transaction.bankCategory.map { " [\($0)]" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }
}
