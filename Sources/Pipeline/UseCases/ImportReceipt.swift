import Foundation
import Receipts
import ShoeboxCore
import Storage

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

    /// The stored form of a dated receipt: a `receipt` transaction (amount = -total, payee =
    /// merchant) and its fields.
    /// `dateSource` records where a date not read from the receipt came from.
    func record(date: LocalDate, fileName: String, dateSource: String? = nil) -> StoredReceiptRow {
        let merchant = fields.merchant?.value ?? ""
        let description = merchant.isEmpty ? "Receipt \(fileName)" : merchant
        var record = StoredReceiptRow(
            date: date, total: Money(minorUnits: fields.total?.value ?? 0, currency: fields.currency.value),
            description: description, payee: merchant.isEmpty ? description : merchant,
            confidence: fields.overallConfidence,
            currencyConfidence: fields.currency.confidence,
            fieldsJSON: ReceiptJSON.fieldsJSON(fields, dateSource: dateSource),
            ocrText: ocrText,
            ocrConfidence: ocrConfidence, variant: variant, rotationDegrees: rotationDegrees,
            needsReview: fields.needsReview)
        record.totalRegion = fields.total?.region
        record.merchant = fields.merchant?.value
        record.merchantConfidence = fields.merchant?.confidence
        record.receiptDate = date
        record.dateConfidence = fields.date?.confidence
        record.time = fields.time?.value
        record.totalFound = fields.total?.value
        record.totalConfidence = fields.total?.confidence
        record.subtotalCents = fields.subtotal?.value
        record.taxCents = fields.tax?.value
        record.tipCents = fields.tip?.value
        record.paymentMethod = fields.paymentMethod?.value.rawValue
        record.cardBrand = fields.cardBrand
        record.cardLast4 = fields.cardLast4?.value
        record.tipMayFollow = fields.tipMayFollow
        return record
    }
}

extension Ledger {
    /// Stores one receipt atomically: its document, a `receipt` transaction in the "Receipts"
    /// account of its currency, its fields and OCR text, then links it to a matching card charge
    /// if the book has one. Never drops a receipt: weak fields store it with `needs_review = 1`.
    /// A receipt whose date could not be read is never given an invented one: it waits in
    /// `receipts_awaiting_date` (no transaction, so no report counts it) until the user writes its
    /// date in `review.csv` (see `dateAwaitingReceipt`).
    public func importReceipt(_ document: NewDocument, _ receipt: NewReceipt, runID: Int64) throws -> ImportCounts {
        try write { tx in
            let documentID = try tx.storeDocument(
                document, runID: runID, dialect: "receipt ocr: \(receipt.variant)", count: 1)
            try tx.rememberPath(of: document, documentID: documentID)
            guard let date = receipt.fields.date?.value else {
                let json = String(decoding: try JSONEncoder().encode(receipt), as: UTF8.self)
                try tx.insertReceiptAwaitingDate(documentID: documentID, receiptJSON: json)
                // The card charge that paid it may already be in the book.
                let dated = try ReceiptLinking.dateWaitingReceipts(in: tx)
                return dated.isEmpty ? ImportCounts(added: 1) : ImportCounts(merged: 1)
            }
            let transactionID = try tx.insertReceipt(
                receipt.record(date: date, fileName: document.originalName),
                documentID: documentID)
            let linked = try ReceiptLinking.link(datedIn: date...date, in: tx)
            return linked.contains(transactionID) ? ImportCounts(merged: 1) : ImportCounts(added: 1)
        }
    }
}

/// Receipt ↔ charge linking inside an import's transaction.
enum ReceiptLinking {
    /// Links the unlinked receipts dated in `dates` to their unlinked card charges, if any (see
    /// `ReceiptChargeMatcher`). Returns the ids of the receipts linked now. Runs after every
    /// receipt import (its date) and statement import (the receipts its rows could pay), so the
    /// link forms whichever arrives first, without rereading the whole book each time.
    @discardableResult
    static func link(datedIn dates: ClosedRange<LocalDate>, in tx: LedgerTransaction) throws -> Set<Int64> {
        // Receipts a few days older could claim the same charges: they are matched together.
        let window = dates.lowerBound.adding(days: -ReceiptChargeMatcher.bookingDelay.upperBound)...dates.upperBound
        let records = try tx.unlinkedReceipts(datedIn: window)
        let receipts = records.map {
            LinkableReceipt(
                id: $0.id, date: $0.date, total: $0.total, merchant: $0.merchant, tipMayFollow: $0.tipMayFollow,
                merchantConfidence: $0.merchant.isEmpty ? 0 : $0.merchantConfidence,
                paidInCash: $0.paymentMethod == "cash")
        }
        guard let first = receipts.map(\.date).min(), let last = receipts.map(\.date).max() else { return [] }
        let chargeDates = first...last.adding(days: ReceiptChargeMatcher.bookingDelay.upperBound)
        let charges = try tx.unlinkedCharges(datedIn: chargeDates).map(LinkableCharge.init)
        let byID = Dictionary(uniqueKeysWithValues: records.map { ($0.id, $0) })
        var linked = Set<Int64>()
        for link in ReceiptChargeMatcher.match(receipts: receipts, charges: charges) {
            try tx.linkReceipt(link.receiptID, toCharge: link.chargeID)
            if let record = byID[link.receiptID], let charge = charges.first(where: { $0.id == link.chargeID }) {
                try weighMerchant(
                    receiptID: record.id, record.merchant, confidence: record.merchantConfidence, against: charge,
                    in: tx)
            }
            linked.insert(link.receiptID)
        }
        return linked
    }

    /// The linked charge's payee as evidence for the receipt's merchant (`MerchantChargeEvidence`):
    /// the outcome is stored with its reason, and the receipt stays flagged only when the merchant
    /// is (its total and date are settled by the charge that pays them).
    static func weighMerchant(
        receiptID: Int64, _ merchant: String?, confidence: Double?, against charge: LinkableCharge,
        in tx: LedgerTransaction
    ) throws {
        let outcome = MerchantChargeEvidence.judge(merchant: merchant, confidence: confidence, charge: charge)
        if let outcome {
            try tx.setReceiptMerchant(
                transactionID: receiptID, outcome.merchant, confidence: outcome.confidence, source: outcome.reason)
        }
        let merchantConfidence = outcome?.confidence ?? confidence ?? 0
        try tx.setReceiptNeedsReview(
            transactionID: receiptID, merchantConfidence < ExtractedReceipt.flagThresholds[.merchant] ?? 1)
    }
}

extension ReceiptLinking {
    /// Receipts waiting for their date whose one card charge is now in the book
    /// (`UndatedReceiptMatcher`: exact total, named merchant, unique both ways) take the
    /// charge's date and are linked to it; `fields_json` keeps why (`date_source`). Returns the
    /// new receipt transactions. The others keep waiting: a date is never guessed.
    @discardableResult
    static func dateWaitingReceipts(in tx: LedgerTransaction) throws -> [Int64] {
        let waiting = try tx.receiptsAwaitingDate().compactMap { record in
            (try? JSONDecoder().decode(NewReceipt.self, from: Data(record.receiptJSON.utf8))).map { (record, $0) }
        }
        let undated = waiting.compactMap { record, receipt -> UndatedReceipt? in
            guard let total = receipt.fields.total?.value, let merchant = receipt.fields.merchant?.value else {
                return nil
            }
            return UndatedReceipt(
                id: record.id, total: Money(minorUnits: total, currency: receipt.fields.currency.value),
                merchant: merchant)
        }
        guard !undated.isEmpty else { return [] }
        let charges = try tx.unlinkedCharges(paying: Set(undated.map(\.total.minorUnits))).map(LinkableCharge.init)
        var dated: [Int64] = []
        for link in UndatedReceiptMatcher.match(receipts: undated, charges: charges) {
            guard let (record, receipt) = waiting.first(where: { $0.0.id == link.receiptID }) else { continue }
            var fields = receipt
            fields.fields.date = ExtractedField(value: link.date, confidence: dateFromChargeConfidence, line: nil)
            let transactionID = try tx.insertReceipt(
                fields.record(date: link.date, fileName: record.file, dateSource: link.reason),
                documentID: record.documentID)
            try tx.deleteReceiptAwaitingDate(id: record.id)
            try tx.linkReceipt(transactionID, toCharge: link.chargeID)
            if let charge = charges.first(where: { $0.id == link.chargeID }) {
                try weighMerchant(
                    receiptID: transactionID, receipt.fields.merchant?.value,
                    confidence: receipt.fields.merchant?.confidence, against: charge, in: tx)
            }
            dated.append(transactionID)
        }
        return dated
    }

    /// A date taken from the charge is its booking date: right for the books, up to a few days
    /// after the purchase. Not flagged (above the date threshold), below a date read clearly.
    static let dateFromChargeConfidence = 0.9
}

extension LinkableCharge {
    /// A stored charge no receipt is linked to yet, as the matchers see it.
    init(_ record: UnlinkedChargeRecord) {
        self.init(id: record.id, date: record.date, amount: record.amount, description: record.description)
    }
}
