import Foundation
import Invoicing
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// Storage of specs, payments, statuses and bank matches, on an in-memory ledger.
@Suite struct InvoiceLedgerTests {
    static let today = LocalDate(iso: "2026-04-15")!
    static let checking = AccountHint(key: "acct:1", displayName: "Checking", currency: .usd, source: "column")

    static func spec(_ yaml: String, file: String = "acme.invoice.yaml", type: DocumentType = .invoice) throws
        -> InvoiceSpec
    {
        try SpecParser.parse(yaml: yaml, file: file, type: type, defaultCurrency: .usd)
    }

    static func invoiceYAML(
        client: String = "Acme Studio", number: String? = nil, price: String = "100.00",
        due: String = "2026-04-30", extra: String = ""
    ) -> String {
        (number.map { "number: \($0)\n" } ?? "") + """
            client: \(client)
            issue_date: 2026-04-01
            due_date: \(due)
            tax_rate_bps: 825
            items:
              - description: Work
                quantity: 2
                unit_price: "\(price)"
            \(extra)
            """
    }

    static func importDeposits(_ ledger: Ledger, _ rows: [(String, Int64, String)]) throws {
        let run = try ledger.beginRun(command: "test")
        let transactions = rows.enumerated().map { index, row in
            StatementTransaction(
                account: checking, date: LocalDate(iso: row.0)!, amount: Money(minorUnits: row.1, currency: .usd),
                description: row.2, pending: false, bankID: nil, sourceLine: index + 2)
        }
        let document = NewDocument(
            sha256: UUID().uuidString, originalName: "bank.csv", originalPath: "/in/bank.csv", size: 1,
            mtimeNanoseconds: 1, kind: "statement", archivePath: "archive/x", configFingerprint: "fp")
        _ = try ledger.importStatement(
            document, ParsedStatement(transactions: transactions, dialectSummary: "t"), runID: run)
    }

    @Test func autoNumbersThenReDropUpdatesWithARevision() throws {
        let ledger = try Ledger(inMemory: ())
        let first = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML()), document: nil, runID: nil, today: Self.today)
        #expect(first.number == "INV-0001")
        #expect(first.created)
        #expect(first.status == .sent)
        let edited = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML(price: "150.00")), document: nil, runID: nil, today: Self.today)
        #expect(edited.number == "INV-0001")
        #expect(!edited.created)
        let stored = try #require(try ledger.invoice(number: "INV-0001"))
        #expect(stored.document.totals.subtotal == 30_000)
        #expect(stored.document.totals.tax == 2_475)
        #expect(stored.revisionCount == 1)
        #expect(try ledger.invoiceList().count == 1)
        let other = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML(), file: "globex.invoice.yaml"), document: nil,
            runID: nil, today: Self.today)
        #expect(other.number == "INV-0002")
    }

    @Test func numberCollisionNamesBothFiles() throws {
        let ledger = try Ledger(inMemory: ())
        _ = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML(number: "INV-0042")), document: nil, runID: nil, today: Self.today)
        let clash = try Self.spec(Self.invoiceYAML(number: "INV-0042"), file: "other.invoice.yaml")
        do {
            _ = try ledger.importInvoiceSpec(clash, document: nil, runID: nil, today: Self.today)
            Issue.record("expected a collision")
        } catch let error as SpecError {
            #expect(error.code == "number_collision")
            #expect(error.message.contains("acme.invoice.yaml"))
            #expect(error.message.contains("other.invoice.yaml"))
            #expect(error.line == 1)
            #expect(error.region == "number")
        }
        // An explicit number moves the counter past it.
        let next = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML(), file: "b.invoice.yaml"), document: nil, runID: nil, today: Self.today)
        #expect(next.number == "INV-0043")
    }

    @Test func paymentsMoveStatusAndRemovingOneReversesIt() throws {
        let ledger = try Ledger(inMemory: ())
        _ = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML()), document: nil, runID: nil, today: Self.today)
        // total = 200.00 + 16.50 tax = 216.50
        let date = LocalDate(iso: "2026-04-10")!
        #expect(
            try ledger.recordPayment(
                number: "INV-0001", payment: Payment(amount: 10_000, method: .check, date: date), today: Self.today)
                == .partial)
        let refusal = #expect(throws: Diagnostic.self) {
            try ledger.recordPayment(
                number: "INV-0001", payment: Payment(amount: 11_651, method: .cash, date: date), today: Self.today)
        }
        #expect(refusal?.code == .invoiceRefused)
        #expect(
            try ledger.recordPayment(
                number: "INV-0001", payment: Payment(amount: 11_650, method: .cash, date: date), today: Self.today)
                == .paid)
        let paid = try #require(try ledger.invoice(number: "INV-0001"))
        #expect(paid.document.amountDue == 0)
        #expect(try ledger.removePayment(id: paid.paymentRows[1].id, today: Self.today) == .partial)
        #expect(try ledger.invoice(number: "INV-0001")?.document.amountDue == 11_650)
        #expect(try ledger.clientOutstanding().map(\.amount.minorUnits) == [11_650])
    }

    @Test func overdueWithAnInjectedClock() throws {
        let ledger = try Ledger(inMemory: ())
        _ = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML()), document: nil, runID: nil, today: Self.today)
        _ = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML(extra: "status: draft"), file: "d.invoice.yaml"),
            document: nil, runID: nil, today: Self.today)
        #expect(try ledger.refreshInvoiceStatuses(today: LocalDate(iso: "2026-04-30")!) == 0)
        #expect(try ledger.refreshInvoiceStatuses(today: LocalDate(iso: "2026-05-01")!) == 1)
        #expect(try ledger.invoiceList(status: .overdue).map(\.number) == ["INV-0001"])
        #expect(try ledger.invoiceList(status: .draft).map(\.number) == ["INV-0002"])
    }

    @Test func estimateConvertsAndExpires() throws {
        let ledger = try Ledger(inMemory: ())
        let estimate = try Self.spec(
            "client: Acme\nissue_date: 2026-04-01\nvalid_until: 2026-04-20\nitems:\n  - {description: Site, quantity: 1.5, unit_price: \"99.99\"}\n",
            file: "site.estimate.yaml", type: .estimate)
        #expect(
            try ledger.importInvoiceSpec(estimate, document: nil, runID: nil, today: Self.today).number == "EST-0001")
        let invoice = try ledger.convertEstimate(number: "EST-0001", today: Self.today)
        #expect(invoice.number == "INV-0001")
        let stored = try #require(try ledger.invoice(number: "INV-0001"))
        #expect(stored.document.convertedFrom == "EST-0001")
        #expect(stored.document.items.map(\.amount) == [14_999])  // 1.5 × 99.99 = 149.985 → 149.99
        #expect(try ledger.invoice(number: "EST-0001")?.document.status == .converted)
        #expect(throws: (any Error).self) { try ledger.convertEstimate(number: "EST-0001", today: Self.today) }

        let other = try Self.spec(
            "client: Acme\nissue_date: 2026-04-01\nvalid_until: 2026-04-20\nitems:\n  - {description: x, unit_price: \"1\"}\n",
            file: "other.estimate.yaml", type: .estimate)
        _ = try ledger.importInvoiceSpec(other, document: nil, runID: nil, today: Self.today)
        try ledger.refreshInvoiceStatuses(today: LocalDate(iso: "2026-04-21")!)
        #expect(try ledger.invoice(number: "EST-0002")?.document.status == .expired)
        #expect(try ledger.invoice(number: "EST-0001")?.document.status == .converted)
    }

    @Test func bankDepositPaysAndCategorizesExactAndPartial() throws {
        let ledger = try Ledger(inMemory: ())
        _ = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML()), document: nil, runID: nil, today: Self.today)
        try Self.importDeposits(
            ledger,
            [
                ("2026-04-05", 10_000, "ZELLE FROM ACME STUDIO"),
                ("2026-04-09", 11_650, "ACH CREDIT ACME STUDIO LLC"),
            ])
        let summary = try ledger.matchDepositsToInvoices(today: Self.today)
        #expect(summary.paid.map(\.number) == ["INV-0001", "INV-0001"])
        let stored = try #require(try ledger.invoice(number: "INV-0001"))
        #expect(stored.document.status == .paid)
        #expect(stored.paymentRows.allSatisfy { $0.source == "bank" && $0.transactionID != nil })
        let rows = try ledger.exportRows()
        #expect(rows.map(\.category) == ["income", "income"])
        #expect(rows.map(\.scheduleCLine) == ["1", "1"])
        // A second pass changes nothing.
        #expect(try ledger.matchDepositsToInvoices(today: Self.today).paid.isEmpty)

        // Unlinking a bank payment by hand reverses it, clears the deposit's category, and the
        // deposit is not matched again.
        #expect(try ledger.removePayment(id: stored.paymentRows[0].id, today: Self.today) == .partial)
        #expect(try ledger.exportRows().map(\.category) == [nil, "income"])
        #expect(try ledger.matchDepositsToInvoices(today: Self.today).paid.isEmpty)
        #expect(try ledger.invoice(number: "INV-0001")?.document.amountDue == 10_000)
    }

    @Test func sameAmountTwiceGoesToReviewAndCanBeResolved() throws {
        let ledger = try Ledger(inMemory: ())
        _ = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML(client: "Globex")), document: nil, runID: nil, today: Self.today)
        _ = try ledger.importInvoiceSpec(
            try Self.spec(Self.invoiceYAML(client: "Globex"), file: "g2.invoice.yaml"), document: nil,
            runID: nil, today: Self.today)
        try Self.importDeposits(ledger, [("2026-04-12", 21_650, "GLOBEX ACH PAYMENT")])
        let summary = try ledger.matchDepositsToInvoices(today: Self.today)
        #expect(summary.paid.isEmpty)
        #expect(summary.awaitingReview == 1)
        let review = try ledger.paymentMatchesAwaitingReview()
        #expect(review.count == 1)
        #expect(review.first?.candidateNumbers == ["INV-0001", "INV-0002"])
        #expect(review.first?.amount == Money(minorUnits: 21_650, currency: .usd))
        #expect(try ledger.invoice(number: "INV-0001")?.document.amountPaid == 0)

        let id = try #require(review.first?.transactionID)
        #expect(try ledger.payInvoice(number: "INV-0002", withTransaction: id, today: Self.today) == .paid)
        #expect(try ledger.paymentMatchesAwaitingReview().isEmpty)
        #expect(try ledger.exportRows().first?.category == "income")
    }

    @Test func invalidSpecStoresNothing() throws {
        let ledger = try Ledger(inMemory: ())
        let overpaid = try Self.spec(Self.invoiceYAML(extra: "payments:\n  - {amount: \"500.00\", date: 2026-04-02}"))
        #expect(throws: SpecError.self) {
            try ledger.importInvoiceSpec(overpaid, document: nil, runID: nil, today: Self.today)
        }
        let unknown = try Self.spec("convert_from: EST-0009\nissue_date: 2026-04-01\n")
        #expect(throws: SpecError.self) {
            try ledger.importInvoiceSpec(unknown, document: nil, runID: nil, today: Self.today)
        }
        #expect(try ledger.invoiceList().isEmpty)
        #expect(try ledger.clientOutstanding().isEmpty)
    }
}
