import ArgumentParser
import Book
import Foundation
import Pipeline
import Rendering
import Reports
import ShoeboxCore
import Storage

/// Builds a book of categorized transactions over three years (2024–2026), mileage trips and
/// 200 receipts with images, then times each report and prints its size.
struct ReportsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reports", abstract: "Report generation time and file sizes.")

    @Option(help: "Transactions in the book.") var transactions = 100_000
    @Option(help: "Receipts (with images) in 2026.") var receipts = 200
    @Option(help: "Working directory (default: a new temporary one).") var workdir: String?
    @Flag(help: "Keep the book and PDFs.") var keep = false
    @Option(help: "Language of the reports: en, es, fr, de, zh-Hans or zh-Hant.") var language = "en"

    func validate() throws {
        guard Language(code: language) != nil else {
            throw ValidationError("--language \(Language.unsupportedMessage(language))")
        }
    }

    var pdfLanguage: PDFLanguage { PDFLanguage(Language(code: language) ?? .english) }

    /// CPU time of this process (the machine is shared: wall time is noisy).
    static func cpuSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Where Schedule C time goes: the export query, the computation, the drawing.
    func phases(_ generator: ReportGenerator) throws {
        let period = ReportPeriod.year(2025)
        var mark = Self.cpuSeconds()
        func lap() -> Double { let now = Self.cpuSeconds(); defer { mark = now }; return now - mark }
        let entries = try generator.entries(from: period.start, to: period.end, receipts: true)
        let trips = try generator.trips(period.start, period.end)
        let query = lap()
        let table = try TaxTableStore.standard(overrideDirectory: nil).table(for: 2025)
        let summary = ScheduleCCalculator.compute(
            period: period, entries: entries, trips: trips, table: table,
            settings: try ReportSettings.load(generator.settingsURL))
        let compute = lap()
        let data = ScheduleCPDF.render(summary, table: table, language: pdfLanguage)
        let render = lap()
        print(
            String(
                format: "schedule-c 2025 phases (cpu s): query %.2f, compute %.2f, render %.2f (%d KB)",
                query, compute, render, data.count / 1024))
    }

    func run() throws {
        let dir = URL(fileURLWithPath: workdir ?? NSTemporaryDirectory()).appendingPathComponent(
            "shoebox-reports-bench-\(getpid())")
        let book = Book(root: dir)
        try book.prepare()
        defer { if !keep { try? FileManager.default.removeItem(at: dir) } else { print("book kept at \(dir.path)") } }
        var started = Date()
        let ledger = try Ledger(path: book.databasePath)
        var builder = BenchBookBuilder(book: book, seed: 42)
        try builder.fill(transactions: transactions, receipts: receipts)
        print(
            String(
                format: "built book: %d transactions, %d receipts in %.1f s", transactions, receipts,
                Date().timeIntervalSince(started)))
        try """
        filing_status: single
        prior_year_tax: "21000"
        home_office_sq_ft: 180
        budget:
          office: "900"
          meals: "400"
          travel: "1200"
        """.write(to: book.root.appendingPathComponent("settings.yaml"), atomically: true, encoding: .utf8)
        let generator = ReportGenerator(book: book, ledger: ledger, language: pdfLanguage.language)
        started = Date()
        let rows = try ledger.exportRows(
            from: ReportPeriod.year(2025).start, to: ReportPeriod.year(2025).end, canonicalOnly: true
        ).count
        print(
            String(
                format: "export query, one year (%d canonical rows): %.3f s", rows, Date().timeIntervalSince(started)))
        try phases(generator)
        let runs: [(ReportKind, String)] = [
            (.scheduleC, "2025"), (.pnl, "2025-06"), (.pnl, "2025"), (.tax, "2025-Q2"),
            (.budget, "2025"), (.receipts, "2026"),
        ]
        print("report       period      wall s   cpu s   pages       size")
        for (kind, periodText) in runs {
            let period = ReportPeriod(periodText)!
            started = Date()
            let cpu = Self.cpuSeconds()
            let url = try generator.generate(kinds: [kind], period: period)[0]
            let seconds = Date().timeIntervalSince(started), cpuUsed = Self.cpuSeconds() - cpu
            let data = try Data(contentsOf: url)
            let pages =
                String(decoding: data, as: UTF8.self).components(separatedBy: "/Type /Page").count
                - String(decoding: data, as: UTF8.self).components(separatedBy: "/Type /Pages").count
            let name = kind.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            let periodColumn = periodText.padding(toLength: 9, withPad: " ", startingAt: 0)
            print(
                name + " " + periodColumn
                    + String(format: " %7.2f %7.2f %7d %8.1f KB", seconds, cpuUsed, pages, Double(data.count) / 1024))
        }
    }
}
