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
    /// Per entry without a payee condition, its candidate.
    let unindexedCandidates: [Int: Candidate]
    /// Per entry: the explanation of its conditions other than the payee.
    let otherConditions: [String]

    struct PhraseRef {
        var entry: Int
        var phrase: [String]
        /// The entry with this phrase found, shared by every view that names it.
        var candidate: Candidate
    }

    /// This rule set, for answers kept with a view (`ViewMemo`): copies share it, another rule set has its own.
    final class Identity: Sendable {}
    let identity = Identity()

    /// A rule a view may match: its position, the payee phrase the view names (nil for a rule without a payee
    /// condition) and, with it, the match's `because`. Shared by every row of the view and by their matches.
    final class Candidate: Sendable {
        let position: Int
        let entry: Entry
        let phrase: [String]?
        let otherConditions: String
        let because: String
        /// `default rule '<name>' (<origin>) matched: <because>` and `rule:<name>`, for the cold evidence.
        let defaultRuleText: String
        let ruleSource: String

        init(position: Int, entry: Entry, phrase: [String]?, otherConditions: String, because: String? = nil) {
            self.position = position
            self.entry = entry
            self.phrase = phrase
            self.otherConditions = otherConditions
            let because = because ?? Match.because(phrase: phrase, otherConditions: otherConditions)
            self.because = because
            let rule = entry.rule
            defaultRuleText = "default rule '\(rule.name)' (\(rule.origin)) matched: \(because)"
            ruleSource = "rule:\(rule.name)"
        }

        /// `entry.rule.matches(facts, view, payeeMatched: phrase != nil)`: the payee condition holds (the phrase
        /// was found, or the rule has none).
        func matches(_ facts: TransactionFacts, _ view: DescriptorView) -> Bool {
            entry.rule.matches(facts, view, payeeMatched: phrase != nil)
        }
    }

    public init(user: [CategoryRule], defaults: [CategoryRule]) {
        entries = user.map { Entry(rule: $0, origin: .user) } + defaults.map { Entry(rule: $0, origin: .defaults) }
        let otherConditions = entries.map { entry in
            var rule = entry.rule
            rule.payee = []
            return rule.conditionSummary
        }
        var words: [String: [PhraseRef]] = [:], stems: [Substring: [PhraseRef]] = [:],
            glued: [String: [PhraseRef]] = [:]
        var rest: [Int] = []
        var restCandidates: [Int: Candidate] = [:]
        for (position, entry) in entries.enumerated() {
            if entry.rule.payee.isEmpty {
                rest.append(position)
                restCandidates[position] = Candidate(
                    position: position, entry: entry, phrase: nil, otherConditions: otherConditions[position])
                continue
            }
            for phrase in entry.rule.payee {
                let ref = PhraseRef(
                    entry: position, phrase: phrase,
                    candidate: Candidate(
                        position: position, entry: entry, phrase: phrase, otherConditions: otherConditions[position]))
                let first = phrase[0]
                if first.hasSuffix("*") {
                    stems[first.dropLast().prefix(3), default: []].append(ref)
                } else {
                    words[first, default: []].append(ref)
                }
                let joined = phrase.joined()
                if phrase.count > 1, joined.count >= 6, !phrase.contains(where: { $0.hasSuffix("*") || $0 == "..." }) {
                    glued[joined, default: []].append(ref)
                }
            }
        }
        byFirstWord = words
        byStem = stems
        byGluedPhrase = glued
        unindexed = rest
        unindexedCandidates = restCandidates
        self.otherConditions = otherConditions
    }

    /// The first rule, in order, that matches, and the payee phrase that matched (if any).
    public func firstMatch(_ facts: TransactionFacts, _ view: DescriptorView, skipping: Set<String> = [])
        -> Match?
    {
        for candidate in candidates(view)
        where candidate.matches(facts, view) && (skipping.isEmpty || !skipping.contains(candidate.entry.rule.name)) {
            return Match(candidate)
        }
        return nil
    }

    /// `candidates(view.tokens)`, worked out once per view.
    func candidates(_ view: DescriptorView) -> [Candidate] {
        if let known = view.memo.candidates(of: identity) { return known }
        let fresh = candidates(view.tokens)
        view.memo.keep(fresh, of: identity)
        return fresh
    }

    /// The rules, in order, whose payee phrase occurs in `tokens`, with the first phrase found, and the rules
    /// without a payee condition: the only rules that can match a row with these words.
    func candidates(_ tokens: [String]) -> [Candidate] {
        var phraseOf: [Int: Candidate] = [:]
        for token in tokens {
            for ref in byFirstWord[token] ?? []
            where phraseOf[ref.entry] == nil && CategoryRule.contains(tokens, phrase: ref.phrase) {
                phraseOf[ref.entry] = ref.candidate
            }
            for ref in byGluedPhrase[token] ?? [] where phraseOf[ref.entry] == nil {
                phraseOf[ref.entry] = ref.candidate
            }
            guard !byStem.isEmpty, token.count >= 3 else { continue }
            for ref in byStem[token.prefix(3)] ?? []
            where phraseOf[ref.entry] == nil && CategoryRule.contains(tokens, phrase: ref.phrase) {
                phraseOf[ref.entry] = ref.candidate
            }
        }
        var positions = Array(phraseOf.keys) + unindexed
        positions.sort()
        return positions.map { phraseOf[$0] ?? unindexedCandidates[$0]! }
    }

    /// Every rule that matches, in order (for `shoebox rules test`).
    public func allMatches(_ facts: TransactionFacts, _ view: DescriptorView) -> [Entry] {
        entries.filter { $0.rule.matches(facts, view) }
    }

    /// A matching rule and why.
    public struct Match: Sendable {
        /// The rule, phrase and texts, shared with the view's other rows until a field is set.
        private var candidate: Candidate

        init(_ candidate: Candidate) { self.candidate = candidate }

        init(entry: Entry, phrase: [String]?, otherConditions: String) {
            candidate = Candidate(position: -1, entry: entry, phrase: phrase, otherConditions: otherConditions)
        }

        public var entry: Entry {
            get { candidate.entry }
            set { self = Match(entry: newValue, phrase: phrase, otherConditions: otherConditions) }
        }
        /// The payee phrase that matched.
        public var phrase: [String]? {
            get { candidate.phrase }
            set { self = Match(entry: entry, phrase: newValue, otherConditions: otherConditions) }
        }
        /// The rule's other conditions, in words.
        public var otherConditions: String {
            get { candidate.otherConditions }
            set { self = Match(entry: entry, phrase: phrase, otherConditions: newValue) }
        }

        public var rule: CategoryRule { candidate.entry.rule }
        public var origin: Origin { candidate.entry.origin }

        /// `payee "STARBUCKS", money out`.
        public var because: String { candidate.because }
        /// `default rule '<name>' (<origin>) matched: <because>`.
        var defaultRuleText: String { candidate.defaultRuleText }
        /// `rule:<name>`.
        var ruleSource: String { candidate.ruleSource }

        static func because(phrase: [String]?, otherConditions: String) -> String {
            let payee = phrase.map { "payee \"\($0.joined(separator: " "))\"" }
            return [payee, otherConditions == "always" ? nil : otherConditions].compactMap { $0 }.joined(
                separator: ", ")
        }
    }
}
