import ShoeboxCore
import Testing

@testable import Rentals

private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

@Suite struct RentAllocationTests {
    let terms = LeaseTerms(
        start: date("2026-01-01"), end: date("2026-12-31"), rent: 150_000,
        lateFee: LateFeeRule(charge: .fixed(minorUnits: 5_000), graceDays: 5))

    func account(_ payments: [RentPayment], asOf: String) throws -> LeaseAccount {
        try RentAllocation.account(
            periods: try RentSchedule.periods(terms, through: date(asOf)), payments: payments, lateFee: terms.lateFee,
            asOf: date(asOf))
    }

    @Test func paymentWithinGraceDaysPaysTheMonthWithoutFee() throws {
        let a = try account([RentPayment(date: date("2026-01-06"), amount: 150_000)], asOf: "2026-01-20")
        #expect(a.periods[0].lateFee == 0)
        #expect(a.periods[0].status(asOf: date("2026-01-20")) == .paid)
        #expect(a.periods[0].paidInFullOn == date("2026-01-06"))
        #expect(a.credit == 0)
    }

    @Test func partialPaymentLeavesABalanceAndTheFeeOnce() throws {
        let a = try account([RentPayment(date: date("2026-01-03"), amount: 100_000)], asOf: "2026-01-20")
        let january = a.periods[0]
        #expect(january.lateFee == 5_000)
        #expect(january.paid == 100_000)
        #expect(january.balance == 55_000)
        #expect(january.status(asOf: date("2026-01-20")) == .overdue)
        #expect(january.daysOverdue(asOf: date("2026-01-20")) == 19)
        // On the due day itself, a part paid is `partial`.
        let early = try account([RentPayment(date: date("2026-01-01"), amount: 100_000)], asOf: "2026-01-01")
        #expect(early.periods[0].status(asOf: date("2026-01-01")) == .partial)
        #expect(early.periods[0].lateFee == 0)
    }

    @Test func latePaymentPaysRentThenTheFee() throws {
        let a = try account([RentPayment(date: date("2026-01-10"), amount: 155_000)], asOf: "2026-01-31")
        #expect(a.periods[0].lateFee == 5_000)
        #expect(a.periods[0].balance == 0)
        #expect(a.credit == 0)
        #expect(a.periods[1].paid == 0)
    }

    @Test func paymentOnTheFirstDayAfterGraceIsLate() throws {
        let a = try account([RentPayment(date: date("2026-01-07"), amount: 150_000)], asOf: "2026-01-31")
        #expect(a.periods[0].lateFee == 5_000)
        #expect(a.periods[0].balance == 5_000)
    }

    @Test func overPaymentIsCarriedAsCreditAndPaysTheNextMonths() throws {
        let payments = [RentPayment(date: date("2026-01-01"), amount: 400_000)]
        let a = try account(payments, asOf: "2026-01-15")
        // Schedule through 15 Jan has January and February (one ahead): 3000 paid, 1000 credit.
        #expect(a.periods.count == 2)
        #expect(a.periods.allSatisfy { $0.balance == 0 })
        #expect(a.credit == 100_000)
        // A month later March exists too and the credit pays most of it; no late fee on February.
        let b = try account(payments, asOf: "2026-02-15")
        #expect(b.periods[2].paid == 100_000)
        #expect(b.periods[1].lateFee == 0)
        #expect(b.credit == 0)
    }

    @Test func ratedLateFeeIsBasisPointsOfTheRent() throws {
        let rated = LateFeeRule(charge: .rate(basisPoints: 500), graceDays: 0)
        #expect(try rated.fee(rent: 150_000) == 7_500)
        #expect(try rated.fee(rent: 10_001) == 500)  // 500.05 → 500
    }

    @Test func depositsMoveOnlyTheDepositHeld() throws {
        let a = try account(
            [
                RentPayment(date: date("2026-01-01"), amount: 300_000, type: .deposit),
                RentPayment(date: date("2026-01-01"), amount: 150_000),
                RentPayment(date: date("2026-01-05"), amount: 100_000, type: .depositReturn),
            ], asOf: "2026-01-10")
        #expect(a.depositHeld == 200_000)
        #expect(a.periods[0].balance == 0)
        #expect(a.rentReceived == 150_000)
    }

    @Test func paymentsAfterTheAsOfDateAreIgnored() throws {
        let a = try account([RentPayment(date: date("2026-02-01"), amount: 150_000)], asOf: "2026-01-31")
        #expect(a.periods[0].paid == 0)
        #expect(a.outstanding(asOf: date("2026-01-31")) == 155_000)
    }
}
