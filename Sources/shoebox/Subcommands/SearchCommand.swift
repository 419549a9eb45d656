import ArgumentParser
import Foundation
import Pipeline

/// `shoebox search TEXT`: full-text search over the OCR text of stored receipts.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find receipts whose OCR text or merchant contains the given words.")

    @OptionGroup var bookOptions: BookOptions
    @Option(help: "At most this many results.") var limit: Int = 50
    @Argument(help: "Words to look for (all must occur; prefixes match).") var text: [String]

    func validate() throws {
        if text.isEmpty { throw ValidationError("give at least one word") }
    }

    func run() throws {
        let hits = try bookOptions.open().ledger.searchReceipts(text.joined(separator: " "), limit: limit)
        for hit in hits { print(hit.line) }
        if hits.isEmpty { FileHandle.standardError.write(Data("no receipt matches\n".utf8)) }
    }
}
