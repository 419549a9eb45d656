import Synchronization

/// Answers the categorizer works out from a description's view alone, kept with the view: a pass decides every
/// row of one description with one view, so each is worked out once per description instead of once per row.
/// Each answer is filed with the rule set or vocabulary it came from (the same object, not an equal one) and with
/// all of its other arguments, so a view asked with another rule set, vocabulary or words gets a fresh answer.
/// Views are shared between threads: the answers are behind a lock.
final class ViewMemo: Sendable {
    private let state = Mutex(State())

    struct State {
        var rules: RuleSet.Identity?
        var candidates: [RuleSet.Candidate] = []
        var hits: [HitsAnswer] = []
    }

    /// `KindVocabulary.hits` of some words.
    struct HitsAnswer {
        let vocabulary: KindVocabulary.Identity
        let words: [String]
        let scope: String
        let direction: TransactionFacts.Direction?
        let truncated: Bool
        let hits: [KindVocabulary.Hit]
    }

    /// The most `hits` answers kept per view (a decision asks two or three).
    static let hitsCapacity = 8

    /// The rules whose payee phrases the view names (and the rules without one), when worked out from `rules`.
    func candidates(of rules: RuleSet.Identity) -> [RuleSet.Candidate]? {
        state.withLock { memo -> [RuleSet.Candidate]? in memo.rules === rules ? memo.candidates : nil }
    }

    /// Keeps the candidates worked out from `rules` (replacing those of another rule set).
    func keep(_ candidates: [RuleSet.Candidate], of rules: RuleSet.Identity) {
        state.withLock { memo in
            memo.rules = rules
            memo.candidates = candidates
        }
    }

    /// `vocabulary.hits(words, scope:, direction:, truncated:)`, worked out once per view and arguments.
    func hits(
        _ vocabulary: KindVocabulary, _ words: [String], scope: String, direction: TransactionFacts.Direction?,
        truncated: Bool
    ) -> [KindVocabulary.Hit] {
        let identity = vocabulary.identity
        let known = state.withLock { memo -> [KindVocabulary.Hit]? in
            for index in memo.hits.indices {
                let answer = memo.hits[index]
                if answer.vocabulary === identity, answer.truncated == truncated, answer.direction == direction,
                    answer.scope == scope, answer.words == words
                {
                    return answer.hits
                }
            }
            return nil
        }
        if let known { return known }
        let fresh = vocabulary.hits(words, scope: scope, direction: direction, truncated: truncated)
        state.withLock { memo in
            guard memo.hits.count < Self.hitsCapacity else { return }
            memo.hits.append(
                HitsAnswer(
                    vocabulary: identity, words: words, scope: scope, direction: direction, truncated: truncated,
                    hits: fresh))
        }
        return fresh
    }
}

extension DescriptorView {
    /// `vocabulary.hits(words, …)`, once per view and arguments (see `ViewMemo`).
    func kindHits(
        _ vocabulary: KindVocabulary, _ words: [String], scope: String = "name",
        direction: TransactionFacts.Direction? = nil, truncated: Bool = false
    ) -> [KindVocabulary.Hit] {
        memo.hits(vocabulary, words, scope: scope, direction: direction, truncated: truncated)
    }
}
