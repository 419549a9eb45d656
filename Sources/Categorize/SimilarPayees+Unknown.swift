import ShoeboxCore

/// Payees nothing names: when no rule, kind word, bank category or alike correction knows a payee,
/// the corrections of *other unknown payees* on the same account and direction say what this owner's
/// unknown payees usually are (a consultant's odd names are software, a builder's are materials).
/// A weak hint, always below the review threshold: it replaces `uncategorized` with the likeliest
/// answer and says so.
extension SimilarPayees {
    static func unknownKey(_ facts: TransactionFacts) -> String {
        "\(facts.account)|\(facts.direction.rawValue)"
    }

    /// Files each correction of a row that no cold evidence knew (`unknown[i]` true for `examples[i]`).
    mutating func indexUnknown(_ examples: [LearnedExample], unknown: [Bool]) {
        for (example, isUnknown) in zip(examples, unknown) where isUnknown {
            let grammar = DescriptorGrammar(example.facts.description)
            // Bare checks, cash and deposits have their own nearest-amount vote.
            if Self.railKey(example.facts, grammar: grammar) != nil { continue }
            let entry = Entry(
                example: example, head: nil, processorKind: nil, label: example.key.joined(separator: " "))
            byUnknown[Self.unknownKey(example.facts), default: []].append(entry)
        }
    }

    /// How many corrections the account's usual (its named rows, `AccountProfile`) weighs in the vote with the
    /// corrections of unknown payees: the rows it guessed right were never corrected, so the corrections alone are
    /// the rows where it was wrong.
    static let accountUsualWeight = 8.0

    /// The owner's usual answer for an unknown payee on this account and direction, nil when no
    /// correction of an unknown payee there agrees by majority. `usual` is the account's usual category and share
    /// (its named rows): one vote with the corrections, weighing `accountUsualWeight` × its share.
    func usualForUnknown(
        _ facts: TransactionFacts, grammar: DescriptorGrammar, usual: AccountProfile.Usual? = nil
    ) -> CategoryDecision? {
        guard Self.railKey(facts, grammar: grammar) == nil, let entries = byUnknown[Self.unknownKey(facts)] else {
            return nil
        }
        var votes: [String: Int] = [:]
        for entry in entries where Categorizer.fitsCapitalization(entry.example.category, facts) {
            votes[entry.example.category, default: 0] += 1
        }
        // One correction is an anecdote (a safety course among a builder's materials); two that agree are a habit.
        guard let (winner, count) = votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
            count >= 2, count * 2 > entries.count
        else { return nil }
        if let usual, usual.category != winner,
            Double(usual.count) / Double(max(usual.total, 1)) * Self.accountUsualWeight > Double(count)
        {
            // The account's named rows outweigh the corrections: the account's usual answers (a guess, review).
            return nil
        }
        let example = entries.first { $0.example.category == winner }!.label
        return CategoryDecision(
            category: winner, source: "learned:unknown", confidence: count >= 3 ? 0.45 : 0.4,
            explanation: "nothing names this payee; \(count) of \(entries.count) correction(s) of other unknown "
                + "payees \(facts.direction == .in ? "into" : "from") this account say \(winner) "
                + "(e.g. '\(example)') (a guess, review)")
    }
}
