import ArgumentParser
import Book
import Categorize
import Foundation
import Pipeline
import Storage

/// `shoebox rules test|list`: see which rule or learned evidence decides, and why.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Test and list categorization rules (default rules and <book>/rules.yaml).",
        subcommands: [RulesTestCommand.self, RulesListCommand.self])
}

struct RulesTestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Show which rule or learned evidence decides a description, and why.")

    @OptionGroup var bookOptions: BookOptions
    @Option(parsing: .unconditional, help: "Signed amount (money out negative), e.g. -42.50.") var amount: String =
        "-1.00"
    @Option(help: "Account key or name, as in `shoebox status`.") var account: String = ""
    @Option(help: "bank, receipt or invoice.") var kind: String = "bank"
    @Argument(help: "The description as the bank writes it.") var description: String

    func run() throws {
        guard let cents = DecimalCents.parse(amount) else {
            throw ValidationError("--amount \(amount) is not an amount like -42.50")
        }
        let categorizer = try CategorizationService.categorizer(for: Book.resolve(flag: bookOptions.book))
        let facts = TransactionFacts(
            description: description, amountCents: cents, account: account, kind: kind, accountName: account)
        print(RulesText.explain(facts, with: categorizer, taxYear: Calendar.current.component(.year, from: Date())))
    }
}

struct RulesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the rules in the order they are tried.")

    @OptionGroup var bookOptions: BookOptions

    func run() throws {
        let book = Book.resolve(flag: bookOptions.book)
        let categorizer = try CategorizationService.categorizer(for: book)
        print(RulesText.list(categorizer))
    }
}
