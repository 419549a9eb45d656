import Foundation
import GRDB
import ShoeboxCore

/// A read receipt as stored: the `receipt` transaction's values and its `receipt_fields` row.
/// Built by the receipts use case from the extracted fields; Storage only writes it.
public struct StoredReceiptRow: Sendable {
    public var date: LocalDate
    /// The total (0 when no total was found); the transaction's amount is its negation. The
    /// other amounts below are minor units of its currency.
    public var total: Money
    /// Transaction description: the merchant, else `Receipt <file name>`.
    public var description: String
    public var payee: String
    /// min(merchant, date, total confidence).
    public var confidence: Double
    /// The total's region on the image (`line N @ x,y wxh`).
    public var totalRegion: String?
    public var merchant: String?
    public var merchantConfidence: Double?
    /// The date read on (or given for) the receipt.
    public var receiptDate: LocalDate?
    public var dateConfidence: Double?
    public var time: String?
    public var totalFound: Int64?
    public var totalConfidence: Double?
    public var subtotalCents: Int64?
    public var taxCents: Int64?
    public var tipCents: Int64?
    public var currencyConfidence: Double
    public var paymentMethod: String?
    public var cardBrand: String?
    public var cardLast4: String?
    public var tipMayFollow: Bool
    /// Every field with value, confidence and region.
    public var fieldsJSON: String
    public var ocrText: String
    public var ocrConfidence: Int
    public var variant: String
    public var rotationDegrees: Int
    public var needsReview: Bool

    public init(
        date: LocalDate, total: Money, description: String, payee: String,
        confidence: Double, currencyConfidence: Double, fieldsJSON: String, ocrText: String, ocrConfidence: Int,
        variant: String, rotationDegrees: Int, needsReview: Bool
    ) {
        self.date = date
        self.total = total
        self.description = description
        self.payee = payee
        self.confidence = confidence
        self.currencyConfidence = currencyConfidence
        self.fieldsJSON = fieldsJSON
        self.ocrText = ocrText
        self.ocrConfidence = ocrConfidence
        self.variant = variant
        self.rotationDegrees = rotationDegrees
        self.needsReview = needsReview
        tipMayFollow = false
    }
}

/// A receipt not linked to a charge yet.
public struct UnlinkedReceiptRecord: Sendable, Hashable, FetchableRecord {
    public var id: Int64
    public var date: LocalDate
    /// The receipt total, positive.
    public var total: Money
    public var merchant: String
    public var tipMayFollow: Bool
    /// The merchant's confidence (nil when none was read).
    public var merchantConfidence: Double?
    /// `cash`, `card`, `other`, or nil when the receipt does not say.
    public var paymentMethod: String?

    enum Columns {
        static let total = Column("total")
        static let merchant = Column("merchant")
        static let tipMayFollow = Column("tip_may_follow")
        static let merchantConfidence = Column("merchant_confidence")
        static let paymentMethod = Column("payment_method")
    }

    public init(row: Row) {
        id = row[TransactionColumns.id]
        date = row.storedDate(TransactionColumns.date)
        total = row.storedMoney(Columns.total, currency: TransactionColumns.currency)
        merchant = row[Columns.merchant]
        tipMayFollow = row[Columns.tipMayFollow]
        merchantConfidence = row[Columns.merchantConfidence]
        paymentMethod = row[Columns.paymentMethod]
    }
}

extension Ledger {
    /// `merge_reason` of a receipt row linked to its charge.
    public static let receiptLinkedReason = "receipt_linked"
}

extension LedgerTransaction {
    /// Stores the receipt's `receipt` transaction in the account `receipts:<CUR>` and its fields;
    /// returns the transaction id.
    public func insertReceipt(_ receipt: StoredReceiptRow, documentID: Int64) throws -> Int64 {
        let currency = receipt.total.currency
        let account = AccountHint(
            key: "receipts:\(currency.code)", displayName: "Receipts (\(currency.code))", currency: currency,
            source: "receipt")
        let accountID = try self.account(account)
        try db.execute(
            sql: """
                INSERT INTO transactions (account_id, kind, date, amount_cents, currency, description, dedup_description, payee,
                                          confidence, document_id, source_region, created_at, updated_at)
                VALUES (?, 'receipt', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                accountID, receipt.date.description, receipt.total.negated.minorUnits, currency.code,
                receipt.description,
                PayeeNormalizer.canonicalDescription(receipt.description), receipt.payee, receipt.confidence,
                documentID, receipt.totalRegion, now, now,
            ])
        let transactionID = db.lastInsertedRowID
        try db.execute(
            sql: """
                INSERT INTO receipt_fields (transaction_id, document_id, merchant, merchant_confidence, receipt_date, date_confidence,
                    receipt_time, total_cents, total_confidence, subtotal_cents, tax_cents, tip_cents, currency, currency_confidence,
                    payment_method, card_brand, card_last4, tip_may_follow, fields_json, ocr_text, ocr_confidence, variant,
                    rotation_degrees, needs_review, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                transactionID, documentID, receipt.merchant, receipt.merchantConfidence,
                receipt.receiptDate?.description, receipt.dateConfidence, receipt.time, receipt.totalFound,
                receipt.totalConfidence, receipt.subtotalCents, receipt.taxCents, receipt.tipCents,
                currency.code, receipt.currencyConfidence, receipt.paymentMethod, receipt.cardBrand,
                receipt.cardLast4, receipt.tipMayFollow, receipt.fieldsJSON, receipt.ocrText, receipt.ocrConfidence,
                receipt.variant, receipt.rotationDegrees, receipt.needsReview, now,
            ])
        return transactionID
    }

    /// Keeps a receipt whose date could not be read (as JSON) until the user gives its date.
    public func insertReceiptAwaitingDate(documentID: Int64, receiptJSON: String) throws {
        try db.execute(
            sql: "INSERT INTO receipts_awaiting_date (document_id, receipt_json, created_at) VALUES (?, ?, ?)",
            arguments: [documentID, receiptJSON, now])
    }

    /// Receipts read as dated in `dates` that no charge is linked to yet.
    public func unlinkedReceipts(datedIn dates: ClosedRange<LocalDate>) throws -> [UnlinkedReceiptRecord] {
        try UnlinkedReceiptRecord.fetchAll(
            db,
            sql: """
                SELECT t.id, t.date, -t.amount_cents AS total, t.currency, COALESCE(f.merchant, '') AS merchant,
                       f.tip_may_follow, f.merchant_confidence, f.payment_method
                FROM receipt_fields f JOIN transactions t ON t.id = f.transaction_id
                WHERE f.receipt_date BETWEEN ? AND ?
                  AND t.kind = 'receipt' AND t.duplicate_of IS NULL AND t.amount_cents < 0
                """, arguments: [dates.lowerBound.description, dates.upperBound.description])
    }

    /// Canonical bank charges dated in `dates` that no receipt is linked to yet.
    public func unlinkedCharges(datedIn dates: ClosedRange<LocalDate>) throws -> [UnlinkedChargeRecord] {
        try UnlinkedChargeRecord.fetchAll(
            db,
            sql: """
                SELECT \(MovementRecord.selection) FROM transactions t
                WHERE t.kind = 'bank' AND t.duplicate_of IS NULL AND t.amount_cents < 0 AND t.date BETWEEN ? AND ?
                  AND NOT EXISTS (SELECT 1 FROM transactions r WHERE r.duplicate_of = t.id AND r.merge_reason = ?)
                """,
            arguments: [dates.lowerBound.description, dates.upperBound.description, Ledger.receiptLinkedReason])
    }

    /// Canonical bank charges of exactly one of `amounts` (positive minor units), at any date,
    /// that no receipt is linked to yet.
    public func unlinkedCharges(paying amounts: Set<Int64>) throws -> [UnlinkedChargeRecord] {
        guard !amounts.isEmpty else { return [] }
        let list = amounts.sorted().map { String(-$0) }.joined(separator: ",")
        return try UnlinkedChargeRecord.fetchAll(
            db,
            sql: """
                SELECT \(MovementRecord.selection) FROM transactions t
                WHERE t.kind = 'bank' AND t.duplicate_of IS NULL AND t.amount_cents IN (\(list))
                  AND NOT EXISTS (SELECT 1 FROM transactions r WHERE r.duplicate_of = t.id AND r.merge_reason = ?)
                ORDER BY t.id
                """,
            arguments: [Ledger.receiptLinkedReason])
    }

    /// Links a receipt row to its charge: `duplicate_of` = the charge, `merge_reason` = `receipt_linked`.
    public func linkReceipt(_ receiptID: Int64, toCharge chargeID: Int64) throws {
        try db.execute(
            sql: "UPDATE transactions SET duplicate_of = ?, merge_reason = ?, updated_at = ? WHERE id = ?",
            arguments: [chargeID, Ledger.receiptLinkedReason, now, receiptID])
    }
}

extension Ledger {
    /// Payees the book already knows, most frequent first: evidence for naming the merchant of a
    /// new receipt. Bank rows and other documents count; an earlier receipt counts only when its
    /// merchant was confirmed (`minimumReceiptConfidence`: by its charge or the user), so a
    /// misreading never confirms itself on the next receipt.
    public func knownPayees(limit: Int = 500, minimumReceiptConfidence: Double = 0.9) throws -> [String] {
        try writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT t.payee FROM transactions t LEFT JOIN receipt_fields f ON f.transaction_id = t.id
                    WHERE t.payee <> '' AND (t.kind <> 'receipt' OR f.merchant_confidence >= ?)
                    GROUP BY t.payee ORDER BY COUNT(*) DESC, t.payee LIMIT ?
                    """, arguments: [minimumReceiptConfidence, limit])
        }
    }
}
