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
        var right = 0
        var confident = 0
        var confidentRight = 0
        for row in rows {
            let decision = categorizer.decide(row.facts)
            let ok = row.expected.contains(decision.category)
            if ok { right += 1 }
            if !decision.needsReview {
                confident += 1
                if ok { confidentRight += 1 }
            }
            guard showAll || !ok else { continue }
            print(
                "  \(ok ? "ok   " : "WRONG") \(row.expected.sorted().joined(separator: "|")) <- \(decision.category) "
                    + String(format: "%.2f", decision.confidence) + " '\(row.facts.description)': "
                    + decision.explanation)
        }
        let total = Double(max(rows.count, 1))
        print(
            String(
                format: "generic probe: %d/%d right (%.1f %%); at/above the threshold %d/%d right (%.1f %%); "
                    + "review rate %.1f %%", right, rows.count, 100 * Double(right) / total, confidentRight,
                confident, 100 * Double(confidentRight) / Double(max(confident, 1)),
                100 * Double(rows.count - confident) / total))
    }
}
