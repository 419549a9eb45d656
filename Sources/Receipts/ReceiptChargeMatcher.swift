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

    public init(id: Int64, date: LocalDate, total: Money, merchant: String, tipMayFollow: Bool) {
        self.id = id
        self.date = date
        self.total = total
        self.merchant = merchant
        self.tipMayFollow = tipMayFollow
    }
}

/// A bank or card row not yet linked to a receipt (charges are negative).
public typealias LinkableCharge = BankMovement

/// Pairs receipts with the card charges that paid them: the same amount (or, where a tip may
/// follow, up to 30 % more), booked 0–3 days after the receipt date, by a similar merchant.
///
/// One-to-one over the whole set: a maximum matching (augmenting paths, best-scoring edges
/// tried first), so two identical coffees on one day take two different charges.
public enum ReceiptChargeMatcher {
    public static let bookingDelay = 0...3
    /// The largest tip, in percent of the receipt total, a charge may add.
    public static let maximumTipPercent: Int64 = 30

    public struct Link: Sendable, Hashable {
        public var receiptID: Int64
        public var chargeID: Int64
        public var score: Int
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
        return chargeOwner.map { c, r in
            Link(receiptID: receipts[r].id, chargeID: charges[c].id, score: edges[r]!.first { $0.charge == c }!.score)
        }.sorted { $0.receiptID < $1.receiptID }
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
