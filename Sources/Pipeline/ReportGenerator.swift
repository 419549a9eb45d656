import Book
import Foundation
import Imaging
import Rendering
import Reports
import Shifts
import ShoeboxCore
import Storage

/// Writes report PDFs for a book: loads settings and tax tables, reads the canonical rows
/// through the export query, computes with `Reports`, renders with `Rendering`.
///
/// The end of a run calls `generate(kinds:period:)` for the reports its pipeline lists
/// (`PipelineReports`); `shoebox report` calls it for any kind and period.
public struct ReportGenerator {
    public let book: Book
    public let ledger: Ledger
    /// Told about rows left out of a report (implausible amounts) and reports that could not be
    /// computed (`ArithmeticOverflow`): warnings, never a crash.
    public var onWarning: @Sendable (String) -> Void
    /// The language of the PDFs when set (`shoebox report --language`); nil: the book's
    /// `language:` in settings.yaml, else English.
    public var language: Language?
    /// The last day per-week and per-month targets of the tips report count, and the day the rental
    /// reports judge balances and overdue days on when it comes before the period's end (nil: the
    /// period's end).
    public var today: LocalDate?

    public init(
        book: Book, ledger: Ledger, language: Language? = nil,
        onWarning: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.book = book
        self.ledger = ledger
        self.language = language
        self.onWarning = onWarning
    }

    /// The kinds `--kind` names: `all` is the business reports, plus the rental reports when the
    /// book has properties.
    public func kinds(_ text: String) throws -> [ReportKind]? {
        guard var kinds = ReportKind.parse(text) else { return nil }
        if text == "all", try !ledger.properties().isEmpty { kinds += ReportKind.rentalKinds }
        return kinds
    }

    /// The language the reports of a book with `settings` are written in.
    public func pdfLanguage(_ settings: ReportSettings) -> PDFLanguage {
        PDFLanguage(language ?? settings.language, myriadGrouping: settings.myriadGrouping)
    }

    /// `<book>/settings.yaml`.
    public var settingsURL: URL { book.root.appendingPathComponent("settings.yaml") }
    /// `<book>/tax-tables/`, searched before the tables shipped with Shoebox.
    public var taxTablesDirectory: URL { book.root.appendingPathComponent("tax-tables") }

    /// Renders each kind for `period` and writes it to `out` (a file for one kind, a directory for
    /// several) or to the book's `output/` as `<kind>-<period>.pdf`. Returns the paths written.
    ///
    /// - Throws: `TaxTableError` (naming the missing `<year>.yaml`) for Schedule C and tax reports of
    ///   a year without a table, `SettingsError` for an invalid settings.yaml.
    @discardableResult
    public func generate(kinds: [ReportKind], period: ReportPeriod, out: URL? = nil) throws -> [URL] {
        let settings = try ReportSettings.load(settingsURL)
        var written: [URL] = []
        let skipTips = kinds.count > 1 ? try !ledger.hasShifts() : false
        for kind in kinds where !(kind == .tips && skipTips) {
            let data: Data
            do {
                data = try render(kind, period: period, settings: settings)
            } catch let overflow as ArithmeticOverflow {
                onWarning("the \(kind.rawValue) report for \(period) was not written: \(overflow)")
                continue
            }
            let url: URL
            if let out, kinds.count == 1, !out.hasDirectoryPath {
                url = out
            } else {
                let directory = out ?? book.outputDirectory
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                url = directory.appendingPathComponent(kind.fileName(for: period))
            }
            try PrivateFile.write(data, to: url)
            written.append(url)
        }
        return written
    }

    /// The PDF bytes of one report.
    public func render(_ kind: ReportKind, period: ReportPeriod, settings: ReportSettings) throws -> Data {
        let tables = TaxTableStore.standard(overrideDirectory: taxTablesDirectory)
        let lang = pdfLanguage(settings)
        switch kind {
        case .scheduleC:
            let table = try tables.table(for: period.taxYear)
            let rows = try entries(from: period.start, to: period.end, receipts: true)
            let trips = try trips(period.start, period.end)
            try ReportInputGuard.check(entries: rows, trips: trips, settings: settings, table: table)
            let summary = ScheduleCCalculator.compute(
                period: period, entries: rows, trips: trips, table: table, settings: settings)
            return ScheduleCPDF.render(summary, table: table, language: lang)
        case .pnl:
            let first = min(
                period.previous.start, YearMonth(year: period.year, month: period.lastMonth).adding(months: -5).firstDay
            )
            let rows = try entries(from: first, to: period.end)
            try ReportInputGuard.check(entries: rows, settings: settings)
            let pnl = ProfitAndLoss.compute(
                period: period, entries: rows, lowConfidenceThreshold: settings.lowConfidenceThreshold)
            return ProfitAndLossPDF.render(pnl, language: lang)
        case .tax:
            let table = try tables.table(for: period.taxYear)
            let year = ReportPeriod.year(period.year)
            let rows = try entries(from: year.start, to: period.end)
            let trips = try trips(year.start, period.end)
            try ReportInputGuard.check(entries: rows, trips: trips, settings: settings, table: table)
            let ytd = ScheduleCCalculator.compute(
                period: year, entries: rows, trips: trips, table: table, settings: settings,
                through: period.end)
            let shiftIncome = try ShiftBook(book: book, ledger: ledger).taxIncome(from: year.start, to: period.end)
            let estimate = EstimatedTax.compute(
                period: period, ytdNetProfitCents: ytd.netProfitCents, table: table, settings: settings,
                shifts: shiftIncome)
            let notices =
                shiftIncome.selfEmployedNetCents != 0
                ? try ShiftBook(book: book, ledger: ledger).doubleCountNotices(from: year.start, to: period.end) : []
            return EstimatedTaxPDF.render(
                estimate, table: table, hasData: !ytd.isEmpty || !shiftIncome.isEmpty, notices: notices,
                language: lang)
        case .budget:
            let rows = try entries(from: nil, to: period.end)
            try ReportInputGuard.check(entries: rows, settings: settings)
            let budget = MonthlyBudget.compute(period: period, entries: rows, targets: settings.budgetCents)
            return BudgetPDF.render(budget, language: lang)
        case .receipts:
            let cards = try receiptCards(period, language: lang)
            _ = try Checked.magnitudeSum(cards.map(\.amountCents), "the total of the receipts")
            return ReceiptsPDF.render(period: period, cards: cards, language: lang)
        case .rentRoll, .property, .scheduleE:
            return try RentalReports(ledger: ledger, today: today, language: lang).render(kind, period: period)
        case .tips:
            return try tipsPDF(
                ShiftPeriod(start: period.start, end: period.end, description: period.description), language: lang)
        }
    }

    /// The tips PDF of any shift period (a week or a range too), computed from the book's shifts.
    public func tipsPDF(_ period: ShiftPeriod, language lang: PDFLanguage? = nil) throws -> Data {
        let report = try ShiftBook(book: book, ledger: ledger).summary(
            period: period, employer: nil, today: today ?? period.end)
        let language = try lang ?? pdfLanguage(ReportSettings.load(settingsURL))
        return TipsPDF.render(report.summary, payroll: report.payroll, notes: report.notes, language: language)
    }

    /// Writes the tips PDF of `period` to `out` or `output/tips-<period>.pdf`.
    @discardableResult
    public func generateTips(period: ShiftPeriod, out: URL? = nil) throws -> URL {
        let data = try tipsPDF(period)
        let url = out ?? book.outputDirectory.appendingPathComponent("tips-\(period).pdf")
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PrivateFile.write(data, to: url)
        return url
    }

    /// Canonical rows from the export query, as report entries (with linked receipt ids when asked).
    /// Rows with an implausible amount (over `AmountBounds.maxMinorUnits`) are left out, with a warning.
    public func entries(from: LocalDate?, to: LocalDate?, receipts: Bool = false) throws -> [LedgerEntry] {
        let (kept, setAside) = ReportInputGuard.plausible(try allEntries(from: from, to: to, receipts: receipts))
        if !setAside.isEmpty {
            onWarning(
                "\(setAside.count) row(s) left out of the report: amount over \(Amounts.dollars(AmountBounds.maxMinorUnits)) "
                    + "(transaction id(s) \(setAside.prefix(10).map { String($0.id) }.joined(separator: ", ")))")
        }
        return kept
    }

    func allEntries(from: LocalDate?, to: LocalDate?, receipts: Bool) throws -> [LedgerEntry] {
        var receiptByCharge: [Int64: Int64] = [:]
        if receipts {
            for receipt in try ledger.receipts(
                from: from.map { $0.adding(days: -31) }, to: to.map { $0.adding(days: 31) })
            {
                if let charge = receipt.chargeID, receiptByCharge[charge] == nil {
                    receiptByCharge[charge] = receipt.id
                }
            }
        }
        return try ledger.exportRows(from: from, to: to, canonicalOnly: true).compactMap { row in
            guard let date = LocalDate(iso: row.date) else { return nil }
            return LedgerEntry(
                id: row.id, date: date, payee: row.payee, description: row.description, amount: row.amount,
                category: row.category, scheduleCLine: row.scheduleCLine,
                confidence: row.confidence, kind: row.kind,
                sourceFile: row.sourceFile, sourceLine: row.sourceLine,
                receiptID: row.kind == "receipt" ? row.id : receiptByCharge[row.id])
        }
    }

    /// The trips of the mileage log; trips over `AmountBounds.maxTripTenths` are left out, with a warning.
    public func trips(_ from: LocalDate, _ to: LocalDate) throws -> [MileageTrip] {
        let (kept, setAside) = ReportInputGuard.plausible(
            try ledger.mileageTrips(from: from, to: to).compactMap(MileageTrip.init))
        if !setAside.isEmpty {
            onWarning(
                "\(setAside.count) trip(s) left out of the report: distance over \(AmountBounds.maxTripTenths / 10) miles"
            )
        }
        return kept
    }

    /// Receipt cards with thumbnails downscaled to at most 360 px and stored as JPEG.
    func receiptCards(_ period: ReportPeriod, language lang: PDFLanguage = .english) throws -> [ReceiptCard] {
        try ledger.receipts(from: period.start, to: period.end).filter {
            AmountBounds.isPlausible($0.amount.minorUnits)
        }.map { r in
            var thumbnail: EmbeddedImage?, problem: String?
            let path = book.root.appendingPathComponent(r.archivePath).path
            do {
                let thumb = try ImageLoader.thumbnail(path: path, maxSide: 360, quality: 60)
                thumbnail = EmbeddedImage(
                    width: thumb.image.width, height: thumb.image.height,
                    grayPixels: thumb.image.pixels, jpeg: thumb.jpeg)
            } catch let error as ImagingError {
                problem =
                    error.errorCode == .fileNotFound
                    ? lang["receipts.image_missing"] : lang["receipts.no_preview", ["code": "\(error.errorCode)"]]
            }
            let charge = r.chargeDate.map {
                "\(Self.date($0, lang)) \(r.chargePayee ?? "") \(lang.dollars(r.chargeAmount?.minorUnits ?? 0))"
            }
            return ReceiptCard(
                reference: "R-\(r.id)", date: Self.date(r.date, lang), payee: r.payee, amountCents: r.amount.minorUnits,
                category: r.category,
                description: r.description == r.payee ? "" : r.description, sourceFile: r.originalName,
                linkedCharge: charge, thumbnail: thumbnail, thumbnailProblem: problem)
        }
    }
}

extension ReportGenerator {
    /// A stored `YYYY-MM-DD` date in the report's language (kept as stored when it does not read).
    static func date(_ stored: String, _ lang: PDFLanguage) -> String {
        LocalDate(iso: stored).map(lang.date) ?? stored
    }
}

extension YearMonth {
    /// The first day of the month.
    var firstDay: LocalDate { LocalDate(year: year, month: month, day: 1)! }
}
