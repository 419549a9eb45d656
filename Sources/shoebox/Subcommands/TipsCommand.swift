import ArgumentParser
import Foundation
import Pipeline
import Shifts

/// `shoebox tips`: what a tipped worker's shift logs add up to.
struct TipsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tips",
        abstract: "Tipped workers: totals of the shift logs per employer, with targets.",
        subcommands: [TipsSummaryCommand.self])
}

/// `shoebox tips summary --period 2026|2026-05|2026-W19|2026-05-04..2026-05-31 [--employer NAME] [--format text|json]`.
struct TipsSummaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Hours, shifts, sales, wages, tips, tip-out, net, tip % and net per hour, per employer and total.",
        discussion: CommandHelp.tipsSummary)

    enum Format: String, ExpressibleByArgument { case text, json }

    @OptionGroup var bookOptions: BookOptions
    @Option(
        help:
            "A year (2026), quarter (2026-Q2), month (2026-05), ISO week (2026-W19) or range (2026-05-04..2026-05-31).")
    var period: String
    @Option(help: "Only this employer.") var employer: String?
    @Option(help: "text or json.") var format: Format = .text

    func validate() throws {
        guard ShiftPeriod(period) != nil else {
            throw ValidationError(
                "--period \(period) is not a year (2026), quarter (2026-Q2), month (2026-05), week (2026-W19) or "
                    + "range (2026-05-04..2026-05-31)")
        }
    }

    func run() throws {
        let session = try bookOptions.open()
        let report = try ShiftBook(book: session.book, ledger: session.ledger).summary(
            period: ShiftPeriod(period)!, employer: employer, today: Today.local())
        if format == .json {
            FileHandle.standardOutput.write(try TipsText.json(report))
        } else {
            print(TipsText.text(report), terminator: "")
        }
    }
}
