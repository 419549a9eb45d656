import ArgumentParser
import Book
import Foundation
import Logging
import Pipeline
import Reports
import Shifts
import ShoeboxCore
import Storage

/// Five years of daily shifts at three employers (one crossing midnight every night) imported
/// through `run`, then the tips summary and the tips PDF timed.
struct TipsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tips", abstract: "Shift log import, tips summary and tips PDF times (5 years, 3 employers).")

    @Option(help: "Years of daily shifts, ending with 2026.") var years = 5
    @Option(help: "Working directory (default: a new temporary one).") var workdir: String?
    @Flag(help: "Keep the book and PDFs.") var keep = false

    static let header = "date,employer,start,end,break,sales,cash tips,card tips,tip-out,other income,status\n"

    /// One CSV per year: breakfast at one place, lunch deliveries, dinner past midnight at another.
    func logs(in inbox: URL) throws -> Int {
        var random = SeededGenerator(state: 7)
        var count = 0
        for year in (2027 - years)...2026 {
            var text = Self.header
            var day = LocalDate(year: year, month: 1, day: 1)!
            while day.year == year {
                func cents(_ range: ClosedRange<Int64>) -> String {
                    let c = Int64.random(in: range, using: &random)
                    return "\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100)"
                }
                text += "\(day),Sunrise Diner,06:30,11:30,15,\(cents(40_000...90_000)),\(cents(3_000...9_000)),"
                text += "\(cents(5_000...12_000)),,,completed\n"
                text += "\(day),DashRun,12:00,15:00,0,,,\(cents(1_500...5_000)),,\(cents(3_000...8_000)),completed\n"
                text += "\(day),Blue Door Bistro,17:00,00:45,30,\(cents(120_000...320_000)),\(cents(5_000...15_000)),"
                text += "\(cents(15_000...45_000)),,,completed\n"
                count += 3
                day = day.adding(days: 1)
            }
            try text.write(to: inbox.appendingPathComponent("shifts-\(year).csv"), atomically: true, encoding: .utf8)
        }
        try """
        employers:
          - name: Sunrise Diner
            hourly_rate: "7.25"
            tip_out: {rate_bp: 1000, of: tips}
            pay_period: semimonthly
          - name: DashRun
            tips_reporting: self_employed
            pay_period: weekly
          - name: Blue Door Bistro
            hourly_rate: "2.13"
            tip_out: {rate_bp: 300, of: sales}
            week_start: sunday
            pay_period: 4-week
            pay_period_start: 2022-01-02
        """.write(to: inbox.appendingPathComponent("employers.yaml"), atomically: true, encoding: .utf8)
        return count
    }

    func run() throws {
        let dir = URL(fileURLWithPath: workdir ?? NSTemporaryDirectory()).appendingPathComponent(
            "shoebox-tips-bench-\(getpid())")
        let inbox = dir.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let book = Book(root: dir.appendingPathComponent("book"))
        try book.prepare()
        defer { if !keep { try? FileManager.default.removeItem(at: dir) } else { print("book kept at \(dir.path)") } }
        try "time_zone: America/New_York\ntargets:\n  tip_pct: 18\n  sales_per_week: 12000\n  hours_per_week: 60\n"
            .write(to: book.root.appendingPathComponent("settings.yaml"), atomically: true, encoding: .utf8)
        let shifts = try logs(in: inbox)
        let ledger = try Ledger(path: book.databasePath)
        var logger = Logger(label: "bench")
        logger.logLevel = .error
        var started = Date()
        let report = try BatchRunner(
            book: book, ledger: ledger, options: BatchRunner.Options(today: LocalDate(year: 2026, month: 12, day: 31)!),
            logger: logger
        ).run(paths: [inbox.path])
        let seconds = Date().timeIntervalSince(started)
        let kept = try ledger.shiftRows(from: nil, to: nil).count
        print(
            String(
                format: "import through run: %d shifts in %d logs (%d kept, %d files) in %.2f s", shifts, years, kept,
                report.summary.filesNew, seconds))
        let shiftBook = ShiftBook(book: book, ledger: ledger)
        let today = LocalDate(year: 2026, month: 12, day: 31)!
        print("summary      period                    shifts   wall s")
        for text in ["2026-W19", "2026-05", "2026", "\(2027 - years)-01-01..2026-12-31"] {
            started = Date()
            let s = try shiftBook.summary(period: ShiftPeriod(text)!, employer: nil, today: today)
            _ = TipsText.text(s)
            print(
                "summary      " + text.padding(toLength: 24, withPad: " ", startingAt: 0)
                    + String(format: " %7d %8.3f", s.summary.total.shifts, Date().timeIntervalSince(started)))
        }
        var generator = ReportGenerator(book: book, ledger: ledger)
        generator.today = today
        print("pdf          period                    wall s      size")
        for text in ["2026-05", "2026", "\(2027 - years)-01-01..2026-12-31"] {
            started = Date()
            let url = try generator.generateTips(period: ShiftPeriod(text)!)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            print(
                "pdf          " + text.padding(toLength: 24, withPad: " ", startingAt: 0)
                    + String(format: " %7.2f %8.1f KB", Date().timeIntervalSince(started), Double(size) / 1024))
        }
        started = Date()
        _ = try generator.generate(kinds: [.tax], period: .quarter(2026, 2))
        print(String(format: "tax estimate 2026-Q2 with tips: %.2f s", Date().timeIntervalSince(started)))
    }
}
