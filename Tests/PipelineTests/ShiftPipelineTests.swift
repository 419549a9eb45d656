import Foundation
import Pipeline
import Rendering
import Reports
import Shifts
import ShoeboxCore
import Storage
import Testing

/// Shift logs through `run`: dedup of overlapping logs, overlaps, a broken log, employers, outputs.
@Suite struct ShiftPipelineTests {
    static let header = "date,employer,start,end,break,sales,cash tips,card tips,tip-out,status,notes\n"
    static let employers = """
        employers:
          - name: Blue Door Bistro
            hourly_rate: "2.13"
            tip_out: {rate_bp: 300, of: sales}
            week_start: sunday
            pay_period: weekly
            tips_reporting: w2
          - name: DashRun
            tips_reporting: self_employed
        """

    func workspace() throws -> Workspace {
        let space = try Workspace()
        try "time_zone: UTC\ntargets:\n  tip_pct: 18\n".write(
            to: space.book.root.appendingPathComponent("settings.yaml"), atomically: true, encoding: .utf8)
        return space
    }

    func summary(_ space: Workspace, _ period: String) throws -> TipsReport {
        try ShiftBook(book: space.book, ledger: space.ledger).summary(
            period: ShiftPeriod(period)!, employer: nil, today: LocalDate(iso: "2024-12-31")!)
    }

    @Test func overlappingLogsCountEachShiftOnceAndOverlapsAreDecided() throws {
        let space = try workspace()
        try space.write("employers.yaml", Self.employers)
        try space.write(
            "a-may.csv",
            Self.header + """
                2024-05-03,Blue Door Bistro,17:00,01:30,30,2000.00,100.00,300.00,,completed,Friday
                2024-05-04,Blue Door Bistro,17:00,23:00,30,1000.00,50.00,150.00,,completed,
                2024-05-05,Blue Door Bistro,17:00,23:00,0,,,,,planned,

                """)
        try space.write(
            "b-may-late.csv",
            Self.header + """
                2024-05-04,Blue Door Bistro,17:00,23:00,30,1000.00,50.00,150.00,,completed,again
                2024-05-04,Blue Door Bistro,12:00,15:00,0,400.00,20.00,40.00,,completed,lunch: a second real shift
                2024-05-05,Blue Door Bistro,17:00,23:30,30,1500.00,70.00,200.00,,completed,
                2024-05-05,Blue Door Bistro,23:00,23:59,0,100.00,5.00,5.00,,completed,typo: overlaps the line above
                2024-05-06,DashRun,20:00,22:00,0,,,30.00,,completed,
                2024-05-06,Blue Door Bistro,21:00,23:00,0,300.00,10.00,20.00,,completed,

                """)
        let report = try space.run()
        #expect(report.quarantined.isEmpty, "\(report.quarantined.map(\.reason))")
        let all = try space.ledger.shiftRows(from: nil, to: nil, .all)
        #expect(all.count == 9)
        #expect(all.filter { $0.duplicateOf != nil }.map(\.sourceLine) == [2])
        let rejected = all.filter { $0.rejectedReason != nil }
        #expect(rejected.map(\.sourceLine) == [5])
        #expect(rejected.first?.rejectedReason?.contains("b-may-late.csv line 4") == true)
        #expect(rejected.first?.rejectedReason?.contains("b-may-late.csv line 5") == true)
        let codes = report.alerts.filter { $0.kind.rawValue == "shift_overlap" }.compactMap(\.code)
        #expect(codes.sorted() == ["overlap_other_employer", "overlap_same_employer"])
        #expect(!report.alerts.contains { $0.kind.rawValue == "missing_shift" }, "the planned shift was worked")

        let s = try summary(space, "2024-05").summary
        let door = try #require(s.employers.first { $0.employer.name == "Blue Door Bistro" })
        #expect(door.totals.shifts == 5)
        // 480 + 330 + 180 + 360 + 120 minutes.
        #expect(door.totals.minutes == 1470)
        #expect(door.totals.salesCents == 520_000 && door.totals.tipsCents == 96_000)
        #expect(door.totals.tipOutCents == 15_600)  // 3 % of each shift's sales
        #expect(door.totals.wagesCents == 1704 + 1172 + 639 + 1278 + 426)
        #expect(s.total.shifts == 6)
        let gig = try ShiftBook(book: space.book, ledger: space.ledger).summary(
            period: ShiftPeriod("2024-05")!, employer: "dashrun", today: LocalDate(iso: "2024-12-31")!)
        #expect(gig.summary.total.shifts == 1)
        #expect(throws: Diagnostic.self) {
            try ShiftBook(book: space.book, ledger: space.ledger).summary(
                period: ShiftPeriod("2024-05")!, employer: "Blue Dor", today: LocalDate(iso: "2024-12-31")!)
        }

        // The same files again: nothing new.
        let again = try space.run()
        #expect(again.summary.filesNew == 0)
        #expect(try space.ledger.shiftRows(from: nil, to: nil, .all).count == 9)
    }

    @Test func aBrokenLogIsQuarantinedWithLineNumbersAndNothingElseIsLost() throws {
        let space = try workspace()
        try space.write("a.csv", Self.header + "2024-05-03,Blue Door Bistro,17:00,23:00,30,100,1,1,,completed,\n")
        #expect(try space.run().quarantined.isEmpty)
        try space.write(
            "b.csv",
            Self.header + """
                2024-05-10,Blue Door Bistro,17:00,23:00,30,100,1,1,,completed,
                2024-05-11,Blue Door Bistro,17:00,17:00,30,100,1,1,,completed,same start and end
                2024-05-12,Blue Door Bistro,25:00,23:00,30,100,1,1,,completed,
                2024-05-13,Blue Door Bistro,08:00,09:00,90,100,1,1,,completed,

                """)
        try space.write("checking.csv", Exports.checking)
        let report = try space.run()
        #expect(report.quarantined.count == 1)
        let reason = try #require(report.quarantined.first?.reason)
        #expect(reason.contains("line 4") && reason.contains("line 5"), "\(reason)")
        #expect(!reason.contains("line 2:"))
        // line 3 (17:00–17:00 without end date) ends the next day: a 24 h shift, allowed but checked.
        #expect(try space.ledger.shiftRows(from: nil, to: nil, .all).map(\.date) == ["2024-05-03"])
        #expect(try space.ledger.exportRows().count == 3, "the bank export beside it is imported")
    }

    @Test func employersFileErrorsQuarantineWithTheLine() throws {
        let space = try workspace()
        try space.write("employers.yaml", "employers:\n  - name: A\n    hourly_rat: 2\n")
        let report = try space.run()
        let reason = try #require(report.quarantined.first?.reason)
        #expect(reason.contains("employers_invalid") && reason.contains("line 3") && reason.contains("hourly_rat"))
    }

    @Test func tipsPDFTaxEstimateAndExport() throws {
        let space = try workspace()
        try space.write("employers.yaml", Self.employers)
        try space.write(
            "log.csv",
            Self.header + """
                2024-05-03,Blue Door Bistro,17:00,01:30,30,2000.00,100.00,300.00,,completed,
                2024-05-04,DashRun,11:00,14:00,0,,,45.00,,completed,

                """)
        _ = try space.run()
        let generator = ReportGenerator(book: space.book, ledger: space.ledger)
        let pdf = try generator.render(.tips, period: .month(2024, 5), settings: ReportSettings())
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        if PDFTextExtractor.isAvailable {
            let text = try PDFTextExtractor.text(of: pdf)
            #expect(text.contains("Tips and shifts") && text.contains("Blue Door Bistro") && text.contains("DashRun"))
            #expect(text.contains("tip_pct"))
            let report = try ShiftBook(book: space.book, ledger: space.ledger).summary(
                period: ShiftPeriod("2024-05")!, employer: nil, today: LocalDate(iso: "2024-12-31")!)
            let french = try PDFTextExtractor.text(of: TipsPDF.render(report.summary, language: PDFLanguage(.french)))
            #expect(french.contains("Pourboires et services") && french.contains("Par employeur"))
            #expect(!french.contains("By employer"))
        }
        let income = try ShiftBook(book: space.book, ledger: space.ledger).taxIncome(
            from: LocalDate(iso: "2024-01-01")!, to: LocalDate(iso: "2024-12-31")!)
        // Blue Door: 480 min × 2.13 = 1704 + 40,000 tips − 6,000 tip-out; DashRun: 4,500.
        #expect(income.w2WagesAndTipsCents == 1704 + 40_000 - 6_000 && income.w2TipsCents == 34_000)
        #expect(income.selfEmployedNetCents == 4_500 && income.selfEmployedTipsCents == 4_500)
        let csv = String(
            decoding: try TipsText.shiftsCSV(
                space.ledger.shiftRows(from: nil, to: nil, .all),
                employers: ShiftBook(book: space.book, ledger: space.ledger).employers()), as: UTF8.self)
        let lines = csv.split(separator: "\n")
        #expect(lines.first == Substring(TipsText.shiftColumns.joined(separator: ",")))
        #expect(lines.count == 3)
        #expect(lines[1].contains(",1704,") && lines[1].contains(",w2,"))
    }

    @Test func gigDepositsCategorizedAsIncomeAreFlaggedAndPayrollIsChecked() throws {
        let space = try workspace()
        try space.write(
            "employers.yaml",
            Self.employers.replacingOccurrences(
                of: "    pay_period: weekly\n", with: "    pay_period: weekly\n    payroll_match: BLUE DOOR\n"))
        try space.write(
            "log.csv",
            Self.header + """
                2024-05-06,Blue Door Bistro,17:00,23:00,0,1000.00,50.00,150.00,,completed,
                2024-05-07,DashRun,11:00,14:00,0,,,45.00,,completed,

                """)
        try space.write(
            "checking.csv",
            """
            Date,Description,Amount
            2024-05-02,RENT MAY,-1450.00
            2024-05-10,DASHRUN PAYOUT 8812,45.00
            2024-05-17,BLUE DOOR PAYROLL,500.00

            """)
        _ = try space.run()
        let income = try #require(try space.ledger.exportRows().first { $0.description.hasPrefix("DASHRUN") })
        try #require(income.category == "income", "the categorizer files the payout as income")
        let notices = try ShiftBook(book: space.book, ledger: space.ledger).doubleCountNotices(
            from: LocalDate(iso: "2024-01-01")!, to: LocalDate(iso: "2024-12-31")!)
        #expect(notices.count == 1 && notices[0].contains("DashRun") && notices[0].contains("$45.00"))
        // Weekly pay, week of Sunday May 5: gross = 360 min × $2.13 + $150 card tips = $162.78; $500 deposited.
        let payroll = try summary(space, "2024-05").payroll
        #expect(payroll.map(\.status) == [.disagrees])
        #expect(payroll.first?.grossCents == 1278 + 15_000 && payroll.first?.depositCents == 50_000)
    }

    @Test func kindAllIncludesTipsOnlyWhenTheBookHasShifts() throws {
        let space = try workspace()
        let generator = ReportGenerator(book: space.book, ledger: space.ledger)
        let out = space.root.appendingPathComponent("reports", isDirectory: true)
        let before = try generator.generate(kinds: ReportKind.allKinds, period: .month(2024, 5), out: out)
        #expect(!before.contains { $0.lastPathComponent == "tips-2024-05.pdf" })
        try space.write("log.csv", Self.header + "2024-05-03,Blue Door Bistro,17:00,23:00,30,100,1,1,,completed,\n")
        _ = try space.run()
        let after = try generator.generate(kinds: ReportKind.allKinds, period: .month(2024, 5), out: out)
        #expect(after.contains { $0.lastPathComponent == "tips-2024-05.pdf" })
        #expect(after.count == before.count + 1)
    }
}
