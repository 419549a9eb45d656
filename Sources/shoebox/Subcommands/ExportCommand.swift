import ArgumentParser
import Book
import CSV
import Foundation
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
            if let value, LocalDate(iso: value) == nil { throw ValidationError("\(flag) \(value) is not a YYYY-MM-DD date") }
        }
    }

    func run() throws {
        let book = Book.resolve(flag: bookOptions.book)
        guard FileManager.default.fileExists(atPath: book.databasePath) else {
            throw ValidationError("no book at \(book.root.path); run `shoebox run` first or pass --book")
        }
        let rows = try Ledger(path: book.databasePath).exportRows(from: from.flatMap { LocalDate(iso: $0) },
                                                                  to: to.flatMap { LocalDate(iso: $0) })
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(rows))
            FileHandle.standardOutput.write(Data("\n".utf8))
        case .csv:
            let stream = OutputStream(toMemory: ())
            let writer = try CSVWriter(stream: stream)
            try writer.write(row: ExportRow.csvColumns)
            for row in rows { try writer.write(row: row.csvFields.map(CSVCell.neutralized)) }  // safe to open in a spreadsheet
            writer.stream.close()
            if let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data {
                FileHandle.standardOutput.write(data)
                FileHandle.standardOutput.write(Data("\n".utf8))
            }
        }
    }
}
