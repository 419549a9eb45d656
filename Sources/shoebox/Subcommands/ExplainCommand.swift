import ArgumentParser
import Foundation
import Pipeline

/// `shoebox explain TXN`: why a row is one with another (merge reason and evidence), what was
/// merged into it, its transfer partner, whether it expired or awaits a duplicate answer.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Show why a transaction was merged, linked or expired, with the evidence.")

    @OptionGroup var bookOptions: BookOptions
    @Argument(help: "The transaction id (as in `shoebox export`).") var transactionID: Int64

    func run() throws { print(try bookOptions.open().ledger.explainText(transactionID)) }
}
