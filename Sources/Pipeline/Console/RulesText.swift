import Book
import Categorize
import Foundation

/// What `shoebox rules` prints: how the book's categorizer decides one transaction, and its rules.
public enum RulesText {
    /// The decision for one described transaction, the evidence behind it and other matching rules.
    public static func explain(_ facts: TransactionFacts, with categorizer: Categorizer, taxYear: Int) -> String {
        let view = DescriptorView(facts.description)
        let decision = categorizer.decide(facts, view: view)
        let line = categorizer.catalog.scheduleCLine(for: decision.category, taxYear: taxYear)
        var lines = [
            "description: \(facts.description)",
            "payee:       \(view.payee)   (key: \(view.payeeKey.joined(separator: " ")))",
            "words:       \(view.tokens.joined(separator: " "))",
            "category:    \(decision.category)\(line.map { "  (Schedule C line \($0))" } ?? "")",
            "source:      \(decision.source)   confidence \(String(format: "%.2f", decision.confidence))"
                + (decision.needsReview ? "   -> review.csv" : ""),
            "why:         \(decision.explanation)",
        ]
        let others = categorizer.rules.allMatches(facts, view).dropFirst(decision.source.hasPrefix("rule:") ? 1 : 0)
        for entry in others.prefix(5) {
            lines.append(
                "also matches: \(entry.origin.rawValue) rule '\(entry.rule.name)' -> \(entry.rule.category) "
                    + "(\(entry.rule.origin))")
        }
        return lines.joined(separator: "\n")
    }

    /// Custom categories, then every rule in the order it is tried, then what was learned.
    public static func list(_ categorizer: Categorizer) -> String {
        var lines = categorizer.catalog.custom.sorted(by: { $0.key < $1.key }).map {
            "category \($0.key) -> \($0.value)"
        }
        for entry in categorizer.rules.entries {
            lines.append(
                "\(entry.origin.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(entry.rule.name) -> "
                    + "\(entry.rule.category) [\(String(format: "%.2f", entry.rule.confidence))]: \(entry.rule.conditionSummary)"
            )
        }
        lines.append("learned from \(categorizer.model.exampleCount) correction(s)")
        return lines.joined(separator: "\n")
    }
}

/// What `shoebox correct` prints: each row set, then what the book re-decided.
public enum CorrectionText {
    public static func text(_ result: CategorizationService.CorrectionResult) -> String {
        var lines = result.applied.map { change in
            let before = change.previousCategory.map { "\($0) (\(change.previousSource ?? "?"))" } ?? "undecided"
            return "transaction \(change.transactionID): \(before) -> \(change.category) (user)"
        }
        lines.append("re-categorized: \(result.othersChanged) other transaction(s) changed")
        lines += result.changes.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}

extension RulesText {
    /// `shoebox rules test`: how the categorizer of `book` decides one described transaction
    /// (`amountCents` signed, money out negative), with this year's Schedule C lines.
    public static func test(description: String, amountCents: Int64, account: String, kind: String, book: Book) throws
        -> String
    {
        let facts = TransactionFacts(
            description: description, amountCents: amountCents, account: account, kind: kind, accountName: account)
        let year = Calendar.current.component(.year, from: Date())
        return explain(facts, with: try CategorizationService.categorizer(for: book), taxYear: year)
    }
}
