import ShoeboxCore
import Testing

@testable import Rentals

private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

@Suite struct RentAlertsTests {
    func lease(end: String? = "2026-12-31", payments: [RentPayment] = []) -> LeaseSnapshot {
        LeaseSnapshot(
            id: 1, property: "Maple Street 12", unit: "2B", tenant: "Ana Ruiz", currency: .usd,
            terms: LeaseTerms(start: date("2026-01-01"), end: end.map(date), rent: 150_000), securityDeposit: 300_000,
            active: true, payments: payments)
    }

    func codes(_ lease: LeaseSnapshot, on day: String) throws -> [String] {
        try RentAlerts.alerts([lease], today: date(day)).compactMap(\.code)
    }

    @Test func dueAlertsThreeOneAndZeroDaysAhead() throws {
        let paidJanuary = [RentPayment(date: date("2026-01-01"), amount: 150_000)]
        #expect(try codes(lease(payments: paidJanuary), on: "2026-01-28") == [])
        #expect(try codes(lease(payments: paidJanuary), on: "2026-01-29") == ["rent_due_3"])
        #expect(try codes(lease(payments: paidJanuary), on: "2026-01-30") == ["rent_due_3"])
        #expect(try codes(lease(payments: paidJanuary), on: "2026-01-31") == ["rent_due_1"])
        #expect(try codes(lease(payments: paidJanuary), on: "2026-01-20") == [])
        let paidBoth = paidJanuary + [RentPayment(date: date("2026-01-25"), amount: 150_000)]
        #expect(try codes(lease(payments: paidBoth), on: "2026-01-31") == [])
        #expect(try codes(lease(), on: "2026-01-01") == ["rent_due_0"])
    }

    @Test func overdueAlertsAtOneSevenAndThirtyDays() throws {
        #expect(try codes(lease(), on: "2026-01-02") == ["rent_overdue_1"])
        #expect(try codes(lease(), on: "2026-01-06") == ["rent_overdue_1"])
        #expect(try codes(lease(), on: "2026-01-08") == ["rent_overdue_7"])
        let late = try codes(lease(), on: "2026-01-31")
        #expect(late == ["rent_overdue_30", "rent_due_1"])
    }

    @Test func leaseEndingAndDepositNotReturned() throws {
        let paidUp = [RentPayment(date: date("2026-01-01"), amount: 150_000 * 12)]
        let ending = lease(payments: paidUp + [RentPayment(date: date("2026-01-01"), amount: 300_000, type: .deposit)])
        #expect(try codes(ending, on: "2026-12-01").contains("lease_ending_30"))
        #expect(try codes(ending, on: "2026-12-25").contains("lease_ending_7"))
        #expect(!(try codes(ending, on: "2026-11-30").contains { $0.hasPrefix("lease_ending") }))
        #expect(!(try codes(ending, on: "2027-01-29").contains("deposit_not_returned_30")))
        #expect(try codes(ending, on: "2027-01-30").contains("deposit_not_returned_30"))
        var returned = ending
        returned.payments.append(RentPayment(date: date("2027-01-10"), amount: 300_000, type: .depositReturn))
        #expect(!(try codes(returned, on: "2027-02-15").contains("deposit_not_returned_30")))
    }

    @Test func alertsCarryAmountAndDate() throws {
        let alert = try RentAlerts.alerts([lease()], today: date("2026-01-09")).first!
        #expect(alert.kind == .rentOverdue)
        #expect(alert.minorUnits == 150_000)
        #expect(alert.date == "2026-01-01")
        #expect(alert.message.contains("Maple Street 12 #2B"))
    }
}
