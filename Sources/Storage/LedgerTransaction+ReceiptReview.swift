import Foundation
import GRDB
import ShoeboxCore

/// A stored receipt flagged for review, with what the review sheet shows of it.
public struct FlaggedReceiptRecord: Sendable, FetchableRecord {
    public var transactionID: Int64
    public var date: String
    public var account: String
    public var description: String
    /// The transaction's amount (the receipt total, negated).
    public var amount: Money
    public var merchant: String?
    public var merchantConfidence: Double?
    public var receiptDate: String?
    public var dateConfidence: Double?
    /// The total as read or given, in the receipt's currency; nil when none was found.
    public var total: Money?
    public var totalConfidence: Double?
    public var fieldsJSON: String
    public var file: String
    /// The card charge the receipt is linked to, if any: its total and date are then settled.
    public var linkedChargeID: Int64?
    /// What the linked charge said about the merchant (`fields_json.merchant_source`).
    public var merchantSource: String?

    enum Columns {
        static let transactionID = Column("id")
        static let date = Column("date")
        static let account = Column("display_name")
        static let description = Column("description")
        static let merchant = Column("merchant")
        static let merchantConfidence = Column("merchant_confidence")
        static let receiptDate = Column("receipt_date")
        static let dateConfidence = Column("date_confidence")
        static let totalCents = Column("total_cents")
        static let totalConfidence = Column("total_confidence")
        static let fieldsJSON = Column("fields_json")
        static let file = Column("original_name")
        static let linkedChargeID = Column("linked_charge")
        static let merchantSource = Column("merchant_source")
    }

    public init(row: Row) {
        transactionID = row[Columns.transactionID]
        date = row[Columns.date]
        account = row[Columns.account]
        description = row[Columns.description]
        let amount = row.storedAmount
        self.amount = amount
        merchant = row[Columns.merchant]
        merchantConfidence = row[Columns.merchantConfidence]
        receiptDate = row[Columns.receiptDate]
        dateConfidence = row[Columns.dateConfidence]
        total = (row[Columns.totalCents] as Int64?).map { Money(minorUnits: $0, currency: amount.currency) }
        totalConfidence = row[Columns.totalConfidence]
        fieldsJSON = row[Columns.fieldsJSON]
        file = row[Columns.file]
        linkedChargeID = row[Columns.linkedChargeID]
        merchantSource = row[Columns.merchantSource]
    }
}

/// A receipt kept until the user gives its date: the read receipt as JSON, and its file.
public struct ReceiptAwaitingDateRecord: Sendable, FetchableRecord {
    public var id: Int64
    public var documentID: Int64
    public var receiptJSON: String
    public var file: String

    public init(row: Row) {
        id = row["id"]
        documentID = row["document_id"]
        receiptJSON = row["receipt_json"]
        file = row["original_name"]
    }
}

/// The confidence of a receipt's three reviewed fields.
public struct ReceiptConfidences: Sendable {
    public var merchant: Double?
    public var date: Double?
    public var total: Double?
}

extension Ledger {
    /// Stored receipts flagged for review (unlinked, or linked to a charge that contradicts their
    /// merchant), and receipts awaiting their date.
    public func receiptsForReview() throws -> (
        flagged: [FlaggedReceiptRecord], awaitingDate: [ReceiptAwaitingDateRecord]
    ) {
        try writer.read { db in
            let flagged = try FlaggedReceiptRecord.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.date, a.name AS display_name, t.description, t.amount_cents, t.currency, f.merchant, f.merchant_confidence,
                           f.receipt_date, f.date_confidence, f.total_cents, f.total_confidence, f.fields_json, d.original_name,
                           CASE WHEN t.merge_reason = ? THEN t.duplicate_of END AS linked_charge,
                           json_extract(f.fields_json, '$.merchant_source') AS merchant_source
                    FROM receipt_fields f JOIN transactions t ON t.id = f.transaction_id JOIN accounts a ON a.id = t.account_id
                    JOIN documents d ON d.id = f.document_id
                    WHERE f.needs_review = 1 AND (t.duplicate_of IS NULL OR t.merge_reason = ?) ORDER BY t.id
                    """, arguments: [Ledger.receiptLinkedReason, Ledger.receiptLinkedReason])
            let waiting = try ReceiptAwaitingDateRecord.fetchAll(
                db,
                sql: """
                    SELECT w.id, w.document_id, w.receipt_json, d.original_name FROM receipts_awaiting_date w
                    JOIN documents d ON d.id = w.document_id ORDER BY w.id
                    """)
            return (flagged, waiting)
        }
    }

    /// A stored receipt's per-field detail (`receipt_fields.fields_json`), nil when there is no such receipt.
    public func receiptFieldsJSON(transactionID: Int64) throws -> String? {
        try writer.read { db in
            try String.fetchOne(
                db, sql: "SELECT fields_json FROM receipt_fields WHERE transaction_id = ?", arguments: [transactionID])
        }
    }

    /// Receipts waiting for their date.
    public func receiptsAwaitingDateCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM receipts_awaiting_date") ?? 0 }
    }
}

extension LedgerTransaction {
    /// The receipt date stored for a receipt transaction (`.some(nil)` when none), nil when there is no such receipt.
    public func storedReceiptDate(transactionID: Int64) throws -> String?? {
        try Row.fetchOne(
            db, sql: "SELECT receipt_date FROM receipt_fields WHERE transaction_id = ?",
            arguments: [transactionID]
        ).map { $0["receipt_date"] as String? }
    }

    /// The user's merchant (confidence 1), also the transaction's payee and description.
    public func setReceiptMerchant(transactionID: Int64, _ name: String) throws {
        try db.execute(
            sql: "UPDATE receipt_fields SET merchant = ?, merchant_confidence = 1 WHERE transaction_id = ?",
            arguments: [name, transactionID])
        try db.execute(
            sql: """
                UPDATE transactions SET payee = ?, description = ?, dedup_description = ?, updated_at = ? WHERE id = ?
                """, arguments: [name, name, PayeeNormalizer.canonicalDescription(name), now, transactionID])
    }

    /// The merchant as the linked charge left it (`MerchantChargeEvidence`), with why
    /// (`fields_json.merchant_source`); a new name is also the transaction's payee and description.
    public func setReceiptMerchant(
        transactionID: Int64, _ name: String, confidence: Double, source: String
    ) throws {
        try db.execute(
            sql: """
                UPDATE receipt_fields SET merchant = ?, merchant_confidence = ?,
                       fields_json = json_set(fields_json, '$.merchant_source', ?) WHERE transaction_id = ?
                """, arguments: [name, confidence, source, transactionID])
        try db.execute(
            sql: """
                UPDATE transactions SET payee = ?, description = ?, dedup_description = ?, updated_at = ?
                WHERE id = ? AND payee IS NOT ?
                """,
            arguments: [name, name, PayeeNormalizer.canonicalDescription(name), now, transactionID, name])
    }

    /// The user's date (confidence 1), also the transaction's.
    public func setReceiptDate(transactionID: Int64, _ date: LocalDate) throws {
        try db.execute(
            sql: "UPDATE receipt_fields SET receipt_date = ?, date_confidence = 1 WHERE transaction_id = ?",
            arguments: [date.description, transactionID])
        try db.execute(
            sql: "UPDATE transactions SET date = ?, updated_at = ? WHERE id = ?",
            arguments: [date.description, now, transactionID])
    }

    /// The user's total (confidence 1); the transaction's amount is its negation.
    public func setReceiptTotal(transactionID: Int64, cents: Int64) throws {
        try db.execute(
            sql: "UPDATE receipt_fields SET total_cents = ?, total_confidence = 1 WHERE transaction_id = ?",
            arguments: [cents, transactionID])
        try db.execute(
            sql: "UPDATE transactions SET amount_cents = ?, updated_at = ? WHERE id = ?",
            arguments: [-cents, now, transactionID])
    }

    public func receiptConfidences(transactionID: Int64) throws -> ReceiptConfidences? {
        try Row.fetchOne(
            db,
            sql: """
                SELECT merchant_confidence, date_confidence, total_confidence FROM receipt_fields WHERE transaction_id = ?
                """, arguments: [transactionID]
        ).map {
            ReceiptConfidences(
                merchant: $0["merchant_confidence"], date: $0["date_confidence"], total: $0["total_confidence"])
        }
    }

    public func setReceiptNeedsReview(transactionID: Int64, _ flagged: Bool) throws {
        try db.execute(
            sql: "UPDATE receipt_fields SET needs_review = ? WHERE transaction_id = ?",
            arguments: [flagged, transactionID])
    }

    /// Undoes a receipt's link to its charge (to link it again with corrected fields).
    public func unlinkReceipt(transactionID: Int64) throws {
        try db.execute(
            sql: """
                UPDATE transactions SET duplicate_of = NULL, merge_reason = NULL, updated_at = ? WHERE id = ? AND merge_reason = ?
                """, arguments: [now, transactionID, Ledger.receiptLinkedReason])
    }

    /// A transaction's date.
    public func transactionDate(id: Int64) throws -> LocalDate? {
        try String.fetchOne(db, sql: "SELECT date FROM transactions WHERE id = ?", arguments: [id]).flatMap(
            LocalDate.init(iso:))
    }

    public func receiptAwaitingDate(id: Int64) throws -> ReceiptAwaitingDateRecord? {
        try ReceiptAwaitingDateRecord.fetchOne(
            db,
            sql: """
                SELECT w.id, w.document_id, w.receipt_json, d.original_name FROM receipts_awaiting_date w
                JOIN documents d ON d.id = w.document_id WHERE w.id = ?
                """, arguments: [id])
    }

    /// Every receipt waiting for its date, oldest first.
    public func receiptsAwaitingDate() throws -> [ReceiptAwaitingDateRecord] {
        try ReceiptAwaitingDateRecord.fetchAll(
            db,
            sql: """
                SELECT w.id, w.document_id, w.receipt_json, d.original_name FROM receipts_awaiting_date w
                JOIN documents d ON d.id = w.document_id ORDER BY w.id
                """)
    }

    public func deleteReceiptAwaitingDate(id: Int64) throws {
        try db.execute(sql: "DELETE FROM receipts_awaiting_date WHERE id = ?", arguments: [id])
    }
}
