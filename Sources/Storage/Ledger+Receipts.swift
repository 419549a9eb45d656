import Foundation
import GRDB
import Receipts
import ShoeboxCore

/// A read receipt ready to store: the extracted fields plus what OCR saw.
public struct NewReceipt: Sendable, Codable {
    public var fields: ExtractedReceipt
    public var ocrText: String
    /// Tesseract's mean confidence, 0...100.
    public var ocrConfidence: Int
    public var variant: String
    public var rotationDegrees: Int

    public init(fields: ExtractedReceipt, ocrText: String, ocrConfidence: Int, variant: String, rotationDegrees: Int) {
        self.fields = fields
        self.ocrText = ocrText
        self.ocrConfidence = ocrConfidence
        self.variant = variant
        self.rotationDegrees = rotationDegrees
    }
}

extension Ledger {
    public static let receiptLinkedReason = "receipt_linked"

    /// Stores one receipt atomically: its document, a `receipt` transaction in the "Receipts"
    /// account of its currency (amount = -total, payee = merchant), its fields and OCR text, then
    /// links it to a matching card charge if the book has one. Never drops a receipt: weak fields
    /// store it with `needs_review = 1`. A receipt whose date could not be read is never given
    /// an invented one: it waits in `receipts_awaiting_date` (no transaction, so no report counts
    /// it) until the user writes its date in `review.csv` (see `dateAwaitingReceipt`).
    public func importReceipt(_ document: NewDocument, _ receipt: NewReceipt, runID: Int64) throws -> ImportCounts {
        try writer.write { db in
            let documentID = try Ledger.upsertDocument(db, document, status: "processed", runID: runID,
                                                       dialect: "receipt ocr: \(receipt.variant)", count: 1)
            try Ledger.rememberPath(db, path: document.originalPath, size: document.size, mtime: document.mtimeNanoseconds, documentID: documentID)
            guard let date = receipt.fields.date?.value else {
                let json = String(decoding: try JSONEncoder().encode(receipt), as: UTF8.self)
                try db.execute(sql: """
                    INSERT INTO receipts_awaiting_date (document_id, receipt_json, created_at) VALUES (?, ?, ?)
                    """, arguments: [documentID, json, Ledger.timestamp()])
                return ImportCounts(added: 1)
            }
            let transactionID = try Ledger.insertReceipt(db, receipt, date: date, documentID: documentID,
                                                         documentName: document.originalName)
            let linked = try Ledger.linkReceipts(db, datedIn: date...date)
            return linked.contains(transactionID) ? ImportCounts(merged: 1) : ImportCounts(added: 1)
        }
    }

    /// The transaction and `receipt_fields` rows of one dated receipt; returns the transaction id.
    static func insertReceipt(_ db: Database, _ receipt: NewReceipt, date: LocalDate, documentID: Int64,
                              documentName: String) throws -> Int64 {
        let fields = receipt.fields
        let currency = fields.currency.value
        let account = AccountHint(key: "receipts:\(currency.code)", displayName: "Receipts (\(currency.code))",
                                  currency: currency, source: "receipt")
        let accountID = try Ledger.account(db, account)
        let merchant = fields.merchant?.value ?? ""
        let description = merchant.isEmpty ? "Receipt \(documentName)" : merchant
        let now = Ledger.timestamp()
        try db.execute(sql: """
            INSERT INTO transactions (account_id, kind, date, amount_cents, currency, description, dedup_description, payee,
                                      confidence, document_id, source_region, created_at, updated_at)
            VALUES (?, 'receipt', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [accountID, date.description, -(fields.total?.value ?? 0),
                             currency.code, description, PayeeNormalizer.canonicalDescription(description),
                             merchant.isEmpty ? description : merchant, fields.overallConfidence, documentID,
                             fields.total?.region, now, now])
        let transactionID = db.lastInsertedRowID
        try db.execute(sql: """
            INSERT INTO receipt_fields (transaction_id, document_id, merchant, merchant_confidence, receipt_date, date_confidence,
                receipt_time, total_cents, total_confidence, subtotal_cents, tax_cents, tip_cents, currency, currency_confidence,
                payment_method, card_brand, card_last4, tip_may_follow, fields_json, ocr_text, ocr_confidence, variant,
                rotation_degrees, needs_review, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [transactionID, documentID, fields.merchant?.value, fields.merchant?.confidence,
                             date.description, fields.date?.confidence, fields.time?.value,
                             fields.total?.value, fields.total?.confidence, fields.subtotal?.value, fields.tax?.value,
                             fields.tip?.value, currency.code, fields.currency.confidence, fields.paymentMethod?.value.rawValue,
                             fields.cardBrand, fields.cardLast4?.value, fields.tipMayFollow, ReceiptJSON.fieldsJSON(fields),
                             receipt.ocrText, receipt.ocrConfidence, receipt.variant, receipt.rotationDegrees,
                             fields.needsReview, now])
        return transactionID
    }

    /// Links the unlinked receipts dated in `dates` to their unlinked card charges, if any (see
    /// `ReceiptChargeMatcher`): the receipt row gets `duplicate_of` = the bank row and
    /// `merge_reason` = `receipt_linked`. Returns the ids of the receipts linked now. Runs after
    /// every receipt import (its date) and statement import (the receipts its rows could pay), so
    /// the link forms whichever arrives first, without rereading the whole book each time.
    @discardableResult
    static func linkReceipts(_ db: Database, datedIn dates: ClosedRange<LocalDate>) throws -> Set<Int64> {
        let receipts = try Row.fetchAll(db, sql: """
            SELECT t.id, t.date, -t.amount_cents, t.currency, COALESCE(f.merchant, t.payee), f.tip_may_follow
            FROM receipt_fields f JOIN transactions t ON t.id = f.transaction_id
            WHERE f.receipt_date BETWEEN ? AND ?
              AND t.kind = 'receipt' AND t.duplicate_of IS NULL AND t.amount_cents < 0
            """, arguments: [dates.lowerBound.description, dates.upperBound.description]).map { row in
            LinkableReceipt(id: row[0], date: LocalDate(iso: row[1] as String)!, total: row[2], currency: row[3],
                            merchant: row[4], tipMayFollow: row[5])
        }
        guard let first = receipts.map(\.date).min(), let last = receipts.map(\.date).max() else { return [] }
        let charges = try Row.fetchAll(db, sql: """
            SELECT t.id, t.date, t.amount_cents, t.currency, t.description FROM transactions t
            WHERE t.kind = 'bank' AND t.duplicate_of IS NULL AND t.amount_cents < 0 AND t.date BETWEEN ? AND ?
              AND NOT EXISTS (SELECT 1 FROM transactions r WHERE r.duplicate_of = t.id AND r.merge_reason = ?)
            """, arguments: [first.description, last.adding(days: ReceiptChargeMatcher.bookingDelay.upperBound).description,
                             receiptLinkedReason]).map { row in
            LinkableCharge(id: row[0], date: LocalDate(iso: row[1] as String)!, amount: row[2], currency: row[3], description: row[4])
        }
        var linked = Set<Int64>()
        for link in ReceiptChargeMatcher.match(receipts: receipts, charges: charges) {
            try db.execute(sql: "UPDATE transactions SET duplicate_of = ?, merge_reason = ?, updated_at = ? WHERE id = ?",
                           arguments: [link.chargeID, receiptLinkedReason, Ledger.timestamp(), link.receiptID])
            linked.insert(link.receiptID)
        }
        return linked
    }

    /// Payees the book already knows (bank rows and earlier receipts), most frequent first:
    /// evidence for naming the merchant of a new receipt.
    public func knownPayees(limit: Int = 500) throws -> [String] {
        try writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT payee FROM transactions WHERE payee <> '' GROUP BY payee ORDER BY COUNT(*) DESC, payee LIMIT ?
                """, arguments: [limit])
        }
    }
}
