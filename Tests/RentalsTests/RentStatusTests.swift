import ShoeboxCore
import Testing

@testable import Rentals

private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

@Suite struct RentStatusTests {
    func lease(_ id: Int64 = 1, start: String = "2026-01-01", end: String? = "2026-12-31", payments: [RentPayment] = [])
        -> LeaseSnapshot
    {
        LeaseSnapshot(
            id: id, property: "Maple Street 12", unit: "2B", tenant: "Ana Ruiz", currency: .usd,
            terms: LeaseTerms(start: date(start), end: end.map(date), rent: 150_000), securityDeposit: 0, active: true,
            payments: payments)
    }

    @Test func theOldestOwedPeriodIsShownWithTotalsForTheLease() throws {
        let line = try #require(
            try RentStatus.line(
                lease(payments: [RentPayment(date: date("2026-01-01"), amount: 150_000)]), asOf: date("2026-03-10")))
        #expect(line.periodStart == date("2026-02-01"))
        #expect(line.status == .overdue && line.daysOverdue == 37)
        #expect(line.totalBalanceCents == 300_000)
        #expect(line.nextDueDate == date("2026-04-01"))
    }

    @Test func paidUpLeaseShowsTheCurrentPeriodAndPaidAhead() throws {
        let line = try #require(
            try RentStatus.line(
                lease(payments: [RentPayment(date: date("2026-01-01"), amount: 500_000)]), asOf: date("2026-03-10")))
        #expect(line.periodStart == date("2026-03-01"))
        #expect(line.status == .paid)
        #expect(line.creditCents == 50_000)
    }

    @Test func endedAndInactiveLeasesAreLeftOut() throws {
        var inactive = lease(2)
        inactive.active = false
        let lines = try RentStatus.lines([lease(1, end: "2026-02-28"), inactive, lease(3)], asOf: date("2026-03-10"))
        #expect(lines.map(\.leaseID) == [3])
    }

    @Test func leaseNotStartedYetIsDue() throws {
        let line = try #require(try RentStatus.line(lease(start: "2026-04-01"), asOf: date("2026-03-10")))
        #expect(line.status == .due && line.dueDate == date("2026-04-01") && line.totalBalanceCents == 0)
    }

    @Test func payeeRulesOfTwoPropertiesNeverGuess() {
        let rules = [
            PropertyExpenseMatcher.Rule(propertyID: 1, match: "Joe's Plumbing", line: .repairs),
            PropertyExpenseMatcher.Rule(propertyID: 2, match: "CITY WATER", line: .utilities),
            PropertyExpenseMatcher.Rule(propertyID: 1, match: "CITY WATER", line: .utilities),
        ]
        let result = PropertyExpenseMatcher.match(
            [
                .init(id: 10, description: "JOE S PLUMBING SPRINGFIELD"), .init(id: 11, description: "JOES PLUMBING"),
                .init(id: 12, description: "SPRINGFIELD CITY WATER 0712"), .init(id: 13, description: "CITYWATER"),
            ], rules: rules)
        #expect(result.assigned.map(\.id) == [10])
        #expect(result.assigned.first?.line == .repairs)
        #expect(result.conflicting == [12])
    }
}
