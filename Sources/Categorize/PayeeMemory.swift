import Foundation
import ShoeboxCore

/// Exact payee memory plus the "k of the last n for this payee" learned rule.
///
/// Corrections are filed under the first one to four words of their payee key, so a
/// later descriptor of the same merchant with another store number, city or reference
/// finds them. A lookup takes the longest shared key, prefers examples from the same
/// account, and when those disagree lets the nearest amounts vote — the same Costco
/// descriptor can be `supplies` on the business card and `personal` on the personal card,
/// and a $3,499 camera `depreciation` where a $279 one is `repairs`.
public struct PayeeMemory: Sendable {
    public struct Finding: Sendable {
        public var category: String
        public var confidence: Double
        /// `payee` (all evidence agrees) or `vote` (the recent evidence was split).
        public var kind: String
        public var because: String
        public var exampleIDs: [Int64]
        /// False when all the evidence comes from other accounts.
        public var sameAccount = true
        /// True when some evidence is from this account, in this direction, within 5× this amount.
        public var close = true
        /// True when some evidence is within 25 % of this amount (the same recurring charge).
        public var sameAmount = true
        /// True when some evidence in this direction is within 2 % of this amount (the very same charge again).
        public var sameCharge = true
        /// True when only the first word is shared and both names go on differently (`SEATTLE CITY LIGHT`
        /// and `SEATTLE COFFEE WORKS`): a place or family name, weaker than the shop's own words.
        public var firstWordOnly = false
    }

    /// Key prefix (words joined by a space) → examples, oldest first.
    var byPrefix: [String: [LearnedExample]] = [:]
    /// How many recent examples vote.
    static let window = 5
    /// Beyond this ratio between this amount and every agreeing correction's, the payee may have sold something else.
    static let farAmountRatio = 3.0
    /// Within this ratio two amounts of one payee are the same charge.
    static let sameChargeRatio = 1.25
    /// Within this ratio two amounts are the very same charge (a store that sells many things priced it alike).
    static let identicalChargeRatio = 1.02
    /// The most corrections at amounts that far off are trusted.
    static let farAmountCap = 0.58
    /// The most a single corrected payee sharing only this row's first word is trusted.
    static let firstWordOnlyCap = 0.58

    public init(_ examples: [LearnedExample] = []) {
        for example in examples { add(example) }
    }

    public mutating func add(_ example: LearnedExample) {
        let key = example.key
        for length in Self.prefixLengths(key) {
            byPrefix[key.prefix(length).joined(separator: " "), default: []].append(example)
        }
        // A web descriptor glues the name (`PIRATESHIP.COM` for `PIRATE SHIP`): file the glued form too.
        if let glued = Self.glued(key) { byPrefix[glued, default: []].append(example) }
    }

    /// The first two words written as one (`HOMEDEPOT`), when that is long enough to be a name.
    static func glued(_ key: [String]) -> String? {
        guard key.count >= 2, key[0].count + key[1].count >= 7 else { return nil }
        return key[0] + key[1]
    }

    /// A prefix of one word is used only when the word is distinctive (4+ letters) or is the whole key
    /// (`UPS`, `AWS`: a short name is still that payee).
    static func prefixLengths(_ key: [String]) -> [Int] {
        guard !key.isEmpty else { return [] }
        return (1...key.count).filter { $0 > 1 || key[0].count >= 4 || key.count == 1 }
    }

    public func lookup(_ facts: TransactionFacts, payeeKey key: [String]) -> Finding? {
        guard !byPrefix.isEmpty else { return nil }
        for length in Self.prefixLengths(key).reversed() {
            let prefix = key.prefix(length).joined(separator: " ")
            guard let examples = byPrefix[prefix] else { continue }
            var finding = decide(facts, examples: examples, prefix: prefix, exact: length == key.count)
            finding.firstWordOnly = length == 1 && key.count > 1 && examples.allSatisfy { $0.key.count > 1 }
            if finding.firstWordOnly, Set(examples.map(\.key)).count == 1, finding.confidence > Self.firstWordOnlyCap {
                // One corrected payee that shares only a first word (a place, a family name, a parent brand): a lead.
                finding.confidence = Self.firstWordOnlyCap
                finding.because += " (only the first word '\(prefix)' is shared with one corrected payee: review)"
            }
            return finding
        }
        if let glued = Self.glued(key), let examples = byPrefix[glued] {
            return decide(facts, examples: examples, prefix: glued, exact: false)
        }
        return nil
    }

    func decide(_ facts: TransactionFacts, examples: [LearnedExample], prefix: String, exact: Bool) -> Finding {
        var finding = vote(facts, examples: examples, prefix: prefix, exact: exact)
        finding.sameAccount = examples.contains { $0.facts.account == facts.account }
        finding.close = examples.contains {
            $0.facts.account == facts.account && $0.facts.direction == facts.direction
                && Self.distance(facts, $0.facts) <= log10(5)
        }
        finding.sameAmount = examples.contains {
            $0.facts.direction == facts.direction && Self.distance(facts, $0.facts) <= log10(Self.sameChargeRatio)
        }
        finding.sameCharge = examples.contains {
            $0.facts.direction == facts.direction
                && Self.distance(facts, $0.facts) <= log10(Self.identicalChargeRatio)
        }
        return finding
    }

    func vote(_ facts: TransactionFacts, examples: [LearnedExample], prefix: String, exact: Bool) -> Finding {
        let sameAccount = examples.filter { $0.facts.account == facts.account }
        let pool = Array((sameAccount.isEmpty ? examples : sameAccount).suffix(Self.window))
        let scope = sameAccount.isEmpty ? "" : " on this account"
        let categories = Set(pool.map(\.category))
        let base = exact ? 0.95 : 0.85
        if categories.count == 1, let only = categories.first {
            let penalty = sameAccount.isEmpty && Set(examples.map(\.facts.account)).count > 1 ? 0.1 : 0
            var finding = Finding(
                category: only, confidence: base - penalty, kind: "payee",
                because: "\(pool.count) correction(s) for payee '\(prefix)'\(scope) say \(only)",
                exampleIDs: pool.map(\.id))
            let nearest = pool.min { Self.distance(facts, $0.facts) < Self.distance(facts, $1.facts) }!
            if Self.distance(facts, nearest.facts) > log10(Self.farAmountRatio), finding.confidence > Self.farAmountCap
            {
                // A payee's price points are what it sold: a $1,500 pass is not the $30 monthly plan corrected.
                finding.confidence = Self.farAmountCap
                finding.because +=
                    " (the nearest corrected amount, "
                    + "\(CategoryRule.dollars(nearest.facts.amountCents.magnitude.asInt64)), is far from this one: review)"
            }
            return finding
        }
        // Split evidence: nearest amounts (log scale, same direction preferred) vote.
        var weights: [String: Double] = [:]
        for example in pool {
            weights[example.category, default: 0] += 1 / (0.15 + Self.distance(facts, example.facts))
        }
        let total = weights.values.reduce(0, +)
        let (winner, weight) = weights.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
        let votes = pool.filter { $0.category == winner }.count
        let nearest = pool.min { Self.distance(facts, $0.facts) < Self.distance(facts, $1.facts) }!
        var finding = Finding(
            category: winner, confidence: base * weight / total, kind: "vote",
            because: "\(votes) of the last \(pool.count) corrections for payee '\(prefix)'\(scope) say \(winner); "
                + "closest amount \(CategoryRule.dollars(nearest.facts.amountCents.magnitude.asInt64)) was \(nearest.category)",
            exampleIDs: pool.map(\.id))
        if pool.contains(where: { $0.category != winner && Self.distance(facts, $0.facts) <= log10(2) }),
            finding.confidence > Self.farAmountCap
        {
            // The owner's answers for this payee differ and the amount does not separate them (another answer
            // within 2x of this amount): it sells several things at these prices.
            finding.confidence = Self.farAmountCap
            finding.because += " (split, another answer near this amount: review)"
        }
        return finding
    }

    /// Distance between two transactions of one payee: log10 of the amount ratio, plus one
    /// when money flows the other way.
    static func distance(_ a: TransactionFacts, _ b: TransactionFacts) -> Double {
        let ratio = log10(Double(max(a.amountCents.magnitude, 1)) / Double(max(b.amountCents.magnitude, 1)))
        return abs(ratio) + (a.direction == b.direction ? 0 : 1)
    }
}

extension UInt64 {
    var asInt64: Int64 { Int64(clamping: self) }
}
