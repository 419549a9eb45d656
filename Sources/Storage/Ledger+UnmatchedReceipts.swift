import GRDB
import ShoeboxCore

/// A receipt that is still its own transaction: no card or bank charge has been linked.
public struct UnmatchedReceipt: Sendable, Equatable {
    public var transactionID: Int64
    public var merchant: String
    public var date: LocalDate
    public var total: Money
    public var sourceFile: String
}

extension Ledger {
    /// Receipts dated on or before `cutoff` with no linked charge, leaving out those paid in
    /// cash (no charge will ever come).
    public func unmatchedReceipts(datedOnOrBefore cutoff: LocalDate) throws -> [UnmatchedReceipt] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.payee, t.date, t.amount_cents, t.currency, d.original_name
                    FROM transactions t JOIN documents d ON d.id = t.document_id
                    LEFT JOIN receipt_fields f ON f.transaction_id = t.id
                    WHERE t.kind = 'receipt' AND t.duplicate_of IS NULL AND t.date <= ?
                      AND COALESCE(f.payment_method, '') <> 'cash'
                    ORDER BY t.date, t.id
                    """, arguments: [cutoff.description]
            ).map { row in
                UnmatchedReceipt(
                    transactionID: row[TransactionColumns.id], merchant: row[TransactionColumns.payee],
                    date: row.storedDate(TransactionColumns.date), total: row.storedAmount.negated,
                    sourceFile: row["original_name"])
            }
        }
    }
}

extension Ledger {
    /// How many receipts are linked to a card or bank charge (a run reports the difference).
    public func linkedReceiptCount() throws -> Int {
        try writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM transactions WHERE merge_reason = 'receipt_linked'") ?? 0
        }
    }
}
