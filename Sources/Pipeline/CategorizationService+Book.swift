import Book
import Categorize
import Foundation
import Storage

extension CategorizationService {
    /// The categorizer a book decides with: its rules and learned corrections, or only the rules
    /// file (and the defaults) when the book has no database yet.
    /// - Throws: `RulesFileError` for an invalid `rules.yaml`.
    public static func categorizer(for book: Book) throws -> Categorizer {
        if FileManager.default.fileExists(atPath: book.databasePath) {
            return try CategorizationService(book: book, ledger: try Ledger(path: book.databasePath)).categorizer()
        }
        let rulesURL = book.root.appendingPathComponent("rules.yaml")
        let user =
            try FileManager.default.contents(atPath: rulesURL.path).map {
                try RulesFile.parse(String(decoding: $0, as: UTF8.self), file: rulesURL.path)
            } ?? RulesFile()
        return Categorizer(
            rules: RuleSet(user: user.rules, defaults: DefaultRules.rules), corrections: [],
            catalog: CategoryCatalog(custom: user.categories))
    }
}
