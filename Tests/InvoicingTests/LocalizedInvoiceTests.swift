import Foundation
import Invoicing
import Pipeline
import Rendering
import ShoeboxCore
import ShoeboxTestSupport
import Storage
import Testing

/// Invoices in every language, and clients with their own language in one book.
@Suite(.enabled(if: PDFTextExtractor.isAvailable && PDFFontList.isAvailable, "poppler-utils is not installed"))
struct LocalizedInvoiceTests {
    /// One line of 3,892.15 with 8.25 % tax (321.10): total 4,213.25 EUR.
    static func document(currency: CurrencyCode = .eur) throws -> InvoiceDocument {
        let lines = [(quantity: ExactDecimal("1")!, unitPrice: Int64(389_215))]
        let totals = try InvoiceMath.totals(lines: lines, discount: nil, taxRateBasisPoints: 825)
        return InvoiceDocument(
            type: .invoice, number: "INV-0042", status: .sent,
            client: ClientDetails(name: "Atelier Nord", address: ["12 rue des Lilas"]),
            issueDate: LocalDate(iso: "2026-11-24")!, dueDate: LocalDate(iso: "2026-12-24")!, currency: currency,
            items: [
                LineItem(
                    description: "Refonte du site", quantity: lines[0].quantity, unitPrice: lines[0].unitPrice,
                    amount: totals.lineAmounts[0])
            ], taxRateBasisPoints: 825, discount: nil, totals: totals, payments: [], notes: nil)
    }

    /// Title, issue date and total (4,213.25 EUR) as each language prints them.
    static let expected: [Language: (title: String, date: String, total: String)] = [
        .english: ("INVOICE", "2026-11-24", "€4,213.25"),
        .spanish: ("FACTURA", "24 nov 2026", "4213,25 €"),
        .french: ("FACTURE", "24 nov. 2026", "4 213,25 €"),
        .german: ("RECHNUNG", "24.11.2026", "4.213,25 €"),
        .simplifiedChinese: ("发票", "2026年11月24日", "€4,213.25"),
        .traditionalChinese: ("發票", "2026年11月24日", "€4,213.25"),
    ]

    @Test(arguments: Language.allCases)
    func invoiceInEachLanguage(_ language: Language) throws {
        let document = try Self.document()
        #expect(document.totals.total == 421_325)
        let render = {
            InvoicePDF.render(
                document, business: BusinessProfile(name: "Studio Lumen"), logoPath: nil,
                language: PDFLanguage(language))
        }
        let pdf = render()
        let text = try PDFTextExtractor.text(of: pdf, layout: false).normalizedSpaces
        let (title, date, total) = Self.expected[language]!
        for needle in [title, date, total, "INV-0042", "Atelier Nord"] {
            #expect(text.contains(needle), "\(language.rawValue): missing \(needle)")
        }
        if language != .english {
            #expect(EnglishLeaks.find(in: text, language: language, areas: ["invoice.", "common."]) == [])
        }
        let fonts = try PDFFontList.fonts(of: pdf)
        #expect(!fonts.isEmpty && fonts.allSatisfy(\.embedded), "\(fonts)")
        if language.isChinese { #expect(fonts.contains { $0.name.contains("NotoSansCJK") }, "\(fonts)") }
        #expect(render() == pdf, "identical input, identical bytes")
    }

    @Test func japaneseYenAndKuwaitiDinarKeepTheirOwnDecimals() throws {
        let yen = InvoicePDF.render(
            try Self.document(currency: CurrencyCode("JPY")!), business: BusinessProfile(name: "S"), logoPath: nil,
            language: PDFLanguage(.german))
        // 389,215 yen (no minor unit) + 8.25 % = 421,325 yen.
        #expect(try PDFTextExtractor.text(of: yen, layout: false).normalizedSpaces.contains("421.325 ¥"))
        let dinar = InvoicePDF.render(
            try Self.document(currency: CurrencyCode("KWD")!), business: BusinessProfile(name: "S"), logoPath: nil,
            language: PDFLanguage(.french))
        #expect(try PDFTextExtractor.text(of: dinar, layout: false).normalizedSpaces.contains("421,325 KWD"))
    }

    @Test func aFrenchClientAndAnEnglishClientInOneRunEachGetTheirLanguage() throws {
        let workspace = try Workspace()
        try "language: de\n".write(
            to: workspace.book.root.appendingPathComponent("settings.yaml"), atomically: true, encoding: .utf8)
        try workspace.write("business.yaml", "name: Studio Lumen\n")
        let items = "issue_date: 2026-11-24\nterms_days: 30\nitems:\n  - {description: Audit, unit_price: \"100.00\"}\n"
        try workspace.write("a.invoice.yaml", "number: INV-0001\nclient: {name: Atelier Nord, language: fr}\n" + items)
        try workspace.write("b.invoice.yaml", "number: INV-0002\nclient: {name: Acme Corp, language: en}\n" + items)
        try workspace.write("c.invoice.yaml", "number: INV-0003\nclient: Müller GmbH\n" + items)
        _ = try workspace.run()
        func text(_ number: String) throws -> String {
            let url = workspace.book.outputDirectory.appendingPathComponent("invoices/\(number).pdf")
            return try PDFTextExtractor.text(of: try Data(contentsOf: url), layout: false)
        }
        #expect(try text("INV-0001").contains("FACTURE"))
        #expect(try text("INV-0002").contains("INVOICE"))
        #expect(try !text("INV-0002").contains("FACTURE"))
        #expect(try text("INV-0003").contains("RECHNUNG"), "no client language: the book's")
        #expect(try workspace.ledger.invoice(number: "INV-0001")?.document.client.language == .french)
    }

    @Test func anUnknownClientLanguageNamesTheFileLineAndKey() throws {
        #expect(throws: SpecError.self) {
            try SpecParser.parse(
                yaml:
                    "client:\n  name: A\n  language: klingon\nissue_date: 2026-01-01\nitems:\n  - {description: x, unit_price: \"1\"}\n",
                file: "a.invoice.yaml", type: .invoice, defaultCurrency: .usd)
        }
        do {
            _ = try SpecParser.parse(
                yaml:
                    "client:\n  name: A\n  language: klingon\nissue_date: 2026-01-01\nitems:\n  - {description: x, unit_price: \"1\"}\n",
                file: "a.invoice.yaml", type: .invoice, defaultCurrency: .usd)
        } catch {
            #expect("\(error)".contains("a.invoice.yaml:3"), "\(error)")
            #expect("\(error)".contains("client.language"), "\(error)")
            #expect("\(error)".contains("\"klingon\" is not a supported language"), "\(error)")
        }
    }
}
