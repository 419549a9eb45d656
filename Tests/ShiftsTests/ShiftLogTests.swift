import Foundation
import ShoeboxCore
import Testing

@testable import Shifts

@Suite struct ShiftLogTests {
    static let header =
        "Date,Employer,Start,End,Break (min),Rate,Sales,Cash Tips,Card Tips,Tip-out,Other income,Status,Notes"

    func parse(_ lines: [String], header: String = header) throws -> [ShiftEntry] {
        try ShiftLog.parse(Data(([header] + lines).joined(separator: "\n").utf8), fileName: "log.csv")
    }

    @Test func recognizedByItsHeaderNotAsAMileageLog() {
        #expect(ShiftLog.looksLike(Data(Self.header.utf8)))
        #expect(ShiftLog.looksLike(Data("date;restaurant;clock in;clock out;tips\n".utf8)))
        #expect(ShiftLog.looksLike(Data("Shift Date,Job,Time In,Time Out,Unpaid Break,Status\n".utf8)))
        #expect(!ShiftLog.looksLike(Data("Date,Purpose,Start Odometer,End Odometer,Kind\n".utf8)))
        #expect(!ShiftLog.looksLike(Data("Date,Description,Amount,Balance\n".utf8)))
        #expect(!ShiftLog.looksLike(Data("date,start,end,project\n".utf8)))
    }

    @Test func readsEveryColumnAnd12HourTimes() throws {
        let rows = try parse([
            "05/08/2026,Blue Door Bistro,5:00 PM,1:30 AM,30,2.13,\"2,985.75\",140,431.10,95.00,12.5,completed,Friday",
            "2026-05-12,Blue Door Bistro,16:30,23:00,,,,,,,,planned,",
        ])
        #expect(rows.count == 2)
        let first = rows[0]
        #expect(first.date == LocalDate(iso: "2026-05-08"))
        #expect(first.start?.minutes == 17 * 60 && first.end?.minutes == 90)
        #expect(first.breakMinutes == 30 && first.rateCents == 213 && first.salesCents == 298_575)
        #expect(first.cashTipsCents == 14_000 && first.cardTipsCents == 43_110 && first.tipsCents == 57_110)
        #expect(first.tipOutCents == 9_500 && first.otherIncomeCents == 1_250)
        #expect(first.sourceLine == 2 && first.hasEarnings)
        #expect(rows[1].status == .planned && !rows[1].hasEarnings && rows[1].tipOutCents == nil)
    }

    @Test func oneTipsColumnIsUnsplitTips() throws {
        let rows = try parse(
            ["2026-05-06,DashRun,11:00,14:30,42.75,61.20"], header: "date,platform,start,end,tips,other income")
        #expect(rows[0].otherTipsCents == 4_275 && rows[0].tipsCents == 4_275 && rows[0].cashTipsCents == 0)
    }

    @Test func aBrokenLogNamesEveryBadLine() throws {
        let error = try #require(
            throws: ShiftLogError.self,
            performing: {
                try parse([
                    "2026-05-04,Blue Door,16:30,23:00,30,,100,1,1,,,completed,",
                    "2026-05-05,Blue Door,half past four,23:00,30,,100,1,1,,,completed,",
                    "2026-05-06,,16:30,23:00,30,,100,1,1,,,completed,",
                    "2026-05-07,Blue Door,16:30,23:00,30,,-5,1,1,,,completed,",
                    "2026-05-08,Blue Door,16:30,23:00,30,,100,1,1,,,maybe,",
                ])
            })
        #expect(error.code == "shift_row")
        #expect(error.line == 3)
        #expect(error.message.contains("4 bad row(s)"))
        #expect(error.message.contains("line 3: column `start`"))
        #expect(error.message.contains("line 4: column `employer`"))
        #expect(error.message.contains("line 5: column `sales`"))
        #expect(error.message.contains("line 6: column `status`"))
    }

    @Test func aLogWithoutEmployerColumnIsRefused() {
        #expect(throws: ShiftLogError.self) {
            try parse(["2026-05-04,16:30,23:00,1"], header: "date,start,end,tips")
        }
    }

    @Test func employersFileErrorsNameLineAndKey() throws {
        let good = """
            employers:
              - name: Blue Door Bistro
                hourly_rate: "2.13"
                tip_out: {rate_bp: 300, of: sales}
                week_start: sunday
                pay_period: 4-week
                pay_period_start: 2026-01-04
                tips_reporting: w2
              - name: DashRun
                tips_reporting: self_employed
                pay_period: semimonthly
            """
        let employers = try EmployersFile.parse(good, name: "employers.yaml")
        #expect(employers.count == 2)
        #expect(employers[0].hourlyRateCents == 213 && employers[0].tipOutBasisPoints == 300)
        #expect(employers[0].tipOutBase == .sales && employers[0].weekStart == .sunday)
        #expect(employers[0].payPeriod == .fourWeek && employers[1].tipsReporting == .selfEmployed)
        let unknown = try #require(
            throws: ConfigFileError.self,
            performing: {
                try EmployersFile.parse("employers:\n  - name: A\n    hourly: 2\n", name: "employers.yaml")
            })
        #expect(unknown.line == 3 && unknown.key == "hourly")
        #expect(unknown.description.hasPrefix("employers.yaml:3: key 'hourly'"))
        let anchor = try #require(
            throws: ConfigFileError.self,
            performing: {
                try EmployersFile.parse("employers:\n  - name: A\n    pay_period: biweekly\n", name: "e.yaml")
            })
        #expect(anchor.key == "pay_period_start")
        let badRate = try #require(
            throws: ConfigFileError.self,
            performing: {
                try EmployersFile.parse("employers:\n  - name: A\n    tip_out: {rate_bp: 12000}\n", name: "e.yaml")
            })
        #expect(badRate.key == "tip_out.rate_bp" && badRate.line == 3)
        let deep = try #require(
            throws: ConfigFileError.self,
            performing: {
                try EmployersFile.parse(
                    "employers:\n  - name: A\n    tip_out: " + String(repeating: "[", count: 65), name: "e.yaml")
            })
        #expect(deep.line == 3 && deep.message.contains("nested more than 64 deep"))
    }
}
