import ShoeboxCore
import Testing

@testable import Rentals

private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

@Suite struct RentScheduleTests {
    @Test func monthlyOnTheFirstGivesFullPeriodsAndOneAhead() throws {
        let terms = LeaseTerms(start: date("2026-01-01"), end: date("2026-12-31"), rent: 150_000)
        let periods = try RentSchedule.periods(terms, through: date("2026-03-15"))
        #expect(
            periods.map(\.start) == [date("2026-01-01"), date("2026-02-01"), date("2026-03-01"), date("2026-04-01")])
        #expect(periods.map(\.end) == [date("2026-01-31"), date("2026-02-28"), date("2026-03-31"), date("2026-04-30")])
        #expect(periods.allSatisfy { $0.amount == 150_000 && !$0.prorated })
    }

    @Test func dueDayThirtyFirstFallsOnMonthEndsWithoutDrifting() throws {
        let terms = LeaseTerms(start: date("2024-01-31"), end: nil, rent: 100_000)
        let periods = try RentSchedule.periods(terms, through: date("2024-05-01"))
        #expect(
            periods.map(\.dueDate) == [
                date("2024-01-31"), date("2024-02-29"), date("2024-03-31"), date("2024-04-30"), date("2024-05-31"),
            ])
        #expect(periods[1].end == date("2024-03-30"))
        #expect(periods.allSatisfy { !$0.prorated })
    }

    @Test func leapYearFebruaryProratesOverTwentyNineDays() throws {
        // Starts 15 Feb 2024 (leap year), due on the 1st: 15..29 Feb = 15 of 29 days.
        let terms = LeaseTerms(start: date("2024-02-15"), end: nil, rent: 290_000, dueDay: 1)
        let periods = try RentSchedule.periods(terms, through: date("2024-02-20"))
        #expect(periods[0].start == date("2024-02-15"))
        #expect(periods[0].end == date("2024-02-29"))
        #expect(periods[0].amount == 150_000)
        #expect(periods[0].prorated)
        #expect(periods[0].dueDate == date("2024-02-15"))
        #expect(periods[1].start == date("2024-03-01") && periods[1].amount == 290_000)
        // The same start in 2023: 14 of 28 days.
        let plain = try RentSchedule.periods(
            LeaseTerms(start: date("2023-02-15"), end: nil, rent: 280_000, dueDay: 1), through: date("2023-02-20"))
        #expect(plain[0].amount == 140_000)
    }

    @Test func lastPeriodIsProratedWhenTheLeaseEndsMidPeriod() throws {
        let terms = LeaseTerms(start: date("2026-01-01"), end: date("2026-03-10"), rent: 310_000)
        let periods = try RentSchedule.periods(terms, through: date("2026-12-31"))
        #expect(periods.count == 3)
        #expect(periods[2].start == date("2026-03-01") && periods[2].end == date("2026-03-10"))
        #expect(periods[2].amount == 100_000)  // 10 of 31 days
        #expect(periods[2].prorated)
    }

    @Test(arguments: [
        (
            RentCycle.monthly,
            [
                "2026-01-10", "2026-02-10", "2026-03-10", "2026-04-10", "2026-05-10", "2026-06-10",
                "2026-07-10",
            ]
        ),
        (RentCycle.bimonthly, ["2026-01-10", "2026-03-10", "2026-05-10", "2026-07-10"]),
        (RentCycle.quarterly, ["2026-01-10", "2026-04-10", "2026-07-10"]),
        (RentCycle.yearly, ["2026-01-10", "2027-01-10"]),
    ])
    func everyCycleStepsByItsMonths(cycle: RentCycle, dues: [String]) throws {
        let terms = LeaseTerms(start: date("2026-01-10"), end: nil, rent: 100_000, cycle: cycle)
        let periods = try RentSchedule.periods(terms, through: date("2026-06-30"))
        #expect(periods.map(\.dueDate) == dues.map(date))
        #expect(periods.allSatisfy { $0.amount == 100_000 })
    }

    @Test func quarterlyLeaseStartingMidQuarterProratesTheFirstQuarter() throws {
        // Due on the 1st of Jan/Apr/Jul/Oct; starts 20 Jan: 20 Jan..31 Mar = 71 of 90 days.
        let terms = LeaseTerms(start: date("2026-01-20"), end: nil, rent: 900_000, cycle: .quarterly, dueDay: 1)
        let periods = try RentSchedule.periods(terms, through: date("2026-02-01"))
        #expect(periods[0].end == date("2026-03-31"))
        #expect(periods[0].amount == 710_000)
        #expect(periods[1].start == date("2026-04-01") && periods[1].amount == 900_000)
    }

    @Test func prorationRoundsHalfAwayFromZero() throws {
        // 1 of 30 days of 100.05 = 3.335 → 3.34.
        let terms = LeaseTerms(start: date("2026-04-30"), end: nil, rent: 10_005, dueDay: 1)
        let periods = try RentSchedule.periods(terms, through: date("2026-04-30"))
        #expect(periods[0].amount == 334)
    }
}
