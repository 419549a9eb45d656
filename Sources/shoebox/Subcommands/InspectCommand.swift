import ArgumentParser
import Book
import Foundation
import Pipeline
import ShoeboxCore

/// `shoebox inspect FILE`: how a bank or card export would be read, without storing anything:
/// format, encoding, separator, header row, column roles, date order, sign, reconciliation,
/// and the evidence for each decision; or, for a file that would be quarantined, the reason.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show how a bank or card export would be read (nothing is stored).")

    @OptionGroup var bookOptions: BookOptions
    @Option(help: "Currency when the file names none (ISO 4217).") var currency = "USD"
    @Option(help: "How many rows to show.") var rows = 5
    @Argument(help: "The export to inspect (CSV/TSV, OFX/QFX, CAMT.05x XML, MT940, QIF).") var file: String

    func validate() throws {
        guard CurrencyCode(currency) != nil else { throw ValidationError("`\(currency)` is not an ISO 4217 code") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ValidationError("cannot read \(file)")
        }
        let (text, quarantined) = try InspectReport.inspect(
            data, url: url, book: Book.resolve(flag: bookOptions.book), fallback: CurrencyCode(currency)!, rows: rows)
        print(text)
        let status = ExitStatus.ofInspection(wouldQuarantine: quarantined)
        if status != .ok { throw ExitCode(status.rawValue) }
    }
}
