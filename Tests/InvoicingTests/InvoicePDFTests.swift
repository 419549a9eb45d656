import Foundation
import Invoicing
import Rendering
import ShoeboxCore
import ShoeboxTestSupport
import Testing

/// Renders invoices and reads them back with `pdftotext` (poppler-utils).
@Suite struct InvoicePDFTests {
    static let pdftotext = PDFTextExtractor.tool

    static func document(items: Int, status: DocumentStatus = .sent, payments: [Payment] = []) throws -> InvoiceDocument
    {
        let lines = (0..<items).map { i in
            (quantity: ExactDecimal(i % 3 == 0 ? "0.333" : "2.5")!, unitPrice: Int64(12_000 + i))
        }
        let totals = try InvoiceMath.totals(
            lines: lines, discount: .percentage(basisPoints: 1_000), taxRateBasisPoints: 825)
        let lineItems = lines.indices.map {
            LineItem(
                description: "Line item number \($0 + 1)", quantity: lines[$0].quantity, unitPrice: lines[$0].unitPrice,
                amount: totals.lineAmounts[$0])
        }
        return InvoiceDocument(
            type: .invoice, number: "INV-0042", status: status,
            client: ClientDetails(name: "Acme Studio", address: ["1 Main St"]),
            issueDate: LocalDate(iso: "2026-03-01")!, dueDate: LocalDate(iso: "2026-03-31")!, currency: .usd,
            items: lineItems, taxRateBasisPoints: 825, discount: .percentage(basisPoints: 1_000), totals: totals,
            payments: payments, notes: "Thanks for the work")
    }

    static func text(of pdf: Data) throws -> String { try PDFTextExtractor.text(of: pdf) }

    @Test(.enabled(if: pdftotext != nil, "pdftotext (poppler-utils) is not installed"))
    func totalsAreRealTextWithTheRightNumbers() throws {
        let document = try Self.document(
            items: 3, payments: [Payment(amount: 10_000, method: .check, date: LocalDate(iso: "2026-03-05")!)])
        // Lines: 0.333 × 120.00 = 39.96; 2.5 × 120.01 = 300.025 → 300.03; 2.5 × 120.02 = 300.05. Subtotal 640.04,
        // discount 10 % = 64.00 (64.004), tax 8.25 % of 576.04 = 47.52 (47.5233), total 623.56, paid 100.00, due 523.56.
        #expect(document.totals.total == 62_356)
        let text = try Self.text(
            of: InvoicePDF.render(document, business: BusinessProfile(name: "Juniper Lane Design"), logoPath: nil))
        for expected in [
            "INVOICE", "INV-0042", "Juniper Lane Design", "Bill To".uppercased(), "Acme Studio", "$39.96", "$300.03",
            "$300.05", "$640.04", "-$64.00", "$47.52", "$623.56", "-$100.00", "$523.56", "Amount Due", "Due date",
            "2026-03-31", "Thanks for the work",
        ] {
            #expect(text.contains(expected), "missing \(expected)")
        }
    }

    @Test(.enabled(if: pdftotext != nil, "pdftotext (poppler-utils) is not installed"))
    func longInvoicesRepeatTheTableHeaderOnEveryPage() throws {
        let text = try Self.text(
            of: InvoicePDF.render(try Self.document(items: 120), business: BusinessProfile(name: "B"), logoPath: nil))
        let pages = text.components(separatedBy: "\u{0C}").filter {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        #expect(pages.count >= 4)
        for page in pages where page.contains("Line item number") {
            #expect(page.contains("Description") && page.contains("Amount"), "a page of items has no table header")
        }
        #expect(text.contains("Line item number 120"))
        #expect(pages.last?.contains("Amount Due") == true)
    }

    @Test(.enabled(if: pdftotext != nil, "pdftotext (poppler-utils) is not installed"))
    func paidMarkLogoAndDeterminism() throws {
        let logo = FileManager.default.temporaryDirectory.appendingPathComponent("logo-\(UUID().uuidString).png")
        try TinyPNG.make(width: 40, height: 20) { x, _ in x < 20 ? (30, 60, 100) : (200, 120, 40) }.write(to: logo)
        defer { try? FileManager.default.removeItem(at: logo) }
        var document = try Self.document(items: 2)
        document.payments = [
            Payment(amount: document.totals.total, method: .bankTransfer, date: LocalDate(iso: "2026-03-10")!)
        ]
        document.status = .paid
        let business = BusinessProfile(name: "Juniper Lane Design")
        let first = InvoicePDF.render(document, business: business, logoPath: logo.path)
        let second = InvoicePDF.render(document, business: business, logoPath: logo.path)
        #expect(first == second)
        #expect(String(decoding: first, as: UTF8.self).contains("/Subtype /Image"))
        let text = try Self.text(of: first)
        #expect(text.contains("PAID"))
        #expect(text.contains("$0.00"))
        let withoutLogo = InvoicePDF.render(document, business: business, logoPath: nil)
        #expect(!String(decoding: withoutLogo, as: UTF8.self).contains("/Subtype /Image"))
    }

    @Test(.enabled(if: pdftotext != nil, "pdftotext (poppler-utils) is not installed"))
    func estimatesSayValidUntilAndUseTheirCurrency() throws {
        var document = try Self.document(items: 1)
        document.type = .estimate
        document.number = "EST-0003"
        document.currency = CurrencyCode("EUR")!
        document.payments = []
        let text = try Self.text(of: InvoicePDF.render(document, business: BusinessProfile(name: "B"), logoPath: nil))
        #expect(text.contains("ESTIMATE"))
        #expect(text.contains("Valid until"))
        #expect(text.contains("€"))
        #expect(!text.contains("Amount Due"))
    }
}
