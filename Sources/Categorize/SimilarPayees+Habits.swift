import Foundation
import ShoeboxCore

/// Corrections that teach a habit of the owner rather than a payee: bare checks, cash and
/// deposits on one account (their text names nobody, so the nearest corrected amount on that
/// account votes), and categories whose business share depends on who spent, not on what was
/// bought (the owner's own meals, a household trip or policy, a personal card's interest, car
/// costs under the standard mileage rate).
extension SimilarPayees {
    /// Categories whose business share is the owner's habit: the same kind of shop is business for
    /// one owner and personal for another.
    static let habitCategories: Set<String> = ["meals", "travel", "insurance", "interest_other", "car_truck"]

    /// Rails whose text names no payee.
    static let bareRails: Set<DescriptorGrammar.Rail> = [.check, .atm, .deposit]

    /// A check, cash withdrawal or deposit whose text names nobody.
    static func isBare(_ grammar: DescriptorGrammar) -> Bool {
        grammar.rail.map { bareRails.contains($0) } ?? false
    }

    /// For a bare check, cash withdrawal or deposit: the account, direction and rail.
    static func railKey(_ facts: TransactionFacts, grammar: DescriptorGrammar) -> String? {
        guard let rail = grammar.rail, bareRails.contains(rail) else { return nil }
        return "\(facts.account)|\(facts.direction.rawValue)|\(rail.rawValue)"
    }

    static func habitKey(_ facts: TransactionFacts, cold: String) -> String {
        "\(facts.account)|\(facts.direction.rawValue)|\(cold)"
    }

    /// Files each correction that overrode weak cold evidence of a habit category (`cold[i]` is what
    /// the cold evidence said for `examples[i]`, nil when it was strong or absent).
    mutating func indexHabits(_ examples: [LearnedExample], cold: [String?]) {
        for (example, coldCategory) in zip(examples, cold) {
            guard let coldCategory, Self.habitCategories.contains(coldCategory), coldCategory != example.category
            else { continue }
            let entry = Entry(
                example: example, head: nil, processorKind: nil,
                label: example.key.joined(separator: " "))
            byHabit[Self.habitKey(example.facts, cold: coldCategory), default: []].append(entry)
        }
    }

    /// What the owner's corrections of rows like this one (same account and direction, the same
    /// weak cold category) say, nil when they do not agree on something else.
    func habit(_ facts: TransactionFacts, cold: CategoryDecision) -> CategoryDecision? {
        guard !byHabit.isEmpty, Self.habitCategories.contains(cold.category),
            cold.confidence < Categorizer.reviewThreshold
        else { return nil }
        guard let entries = byHabit[Self.habitKey(facts, cold: cold.category)] else {
            return householdHabit(facts, cold: cold)
        }
        var votes: [String: Int] = [:]
        for entry in entries { votes[entry.example.category, default: 0] += 1 }
        let (winner, count) = votes.max { ($0.value, $1.key) < ($1.value, $0.key) }!
        guard count * 2 > entries.count, winner != cold.category,
            Categorizer.fitsCapitalization(winner, facts)
        else { return nil }
        let confidence = count >= 3 && count == entries.count ? 0.6 : (count >= 2 ? 0.55 : 0.5)
        let example = entries.first { $0.example.category == winner }!.label
        return CategoryDecision(
            category: winner, source: "learned:similar", confidence: confidence,
            explanation: "your habit on this account: \(count) of \(entries.count) correction(s) of rows the "
                + "evidence called \(cold.category) say \(winner) (e.g. '\(example)'); overrides weaker: "
                + cold.explanation)
    }

    /// The owner's household spending on an account, across habit categories: corrections that filed weak meals,
    /// trips, policies, interest or car costs on this account as `personal` say who spends there, so the account's
    /// other weak habit rows (another habit category) lean `personal` too, for review (0.45, 0.50 with two or more
    /// such corrections). Nil when the account's habit corrections do not say `personal` by majority.
    func householdHabit(_ facts: TransactionFacts, cold: CategoryDecision) -> CategoryDecision? {
        let prefix = "\(facts.account)|\(facts.direction.rawValue)|"
        // Habit keys in order, so the example the reason names is the same on every run.
        let entries = byHabit.filter { $0.key.hasPrefix(prefix) }.sorted { $0.key < $1.key }.flatMap(\.value)
        let personal = entries.filter { $0.example.category == "personal" }
        guard !personal.isEmpty, personal.count * 2 > entries.count, cold.category != "personal" else { return nil }
        return CategoryDecision(
            category: "personal", source: "learned:similar", confidence: personal.count >= 2 ? 0.5 : 0.45,
            explanation: "your habit on this account: \(personal.count) of \(entries.count) correction(s) of meals, "
                + "trips, policies, interest or car costs here say personal (e.g. '\(personal[0].label)'); "
                + "overrides weaker: \(cold.explanation) (review)")
    }

    /// Bare rail rows: the corrections on this account within 3× this amount vote, nearest amounts
    /// (log scale) weigh most; nil when none is that close (a $165 check says nothing about a $4,350 one).
    static func nearestAmount(_ facts: TransactionFacts, _ all: [Entry], rail: DescriptorGrammar.Rail)
        -> CategoryDecision?
    {
        let entries = all.filter { PayeeMemory.distance(facts, $0.example.facts) <= log10(3) }
        guard !entries.isEmpty else { return nil }
        var weights: [String: Double] = [:]
        for entry in entries {
            weights[entry.example.category, default: 0] += 1 / (0.15 + PayeeMemory.distance(facts, entry.example.facts))
        }
        let (winner, _) = weights.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
        let nearest = entries.min {
            PayeeMemory.distance(facts, $0.example.facts) < PayeeMemory.distance(facts, $1.example.facts)
        }!
        let agree = entries.filter { $0.example.category == winner }.count
        let amount = CategoryRule.dollars(nearest.example.facts.amountCents.magnitude.asInt64)
        return CategoryDecision(
            // One correction is a weak hint (a rebate check among customers' checks); agreeing ones teach the habit.
            category: winner, source: "learned:similar",
            confidence: entries.count == 1 ? 0.4 : (agree == entries.count ? 0.55 : 0.5),
            explanation: "a bare \(rail.rawValue) row names no payee: \(agree) of \(entries.count) correction(s) of "
                + "\(rail.rawValue) rows on this account say \(winner); nearest amount \(amount) was "
                + nearest.example.category)
    }
}
