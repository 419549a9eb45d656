import Foundation
import GRDB
import ShoeboxCore

/// Read-only rental queries for the CLI, the reports and the end of a run.
extension Ledger {
    public func properties() throws -> [PropertyRecord] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM properties ORDER BY name_key").map {
                try Ledger.withRules(db, PropertyRecord(row: $0))
            }
        }
    }

    public func leases() throws -> [LeaseRecord] {
        try writer.read { db in try Ledger.leases(db, where: "1", []) }
    }

    /// Every live rent payment, by lease id.
    public func rentPaymentsByLease() throws -> [Int64: [RentPaymentRecord]] {
        try writer.read { db in
            Dictionary(grouping: try Ledger.rentPayments(db, where: "1", []), by: \.leaseID)
        }
    }

    /// Transactions assigned to a property, dated in `from...to` (canonical rows only).
    public func propertyTransactions(from: LocalDate, to: LocalDate) throws -> [PropertyTransactionRecord] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.date, t.description, t.amount_cents, t.currency, p.name AS property_name,
                           pt.schedule_e_line, pt.source
                    FROM property_transactions pt
                    JOIN transactions t ON t.id = pt.transaction_id
                    JOIN properties p ON p.id = pt.property_id
                    WHERE t.duplicate_of IS NULL AND t.date BETWEEN ? AND ?
                    ORDER BY t.date, t.id
                    """, arguments: [from.description, to.description]
            ).map { row in
                PropertyTransactionRecord(
                    transactionID: row[TransactionColumns.id], date: row.storedDate(TransactionColumns.date),
                    description: row[TransactionColumns.description], amount: row.storedAmount,
                    propertyName: row["property_name"], scheduleELine: row["schedule_e_line"], source: row["source"])
            }
        }
    }

    /// Deposits that await a lease choice, oldest first, for the run's review list.
    public func rentMatchesAwaitingReview() throws -> [RentMatchReview] {
        try writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.date, t.amount_cents, t.currency, t.description, l.spec_name, p.name AS property_name,
                           l.unit, c.reason
                    FROM rent_match_candidates c
                    JOIN transactions t ON t.id = c.transaction_id
                    JOIN leases l ON l.id = c.lease_id
                    JOIN properties p ON p.id = l.property_id
                    ORDER BY t.date, t.id, l.spec_name
                    """)
            var reviews: [RentMatchReview] = []
            for row in rows {
                let id: Int64 = row[TransactionColumns.id]
                let unit: String? = row["unit"]
                let place = (row["property_name"] as String) + (unit.map { " #\($0)" } ?? "")
                if reviews.last?.transactionID == id {
                    reviews[reviews.count - 1].candidates.append((row["spec_name"], place))
                    continue
                }
                reviews.append(
                    RentMatchReview(
                        transactionID: id, date: row.storedDate(TransactionColumns.date), amount: row.storedAmount,
                        description: row[TransactionColumns.description], candidates: [(row["spec_name"], place)],
                        reason: row["reason"]))
            }
            return reviews
        }
    }
}
