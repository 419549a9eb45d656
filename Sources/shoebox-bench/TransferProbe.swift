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
        var tally = ProbeTally()
        var coldRight = 0
        for probeCase in cases {
            let examples = probeCase.corrections.enumerated().map { index, item in
                LearnedExample(id: Int64(index + 1), facts: item.facts, category: item.category)
            }
            let learned = Categorizer(rules: rules, corrections: examples, catalog: CategoryCatalog())
            for check in probeCase.checks {
                tally.add(
                    learned.decide(check.facts), expected: check.expected, facts: check.facts,
                    tag: "[\(probeCase.name)] ", showAll: showAll)
                if check.expected.contains(cold.decide(check.facts).category) { coldRight += 1 }
            }
        }
        print(
            String(
                format: "transfer probe: %d cases, %d rows: %d right after the corrections (%.1f %%), %d cold; "
                    + "at/above the threshold %d/%d right", cases.count, tally.rows, tally.right,
                100 * Double(tally.right) / Double(max(tally.rows, 1)), coldRight, tally.confidentRight,
                tally.confident))
    }
}
