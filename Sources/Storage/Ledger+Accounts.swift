import GRDB
import ShoeboxCore

/// One account's canonical transactions, summed.
public struct AccountSummary: Sendable, Equatable {
    public var name: String
    public var transactions: Int
    public var net: Money
    public var firstDate: String
    public var lastDate: String
}

extension Ledger {
    /// Per account and currency: count, net sum in minor units, date range (merged duplicates excluded).
    public func accountSummaries() throws -> [AccountSummary] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT a.name, t.currency, COUNT(*), SUM(t.amount_cents), MIN(t.date), MAX(t.date)
                    FROM transactions t JOIN accounts a ON a.id = t.account_id
                    WHERE t.duplicate_of IS NULL GROUP BY a.id, t.currency ORDER BY a.name
                    """
            ).map { row in
                AccountSummary(
                    name: row[0], transactions: row[2],
                    net: Money(minorUnits: row[3], currency: CurrencyCode(row[1] as String) ?? .usd),
                    firstDate: row[4], lastDate: row[5])
            }
        }
    }
}
