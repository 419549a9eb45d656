import ArgumentParser
import Foundation
import Pipeline
import Reports
import Shifts
import ShoeboxCore

/// `shoebox report`: write Schedule C, P&L, estimated tax, budget or receipts PDFs for a period.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write report PDFs (Schedule C, profit and loss, estimated tax, budget, receipts) for a period.",
        discussion: CommandHelp.report)

    @OptionGroup var bookOptions: BookOptions
    @Option(help: "schedule-c, pnl, tax, budget, receipts, tips, rent-roll, property, schedule-e or all.")
    var kind: String
    @Option(
        help: "A year (2025), quarter (2025-Q2) or month (2025-03); for tips also 2025-W19 or 2025-05-04..2025-05-31.")
    var period: String
    @Option(help: "Output file (one kind) or directory (several).") var out: String?
    @Option(help: "Language of the PDFs: en, es, fr, de, zh-Hans or zh-Hant (default: the book's `language:`).")
    var language: String?

    func validate() throws {
        if let language, Language(code: language) == nil {
            throw ValidationError("--language \(Language.unsupportedMessage(language))")
        }
        guard ReportKind.parse(kind) != nil else {
            throw ValidationError(
                "--kind \(kind) is not one of \((ReportKind.allCases.map(\.rawValue) + ["all"]).joined(separator: ", "))"
            )
        }
        if kind == ReportKind.tips.rawValue, ShiftPeriod(period) != nil { return }
        guard ReportPeriod(period) != nil else {
            throw ValidationError("--period \(period) is not a year (2025), quarter (2025-Q2) or month (2025-03)")
        }
    }

    func run() throws {
        let session = try bookOptions.open()
        var generator = ReportGenerator(
            book: session.book, ledger: session.ledger, language: language.flatMap(Language.init(code:))
        ) { FileHandle.standardError.write(Data("shoebox: warning: \($0)\n".utf8)) }
        generator.today = Today.local()
        for url in try generator.generate(kind: kind, period: period, out: out) { print(url.path) }
    }
}
