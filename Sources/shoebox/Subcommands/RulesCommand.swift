import ArgumentParser
import Book
import Categorize
import Foundation
import Pipeline

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

    func validate() throws {
        if DecimalCents.parse(amount) == nil {
            throw ValidationError("--amount \(amount) is not an amount like -42.50")
        }
    }

    func run() throws {
        print(
            try RulesText.test(
                description: description, amountCents: DecimalCents.parse(amount)!, account: account, kind: kind,
                book: Book.resolve(flag: bookOptions.book)))
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
