import Foundation
import Receipts
import ShoeboxCore
import Storage

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
    /// The receipt transaction's amount (−total).
    public var amount: Money
    /// The extracted value (`""` when none was read) and its confidence.
    public var value: String
    public var confidence: Double?
    /// Where on the receipt it was read (`line 12 @ x,y wxh`) and the receipt's file.
    public var region: String?
    public var file: String
    /// What the value rests on: for the merchant, what the linked card charge said (both names
    /// when they disagree); for the total and the date, the evidence the extractor recorded
    /// (`label 8; re-read differs`).
    public var evidence: String? = nil
}

extension Ledger {
    /// Every flagged field of a stored receipt not yet linked to its charge, the merchant of a
    /// linked receipt whose charge names another shop (or which took the charge's payee), and
    /// every receipt waiting for its date, oldest first.
    public func receiptReviewRows() throws -> [ReceiptReviewRow] {
        let (flagged, waiting) = try receiptsForReview()
        var rows: [ReceiptReviewRow] = []
        for row in flagged {
            let (regions, evidence) = ReceiptReview.regionsAndEvidence(row.fieldsJSON)
            let values: [(ReceiptField, String?, Double?)] = [
                (.merchant, row.merchant, row.merchantConfidence), (.date, row.receiptDate, row.dateConfidence),
                (.total, row.total?.decimalString, row.totalConfidence),
            ]
            for (field, value, confidence) in values
            where value == nil || (confidence ?? 0) < ExtractedReceipt.flagThresholds[field] ?? 1 {
                // The charge a receipt is linked to pays its total on its date: only the merchant is open.
                if row.linkedChargeID != nil && field != .merchant { continue }
                rows.append(
                    ReceiptReviewRow(
                        id: row.transactionID, awaitingDate: false, field: field, date: row.date,
                        account: row.account, description: row.description, amount: row.amount, value: value ?? "",
                        confidence: confidence,
                        region: regions[field], file: row.file,
                        evidence: field == .merchant ? row.merchantSource : evidence[field]))
            }
        }
        for row in waiting {
            let fields = try JSONDecoder().decode(NewReceipt.self, from: Data(row.receiptJSON.utf8)).fields
            rows.append(
                ReceiptReviewRow(
                    id: row.id, awaitingDate: true, field: .date, date: "",
                    account: "Receipts (\(fields.currency.value.code))",
                    description: fields.merchant?.value ?? "Receipt \(row.file)",
                    amount: Money(minorUnits: -(fields.total?.value ?? 0), currency: fields.currency.value), value: "",
                    confidence: nil, region: nil, file: row.file))
        }
        return rows
    }

    /// Applies the user's value to a stored receipt (confidence 1: the user said so), clears
    /// the flag when no field is left below its threshold, and links the receipt again: a link
    /// made on the old value is undone first, then the receipt is matched with its new fields.
    public func correctReceipt(transactionID: Int64, _ correction: ReceiptCorrection) throws {
        try write { tx in
            guard let oldDate = try tx.storedReceiptDate(transactionID: transactionID) else {
                throw Diagnostic(.receiptAnswerRefused, "no receipt with transaction id \(transactionID) in this book")
            }
            switch correction {
            case .merchant(let name): try tx.setReceiptMerchant(transactionID: transactionID, name)
            case .date(let date): try tx.setReceiptDate(transactionID: transactionID, date)
            case .total(let cents): try tx.setReceiptTotal(transactionID: transactionID, cents: cents)
            }
            if let confidences = try tx.receiptConfidences(transactionID: transactionID) {
                let all: [(ReceiptField, Double?)] = [
                    (.merchant, confidences.merchant), (.date, confidences.date),
                    (.total, confidences.total),
                ]
                let flagged = all.contains { ($0.1 ?? 0) < ExtractedReceipt.flagThresholds[$0.0] ?? 1 }
                try tx.setReceiptNeedsReview(transactionID: transactionID, flagged)
            }
            try tx.unlinkReceipt(transactionID: transactionID)
            let dates = [LocalDate(iso: oldDate ?? ""), try tx.transactionDate(id: transactionID)].compactMap { $0 }
            if let first = dates.min(), let last = dates.max() {
                try ReceiptLinking.link(datedIn: first...last, in: tx)
            }
        }
    }

    /// The user gave the date of a receipt that waited for it: the receipt becomes its
    /// transaction (date confidence 1) and is linked to its charge like any new receipt.
    /// Returns the new transaction id.
    @discardableResult
    public func dateAwaitingReceipt(id: Int64, date: LocalDate) throws -> Int64 {
        try write { tx in
            guard let waiting = try tx.receiptAwaitingDate(id: id) else {
                throw Diagnostic(.receiptAnswerRefused, "no receipt waiting for its date with id \(id) in this book")
            }
            var receipt = try JSONDecoder().decode(NewReceipt.self, from: Data(waiting.receiptJSON.utf8))
            receipt.fields.date = ExtractedField(value: date, confidence: 1, line: nil)
            let transactionID = try tx.insertReceipt(
                receipt.record(date: date, fileName: waiting.file),
                documentID: waiting.documentID)
            try tx.deleteReceiptAwaitingDate(id: id)
            try ReceiptLinking.link(datedIn: date...date, in: tx)
            return transactionID
        }
    }
}

enum ReceiptReview {
    /// Where each reviewed field was read, and what the total's and the date's confidence rests
    /// on (joined with `; `), from `fields_json`.
    static func regionsAndEvidence(_ json: String) -> (
        regions: [ReceiptField: String], evidence: [ReceiptField: String]
    ) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            return ([:], [:])
        }
        var regions: [ReceiptField: String] = [:]
        var evidence: [ReceiptField: String] = [:]
        for (field, key) in [(ReceiptField.merchant, "merchant"), (.date, "date"), (.total, "total_cents")] {
            guard let entry = object[key] as? [String: Any] else { continue }
            regions[field] = entry["region"] as? String
            if let items = entry["evidence"] as? [String], !items.isEmpty {
                evidence[field] = items.joined(separator: "; ")
            }
        }
        return (regions, evidence)
    }
}
