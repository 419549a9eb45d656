import Foundation
import Reports
import ShoeboxCore
import ShoeboxTestSupport
import Storage
import Testing

/// A 2025 fixture book with known answers:
/// line 1 = 5,000 + 3,000 = 8,000.00; line 2 = 200.00 (refund to a customer);
/// line 18 = 120 + 80 − 30 (vendor refund) + 59.99 (custom `software` stored on line 18) = 229.99;
/// line 24b = 50 % of 150.01 = 75.01 (75.005 rounded half away from zero);
/// line 9 = 100.0 business miles × 70¢ = 70.00 (the $60 gas charge is actual expense, not counted);
/// line 28 = 375.00; line 29 = 7,425.00; line 30 = 200 sq ft × $5 = 1,000.00; line 31 = 6,425.00.
/// Not counted: a merged duplicate, a linked receipt, a transfer, personal spending, an uncategorized row,
/// a custom category with no line, and a 2024 row.
@Suite struct ScheduleCTests {
    static func fixture() throws -> FixtureBook {
        let f = try FixtureBook()
        try f.add("2025-01-10", "STRIPE PAYOUT", 500_000, "income", confidence: 0.99)
        try f.add("2025-02-10", "ZELLE FROM CLIENT", 300_000, "income")
        try f.add("2025-03-01", "REFUND TO CLIENT", -20_000, "income")
        let staples = try f.add("2025-01-15", "STAPLES", -12_000, "office")
        try f.add("2025-01-15", "STAPLES", -12_000, "office", duplicateOf: staples, mergeReason: "same_bank_id")
        let receiptDoc = try f.addDocument(name: "staples.jpg", archivePath: "archive/staples.jpg", kind: "receipt")
        try f.add(
            "2025-01-15", "Staples #123", -12_000, "office", kind: "receipt", duplicateOf: staples,
            mergeReason: "receipt_linked", document: receiptDoc)
        try f.add("2025-02-01", "OFFICE DEPOT", -8_000, "office", confidence: 0.4)
        try f.add("2025-02-05", "OFFICE DEPOT REFUND", 3_000, "office")
        try f.add("2025-02-07", "GITHUB", -5_999, "software", line: "18")
        try f.add("2025-03-03", "LUNCH WITH CLIENT", -10_000, "meals")
        try f.add("2025-03-04", "COFFEE MEETING", -5_001, "meals")
        try f.add("2025-03-05", "SHELL", -6_000, "car_truck")
        try f.add("2025-04-01", "TRANSFER TO SAVINGS", -100_000, "transfer")
        try f.add("2025-04-02", "GROCERIES", -4_500, "personal")
        try f.add("2025-04-03", "MYSTERY CHARGE", -1_234, nil)
        try f.add("2025-04-04", "COWORKING DAY PASS", -2_500, "coworking")
        try f.add("2024-12-31", "LAST YEAR", -99_999, "office")
        let log = try f.addDocument(name: "miles.csv", archivePath: "archive/miles.csv", kind: "mileage_log")
        _ = log
        let trips = try MileageLog.parse(
            Data(
                """
                date,purpose,miles,kind,vehicle
                2025-02-03,Client site,60.0,business,Van
                2025-02-04,Supplier,40,business,Van
                2025-02-05,Dentist,20,medical,Van
                """.utf8), fileName: "miles.csv")
        let document = NewDocument(
            sha256: "miles", originalName: "miles.csv", originalPath: "/in/miles.csv", size: 1, mtimeNanoseconds: 0,
            kind: "mileage_log", archivePath: "archive/miles.csv", configFingerprint: "f")
        let runID = try f.ledger.beginRun(command: "test")
        _ = try f.ledger.importMileage(document, trips.map(MileageTripRow.init), runID: runID)
        try f.writeSettings("home_office_sq_ft: 200\n")
        return f
    }

    func summary(_ f: FixtureBook) throws -> ScheduleCSummary {
        let period = ReportPeriod.year(2025)
        return ScheduleCCalculator.compute(
            period: period, entries: try f.generator.entries(from: period.start, to: period.end, receipts: true),
            trips: try f.generator.trips(period.start, period.end), table: try shippedTable(2025),
            settings: try ReportSettings.load(f.generator.settingsURL))
    }

    @Test func lineTotalsMatchTheKnownAnswers() throws {
        let f = try Self.fixture()
        let s = try summary(f)
        #expect(s.grossReceiptsCents == 800_000)
        #expect(s.returnsCents == 20_000)
        let lines = Dictionary(uniqueKeysWithValues: s.expenseLines.map { ($0.line.number, $0) })
        #expect(lines["18"]?.deductibleCents == 22_999)
        #expect(lines["18"]?.entries.count == 4)
        #expect(lines["24b"]?.grossCents == 15_001)
        #expect(lines["24b"]?.deductibleCents == 7_501)
        #expect(lines["9"]?.grossCents == 6_000)
        #expect(lines["9"]?.deductibleCents == 7_000)
        #expect(s.mileage.businessTenths == 1_000)
        #expect(s.totalExpensesCents == 37_500)
        #expect(s.tentativeProfitCents == 742_500)
        #expect(s.homeOfficeCents == 100_000)
        #expect(s.netProfitCents == 642_500)
        #expect(s.uncategorized.count == 2)
        #expect(s.uncategorized.outflowCents == 3_734)
        #expect(s.excluded.count == 2)
        #expect(s.lowConfidence.count == 1)
        #expect(lines["18"]?.entries.first { $0.payee == "STAPLES" }?.receiptReference.hasPrefix("R-") == true)
    }

    @Test func withoutMileageLine9IsActualExpenses() throws {
        let f = try Self.fixture()
        let period = ReportPeriod.year(2025)
        let s = ScheduleCCalculator.compute(
            period: period, entries: try f.generator.entries(from: period.start, to: period.end),
            trips: [], table: try shippedTable(2025), settings: ReportSettings())
        #expect(s.expenseLines.first { $0.line.number == "9" }?.deductibleCents == 6_000)
        #expect(s.homeOfficeCents == 0)
        #expect(s.carRule?.contains("actual") == true)
    }

    @Test(.enabled(if: PDFTextExtractor.isAvailable, "pdftotext (poppler-utils) is not installed"))
    func renderedPDFShowsTheNumbers() throws {
        let f = try Self.fixture()
        let data = try f.generator.render(
            .scheduleC, period: .year(2025), settings: try ReportSettings.load(f.generator.settingsURL))
        #expect(data.starts(with: Data("%PDF".utf8)))
        let text = try PDFTextExtractor.text(of: data)
        for needle in [
            "$8,000.00", "$200.00", "$229.99", "$150.01", "$75.01", "$70.00", "$375.00", "$7,425.00", "$1,000.00",
            "$6,425.00", "100.0 business miles", "MYSTERY CHARGE", "Client site", "Appendix A",
        ] {
            #expect(text.contains(needle), "missing \(needle)")
        }
        #expect(!text.contains("LAST YEAR"))
        #expect(!text.contains("TRANSFER TO SAVINGS"))
        let again = try f.generator.render(
            .scheduleC, period: .year(2025), settings: try ReportSettings.load(f.generator.settingsURL))
        #expect(again == data, "output is deterministic")
    }

    @Test(.enabled(if: PDFTextExtractor.isAvailable, "pdftotext (poppler-utils) is not installed"))
    func taxReportUsesYearToDateScheduleC() throws {
        let f = try Self.fixture()
        let data = try f.generator.render(.tax, period: .quarter(2025, 4), settings: ReportSettings())
        let text = try PDFTextExtractor.text(of: data)
        // Without the settings file's home office: line 31 = 7,425.00 for the full year.
        #expect(text.contains("$7,425.00"))
        #expect(text.contains("Estimate only"))
    }

    @Test func missingTaxTableIsAnErrorNamingIt() throws {
        let f = try FixtureBook()
        #expect {
            try f.generator.generate(kinds: [.scheduleC], period: .year(2019))
        } throws: { error in
            "\(error)".contains("2019.yaml")
        }
    }

    @Test(.enabled(if: PDFTextExtractor.isAvailable, "pdftotext (poppler-utils) is not installed"))
    func emptyPeriodRendersAValidPDFThatSaysSo() throws {
        let f = try FixtureBook()
        for kind in ReportKind.allCases {
            let urls = try f.generator.generate(kinds: [kind], period: .month(2026, 2))
            let data = try Data(contentsOf: urls[0])
            #expect(data.starts(with: Data("%PDF".utf8)))
            let text = try PDFTextExtractor.text(of: data)
            #expect(
                text.contains("No transactions") || text.contains("No receipts")
                    || text.contains("No completed shifts"), "\(kind)")
        }
    }
}
