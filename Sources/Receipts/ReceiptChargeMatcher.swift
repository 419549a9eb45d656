import Dedup
import ShoeboxCore

/// A stored receipt not yet linked to a card charge.
public struct LinkableReceipt: Sendable, Hashable {
    public var id: Int64
    public var date: LocalDate
    /// The receipt total, positive.
    public var total: Money
    public var merchant: String
    /// Restaurants and bars: the charge may include a tip added after the receipt was printed.
    public var tipMayFollow: Bool
    /// How sure the reading of `merchant` is (nil: as sure as a name the user gave).
    public var merchantConfidence: Double?
    /// The receipt says it was paid in cash: no card charge paid it.
    public var paidInCash: Bool

    public init(
        id: Int64, date: LocalDate, total: Money, merchant: String, tipMayFollow: Bool,
        merchantConfidence: Double? = nil, paidInCash: Bool = false
    ) {
        self.id = id
        self.date = date
        self.total = total
        self.merchant = merchant
        self.tipMayFollow = tipMayFollow
        self.merchantConfidence = merchantConfidence
        self.paidInCash = paidInCash
    }

    /// A merchant read too unsurely to stop a link (flagged, or none read).
    var merchantIsDoubtful: Bool {
        merchant.isEmpty || (merchantConfidence ?? 1) < ExtractedReceipt.flagThresholds[.merchant] ?? 1
    }
}

/// A bank or card row not yet linked to a receipt (charges are negative).
public typealias LinkableCharge = BankMovement

/// Pairs receipts with the card charges that paid them: the same amount (or, where a tip may
/// follow, up to 30 % more), booked 0–3 days after the receipt date, by a similar merchant.
///
/// One-to-one over the whole set: a maximum matching (augmenting paths, best-scoring edges
/// tried first), so two identical coffees on one day take two different charges.
///
/// A receipt whose merchant is doubtful (flagged, or not read) and which was not paid in cash
/// may also link by amount and date alone, when that pairing is unique both ways: exactly one
/// charge pays exactly its total in the booking window, and no other receipt of the set could
/// take that charge. The charge's payee is then evidence about the merchant
/// (`MerchantChargeEvidence`), not the other way round.
public enum ReceiptChargeMatcher {
    public static let bookingDelay = 0...3
    /// The largest tip, in percent of the receipt total, a charge may add.
    public static let maximumTipPercent: Int64 = 30

    public struct Link: Sendable, Hashable {
        public var receiptID: Int64
        public var chargeID: Int64
        public var score: Int
        /// Linked by amount and date alone (the merchant did not name the charge).
        public var byAmountAndDate = false
    }

    public static func match(receipts: [LinkableReceipt], charges: [LinkableCharge]) -> [Link] {
        var edges: [Int: [(charge: Int, score: Int)]] = [:]
        for (r, receipt) in receipts.enumerated() {
            for (c, charge) in charges.enumerated() {
                if let score = score(receipt, charge) { edges[r, default: []].append((c, score)) }
            }
            edges[r]?.sort { ($0.score, -$0.charge) > ($1.score, -$1.charge) }
        }
        var chargeOwner: [Int: Int] = [:]
        // Receipts with the strongest best edge choose first; augmenting paths then fix conflicts.
        let order = edges.keys.sorted { (edges[$0]![0].score, -$0) > (edges[$1]![0].score, -$1) }
        for r in order {
            var visited = Set<Int>()
            _ = augment(r, edges: edges, owner: &chargeOwner, visited: &visited)
        }
        var links = chargeOwner.map { c, r in
            Link(receiptID: receipts[r].id, chargeID: charges[c].id, score: edges[r]!.first { $0.charge == c }!.score)
        }
        links += amountAndDateLinks(
            receipts: receipts, charges: charges, taken: Set(chargeOwner.keys), linked: Set(chargeOwner.values))
        return links.sorted { $0.receiptID < $1.receiptID }
    }

    /// Links of doubtful-merchant receipts the merchant could not make: the only charge paying
    /// exactly the total in the window, which no other receipt could take (see the type's note).
    static func amountAndDateLinks(
        receipts: [LinkableReceipt], charges: [LinkableCharge], taken: Set<Int>, linked: Set<Int>
    ) -> [Link] {
        var fits: [Int: [Int]] = [:]
        var claimants: [Int: Int] = [:]
        for (r, receipt) in receipts.enumerated() {
            for (c, charge) in charges.enumerated() where pays(charge, exactly: receipt) || tipped(charge, receipt) {
                claimants[c, default: 0] += 1
                if pays(charge, exactly: receipt) { fits[r, default: []].append(c) }
            }
        }
        return fits.keys.sorted().compactMap { r -> Link? in
            let receipt = receipts[r]
            guard !linked.contains(r), receipt.merchantIsDoubtful, !receipt.paidInCash, let only = fits[r],
                only.count == 1,
                !taken.contains(only[0]), claimants[only[0]] == 1
            else { return nil }
            let days = charges[only[0]].date.dayNumber - receipt.date.dayNumber
            return Link(
                receiptID: receipt.id, chargeID: charges[only[0]].id, score: 100 - days * 5, byAmountAndDate: true)
        }
    }

    static func pays(_ charge: LinkableCharge, exactly receipt: LinkableReceipt) -> Bool {
        receipt.total.minorUnits > 0 && charge.amount.negated == receipt.total
            && bookingDelay.contains(charge.date.dayNumber - receipt.date.dayNumber)
    }

    static func tipped(_ charge: LinkableCharge, _ receipt: LinkableReceipt) -> Bool {
        guard receipt.tipMayFollow, receipt.total.currency == charge.amount.currency,
            bookingDelay.contains(charge.date.dayNumber - receipt.date.dayNumber)
        else { return false }
        let paid = -charge.amount.minorUnits, total = receipt.total.minorUnits
        return total > 0 && paid > total && paid * 100 <= total * (100 + maximumTipPercent)
    }

    static func augment(
        _ r: Int, edges: [Int: [(charge: Int, score: Int)]], owner: inout [Int: Int], visited: inout Set<Int>
    ) -> Bool {
        for edge in edges[r] ?? [] where !visited.contains(edge.charge) {
            visited.insert(edge.charge)
            if let other = owner[edge.charge] {
                guard augment(other, edges: edges, owner: &owner, visited: &visited) else { continue }
            }
            owner[edge.charge] = r
            return true
        }
        return false
    }

    /// The strength of a possible link, or nil when the two cannot be the same purchase.
    public static func score(_ receipt: LinkableReceipt, _ charge: LinkableCharge) -> Int? {
        guard receipt.total.currency == charge.amount.currency, charge.amount.minorUnits < 0,
            receipt.total.minorUnits > 0
        else { return nil }
        let days = charge.date.dayNumber - receipt.date.dayNumber
        guard bookingDelay.contains(days) else { return nil }
        let paid = -charge.amount.minorUnits, total = receipt.total.minorUnits
        let exact = paid == total
        let tipped = receipt.tipMayFollow && paid > total && paid * 100 <= total * (100 + maximumTipPercent)
        guard exact || tipped else { return nil }
        let similarity = merchantSimilarity(receipt.merchant, charge.description)
        guard similarity >= (exact ? 25 : 50) else { return nil }
        return (exact ? 200 : 100) + similarity - days * 5
    }

    /// 0–100: token overlap after payee normalization, or one name containing the other with
    /// spaces removed ("BLUEBOTTLE" in "SQ *BLUE BOTTLE COFFE").
    public static func merchantSimilarity(_ merchant: String, _ descriptor: String) -> Int {
        let tokenScore = DescriptionSimilarity.score(merchant, descriptor)
        let a = squash(PayeeNormalizer.normalize(merchant)), b = squash(PayeeNormalizer.normalize(descriptor))
        guard a.count >= 4, b.count >= 4 else { return tokenScore }
        if a.contains(b) || b.contains(a) { return max(tokenScore, 90) }
        let common = zip(a, b).prefix { $0 == $1 }.count
        return max(tokenScore, common >= 6 ? 70 : 0)
    }

    static func squash(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
}
