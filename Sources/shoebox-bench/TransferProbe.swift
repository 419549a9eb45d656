import Categorize
import Foundation

/// Correction transfer on merchants no development business has (`Samples/categorizer/transfer-probe.csv`):
/// each case gives a few corrections to a fresh categorizer and scores the case's other rows, with the same
/// rows decided cold for comparison. Prints each wrong row (every row with `--verbose`), the share right with
/// and without the corrections, and the share right at or above the review threshold.
struct TransferProbe {
    let cases: [TransferProbeCase]

    init(text: String, path: String) throws {
        cases = try Evaluation.parseTransferProbe(text, file: path)
    }

    func run(showAll: Bool) {
        let rules = RuleSet(user: [], defaults: DefaultRules.rules)
        let cold = Categorizer(rules: rules, corrections: [], catalog: CategoryCatalog())
        var rows = 0
        var right = 0
        var coldRight = 0
        var confident = 0
        var confidentRight = 0
        for probeCase in cases {
            let examples = probeCase.corrections.enumerated().map { index, item in
                LearnedExample(id: Int64(index + 1), facts: item.facts, category: item.category)
            }
            let learned = Categorizer(rules: rules, corrections: examples, catalog: CategoryCatalog())
            for check in probeCase.checks {
                let decision = learned.decide(check.facts)
                let ok = check.expected.contains(decision.category)
                rows += 1
                if ok { right += 1 }
                if check.expected.contains(cold.decide(check.facts).category) { coldRight += 1 }
                if !decision.needsReview {
                    confident += 1
                    if ok { confidentRight += 1 }
                }
                guard showAll || !ok else { continue }
                print(
                    "  \(ok ? "ok   " : "WRONG") [\(probeCase.name)] \(check.expected.sorted().joined(separator: "|")) <- "
                        + "\(decision.category) " + String(format: "%.2f", decision.confidence)
                        + " '\(check.facts.description)': \(decision.explanation)")
            }
        }
        print(
            String(
                format: "transfer probe: %d cases, %d rows: %d right after the corrections (%.1f %%), %d cold; "
                    + "at/above the threshold %d/%d right", cases.count, rows, right,
                100 * Double(right) / Double(max(rows, 1)), coldRight, confidentRight, confident))
    }
}
