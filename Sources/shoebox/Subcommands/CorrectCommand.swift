import ArgumentParser
import Foundation
import Pipeline

/// `shoebox correct TXN_ID CATEGORY`: set a transaction's category and learn from it.
struct CorrectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "correct",
        abstract: "Set a transaction's category; the book learns from it and re-decides similar transactions.",
        discussion: CommandHelp.correct)

    @OptionGroup var bookOptions: BookOptions
    @Option(help: "For a new custom category: the built-in category it rolls up to (e.g. office).") var rollsUpTo:
        String?
    @Option(help: "Seconds to wait for a run holding the book lock.") var wait: Double = 0
    @Argument(help: "The transaction id.") var transactionID: Int64
    @Argument(help: "The category key, e.g. meals, supplies, personal.") var category: String

    func run() throws {
        let session = try bookOptions.open(lock: .wait(seconds: wait))
        let service = CategorizationService(book: session.book, ledger: session.ledger)
        let result = try service.correct(transactionID: transactionID, category: category, rollsUpTo: rollsUpTo)
        print(CorrectionText.text(result))
    }
}
