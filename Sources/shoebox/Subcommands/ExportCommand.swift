import ArgumentParser
import Foundation
import Pipeline
import ShoeboxCore

/// `shoebox export`: every transaction to standard output, as CSV or JSON.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write all transactions to standard output.",
        discussion: CommandHelp.export)

    enum Format: String, ExpressibleByArgument { case csv, json }
    enum Kind: String, ExpressibleByArgument { case transactions, shifts }

    @OptionGroup var bookOptions: BookOptions
    @Option(help: "transactions, or shifts (the shift logs, CSV; see `shoebox tips`).") var kind: Kind = .transactions
    @Option(help: "csv or json.") var format: Format = .csv
    @Option(help: "First date (YYYY-MM-DD), inclusive.") var from: String?
    @Option(help: "Last date (YYYY-MM-DD), inclusive.") var to: String?

    func validate() throws {
        if kind == .shifts, format == .json { throw ValidationError("--kind shifts is written as CSV only") }
        for (flag, value) in [("--from", from), ("--to", to)] {
            if let value, LocalDate(iso: value) == nil {
                throw ValidationError("\(flag) \(value) is not a YYYY-MM-DD date")
            }
        }
    }

    func run() throws {
        let session = try bookOptions.open()
        let (from, to) = (from.flatMap { LocalDate(iso: $0) }, to.flatMap { LocalDate(iso: $0) })
        if kind == .shifts {
            FileHandle.standardOutput.write(
                try ShiftBook(book: session.book, ledger: session.ledger).shiftsCSV(from: from, to: to))
            return
        }
        let rows = try session.ledger.exportRows(from: from, to: to)
        FileHandle.standardOutput.write(try format == .json ? ExportText.json(rows) : ExportText.csv(rows))
    }
}
