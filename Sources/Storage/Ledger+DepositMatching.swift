import Foundation
import GRDB
import ShoeboxCore

/// A bank deposit that could pay more than one open invoice: a person decides
/// (`shoebox invoice pay NUMBER --transaction ID`).
public struct PaymentMatchReview: Sendable, Equatable {
    public var transactionID: Int64
    public var date: LocalDate
    public var amount: Money
    public var description: String
    /// Numbers of the invoices it could pay, sorted.
    public var candidateNumbers: [String]
}

extension Ledger {
    /// Deposits that could pay several open invoices, oldest first, for the run's review list.
    public func paymentMatchesAwaitingReview() throws -> [PaymentMatchReview] {
        try writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.date, t.amount_cents, t.currency, t.description, d.number
                    FROM deposit_match_candidates c
                    JOIN transactions t ON t.id = c.transaction_id
                    JOIN invoice_documents d ON d.id = c.invoice_document_id
                    ORDER BY t.date, t.id, d.number
                    """)
            var reviews: [PaymentMatchReview] = []
            for row in rows {
                let id: Int64 = row[TransactionColumns.id]
                if reviews.last?.transactionID == id {
                    reviews[reviews.count - 1].candidateNumbers.append(row["number"]); continue
                }
                reviews.append(
                    PaymentMatchReview(
                        transactionID: id, date: row.storedDate(TransactionColumns.date), amount: row.storedAmount,
                        description: row[TransactionColumns.description], candidateNumbers: [row["number"]]))
            }
            return reviews
        }
    }
}
