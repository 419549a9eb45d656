import ArgumentParser
import Book
import Foundation
import Pipeline
import ShoeboxCore
import Storage

/// `shoebox export`: every transaction to standard output, as CSV or JSON.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write all transactions to standard output.",
        discussion: """
            Columns: \(ExportRow.csvColumns.joined(separator: ",")). `amount` is signed from the account holder's \
            view (money out and card charges negative). Rows with `duplicate_of` set are merged duplicates kept for \
            provenance: do not add them up.
            """)

    enum Format: String, ExpressibleByArgument { case csv, json }

    @OptionGroup var bookOptions: BookOptions
    @Option(help: "csv or json.") var format: Format = .csv
    @Option(help: "First date (YYYY-MM-DD), inclusive.") var from: String?
    @Option(help: "Last date (YYYY-MM-DD), inclusive.") var to: String?

    func validate() throws {
        for (flag, value) in [("--from", from), ("--to", to)] {
            if let value, LocalDate(iso: value) == nil {
                throw ValidationError("\(flag) \(value) is not a YYYY-MM-DD date")
            }
        }
    }

    func run() throws {
        let rows = try bookOptions.open().ledger.exportRows(
            from: from.flatMap { LocalDate(iso: $0) },
            to: to.flatMap { LocalDate(iso: $0) })
        FileHandle.standardOutput.write(try format == .json ? ExportText.json(rows) : ExportText.csv(rows))
    }
}
