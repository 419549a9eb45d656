import Categorize

/// Counts a probe's decisions (right, at or above the review threshold, right among those) and
/// prints each wrong row (every row with `showAll`) with its expected answers and explanation.
struct ProbeTally {
    var rows = 0
    var right = 0
    var confident = 0
    var confidentRight = 0

    /// Scores one decision; `tag` goes before the row in the printed line (`[case] `, or empty).
    mutating func add(
        _ decision: CategoryDecision, expected: Set<String>, facts: TransactionFacts, tag: String, showAll: Bool
    ) {
        let ok = expected.contains(decision.category)
        rows += 1
        if ok { right += 1 }
        if !decision.needsReview {
            confident += 1
            if ok { confidentRight += 1 }
        }
        guard showAll || !ok else { return }
        print(
            "  \(ok ? "ok   " : "WRONG") \(tag)\(expected.sorted().joined(separator: "|")) <- \(decision.category) "
                + String(format: "%.2f", decision.confidence) + " '\(facts.description)': " + decision.explanation)
    }
}
