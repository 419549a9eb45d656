import ArgumentParser
import Book
import Foundation
import Storage

/// `shoebox status`: counts, recent runs, and what is in quarantine and why.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Show what the book holds.")

    @OptionGroup var bookOptions: BookOptions

    func run() throws {
        let book = Book.resolve(flag: bookOptions.book)
        guard FileManager.default.fileExists(atPath: book.databasePath) else {
            throw ValidationError("no book at \(book.root.path); run `shoebox run` first or pass --book")
        }
        let status = try Ledger(path: book.databasePath).status()
        print("Book \(book.root.path)")
        print("  \(status.documents) documents, \(status.accounts) accounts, \(status.transactions) transactions "
              + "(\(status.pending) pending), \(status.duplicates) merged duplicates")
        print("Recent runs:")
        for run in status.recentRuns {
            print("  #\(run.id) \(run.startedAt) \(run.status): files \(run.filesNew) new / \(run.filesSkipped) skipped / "
                  + "\(run.filesQuarantined) quarantined; transactions \(run.added) added / \(run.merged) merged / \(run.updated) updated")
        }
        let readings = try Ledger(path: book.databasePath).statementReadings(limit: 10)
        if !readings.isEmpty { print("Statements read (newest first; `shoebox inspect FILE` shows the evidence):") }
        for reading in readings {
            print("  \(reading.name): \(reading.transactions) rows; \(reading.dialect)")
        }
        print(status.quarantined.isEmpty ? "Quarantine: empty" : "Quarantine (\(status.quarantined.count)):")
        for item in status.quarantined {
            print("  \(item.originalName) [\(item.code)]\(item.line.map { " line \($0)" } ?? ""): \(item.message)")
            if let path = item.quarantinePath { print("    copy: \(book.root.appendingPathComponent(path).path)") }
        }
    }
}
