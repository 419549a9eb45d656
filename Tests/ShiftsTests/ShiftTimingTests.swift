import Foundation
import ShoeboxCore
import Testing

@testable import Shifts

@Suite struct ShiftTimingTests {
    let utc = ShiftClock(timeZone: TimeZone(identifier: "UTC")!)
    let newYork = ShiftClock(timeZone: TimeZone(identifier: "America/New_York")!)

    func entry(_ date: String, _ start: String?, _ end: String?, endDate: String? = nil, breakMinutes: Int = 0)
        -> ShiftEntry
    {
        ShiftEntry(
            date: LocalDate(iso: date)!, employer: "Blue Door", start: start.flatMap { ClockTime($0) },
            end: end.flatMap { ClockTime($0) }, endDate: endDate.flatMap { LocalDate(iso: $0) },
            breakMinutes: breakMinutes, sourceLine: 2)
    }

    @Test func clockTimesIn12And24HourForms() {
        #expect(ClockTime("21:30")?.minutes == 21 * 60 + 30)
        #expect(ClockTime("9:30 PM")?.minutes == 21 * 60 + 30)
        #expect(ClockTime("9pm")?.minutes == 21 * 60)
        #expect(ClockTime("12:15 a.m.")?.minutes == 15)
        #expect(ClockTime("12 PM")?.minutes == 12 * 60)
        #expect(ClockTime("0930")?.minutes == 9 * 60 + 30)
        #expect(ClockTime("07:05:00")?.minutes == 7 * 60 + 5)
        #expect(ClockTime("24:00") == nil)
        #expect(ClockTime("13 PM") == nil)
        #expect(ClockTime("9:7") == nil)
        #expect(ClockTime("soon") == nil)
    }

    @Test func crossMidnightEndsTheNextDayExactToTheMinute() throws {
        let timing = try #require(
            try ShiftTiming.of(entry("2026-05-08", "17:45", "02:13", breakMinutes: 30), clock: utc))
        #expect(timing.minutes == 8 * 60 + 28 - 30)
        #expect(timing.endAt - timing.startAt == Int64(8 * 3600 + 28 * 60))
    }

    @Test func explicitEndDateIsUsedAsGiven() throws {
        let timing = try #require(
            try ShiftTiming.of(entry("2026-05-08", "08:00", "07:59", endDate: "2026-05-09"), clock: utc))
        #expect(timing.minutes == 23 * 60 + 59)
        let sameDay = try #require(try ShiftTiming.of(entry("2026-05-08", "08:00", "16:00"), clock: utc))
        #expect(sameDay.minutes == 480)
    }

    @Test func aShiftMayNotExceed24Hours() throws {
        let exactly = try #require(
            try ShiftTiming.of(entry("2026-05-08", "08:00", "08:00", endDate: "2026-05-09"), clock: utc))
        #expect(exactly.minutes == 1440)
        #expect(throws: ShiftRowProblem.self) {
            try ShiftTiming.of(entry("2026-05-08", "08:00", "08:01", endDate: "2026-05-09"), clock: utc)
        }
        #expect(throws: ShiftRowProblem.self) {
            try ShiftTiming.of(entry("2026-05-08", "08:00", "09:00", endDate: "2026-05-07"), clock: utc)
        }
        #expect(throws: ShiftRowProblem.self) {
            try ShiftTiming.of(entry("2026-05-08", "08:00", "09:00", breakMinutes: 60), clock: utc)
        }
    }

    @Test func springForwardNightCountsElapsedTime() throws {
        // 2026-03-08: New York clocks jump from 02:00 to 03:00.
        let timing = try #require(try ShiftTiming.of(entry("2026-03-07", "22:00", "06:00"), clock: newYork))
        #expect(timing.minutes == 7 * 60)
        #expect(timing.ambiguity == nil)
        #expect(throws: ShiftRowProblem.self) {
            try ShiftTiming.of(entry("2026-03-08", "02:30", "08:00"), clock: newYork)
        }
    }

    @Test func fallBackNightCountsElapsedTimeAndFlagsTheRepeatedHour() throws {
        // 2026-11-01: New York clocks go back from 02:00 to 01:00.
        let timing = try #require(try ShiftTiming.of(entry("2026-10-31", "22:00", "06:00"), clock: newYork))
        #expect(timing.minutes == 9 * 60)
        let ambiguous = try #require(try ShiftTiming.of(entry("2026-10-31", "22:00", "01:30"), clock: newYork))
        #expect(ambiguous.minutes == 3 * 60 + 30)
        #expect(ambiguous.ambiguity?.contains("occurs twice") == true)
        // Without daylight saving the clock difference is the time worked.
        let plain = try #require(try ShiftTiming.of(entry("2026-10-31", "22:00", "06:00"), clock: utc))
        #expect(plain.minutes == 8 * 60)
    }

    @Test func noEndTimeHasNoTiming() throws {
        #expect(try ShiftTiming.of(entry("2026-05-08", "17:00", nil), clock: utc) == nil)
    }

    @Test func weekStartsAndPeriods() throws {
        let wednesday = LocalDate(iso: "2026-05-06")!
        #expect(WeekStart.monday.weekStart(of: wednesday) == LocalDate(iso: "2026-05-04"))
        #expect(WeekStart.sunday.weekStart(of: wednesday) == LocalDate(iso: "2026-05-03"))
        let sunday = LocalDate(iso: "2026-05-10")!
        #expect(WeekStart.monday.weekStart(of: sunday) == LocalDate(iso: "2026-05-04"))
        #expect(WeekStart.sunday.weekStart(of: sunday) == sunday)
        let week = try #require(ShiftPeriod("2026-W19"))
        #expect(week.start == LocalDate(iso: "2026-05-04") && week.end == LocalDate(iso: "2026-05-10"))
        #expect(ShiftPeriod("2026-W01")?.start == LocalDate(iso: "2025-12-29"))
        #expect(ShiftPeriod("2027-W53") == nil)
        #expect(ShiftPeriod("2026-W53")?.end == LocalDate(iso: "2027-01-03"))
        #expect(ShiftPeriod("2020-W53")?.end == LocalDate(iso: "2021-01-03"))
        #expect(ShiftPeriod("2026-05-04..2026-05-31")?.dayCount == 28)
        #expect(ShiftPeriod("2026-05-31..2026-05-04") == nil)
        #expect(ShiftPeriod("2026-02")?.end == LocalDate(iso: "2026-02-28"))
        #expect(ShiftPeriod("2026")?.dayCount == 365)
    }

    @Test func payPeriodsFourWeekAndSemimonthly() {
        let fourWeek = Employer(name: "A", payPeriod: .fourWeek, payPeriodStart: LocalDate(iso: "2026-01-05"))
        let p = PayPeriods.period(containing: LocalDate(iso: "2026-02-02")!, for: fourWeek)
        #expect(p.start == LocalDate(iso: "2026-02-02") && p.end == LocalDate(iso: "2026-03-01"))
        let before = PayPeriods.period(containing: LocalDate(iso: "2026-01-04")!, for: fourWeek)
        #expect(before.start == LocalDate(iso: "2025-12-08") && before.end == LocalDate(iso: "2026-01-04"))
        let semi = Employer(name: "B", payPeriod: .semimonthly)
        let first = PayPeriods.period(containing: LocalDate(iso: "2026-02-15")!, for: semi)
        #expect(first.start.day == 1 && first.end.day == 15)
        let second = PayPeriods.period(containing: LocalDate(iso: "2026-02-16")!, for: semi)
        #expect(second.start.day == 16 && second.end == LocalDate(iso: "2026-02-28"))
        let biweekly = Employer(name: "C", payPeriod: .biweekly, payPeriodStart: LocalDate(iso: "2026-01-04"))
        let b = PayPeriods.period(containing: LocalDate(iso: "2026-01-18")!, for: biweekly)
        #expect(b.start == LocalDate(iso: "2026-01-18") && b.end == LocalDate(iso: "2026-01-31"))
        let weeklySunday = Employer(name: "D", weekStart: .sunday, payPeriod: .weekly)
        #expect(PayPeriods.period(containing: LocalDate(iso: "2026-05-06")!, for: weeklySunday).start.day == 3)
    }
}
