import ShoeboxCore

/// A correction is also evidence about the cold rule or vocabulary entry that gave the wrong answer: when
/// the owner overrides it, that rule is doubted for the other payees it decides on the same account and in
/// the same direction in this book (never globally, never for other accounts).
///
/// - A rule that was confidently wrong (at or above the review threshold) sends its other confident rows on
///   that account to review, keeping their category.
/// - A rule whose weak answers the owner keeps overriding the same way moves its other weak rows there:
///   two or more payees corrected to one category, or one to `personal` on an account not known as a business
///   one (who spends on this account, not what the shop sells: a warehouse club on a household card). Always
///   below the threshold.
///
/// A correction that agreed with the rule confirms it and cancels one override.
public struct RuleOverrides: Sendable {
    struct Entry: Sendable {
        var example: LearnedExample
        var label: String
        var ruleCategory: String
        var ruleConfidence: Double
    }

    /// `rule key|account|direction` → corrections that overrode that rule there.
    var overridden: [String: [Entry]] = [:]
    /// `rule key|account|direction` → how many corrections agreed with that rule there.
    var confirmed: [String: Int] = [:]

    public init() {}

    public var isEmpty: Bool { overridden.isEmpty }

    /// The rule a cold decision came from: its source, with the bank's own category text for `rule:bank-category`
    /// (each category of the export is its own rule).
    static func ruleKey(_ source: String, _ facts: TransactionFacts) -> String {
        let rule = source == "rule:bank-category" ? source + "=" + (facts.bankCategory ?? "") : source
        return "\(rule)|\(facts.account)|\(facts.direction.rawValue)"
    }

    /// Records what the cold evidence said for a corrected row (nil: nothing, or the owner's own rule).
    mutating func record(_ example: LearnedExample, cold: CategoryDecision?) {
        guard let cold, cold.source.hasPrefix("rule:") else { return }
        let key = Self.ruleKey(cold.source, example.facts)
        if cold.category == example.category {
            confirmed[key, default: 0] += 1
            return
        }
        overridden[key, default: []].append(
            Entry(
                example: example, label: example.key.joined(separator: " "), ruleCategory: cold.category,
                ruleConfidence: cold.confidence))
    }

    /// The cold decision once the owner's overrides of its rule on this account are taken into account; nil when
    /// they say nothing about it. Rows of a corrected payee are left to the payee memory.
    /// `businessAccount`: the account is known as a business one, where a purchase corrected to `personal` is an
    /// exception (commingling), not the owner's habit.
    func doubt(_ cold: CategoryDecision, facts: TransactionFacts, payeeKey: [String], businessAccount: Bool)
        -> CategoryDecision?
    {
        guard !overridden.isEmpty, cold.source.hasPrefix("rule:"),
            let all = overridden[Self.ruleKey(cold.source, facts)]
        else { return nil }
        let label = payeeKey.joined(separator: " ")
        let entries = all.filter { $0.label != label && $0.ruleCategory == cold.category }
        let payees = Set(entries.map(\.label))
        guard !payees.isEmpty, payees.count > confirmed[Self.ruleKey(cold.source, facts), default: 0] else {
            return nil
        }
        let rule = cold.source.dropFirst("rule:".count)
        let first = entries[0]
        let categories = Set(entries.map(\.example.category))
        if cold.confidence < Categorizer.reviewThreshold, categories.count == 1, let target = categories.first,
            payees.count >= 2 || target == "personal" && !businessAccount, Categorizer.fitsCapitalization(target, facts)
        {
            let confidence = payees.count >= 3 ? 0.55 : (payees.count == 2 ? 0.5 : 0.45)
            return CategoryDecision(
                category: target, source: "learned:rule-override", confidence: confidence,
                explanation: "you overrode '\(rule)' (\(cold.category)) on this account for \(payees.count) other "
                    + "payee(s) with \(target) (e.g. '\(first.label)'); its answer here is doubted: "
                    + cold.explanation + " (review)")
        }
        guard cold.confidence >= Categorizer.reviewThreshold,
            let sure = entries.first(where: { $0.ruleConfidence >= Categorizer.reviewThreshold })
        else { return nil }
        var weakened = cold
        weakened.confidence = min(cold.confidence, 0.55)
        weakened.explanation +=
            "; but you overrode '\(rule)' on this account ('\(sure.label)' is \(sure.example.category)): review"
        return weakened
    }
}
