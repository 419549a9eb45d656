import ArgumentParser
import Categorize
import Foundation
import ShoeboxCore

/// End to end on a categorize-dev style folder (default): every business's raw exports imported
/// into a fresh book, cold accuracy, the learning curve N = 0, 1, 5, 10, 20, calibration and review
/// rate. With `--labeled`, the older in-memory measure on a labeled CSV (the regression sample).
struct CategorizeBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "categorize", abstract: "Categorizer accuracy and learning curve.")

    @Option(help: "A categorize-dev folder (transactions.csv, exports/<business>/).") var data =
        "../shared/data/categorize-dev"
    @Option(help: "Comma-separated business folder prefixes to run (default: all).") var businesses: String?
    @Option(help: "The held-out business folder (default: the one that sorts last).") var heldOut: String?
    @Option(help: "Folder of <business>.yaml book context files copied in as rules.yaml.")
    var contextDir = "Samples/categorizer/categorize-dev-context"
    @Flag(help: "Run without the book context files.") var noContext = false
    @Flag(help: "Print each correction and what it changed.") var verbose = false
    @Flag(help: "Decide the labelled rows directly instead of importing exports/ (the categorizer alone).")
    var inMemory = false
    @Option(
        help: "Labeled set in the older layout (e.g. Samples/categorizer/labeled-transactions.csv): in-memory measure.")
    var labeled: String?
    @Option(help: "How many random correction orders to average.") var seeds = 5
    @Flag(help: "List the transactions the cold categorizer gets wrong.") var showErrors = false
    @Option(help: "Also time N synthetic rows: descriptor normalization and rule matching separately.") var speed = 0
    @Flag(help: "For each correction of the first order, list rows it turned from right to wrong.") var trace = false
    @Flag(help: "End to end: each correction on the earliest row by date with its description (robustness check).")
    var handleByDate = false
    @Option(help: "Generic descriptors (generic-probe.csv), or corrections' transfer (transfer-probe.csv).")
    var probe: String?

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func run() throws {
        if let probe {
            let text = try String(contentsOfFile: probe, encoding: .utf8)
            if text.hasPrefix(Evaluation.transferProbeHeader.joined(separator: ",")) {
                return try TransferProbe(text: text, path: probe).run(showAll: verbose)
            }
            return try GenericProbe(path: probe).run(showAll: verbose)
        }
        guard let path = labeled else {
            return try DevSetBenchmark(
                data: URL(fileURLWithPath: data), only: businesses?.split(separator: ",").map(String.init),
                heldOut: heldOut, contextDir: noContext ? nil : URL(fileURLWithPath: contextDir),
                showErrors: showErrors, verbose: verbose, inMemory: inMemory, handleByDate: handleByDate
            ).run()
        }
        let rows = try Evaluation.parseLabeledSet(try String(contentsOfFile: path, encoding: .utf8), file: path)
        let rules = RuleSet(user: [], defaults: DefaultRules.rules)
        let cold = Categorizer(rules: rules, corrections: [], catalog: CategoryCatalog())
        print("labeled set: \(rows.count) transactions, \(Set(rows.map(\.category)).count) categories (\(path))")
        print(
            String(
                format: "cold start (default rules, no corrections): %5.1f %%  (goal >= 80 %%)",
                100 * Evaluation.accuracy(cold, on: rows)))
        if showErrors {
            for row in rows {
                let decision = cold.decide(row.facts)
                if decision.category != row.category {
                    print(
                        "  \(row.category) <- \(decision.category) [\(decision.source)] \(row.facts.account) \(row.facts.amountCents) \(row.facts.description)"
                    )
                }
            }
        }
        if trace { traceRegressions(rows, rules: rules) }
        if speed > 0 { timeDecisions(speed, rules: rules) }
        let checkpoints = [0, 1, 5, 10, 20]
        var sums = [Int: Double](), lows = [Int: Double]()
        for seed in 1...UInt64(max(1, seeds)) {
            for point in Evaluation.learningCurve(rows, rules: rules, checkpoints: checkpoints, seed: seed) {
                sums[point.corrections, default: 0] += point.accuracy
                lows[point.corrections] = min(lows[point.corrections] ?? 1, point.accuracy)
            }
        }
        print(
            "learning curve (accuracy on the transactions not corrected; mean and worst of \(seeds) correction orders):"
        )
        for k in checkpoints {
            let goal = k == 10 ? "  (goal >= 95 %)" : ""
            print(
                String(
                    format: "  K = %2d corrections: %5.1f %%  (worst %5.1f %%)%@", k,
                    100 * (sums[k] ?? 0) / Double(seeds),
                    100 * (lows[k] ?? 0), goal))
        }
    }

    func traceRegressions(_ rows: [LabeledTransaction], rules: RuleSet) {
        for seed in 1...UInt64(max(1, seeds)) {
            var generator = SeededGenerator(state: seed)
            let order = rows.indices.shuffled(using: &generator)
            var examples: [LearnedExample] = []
            var before = Categorizer(rules: rules, corrections: [], catalog: CategoryCatalog())
            for _ in 0..<20 {
                guard
                    let wrong = order.first(where: { index in
                        !examples.contains { $0.id == Int64(rows[index].id) }
                            && before.decide(rows[index].facts).category != rows[index].category
                    })
                else { break }
                examples.append(
                    LearnedExample(id: Int64(rows[wrong].id), facts: rows[wrong].facts, category: rows[wrong].category))
                let after = Categorizer(rules: rules, corrections: examples, catalog: CategoryCatalog())
                for row in rows
                where before.decide(row.facts).category == row.category
                    && after.decide(row.facts).category != row.category
                {
                    let decision = after.decide(row.facts)
                    print(
                        "seed \(seed): correcting '\(rows[wrong].facts.description)' -> \(rows[wrong].category) broke "
                            + "'\(row.facts.description)' (\(row.category) -> \(decision.category): \(decision.explanation))"
                    )
                }
                before = after
            }
        }
    }

    func timeDecisions(_ count: Int, rules: RuleSet) {
        let categorizer = Categorizer(rules: rules, corrections: [], catalog: CategoryCatalog())
        let facts = (0..<count).map { index in
            TransactionFacts(
                description: "SQ *BLUE BOTTLE COFFEE #\(index) OAKLAND CA", amountCents: -Int64(100 + index % 5_000),
                account: "acct:1")
        }
        var start = Date()
        let payees = facts.map { PayeeNormalizer.normalize($0.description) }
        let normalizeSeconds = Date().timeIntervalSince(start)
        start = Date()
        let tokens = facts.map { PayeeNormalizer.categoryTokens($0.description) }
        let tokenSeconds = Date().timeIntervalSince(start)
        print(
            String(
                format: "normalize %.2f µs/row, tokens %.2f µs/row (%d, %d)", 1e6 * normalizeSeconds / Double(count),
                1e6 * tokenSeconds / Double(count), payees.count, tokens.count))
        start = Date()
        let views = facts.map { DescriptorView($0.description) }
        let viewSeconds = Date().timeIntervalSince(start)
        start = Date()
        var decided = 0
        for (item, view) in zip(facts, views) where categorizer.decide(item, view: view).category != "uncategorized" {
            decided += 1
        }
        let decideSeconds = Date().timeIntervalSince(start)
        print(
            String(
                format: "%d rows: descriptor views from scratch %.2f µs/row, decisions %.2f µs/row (%d decided)", count,
                1e6 * viewSeconds / Double(count), 1e6 * decideSeconds / Double(count), decided))
    }
}
