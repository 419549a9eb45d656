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
                    SELECT a.name, t.currency, COUNT(*) AS count, SUM(t.amount_cents) AS amount_cents,
                           MIN(t.date) AS first_date, MAX(t.date) AS last_date
                    FROM transactions t JOIN accounts a ON a.id = t.account_id
                    WHERE t.duplicate_of IS NULL GROUP BY a.id, t.currency ORDER BY a.name
                    """
            ).map { row in
                AccountSummary(
                    name: row["name"], transactions: row["count"], net: row.storedAmount,
                    firstDate: row["first_date"], lastDate: row["last_date"])
            }
        }
    }
}
