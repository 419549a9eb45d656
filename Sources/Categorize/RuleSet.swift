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
        var phraseOf: [Int: [String]] = [:]
        for token in view.tokens {
            for ref in byFirstWord[token] ?? []
            where phraseOf[ref.entry] == nil && CategoryRule.contains(view.tokens, phrase: ref.phrase) {
                phraseOf[ref.entry] = ref.phrase
            }
            for ref in byGluedPhrase[token] ?? [] where phraseOf[ref.entry] == nil { phraseOf[ref.entry] = ref.phrase }
            guard !byStem.isEmpty, token.count >= 3 else { continue }
            for ref in byStem[token.prefix(3)] ?? []
            where phraseOf[ref.entry] == nil && CategoryRule.contains(view.tokens, phrase: ref.phrase) {
                phraseOf[ref.entry] = ref.phrase
            }
        }
        var candidates = Array(phraseOf.keys) + unindexed
        candidates.sort()
        for position in candidates
        where entries[position].rule.matches(facts, view, payeeMatched: phraseOf[position] != nil)
            && (skipping.isEmpty || !skipping.contains(entries[position].rule.name))
        {
            return Match(
                entry: entries[position], phrase: phraseOf[position], otherConditions: otherConditions[position])
        }
        return nil
    }

    /// Every rule that matches, in order (for `shoebox rules test`).
    public func allMatches(_ facts: TransactionFacts, _ view: DescriptorView) -> [Entry] {
        entries.filter { $0.rule.matches(facts, view) }
    }

    /// A matching rule and why.
    public struct Match: Sendable {
        public var entry: Entry
        /// The payee phrase that matched.
        public var phrase: [String]?
        /// The rule's other conditions, in words.
        public var otherConditions: String

        public var rule: CategoryRule { entry.rule }
        public var origin: Origin { entry.origin }

        /// `payee "STARBUCKS", money out`.
        public var because: String {
            let payee = phrase.map { "payee \"\($0.joined(separator: " "))\"" }
            return [payee, otherConditions == "always" ? nil : otherConditions].compactMap { $0 }.joined(
                separator: ", ")
        }
    }
}
