import ShoeboxCore

/// One transaction whose category the user gave (a correction) — the learning model's only
/// training data, so everything learned can be traced back to a decision the user made.
public struct LearnedExample: Sendable, Hashable {
    /// The correction's id in the book (for explanations), 0 when not stored.
    public var id: Int64
    public var facts: TransactionFacts
    public var category: String
    /// The payee key stored with the correction; computed from the description when nil.
    public var payeeKey: [String]?

    public init(id: Int64 = 0, facts: TransactionFacts, category: String, payeeKey: [String]? = nil) {
        self.id = id
        self.facts = facts
        self.category = category
        self.payeeKey = payeeKey
    }

    /// The key this example is filed under.
    var key: [String] { payeeKey ?? PayeeNormalizer.payeeKey(facts.description) }
}

/// Log-scale amount buckets: amounts within a bucket are "about the same size".
enum AmountBucket {
    /// 0: < $10, 1: < $30, 2: < $100, 3: < $300, 4: < $1,000, 5: < $3,000, 6: < $10,000, 7: more.
    static func of(_ cents: Int64) -> Int {
        let bounds: [UInt64] = [1_000, 3_000, 10_000, 30_000, 100_000, 300_000, 1_000_000]
        let magnitude = cents.magnitude
        return bounds.firstIndex { magnitude < $0 } ?? bounds.count
    }

    static func label(_ bucket: Int) -> String {
        ["under $10", "$10-30", "$30-100", "$100-300", "$300-1k", "$1k-3k", "$3k-10k", "over $10k"][bucket]
    }
}
