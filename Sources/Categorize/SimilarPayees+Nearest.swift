import Foundation
import ShoeboxCore

/// The last resort for a payee nothing names once the owner has corrected something: the corrected rows most
/// like this one vote (same account, the same bank category, the same processor or rail, a near amount, a
/// payee nothing knew either). Always a guess for review (at most 0.35) that names the row it learned from;
/// better than `uncategorized`, which is always wrong.
extension SimilarPayees {
    /// Every correction, for the nearest-row guess.
    struct Neighbour: Sendable {
        var example: LearnedExample
        var label: String
        var unknown: Bool
        var processor: String?
        var rail: DescriptorGrammar.Rail?
    }

    mutating func indexNeighbours(_ examples: [LearnedExample], unknown: [Bool]) {
        neighbours = zip(examples, unknown).map { example, isUnknown in
            let grammar = DescriptorGrammar(example.facts.description)
            let key = example.key.joined(separator: " ")
            return Neighbour(
                example: example, label: key.isEmpty ? example.facts.description : key, unknown: isUnknown,
                processor: grammar.processor, rail: grammar.rail)
        }
    }

    /// How alike a corrected row is to this one (0 when it says nothing: the other direction).
    static func likeness(_ facts: TransactionFacts, _ grammar: DescriptorGrammar, _ other: Neighbour) -> Double {
        let them = other.example.facts
        guard them.direction == facts.direction else { return 0 }
        var weight = 1 / (0.3 + PayeeMemory.distance(facts, them))
        weight *= them.account == facts.account ? 1 : 0.35
        weight *= other.unknown ? 1 : 0.6
        if let mine = facts.bankCategory, mine == them.bankCategory { weight *= 2 }
        if let processor = grammar.processor, processor == other.processor { weight *= 1.5 }
        if let rail = grammar.rail, rail == other.rail { weight *= bareRails.contains(rail) ? 3 : 1.2 }
        return weight
    }

    /// The nearest corrected rows' answer for a row nothing else decided; nil without a correction in this
    /// direction.
    func nearestGuess(_ facts: TransactionFacts, grammar: DescriptorGrammar) -> CategoryDecision? {
        guard !neighbours.isEmpty else { return nil }
        // Each correction's likeness is worked out once.
        let weighed = neighbours.compactMap { neighbour -> (Neighbour, Double)? in
            guard Categorizer.fitsCapitalization(neighbour.example.category, facts) else { return nil }
            let weight = Self.likeness(facts, grammar, neighbour)
            return weight > 0 ? (neighbour, weight) : nil
        }
        var weights: [String: Double] = [:]
        for (neighbour, weight) in weighed { weights[neighbour.example.category, default: 0] += weight }
        guard let (winner, weight) = weights.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return nil }
        let agreeing = weighed.filter { $0.0.example.category == winner }
        let nearest = agreeing.max { $0.1 < $1.1 }!.0
        let share = weight / weights.values.reduce(0, +)
        let confidence = agreeing.count >= 2 && share >= 0.6 ? 0.35 : 0.3
        let place = nearest.example.facts.account == facts.account ? "this account" : "another account"
        let amount = CategoryRule.dollars(nearest.example.facts.amountCents.magnitude.asInt64)
        return CategoryDecision(
            category: winner, source: "learned:nearest", confidence: confidence,
            explanation: "nothing names this payee; the corrected rows most like it say \(winner) "
                + String(format: "(%.0f %% of the weight)", 100 * share)
                + ", nearest '\(nearest.label)' \(amount) on \(place) (a guess, review)")
    }
}
