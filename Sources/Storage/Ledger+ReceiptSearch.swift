import GRDB
import ShoeboxCore

/// A receipt whose OCR text or merchant matches a full-text query.
public struct ReceiptSearchHit: Sendable, Equatable {
    public var transactionID: Int64
    public var date: String
    public var merchant: String
    /// The receipt transaction's amount (the total, negated).
    public var amount: Money
    public var sourceFile: String
    /// The matching text with the hits in [brackets].
    public var snippet: String
    public var needsReview: Bool
}

extension Ledger {
    /// Full-text search (SQLite FTS5) over receipts' OCR text and merchants. Each word of
    /// `text` must occur (prefix match); the best matches come first.
    public func searchReceipts(_ text: String, limit: Int = 50) throws -> [ReceiptSearchHit] {
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { "\"\($0)\"*" }
        guard !words.isEmpty else { return [] }
        return try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.date, COALESCE(f.merchant, t.payee) AS merchant, t.amount_cents, t.currency,
                           d.original_name, snippet(receipt_text, 1, '[', ']', '…', 8) AS snippet, f.needs_review
                    FROM receipt_text JOIN receipt_fields f ON f.transaction_id = receipt_text.rowid
                    JOIN transactions t ON t.id = f.transaction_id JOIN documents d ON d.id = t.document_id
                    WHERE receipt_text MATCH ? ORDER BY rank LIMIT ?
                    """, arguments: [words.joined(separator: " "), limit]
            ).map { row in
                ReceiptSearchHit(
                    transactionID: row[TransactionColumns.id], date: row[TransactionColumns.date],
                    merchant: row["merchant"], amount: row.storedAmount, sourceFile: row["original_name"],
                    snippet: row["snippet"], needsReview: row["needs_review"])
            }
        }
    }
}

extension Ledger {
    /// How many stored receipts are flagged for review (low confidence or a missing field).
    public func receiptsNeedingReview() throws -> Int {
        try writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM receipt_fields WHERE needs_review = 1") ?? 0
        }
    }
}
