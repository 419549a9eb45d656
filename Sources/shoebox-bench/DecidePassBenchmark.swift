import ArgumentParser
import Categorize
import Foundation
import ShoeboxCore

/// Re-decides every row of a kept book (`shoebox-bench import --keep`) and prints the pass's figures: the
/// categorizer's decide phase alone, without generating or importing a file. With `--rows`, the categorizer
/// alone in memory on the import bench's rows (no storage): descriptor views, then decisions, CPU seconds each.
struct DecidePassBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decide-pass", abstract: "Time the categorizing pass over every row of a kept book.")

    @Option(help: "The book folder (e.g. book-large inside `import --keep`'s working directory).") var book: String?
    @Option(help: "How many passes.") var passes = 1
    @Option(help: "Instead of a book: this many of the import bench's rows, decided in memory.") var rows = 0

    func run() throws {
        if rows > 0 { return inMemory() }
        guard let book else { throw ValidationError("give --book or --rows") }
        let root = URL(fileURLWithPath: book)
        for _ in 0..<passes {
            let (seconds, rows) = try ImportBenchmark.timeFullPass(root)
            let pass = try ImportBenchmark.lastCategorizePass(root) ?? ""
            print(ImportBenchmark.describePass(pass, of: seconds) + String(format: " [%d rows, %.2f s]", rows, seconds))
        }
    }

    /// The import bench's descriptions and amounts (same generator and seed as its large file), one account.
    func inMemory() {
        var generator = SeededGenerator(state: 2)
        var facts: [TransactionFacts] = []
        facts.reserveCapacity(rows)
        for _ in 0..<rows {
            let (description, amount) = BankCSVGenerator.nextRow(&generator)
            facts.append(
                TransactionFacts(
                    description: description, amountCents: amount, account: "acct:large",
                    accountName: "large"))
        }
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())
        for _ in 0..<passes {
            var start = CPUClock.threadSeconds()
            var views: [String: DescriptorView] = [:]
            for item in facts where views[item.description] == nil {
                views[item.description] = DescriptorView(
                    item.description, payee: PayeeNormalizer.normalize(item.description))
            }
            let viewSeconds = CPUClock.threadSeconds() - start
            start = CPUClock.threadSeconds()
            var sources: [String: Int] = [:]
            for item in facts {
                let decision = categorizer.decide(item, view: views[item.description]!)
                sources[decision.source, default: 0] += 1
            }
            let decideSeconds = CPUClock.threadSeconds() - start
            print(
                String(
                    format:
                        "%d rows, %d descriptions: views %.3f s CPU, decide %.3f s CPU (%.2f us per row); %d sources",
                    facts.count, views.count, viewSeconds, decideSeconds, decideSeconds * 1e6 / Double(facts.count),
                    sources.count))
        }
    }
}
