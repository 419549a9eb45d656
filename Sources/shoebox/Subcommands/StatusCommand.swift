import ArgumentParser
import Foundation
import Pipeline

/// `shoebox status`: counts, recent runs, and what is in quarantine and why.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Show what the book holds.")

    @OptionGroup var bookOptions: BookOptions

    func run() throws {
        let session = try bookOptions.open()
        print(
            StatusText.text(
                try session.ledger.status(), readings: try session.ledger.statementReadings(limit: 10),
                book: session.book))
    }
}
