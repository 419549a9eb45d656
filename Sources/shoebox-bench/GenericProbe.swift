import Categorize
import Foundation

/// A cold check on descriptors written independently of every development business
/// (`Samples/categorizer/generic-probe.csv`): prints each row the categorizer gets wrong (every row
/// with `--verbose`), the accuracy, the share right at or above the review threshold and the review
/// rate. No book context (vehicle method, home office) is set.
struct GenericProbe {
    let rows: [ProbeRow]

    init(path: String) throws {
        rows = try Evaluation.parseProbeSet(try String(contentsOfFile: path, encoding: .utf8), file: path)
    }

    func run(showAll: Bool) {
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())
        var tally = ProbeTally()
        for row in rows {
            tally.add(
                categorizer.decide(row.facts), expected: row.expected, facts: row.facts, tag: "", showAll: showAll)
        }
        let total = Double(max(rows.count, 1))
        print(
            String(
                format: "generic probe: %d/%d right (%.1f %%); at/above the threshold %d/%d right (%.1f %%); "
                    + "review rate %.1f %%", tally.right, rows.count, 100 * Double(tally.right) / total,
                tally.confidentRight, tally.confident,
                100 * Double(tally.confidentRight) / Double(max(tally.confident, 1)),
                100 * Double(rows.count - tally.confident) / total))
    }
}
