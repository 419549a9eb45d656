import ShoeboxCore
import Testing

@testable import Invoicing

@Suite struct DepositMatcherTests {
    static func deposit(_ id: Int64, _ cents: Int64, _ text: String, _ date: String = "2026-04-10")
        -> DepositMatcher.Deposit
    {
        .init(id: id, date: LocalDate(iso: date)!, amount: Money(minorUnits: cents, currency: .usd), description: text)
    }

    static func invoice(_ id: Int64, _ number: String, _ client: String, _ due: Int64, issued: String = "2026-04-01")
        -> DepositMatcher.OpenInvoice
    {
        .init(
            id: id, number: number, clientName: client, issueDate: LocalDate(iso: issued)!,
            amountDue: Money(minorUnits: due, currency: .usd))
    }

    @Test func exactAmountAndClientName() {
        let decisions = DepositMatcher.match(
            deposits: [Self.deposit(1, 250_000, "STRIPE TRANSFER ACME STUDIO")],
            invoices: [
                Self.invoice(10, "INV-0001", "Acme Studio LLC", 250_000),
                Self.invoice(11, "INV-0002", "Globex", 250_000),
            ])
        #expect(decisions == [.pays(depositID: 1, invoiceID: 10, exact: true, evidence: .clientName)])
    }

    @Test func partialAmountWithTheNumberInTheMemo() {
        let decisions = DepositMatcher.match(
            deposits: [Self.deposit(1, 100_000, "ZELLE FROM J SMITH MEMO: inv 7 part 1")],
            invoices: [
                Self.invoice(10, "INV-0007", "Jones & Partners", 250_000),
                Self.invoice(11, "INV-0008", "Jones & Partners", 100_000),
            ])
        #expect(decisions == [.pays(depositID: 1, invoiceID: 10, exact: false, evidence: .number)])
    }

    @Test func twoInvoicesWithTheSameAmountGoToReview() {
        let decisions = DepositMatcher.match(
            deposits: [Self.deposit(1, 50_000, "ACH CREDIT GLOBEX CORP")],
            invoices: [
                Self.invoice(10, "INV-0001", "Globex Corporation", 50_000),
                Self.invoice(11, "INV-0002", "Globex Corporation", 50_000),
            ])
        #expect(decisions == [.ambiguous(depositID: 1, invoiceIDs: [10, 11])])
    }

    @Test func theExactAmountBreaksATieBetweenOneClientsInvoices() {
        let decisions = DepositMatcher.match(
            deposits: [Self.deposit(1, 50_000, "GLOBEX PAYMENT")],
            invoices: [
                Self.invoice(10, "INV-0001", "Globex", 80_000),
                Self.invoice(11, "INV-0002", "Globex", 50_000),
            ])
        #expect(decisions == [.pays(depositID: 1, invoiceID: 11, exact: true, evidence: .clientName)])
    }

    @Test func noEvidenceNoMatch() {
        let invoices = [Self.invoice(10, "INV-0001", "Acme Studio", 50_000)]
        #expect(DepositMatcher.match(deposits: [Self.deposit(1, 50_000, "MOBILE DEPOSIT")], invoices: invoices).isEmpty)
        // Too much, before the issue date, or not a deposit.
        #expect(DepositMatcher.match(deposits: [Self.deposit(1, 50_001, "ACME STUDIO")], invoices: invoices).isEmpty)
        #expect(
            DepositMatcher.match(deposits: [Self.deposit(1, 50_000, "ACME STUDIO", "2026-03-31")], invoices: invoices)
                .isEmpty)
        #expect(DepositMatcher.match(deposits: [Self.deposit(1, -50_000, "ACME STUDIO")], invoices: invoices).isEmpty)
    }

    @Test func twoDepositsNeverOverpayOneInvoice() {
        let decisions = DepositMatcher.match(
            deposits: [
                Self.deposit(1, 30_000, "ACME STUDIO", "2026-04-05"),
                Self.deposit(2, 30_000, "ACME STUDIO", "2026-04-06"),
            ],
            invoices: [Self.invoice(10, "INV-0001", "Acme Studio", 50_000)])
        #expect(decisions == [.pays(depositID: 1, invoiceID: 10, exact: false, evidence: .clientName)])
    }

    @Test func numberMentions() {
        #expect(DepositMatcher.mentionsNumber(DepositMatcher.normalized("payment inv-0007 thanks"), "INV-0007"))
        #expect(DepositMatcher.mentionsNumber(DepositMatcher.normalized("INV0007"), "INV-0007"))
        #expect(DepositMatcher.mentionsNumber(DepositMatcher.normalized("inv 7"), "INV-0007"))
        #expect(!DepositMatcher.mentionsNumber(DepositMatcher.normalized("INV-00071"), "INV-0007"))
        #expect(!DepositMatcher.mentionsNumber(DepositMatcher.normalized("INV-0008"), "INV-0007"))
        #expect(DepositMatcher.nameMatches("Acme Studio, Inc.", memo: DepositMatcher.normalized("ACMESTUDIO PAYOUT")))
        #expect(!DepositMatcher.nameMatches("The Co", memo: DepositMatcher.normalized("COFFEE")))
    }
}
