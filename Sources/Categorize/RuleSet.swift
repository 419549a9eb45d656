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
    /// A phrase's first word → the (entry, phrase) pairs starting with it.
    let byFirstWord: [String: [PhraseRef]]
    /// Phrases whose first word is a prefix (`AMZN*`), by its first three letters.
    let byStem: [Substring: [PhraseRef]]
    /// Multi-word phrases glued into one word, as web addresses write them (`HOMEDEPOT` for `HOME DEPOT`).
    let byGluedPhrase: [String: [PhraseRef]]
    /// Entries without a payee condition: always checked.
    let unindexed: [Int]
    /// Per entry: the explanation of its conditions other than the payee.
    let otherConditions: [String]

    struct PhraseRef {
        var entry: Int
        var phrase: [String]
    }

    /// This rule set, for answers kept with a view (`ViewMemo`): copies share it, another rule set has its own.
    final class Identity: Sendable {}
    let identity = Identity()

    /// A rule a view may match: its position, the payee phrase the view names (nil for a rule without a payee
    /// condition) and, with it, the match's `because`.
    struct Candidate: Sendable {
        var position: Int
        var phrase: [String]?
        var because: String
    }

    public init(user: [CategoryRule], defaults: [CategoryRule]) {
        entries = user.map { Entry(rule: $0, origin: .user) } + defaults.map { Entry(rule: $0, origin: .defaults) }
        var words: [String: [PhraseRef]] = [:], stems: [Substring: [PhraseRef]] = [:],
            glued: [String: [PhraseRef]] = [:]
        var rest: [Int] = []
        for (position, entry) in entries.enumerated() {
            if entry.rule.payee.isEmpty { rest.append(position); continue }
            for phrase in entry.rule.payee {
                let first = phrase[0]
                if first.hasSuffix("*") {
                    stems[first.dropLast().prefix(3), default: []].append(PhraseRef(entry: position, phrase: phrase))
                } else {
                    words[first, default: []].append(PhraseRef(entry: position, phrase: phrase))
                }
                let joined = phrase.joined()
                if phrase.count > 1, joined.count >= 6, !phrase.contains(where: { $0.hasSuffix("*") || $0 == "..." }) {
                    glued[joined, default: []].append(PhraseRef(entry: position, phrase: phrase))
                }
            }
        }
        byFirstWord = words
        byStem = stems
        byGluedPhrase = glued
        unindexed = rest
        otherConditions = entries.map { entry in
            var rule = entry.rule
            rule.payee = []
            return rule.conditionSummary
        }
    }

    /// The first rule, in order, that matches, and the payee phrase that matched (if any).
    public func firstMatch(_ facts: TransactionFacts, _ view: DescriptorView, skipping: Set<String> = [])
        -> Match?
    {
        for candidate in view.memo.candidates(of: self, { candidates(view.tokens) })
        where entries[candidate.position].rule.matches(facts, view, payeeMatched: candidate.phrase != nil)
            && (skipping.isEmpty || !skipping.contains(entries[candidate.position].rule.name))
        {
            return Match(
                entry: entries[candidate.position], phrase: candidate.phrase,
                otherConditions: otherConditions[candidate.position], explained: candidate.because)
        }
        return nil
    }

    /// The rules, in order, whose payee phrase occurs in `tokens`, with the first phrase found, and the rules
    /// without a payee condition: the only rules that can match a row with these words.
    func candidates(_ tokens: [String]) -> [Candidate] {
        var phraseOf: [Int: [String]] = [:]
        for token in tokens {
            for ref in byFirstWord[token] ?? []
            where phraseOf[ref.entry] == nil && CategoryRule.contains(tokens, phrase: ref.phrase) {
                phraseOf[ref.entry] = ref.phrase
            }
            for ref in byGluedPhrase[token] ?? [] where phraseOf[ref.entry] == nil { phraseOf[ref.entry] = ref.phrase }
            guard !byStem.isEmpty, token.count >= 3 else { continue }
            for ref in byStem[token.prefix(3)] ?? []
            where phraseOf[ref.entry] == nil && CategoryRule.contains(tokens, phrase: ref.phrase) {
                phraseOf[ref.entry] = ref.phrase
            }
        }
        var positions = Array(phraseOf.keys) + unindexed
        positions.sort()
        return positions.map { position in
            let phrase = phraseOf[position]
            return Candidate(
                position: position, phrase: phrase,
                because: Match.because(phrase: phrase, otherConditions: otherConditions[position]))
        }
    }

    /// Every rule that matches, in order (for `shoebox rules test`).
    public func allMatches(_ facts: TransactionFacts, _ view: DescriptorView) -> [Entry] {
        entries.filter { $0.rule.matches(facts, view) }
    }

    /// A matching rule and why.
    public struct Match: Sendable {
        public var entry: Entry
        /// The payee phrase that matched.
        public var phrase: [String]? { didSet { explained = nil } }
        /// The rule's other conditions, in words.
        public var otherConditions: String { didSet { explained = nil } }
        /// `because`, when worked out already (once per view and rule).
        var explained: String?

        public var rule: CategoryRule { entry.rule }
        public var origin: Origin { entry.origin }

        /// `payee "STARBUCKS", money out`.
        public var because: String {
            explained ?? Self.because(phrase: phrase, otherConditions: otherConditions)
        }

        static func because(phrase: [String]?, otherConditions: String) -> String {
            let payee = phrase.map { "payee \"\($0.joined(separator: " "))\"" }
            return [payee, otherConditions == "always" ? nil : otherConditions].compactMap { $0 }.joined(
                separator: ", ")
        }
    }
}
