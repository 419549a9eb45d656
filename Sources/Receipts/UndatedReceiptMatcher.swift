import ShoeboxCore

/// A receipt whose date could not be read, waiting for its charge or the user.
public struct UndatedReceipt: Sendable, Hashable {
    public var id: Int64
    /// The receipt total, positive.
    public var total: Money
    public var merchant: String

    public init(id: Int64, total: Money, merchant: String) {
        self.id = id
        self.total = total
        self.merchant = merchant
    }
}

/// Dates a receipt whose date could not be read from the one card charge that paid it.
///
/// Without a date the booking delay cannot narrow the search, so the evidence must be
/// stronger than for a dated receipt: the charge pays exactly the receipt's total (no tip
/// allowance) in its currency, its descriptor names the receipt's merchant
/// (`minimumSimilarity`), and the pairing is unique both ways: no other charge fits the
/// receipt and no other waiting receipt fits the charge. Anything less links nothing, and the
/// receipt keeps waiting for the user: a date is never guessed.
public enum UndatedReceiptMatcher {
    /// Merchant ↔ descriptor similarity (0–100, `ReceiptChargeMatcher.merchantSimilarity`) required.
    public static let minimumSimilarity = 50

    public struct Link: Sendable, Hashable {
        public var receiptID: Int64
        public var chargeID: Int64
        /// The charge's booking date: the date the receipt takes.
        public var date: LocalDate
        /// Why the two are one purchase, as stored with the receipt's date.
        public var reason: String
    }

    public static func match(receipts: [UndatedReceipt], charges: [LinkableCharge]) -> [Link] {
        var fits: [Int: [Int]] = [:]
        var fitsCharge: [Int: [Int]] = [:]
        for (r, receipt) in receipts.enumerated() {
            for (c, charge) in charges.enumerated() where fit(receipt, charge) {
                fits[r, default: []].append(c)
                fitsCharge[c, default: []].append(r)
            }
        }
        return fits.keys.sorted().compactMap { r in
            guard let only = fits[r], only.count == 1, fitsCharge[only[0]]?.count == 1 else { return nil }
            let receipt = receipts[r], charge = charges[only[0]]
            let similarity = ReceiptChargeMatcher.merchantSimilarity(receipt.merchant, charge.description)
            return Link(
                receiptID: receipt.id, chargeID: charge.id, date: charge.date,
                reason:
                    "date of the only charge paying exactly this total: #\(charge.id) \(charge.date) "
                    + "'\(charge.description)' (merchant similarity \(similarity))")
        }
    }

    static func fit(_ receipt: UndatedReceipt, _ charge: LinkableCharge) -> Bool {
        guard receipt.total.minorUnits > 0, charge.amount.negated == receipt.total,
            !receipt.merchant.isEmpty
        else { return false }
        return ReceiptChargeMatcher.merchantSimilarity(receipt.merchant, charge.description) >= minimumSimilarity
    }
}
