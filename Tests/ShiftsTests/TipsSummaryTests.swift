import Foundation
import ShoeboxCore
import Testing
import Yams

@testable import Shifts

@Suite struct TipsSummaryTests {
    let clock = ShiftClock(timeZone: TimeZone(identifier: "UTC")!)

    func shift(
        _ id: Int64, _ employer: String, _ date: String, _ start: String, _ end: String, breakMinutes: Int = 0,
        rate: Int64? = nil, sales: Int64? = nil, cash: Int64 = 0, card: Int64 = 0, tipOut: Int64? = nil,
        other: Int64 = 0, status: ShiftStatus = .completed
    ) -> RecordedShift {
        let entry = ShiftEntry(
            date: LocalDate(iso: date)!, employer: employer, start: ClockTime(start), end: ClockTime(end),
            breakMinutes: breakMinutes, rateCents: rate, salesCents: sales, cashTipsCents: cash, cardTipsCents: card,
            tipOutCents: tipOut, otherIncomeCents: other, status: status, sourceLine: Int(id), sourceFile: "log.csv")
        return RecordedShift(id: id, entry: entry, timing: try! ShiftTiming.of(entry, clock: clock))
    }

    @Test func wagesRoundOncePerShiftHalfAwayFromZero() {
        // 7 h 45 min at $2.13: 465 × 213 / 60 = 1650.75 → 1651 cents.
        let s = shift(1, "Blue Door", "2026-05-04", "16:30", "00:45", breakMinutes: 30, sales: 100_000, cash: 5_000)
        let e = ShiftEarnings(s, employer: Employer(name: "Blue Door", hourlyRateCents: 213))
        #expect(e.minutes == 465 && e.wagesCents == 1651)
        // 10 min at $2.13 = 35.5 → 36 (half away from zero).
        let short = shift(2, "Blue Door", "2026-05-04", "10:00", "10:10")
        #expect(ShiftEarnings(short, employer: Employer(name: "Blue Door", hourlyRateCents: 213)).wagesCents == 36)
    }

    @Test func tipOutDefaultsToBasisPointsOfSalesOrTips() {
        let s = shift(1, "Blue Door", "2026-05-04", "17:00", "23:00", sales: 182_050, cash: 9_600, card: 26_540)
        let ofSales = ShiftEarnings(
            s, employer: Employer(name: "Blue Door", tipOutBasisPoints: 300, tipOutBase: .sales))
        #expect(ofSales.tipOutCents == 5_462)  // 3 % of 1,820.50 = 54.615 → 54.62
        let ofTips = ShiftEarnings(s, employer: Employer(name: "Blue Door", tipOutBasisPoints: 1000, tipOutBase: .tips))
        #expect(ofTips.tipOutCents == 3_614)  // 10 % of 361.40
        #expect(ofTips.netCents == 36_140 - 3_614)
        let given = shift(2, "Blue Door", "2026-05-05", "17:00", "23:00", sales: 100_000, cash: 10_000, tipOut: 1_234)
        #expect(
            ShiftEarnings(given, employer: Employer(name: "Blue Door", tipOutBasisPoints: 300)).tipOutCents == 1_234)
    }

    @Test func totalsPerEmployerAndTargets() throws {
        let employers = [
            Employer(name: "Blue Door", hourlyRateCents: 213, tipOutBasisPoints: 300, tipOutBase: .sales),
            Employer(name: "DashRun", tipsReporting: .selfEmployed),
        ]
        let shifts = [
            shift(1, "Blue Door", "2026-05-04", "17:00", "23:00", sales: 200_000, cash: 10_000, card: 30_000),
            shift(2, "Blue Door", "2026-05-05", "17:00", "23:00", sales: 100_000, cash: 5_000, card: 10_000),
            shift(3, "DashRun", "2026-05-06", "11:00", "14:00", card: 4_000, other: 6_000),
            shift(4, "Blue Door", "2026-05-07", "17:00", "23:00", status: .planned),
            shift(5, "Blue Door", "2026-06-01", "17:00", "23:00", sales: 100_000, cash: 5_000),
        ]
        var targets = ShiftTargets()
        targets.tipBasisPoints = 1800
        targets.salesPerDayCents = 150_000
        targets.minutesPerWeek = 20 * 60
        let s = try TipsSummary.compute(
            period: ShiftPeriod("2026-W19")!, shifts: shifts, employers: employers, targets: targets,
            today: LocalDate(iso: "2026-05-20")!)
        #expect(s.employers.map(\.employer.name) == ["Blue Door", "DashRun"])
        let door = s.employers[0].totals
        #expect(door.shifts == 2 && door.minutes == 720 && door.salesCents == 300_000)
        #expect(door.wagesCents == 2 * 1278 && door.tipsCents == 55_000 && door.tipOutCents == 9_000)
        #expect(door.netCents == 2556 + 55_000 - 9_000)
        #expect(door.tipBasisPoints == 1833)
        #expect(s.total.shifts == 3 && s.total.netCents == door.netCents + 10_000)
        // DashRun's tips without sales do not raise the tip %.
        #expect(s.total.tipBasisPoints == 1833)
        #expect(s.targets.map(\.key) == ["tip_pct", "sales_per_day", "hours_per_week"])
        #expect(s.targets[0].reached)
        #expect(s.targets[1].met == 1 && s.targets[1].of == 3 && s.targets[1].actual == 100_000)
        #expect(s.targets[2].actual == 15 * 60 && !s.targets[2].reached)
        let only = try TipsSummary.compute(
            period: ShiftPeriod("2026-05")!, shifts: shifts, employers: employers, targets: ShiftTargets(),
            employerFilter: "dashrun", today: LocalDate(iso: "2026-05-20")!)
        #expect(only.employers.count == 1 && only.total.netCents == 10_000)
    }

    @Test func weeksFollowTheChosenWeekStart() throws {
        let shifts = [
            shift(1, "A", "2026-05-09", "10:00", "12:00", cash: 100),  // Saturday
            shift(2, "A", "2026-05-10", "10:00", "12:00", cash: 100),  // Sunday
        ]
        var sunday = ShiftTargets()
        sunday.weekStart = .sunday
        let bySunday = try TipsSummary.compute(
            period: ShiftPeriod("2026-05")!, shifts: shifts, employers: [], targets: sunday,
            today: LocalDate(iso: "2026-06-30")!)
        #expect(bySunday.weeks.map(\.start.description) == ["2026-05-03", "2026-05-10"])
        let byMonday = try TipsSummary.compute(
            period: ShiftPeriod("2026-05")!, shifts: shifts, employers: [], targets: ShiftTargets(),
            today: LocalDate(iso: "2026-06-30")!)
        #expect(byMonday.weeks.map(\.start.description) == ["2026-05-04"])
        #expect(byMonday.weeks[0].totals.shifts == 2)
        let employerSunday = try TipsSummary.compute(
            period: ShiftPeriod("2026-05")!, shifts: shifts, employers: [Employer(name: "A", weekStart: .sunday)],
            targets: ShiftTargets(), today: LocalDate(iso: "2026-06-30")!)
        #expect(employerSunday.weekStart == .sunday && employerSunday.weeks.count == 2)
    }

    @Test func targetsParseEveryKeyAndNameBadOnes() throws {
        let node = try Yams.compose(
            yaml: """
                tip_pct: 17.5%
                sales_per_week: 6000
                hours_per_day: 7.5
                week_start: sunday
                """)!
        let t = try ShiftTargets.parse(node, file: "settings.yaml")
        #expect(t.tipBasisPoints == 1750 && t.salesPerWeekCents == 600_000 && t.minutesPerDay == 450)
        #expect(t.weekStart == .sunday)
        let bad = try Yams.compose(yaml: "tip_pct: 18\nhours_per_fortnight: 3\n")!
        let error = try #require(
            throws: ConfigFileError.self, performing: { try ShiftTargets.parse(bad, file: "s.yaml") })
        #expect(error.key == "targets.hours_per_fortnight" && error.line == 2)
    }

    @Test func missingAndIncompleteShiftAlertsUseTheGivenDay() {
        let planned = shift(1, "Blue Door", "2026-05-12", "16:30", "23:00", status: .planned)
        var noEnd = shift(2, "Blue Door", "2026-05-13", "16:30", "23:00", sales: 1000, cash: 100)
        noEnd.entry.end = nil
        noEnd.timing = nil
        var noMoney = shift(3, "Blue Door", "2026-05-14", "16:30", "23:00")
        noMoney.entry.hasEarnings = false
        let onTheDay = ShiftAlert.find(in: [planned], today: LocalDate(iso: "2026-05-12")!)
        #expect(onTheDay.isEmpty)
        let dayAfter = ShiftAlert.find(in: [planned, noEnd, noMoney], today: LocalDate(iso: "2026-05-13")!)
        #expect(dayAfter.map(\.kind) == ["missing_shift", "incomplete_shift", "incomplete_shift"])
        #expect(dayAfter[1].message.contains("no end time") && dayAfter[2].message.contains("no earnings"))
        let worked = shift(4, "blue door", "2026-05-12", "16:30", "23:10", sales: 1000, cash: 100)
        #expect(ShiftAlert.find(in: [planned, worked], today: LocalDate(iso: "2026-05-20")!).isEmpty)
        let closed = [Employer(name: "Blue Door", active: false)]
        #expect(ShiftAlert.find(in: [planned], employers: closed, today: LocalDate(iso: "2026-05-20")!).isEmpty)
    }

    @Test func payrollDepositsMatchOrAreFlagged() {
        let door = Employer(
            name: "Blue Door Bistro", hourlyRateCents: 1000, payPeriod: .weekly, payrollMatch: "BLUE DOOR",
            withholdingBasisPoints: 2000)
        let shifts = [
            shift(1, "Blue Door Bistro", "2026-05-04", "10:00", "18:00", card: 2_000),  // week of May 4: 8,000 + 2,000
            shift(2, "Blue Door Bistro", "2026-05-11", "10:00", "18:00", card: 2_000),
            shift(3, "Blue Door Bistro", "2026-05-18", "10:00", "18:00", card: 2_000),
        ]
        let deposits = [
            PayrollDeposit(
                date: LocalDate(iso: "2026-05-15")!, description: "BLUE DOOR LLC PAYROLL", amountCents: 8_000),
            PayrollDeposit(date: LocalDate(iso: "2026-05-22")!, description: "Blue-Door payroll", amountCents: 6_000),
            PayrollDeposit(date: LocalDate(iso: "2026-06-12")!, description: "BLUE DOOR PAYROLL", amountCents: 8_000),
        ]
        let checks = PayrollCheck.compare(
            shifts: shifts, employers: [door], deposits: deposits, from: LocalDate(iso: "2026-05-01")!,
            to: LocalDate(iso: "2026-05-31")!)
        #expect(checks.map(\.status) == [.matched, .disagrees, .noDeposit])
        #expect(checks[0].expectedCents == 8_000 && checks[0].grossCents == 10_000)
    }
}
