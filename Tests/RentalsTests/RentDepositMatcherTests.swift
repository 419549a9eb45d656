import ShoeboxCore
import Testing

@testable import Rentals

private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

@Suite struct RentDepositMatcherTests {
    func lease(_ id: Int64, _ property: String, unit: String? = nil, tenant: String, rent: Int64 = 150_000)
        -> RentDepositMatcher.OpenLease
    {
        RentDepositMatcher.OpenLease(
            id: id, property: property, unit: unit, tenants: [tenant], currency: .usd, rent: rent,
            dues: [.init(dueDate: date("2026-03-01"), amount: rent), .init(dueDate: date("2026-04-01"), amount: rent)],
            payments: [])
    }

    func deposit(_ id: Int64, _ text: String, _ cents: Int64, on day: String = "2026-03-02")
        -> RentDepositMatcher.Deposit
    {
        .init(id: id, date: date(day), amount: Money(minorUnits: cents, currency: .usd), description: text)
    }

    @Test func tenantNameInTheMemoPays() {
        let decisions = RentDepositMatcher.match(
            deposits: [deposit(1, "ZELLE FROM ANA RUIZ MARCH RENT", 150_000)],
            leases: [lease(10, "Maple Street 12", tenant: "Ana Ruiz"), lease(11, "Oak Court", tenant: "Ben Cho")])
        #expect(decisions == [.pays(depositID: 1, leaseID: 10, evidence: .tenant)])
    }

    @Test func twoLeasesWithTheSameRentAndNoNameGoToReview() {
        let decisions = RentDepositMatcher.match(
            deposits: [deposit(1, "MOBILE DEPOSIT", 150_000)],
            leases: [lease(10, "Maple Street 12", tenant: "Ana Ruiz"), lease(11, "Oak Court", tenant: "Ben Cho")])
        guard case .review(1, let ids, _)? = decisions.first else {
            Issue.record("expected review, got \(decisions)")
            return
        }
        #expect(ids == [10, 11])
    }

    @Test func oneLeaseAndOnlyTheAmountStillGoesToReview() {
        let decisions = RentDepositMatcher.match(
            deposits: [deposit(1, "DEPOSIT", 150_000)], leases: [lease(10, "Maple Street 12", tenant: "Ana Ruiz")])
        guard case .review(1, [10], _)? = decisions.first else {
            Issue.record("expected review, got \(decisions)")
            return
        }
    }

    @Test func unrelatedAmountWithoutNameIsLeftAlone() {
        let decisions = RentDepositMatcher.match(
            deposits: [deposit(1, "PAYROLL ACME", 250_033)], leases: [lease(10, "Maple Street 12", tenant: "Ana Ruiz")])
        #expect(decisions.isEmpty)
    }

    @Test func sameTenantNameOnTwoUnitsIsDecidedByTheUnit() {
        let leases = [
            lease(10, "Maple Street 12", unit: "1A", tenant: "Ruiz"),
            lease(11, "Maple Street 12", unit: "2B", tenant: "Ruiz"),
        ]
        let decisions = RentDepositMatcher.match(deposits: [deposit(1, "RUIZ RENT", 150_000)], leases: leases)
        guard case .review(1, [10, 11], _)? = decisions.first else {
            Issue.record("expected review, got \(decisions)")
            return
        }
        let byUnit = RentDepositMatcher.match(
            deposits: [deposit(2, "MAPLE STREET 12 UNIT 2B", 150_000)], leases: leases)
        #expect(byUnit == [.pays(depositID: 2, leaseID: 11, evidence: .unit)])
    }

    @Test func partialAndOverPaymentsWithTheNameArePaidAndAmountsShrink() {
        let leases = [lease(10, "Maple Street 12", tenant: "Ana Ruiz")]
        let decisions = RentDepositMatcher.match(
            deposits: [
                deposit(1, "ANA RUIZ", 100_000), deposit(2, "ANA RUIZ", 200_000, on: "2026-03-20"),
                // Everything is paid by now, plus one rent of room: this one is too much.
                deposit(3, "ANA RUIZ", 400_000, on: "2026-03-25"),
            ], leases: leases)
        #expect(
            decisions == [
                .pays(depositID: 1, leaseID: 10, evidence: .tenant),
                .pays(depositID: 2, leaseID: 10, evidence: .tenant),
            ])
    }

    @Test func owedIsJudgedOnTheDepositsDateNotByLaterPayments() {
        // March was paid in cash on 3 June (the oldest period first): the bank deposit of 3 March
        // still paid March when it came.
        var oak = lease(10, "Oak Court", tenant: "Ben Cho")
        oak.payments = [.init(date: date("2026-06-03"), amount: 150_000)]
        let decisions = RentDepositMatcher.match(
            deposits: [deposit(1, "ACH CHO BEN", 150_000, on: "2026-03-03")], leases: [oak])
        #expect(decisions == [.pays(depositID: 1, leaseID: 10, evidence: .tenant)])
    }

    @Test func depositFarFromAnyDueDateIsNotMatched() {
        let decisions = RentDepositMatcher.match(
            deposits: [deposit(1, "ANA RUIZ", 150_000, on: "2026-07-15")],
            leases: [lease(10, "Maple Street 12", tenant: "Ana Ruiz")])
        #expect(decisions.isEmpty)
    }

    @Test func otherCurrencyIsNotMatched() {
        let d = RentDepositMatcher.Deposit(
            id: 1, date: date("2026-03-02"), amount: Money(minorUnits: 150_000, currency: CurrencyCode("EUR")!),
            description: "ANA RUIZ")
        #expect(RentDepositMatcher.match(deposits: [d], leases: [lease(10, "Maple", tenant: "Ana Ruiz")]).isEmpty)
    }
}
