import ArgumentParser
import Foundation

/// Re-decides every row of a kept book (`shoebox-bench import --keep`) and prints the pass's figures: the
/// categorizer's decide phase alone, without generating or importing a file.
struct DecidePassBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decide-pass", abstract: "Time the categorizing pass over every row of a kept book.")

    @Option(help: "The book folder (e.g. book-large inside `import --keep`'s working directory).") var book: String
    @Option(help: "How many passes.") var passes = 1

    func run() throws {
        let root = URL(fileURLWithPath: book)
        for _ in 0..<passes {
            let (seconds, rows) = try ImportBenchmark.timeFullPass(root)
            let pass = try ImportBenchmark.lastCategorizePass(root) ?? ""
            print(ImportBenchmark.describePass(pass, of: seconds) + String(format: " [%d rows, %.2f s]", rows, seconds))
        }
    }
}
