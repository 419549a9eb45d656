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
    @Option(parsing: .unconditional, help: "Signed amount (money out negative), e.g. -42.50.") var amount: String = "-1.00"
    @Option(help: "Account key or name, as in `shoebox status`.") var account: String = ""
    @Option(help: "bank, receipt or invoice.") var kind: String = "bank"
    @Argument(help: "The description as the bank writes it.") var description: String

    func run() throws {
        guard let cents = DecimalCents.parse(amount) else { throw ValidationError("--amount \(amount) is not an amount like -42.50") }
        let book = Book.resolve(flag: bookOptions.book)
        let categorizer: Categorizer
        categorizer = try RulesCommand.categorizer(book)
        let facts = TransactionFacts(description: description, amountCents: cents, account: account, kind: kind, accountName: account)
        let view = DescriptorView(description)
        let decision = categorizer.decide(facts, view: view)
        print("description: \(description)")
        print("payee:       \(view.payee)   (key: \(view.payeeKey.joined(separator: " ")))")
        print("words:       \(view.tokens.joined(separator: " "))")
        let line = categorizer.catalog.scheduleCLine(for: decision.category, taxYear: Calendar.current.component(.year, from: Date()))
        print("category:    \(decision.category)\(line.map { "  (Schedule C line \($0))" } ?? "")")
        print("source:      \(decision.source)   confidence \(String(format: "%.2f", decision.confidence))"
              + (decision.needsReview ? "   -> review.csv" : ""))
        print("why:         \(decision.explanation)")
        let others = categorizer.rules.allMatches(facts, view).dropFirst(decision.source.hasPrefix("rule:") ? 1 : 0)
        for entry in others.prefix(5) {
            print("also matches: \(entry.origin.rawValue) rule '\(entry.rule.name)' -> \(entry.rule.category) (\(entry.rule.origin))")
        }
    }
}

struct RulesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the rules in the order they are tried.")

    @OptionGroup var bookOptions: BookOptions

    func run() throws {
        let book = Book.resolve(flag: bookOptions.book)
        let categorizer: Categorizer
        categorizer = try RulesCommand.categorizer(book)
        for (key, target) in categorizer.catalog.custom.sorted(by: { $0.key < $1.key }) {
            print("category \(key) -> \(target)")
        }
        for entry in categorizer.rules.entries {
            print("\(entry.origin.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(entry.rule.name) -> "
                  + "\(entry.rule.category) [\(String(format: "%.2f", entry.rule.confidence))]: \(entry.rule.conditionSummary)")
        }
        print("learned from \(categorizer.model.exampleCount) correction(s)")
    }
}

extension RulesCommand {
    /// The book's categorizer, or the defaults alone when there is no book yet.
    static func categorizer(_ book: Book) throws -> Categorizer { try CategorizationService.categorizer(for: book) }
}
