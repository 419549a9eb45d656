import Foundation
import ShoeboxCore

/// A multinomial naive Bayes model over normalized descriptor words plus account,
/// direction and amount-bucket features, trained on the user's corrections. It decides
/// transactions no rule or payee memory knows, and explains itself by the features that
/// pushed hardest toward its answer.
public struct TokenModel: Sendable {
    public struct Prediction: Sendable {
        public var category: String
        /// Damped while the model has few corrections.
        public var probability: Double
        /// The model's own posterior, undamped.
        public var posterior: Double
        /// Features that favoured the category most, strongest first.
        public var evidence: [String]
    }

    var featureCounts: [String: [String: Double]] = [:]
    var totals: [String: Double] = [:]
    var examples: [String: Double] = [:]
    var vocabulary = Set<String>()
    public private(set) var exampleCount = 0

    public init(_ examples: [LearnedExample] = []) {
        for example in examples { add(example) }
    }

    /// The features of one transaction; `tokens` are its payee words.
    public static func features(_ facts: TransactionFacts, tokens: [String]) -> [String] {
        var result = tokens
        result.append("account=" + facts.account)
        result.append("direction=" + facts.direction.rawValue)
        result.append("amount=" + AmountBucket.label(AmountBucket.of(facts.amountCents)))
        result.append("kind=" + facts.kind)
        return result
    }

    public mutating func add(_ example: LearnedExample) {
        let features = Self.features(
            example.facts, tokens: example.payeeKey ?? PayeeNormalizer.payeeWords(example.facts.description))
        for feature in features {
            featureCounts[example.category, default: [:]][feature, default: 0] += 1
            vocabulary.insert(feature)
        }
        totals[example.category, default: 0] += Double(features.count)
        examples[example.category, default: 0] += 1
        exampleCount += 1
    }

    /// The most probable category, or nil while fewer than two categories were taught or
    /// none of the descriptor's words was ever seen.
    public func predict(_ facts: TransactionFacts, tokens: [String]) -> Prediction? {
        guard exampleCount > 0 else { return nil }
        let features = Self.features(facts, tokens: tokens)
        // Only words the model has seen count; unseen words say nothing about any category.
        let known = features.filter { vocabulary.contains($0) }
        guard examples.count >= 2, known.contains(where: { !$0.contains("=") }) else { return nil }
        let size = Double(vocabulary.count)
        var scores: [String: Double] = [:]
        for (category, count) in examples {
            var score = log(count / Double(exampleCount))
            for feature in known { score += log(likelihood(feature, category, size: size)) }
            scores[category] = score
        }
        let best = scores.values.max()!
        let sum = scores.values.reduce(0) { $0 + exp($1 - best) }
        let (winner, score) = scores.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!
        let lift = known.map { feature in
            (feature, self.lift(of: feature, for: winner, among: Array(scores.keys), size: size))
        }
        .filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }
        // Few corrections make a confident-looking but fragile model: damp until about 20.
        let damping = min(1, 0.5 + Double(exampleCount) / 40)
        let posterior = exp(score - best) / sum
        return Prediction(
            category: winner, probability: posterior * damping, posterior: posterior,
            evidence: lift.prefix(3).map { $0.0 })
    }

    /// True when some correction on `account` had `category`.
    public func hasSeen(account: String, in category: String) -> Bool {
        (featureCounts[category]?["account=" + account] ?? 0) > 0
    }

    func likelihood(_ feature: String, _ category: String, size: Double) -> Double {
        let count = featureCounts[category]?[feature] ?? 0
        return (count + 0.5) / ((totals[category] ?? 0) + 0.5 * size)
    }

    /// How much more likely `feature` is under `winner` than under any other category (log).
    func lift(of feature: String, for winner: String, among categories: [String], size: Double) -> Double {
        let inWinner = likelihood(feature, winner, size: size)
        var elsewhere = 1e-9
        for category in categories where category != winner {
            elsewhere = max(elsewhere, likelihood(feature, category, size: size))
        }
        return log(inWinner / elsewhere)
    }
}
