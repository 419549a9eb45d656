import Foundation
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// A deposit that could pay two invoices goes to review.csv; the answered sheet pays one.
@Suite struct PaymentReviewTests {
    static func spec(_ file: String) -> String {
        """
        client: Globex
        issue_date: 2024-11-01
        due_date: 2024-12-30
        items:
          - description: Retainer (\(file))
            quantity: 1
            unit_price: "500.00"

        """
    }

    @Test func ambiguousDepositIsListedAndTheAnsweredSheetPaysTheChosenInvoice() throws {
        let space = try Workspace()
        try space.write("a.invoice.yaml", Self.spec("a"))
        try space.write("b.invoice.yaml", Self.spec("b"))
        try space.write(
            "bank.csv",
            "Date,Description,Amount\n2024-11-18,STAPLES 0042,-23.10\n2024-11-20,GLOBEX ACH PAYMENT,500.00\n")
        let first = try space.run()
        #expect(first.quarantined.isEmpty, "\(first.quarantined.map(\.reason))")

        let sheetURL = space.book.outputDirectory.appendingPathComponent("review.csv")
        let sheet = try String(contentsOf: sheetURL, encoding: .utf8)
        let line = try #require(sheet.split(separator: "\n").first { $0.contains(",invoice_payment,") }, "\(sheet)")
        #expect(line.contains("INV-0001 or INV-0002"))
        #expect(try space.ledger.invoice(number: "INV-0002")?.document.amountPaid == 0)

        // A number that is not a candidate quarantines the sheet; nothing is paid.
        let wrong = sheet.replacingOccurrences(of: String(line), with: line + "INV-0009")
        try space.write("answers-wrong.csv", wrong)
        let refused = try space.run()
        #expect(refused.quarantined.contains { $0.reason.contains("INV-0009") })
        #expect(try space.ledger.invoice(number: "INV-0002")?.document.amountPaid == 0)

        let answered = sheet.replacingOccurrences(of: String(line), with: line + "INV-0002")
        try space.write("answers.csv", answered)
        _ = try space.run()
        #expect(try space.ledger.invoice(number: "INV-0002")?.document.amountPaid == 50_000)
        #expect(try space.ledger.invoice(number: "INV-0001")?.document.amountPaid == 0)
        #expect(try space.ledger.paymentMatchesAwaitingReview().isEmpty)
        let deposit = try #require(try space.ledger.exportRows().first { $0.amount.minorUnits == 50_000 })
        #expect(deposit.category == "income")
        #expect(!(try String(contentsOf: sheetURL, encoding: .utf8)).contains(",invoice_payment,"))
    }
}

@Suite struct StageAlertTests {
    @Test func overdueInvoiceIsAnAlertOfTheRun() throws {
        let space = try Workspace()  // today is 2024-12-31
        try space.write(
            "late.invoice.yaml",
            PaymentReviewTests.spec("late").replacingOccurrences(of: "2024-12-30", with: "2024-12-01"))
        try space.write(
            "fresh.invoice.yaml",
            PaymentReviewTests.spec("fresh").replacingOccurrences(of: "2024-12-30", with: "2025-01-15"))
        let report = try space.run()
        let overdue = report.alerts.filter { $0.kind == .overdueInvoice }
        #expect(overdue.count == 1)
        #expect(overdue.first?.code == "INV-0002")  // files are taken in name order: fresh is INV-0001
        #expect(overdue.first?.minorUnits == 50_000)
        #expect(overdue.first?.date == "2024-12-01")
    }
}
