/// Ordered rules with a word index, so a transaction is checked only against rules that
/// can match it. The first matching rule in order wins: the user's rules come before the
/// shipped defaults.
public struct RuleSet: Sendable {
    /// Where a rule came from; user rules win over defaults.
    public enum Origin: String, Sendable { case user, defaults }

    public struct Entry: Sendable {
        public var rule: CategoryRule
        public var origin: Origin
    }

    public let entries: [Entry]
    /// First three letters of a phrase's first word → entry indices.
    let byWordStem: [Substring: [Int]]
    /// Entries without a payee condition: always checked.
    let unindexed: [Int]

    public init(user: [CategoryRule], defaults: [CategoryRule]) {
        entries = user.map { Entry(rule: $0, origin: .user) } + defaults.map { Entry(rule: $0, origin: .defaults) }
        var index: [Substring: [Int]] = [:]
        var rest: [Int] = []
        for (position, entry) in entries.enumerated() {
            if entry.rule.payee.isEmpty { rest.append(position); continue }
            let stems = Set(entry.rule.payee.compactMap { $0.first.map(Self.stem) })
            for stem in stems { index[stem, default: []].append(position) }
        }
        byWordStem = index
        unindexed = rest
    }

    static func stem(_ word: String) -> Substring {
        let bare = word.hasSuffix("*") ? word.dropLast() : Substring(word)
        return bare.prefix(3)
    }

    /// The first rule, in order, that matches.
    public func firstMatch(_ facts: TransactionFacts, _ view: DescriptorView) -> Entry? {
        var candidates = Set(unindexed)
        for token in view.tokens {
            if let hits = byWordStem[Self.stem(token)] { candidates.formUnion(hits) }
        }
        for position in candidates.sorted() where entries[position].rule.matches(facts, view) {
            return entries[position]
        }
        return nil
    }

    /// Every rule that matches, in order (for `shoebox rules test`).
    public func allMatches(_ facts: TransactionFacts, _ view: DescriptorView) -> [Entry] {
        entries.filter { $0.rule.matches(facts, view) }
    }
}
