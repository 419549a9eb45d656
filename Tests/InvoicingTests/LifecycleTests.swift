import Invoicing
import ShoeboxCore
import Testing

@Suite struct LifecycleTests {
    static let due = LocalDate(iso: "2026-03-31")!
    static let before = LocalDate(iso: "2026-03-30")!
    static let on = LocalDate(iso: "2026-03-31")!
    static let after = LocalDate(iso: "2026-04-01")!

    @Test func invoiceStatusFollowsPaymentsAndTheInjectedClock() {
        func status(_ requested: DocumentStatus, paid: Int64, today: LocalDate, total: Int64 = 10_000) -> DocumentStatus
        {
            InvoiceLifecycle.invoiceStatus(
                requested: requested, total: total, paid: paid, dueDate: Self.due, today: today)
        }
        #expect(status(.draft, paid: 0, today: Self.after) == .draft)  // drafts are never overdue
        #expect(status(.sent, paid: 0, today: Self.before) == .sent)
        #expect(status(.sent, paid: 0, today: Self.on) == .sent)  // due today is not overdue yet
        #expect(status(.sent, paid: 0, today: Self.after) == .overdue)
        #expect(status(.sent, paid: 4_000, today: Self.before) == .partial)
        #expect(status(.sent, paid: 4_000, today: Self.after) == .overdue)  // partial and late
        #expect(status(.sent, paid: 10_000, today: Self.after) == .paid)
        #expect(status(.draft, paid: 10_000, today: Self.before) == .paid)
        #expect(status(.void, paid: 0, today: Self.after) == .void)
        #expect(status(.sent, paid: 0, today: Self.after, total: 0) == .paid)  // 100 % discount
    }

    @Test func estimatesExpireButDecisionsStand() {
        #expect(InvoiceLifecycle.estimateStatus(requested: .sent, validUntil: Self.due, today: Self.after) == .expired)
        #expect(InvoiceLifecycle.estimateStatus(requested: .draft, validUntil: Self.due, today: Self.on) == .draft)
        #expect(
            InvoiceLifecycle.estimateStatus(requested: .accepted, validUntil: Self.due, today: Self.after) == .accepted)
        #expect(
            InvoiceLifecycle.estimateStatus(requested: .declined, validUntil: Self.due, today: Self.after) == .declined)
    }

    @Test func transitions() {
        #expect(InvoiceLifecycle.transitionProblem(type: .invoice, from: .void, to: .sent) != nil)
        #expect(InvoiceLifecycle.transitionProblem(type: .invoice, from: .void, to: .void) == nil)
        #expect(InvoiceLifecycle.transitionProblem(type: .invoice, from: .partial, to: .draft) != nil)
        #expect(InvoiceLifecycle.transitionProblem(type: .invoice, from: .sent, to: .void) == nil)
        #expect(InvoiceLifecycle.transitionProblem(type: .invoice, from: .draft, to: .sent) == nil)
        #expect(InvoiceLifecycle.transitionProblem(type: .estimate, from: .converted, to: .sent) != nil)
        #expect(InvoiceLifecycle.transitionProblem(type: .estimate, from: .sent, to: .accepted) == nil)
        #expect(InvoiceLifecycle.conversionProblem(status: .declined) != nil)
        #expect(InvoiceLifecycle.conversionProblem(status: .accepted) == nil)
    }

    @Test func paymentsMayNotExceedTheAmountDue() {
        #expect(InvoiceLifecycle.paymentProblem(amount: 5_001, amountDue: 5_000, status: .sent, type: .invoice) != nil)
        #expect(InvoiceLifecycle.paymentProblem(amount: 5_000, amountDue: 5_000, status: .sent, type: .invoice) == nil)
        #expect(InvoiceLifecycle.paymentProblem(amount: 0, amountDue: 5_000, status: .sent, type: .invoice) != nil)
        #expect(InvoiceLifecycle.paymentProblem(amount: 1, amountDue: 5_000, status: .void, type: .invoice) != nil)
        #expect(InvoiceLifecycle.paymentProblem(amount: 1, amountDue: 5_000, status: .sent, type: .estimate) != nil)
    }

    @Test func numbering() {
        #expect(DocumentNumbering.format(prefix: "INV", counter: 7) == "INV-0007")
        #expect(DocumentNumbering.format(prefix: "EST", counter: 12_345) == "EST-12345")
        #expect(DocumentNumbering.counter(of: "INV-0042", prefix: "INV") == 42)
        #expect(DocumentNumbering.counter(of: "INV-42a", prefix: "INV") == nil)
        #expect(DocumentNumbering.counter(of: "EST-0042", prefix: "INV") == nil)
        let taken: Set = ["INV-0003", "INV-0004"]
        let next = DocumentNumbering.next(prefix: "INV", from: 3) { taken.contains($0) }
        #expect(next.number == "INV-0005")
        #expect(next.nextCounter == 6)
        #expect(DocumentNumbering.isValid("INV-0001"))
        #expect(!DocumentNumbering.isValid("../etc/passwd"))
        #expect(!DocumentNumbering.isValid(""))
    }
}
