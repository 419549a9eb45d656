import Foundation
import GRDB
import Receipts
import ShoeboxCore

/// One flagged receipt field, as a `review.csv` row shows it.
public struct ReceiptReviewRow: Sendable, Equatable {
    /// The receipt transaction, or for a receipt awaiting its date the waiting row's id.
    public var id: Int64
    public var awaitingDate: Bool
    public var field: ReceiptField
    /// The transaction date (`""` while awaiting a date).
    public var date: String
    public var account: String
    public var description: String
    /// The receipt amount (−total) in minor units.
    public var amountCents: Int64
    public var currency: String
    /// The extracted value (`""` when none was read) and its confidence.
    public var value: String
    public var confidence: Double?
    /// Where on the receipt it was read (`line 12 @ x,y wxh`) and the receipt's file.
    public var region: String?
    public var file: String
}

extension Ledger {
    /// Every flagged field of a stored receipt not yet linked to its charge, and every receipt
    /// waiting for its date, oldest first.
    public func receiptReviewRows() throws -> [ReceiptReviewRow] {
        try writer.read { db in
            var rows: [ReceiptReviewRow] = []
            for row in try Row.fetchAll(db, sql: """
                SELECT t.id, t.date, a.name, t.description, t.amount_cents, t.currency, f.merchant, f.merchant_confidence,
                       f.receipt_date, f.date_confidence, f.total_cents, f.total_confidence, f.fields_json, d.original_name
                FROM receipt_fields f JOIN transactions t ON t.id = f.transaction_id JOIN accounts a ON a.id = t.account_id
                JOIN documents d ON d.id = f.document_id
                WHERE f.needs_review = 1 AND t.duplicate_of IS NULL ORDER BY t.id
                """) {
                let currency = CurrencyCode(row[5] as String) ?? .usd
                let regions = Self.regions(row[12] as String)
                let values: [(ReceiptField, String?, Double?)] = [
                    (.merchant, row[6], row[7]), (.date, row[8], row[9]),
                    (.total, (row[10] as Int64?).map { Money.decimalString($0, digits: currency.minorUnitDigits) }, row[11]),
                ]
                for (field, value, confidence) in values where value == nil || (confidence ?? 0) < ExtractedReceipt.flagThresholds[field] ?? 1 {
                    rows.append(ReceiptReviewRow(id: row[0], awaitingDate: false, field: field, date: row[1], account: row[2],
                                                 description: row[3], amountCents: row[4], currency: currency.code,
                                                 value: value ?? "", confidence: confidence, region: regions[field], file: row[13]))
                }
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT w.id, w.receipt_json, d.original_name FROM receipts_awaiting_date w JOIN documents d ON d.id = w.document_id
                ORDER BY w.id
                """) {
                let receipt = try JSONDecoder().decode(NewReceipt.self, from: Data((row[1] as String).utf8))
                let fields = receipt.fields
                let file: String = row[2]
                rows.append(ReceiptReviewRow(id: row[0], awaitingDate: true, field: .date, date: "",
                                             account: "Receipts (\(fields.currency.value.code))",
                                             description: fields.merchant?.value ?? "Receipt \(file)",
                                             amountCents: -(fields.total?.value ?? 0), currency: fields.currency.value.code,
                                             value: "", confidence: nil, region: nil, file: file))
            }
            return rows
        }
    }

    static func regions(_ json: String) -> [ReceiptField: String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return [:] }
        var result: [ReceiptField: String] = [:]
        for (field, key) in [(ReceiptField.merchant, "merchant"), (.date, "date"), (.total, "total_cents")] {
            if let entry = object[key] as? [String: Any], let region = entry["region"] as? String { result[field] = region }
        }
        return result
    }

    /// Applies the user's value to a stored receipt (confidence 1: the user said so), clears
    /// the flag when no field is left below its threshold, and links the receipt again: a link
    /// made on the old value is undone first, then the receipt is matched with its new fields.
    public func correctReceipt(transactionID: Int64, _ correction: ReceiptCorrection) throws {
        try writer.write { db in
            guard let old = try Row.fetchOne(db, sql: "SELECT receipt_date FROM receipt_fields WHERE transaction_id = ?",
                                             arguments: [transactionID]) else {
                throw ReceiptReviewError(message: "no receipt with transaction id \(transactionID) in this book")
            }
            let now = Ledger.timestamp()
            switch correction {
            case .merchant(let name):
                try db.execute(sql: "UPDATE receipt_fields SET merchant = ?, merchant_confidence = 1 WHERE transaction_id = ?",
                               arguments: [name, transactionID])
                try db.execute(sql: """
                    UPDATE transactions SET payee = ?, description = ?, dedup_description = ?, updated_at = ? WHERE id = ?
                    """, arguments: [name, name, PayeeNormalizer.canonicalDescription(name), now, transactionID])
            case .date(let date):
                try db.execute(sql: "UPDATE receipt_fields SET receipt_date = ?, date_confidence = 1 WHERE transaction_id = ?",
                               arguments: [date.description, transactionID])
                try db.execute(sql: "UPDATE transactions SET date = ?, updated_at = ? WHERE id = ?",
                               arguments: [date.description, now, transactionID])
            case .total(let cents):
                try db.execute(sql: "UPDATE receipt_fields SET total_cents = ?, total_confidence = 1 WHERE transaction_id = ?",
                               arguments: [cents, transactionID])
                try db.execute(sql: "UPDATE transactions SET amount_cents = ?, updated_at = ? WHERE id = ?",
                               arguments: [-cents, now, transactionID])
            }
            try Self.refreshReviewFlag(db, transactionID: transactionID)
            try db.execute(sql: """
                UPDATE transactions SET duplicate_of = NULL, merge_reason = NULL, updated_at = ?
                WHERE id = ? AND merge_reason = ?
                """, arguments: [now, transactionID, Self.receiptLinkedReason])
            let dates = [LocalDate(iso: (old[0] as String?) ?? ""), try String.fetchOne(db, sql: "SELECT date FROM transactions WHERE id = ?",
                                                                                       arguments: [transactionID]).flatMap(LocalDate.init(iso:))]
                .compactMap { $0 }
            if let first = dates.min(), let last = dates.max() { try Self.linkReceipts(db, datedIn: first...last) }
        }
    }

    static func refreshReviewFlag(_ db: Database, transactionID: Int64) throws {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT merchant_confidence, date_confidence, total_confidence, receipt_date, total_cents
            FROM receipt_fields WHERE transaction_id = ?
            """, arguments: [transactionID]) else { return }
        let confidences: [(ReceiptField, Double?)] = [(.merchant, row[0]), (.date, row[1]), (.total, row[2])]
        let flagged = confidences.contains { ($0.1 ?? 0) < ExtractedReceipt.flagThresholds[$0.0] ?? 1 }
        try db.execute(sql: "UPDATE receipt_fields SET needs_review = ? WHERE transaction_id = ?", arguments: [flagged, transactionID])
    }

    /// The user gave the date of a receipt that waited for it: the receipt becomes its
    /// transaction (date confidence 1) and is linked to its charge like any new receipt.
    /// Returns the new transaction id.
    @discardableResult
    public func dateAwaitingReceipt(id: Int64, date: LocalDate) throws -> Int64 {
        try writer.write { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT w.document_id, w.receipt_json, d.original_name FROM receipts_awaiting_date w
                JOIN documents d ON d.id = w.document_id WHERE w.id = ?
                """, arguments: [id]) else {
                throw ReceiptReviewError(message: "no receipt waiting for its date with id \(id) in this book")
            }
            var receipt = try JSONDecoder().decode(NewReceipt.self, from: Data((row[1] as String).utf8))
            receipt.fields.date = ExtractedField(value: date, confidence: 1, line: nil)
            let transactionID = try Self.insertReceipt(db, receipt, date: date, documentID: row[0], documentName: row[2])
            try db.execute(sql: "DELETE FROM receipts_awaiting_date WHERE id = ?", arguments: [id])
            try Self.linkReceipts(db, datedIn: date...date)
            return transactionID
        }
    }

    /// Receipts waiting for their date.
    public func receiptsAwaitingDateCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM receipts_awaiting_date") ?? 0 }
    }
}

/// A `review.csv` receipt row that does not fit the book.
public struct ReceiptReviewError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
