import Foundation
import Localization
import Rendering
import Rentals
import Reports
import ShoeboxCore
import ShoeboxTestSupport
import Testing

/// The rent roll in every supported language: the translated title, the lease's own currency
/// formatted the locale's way, fonts embedded, the same bytes for the same input.
@Suite struct RentRollLanguageTests {
    static func lines() throws -> [RentRollLine] {
        let lease = LeaseSnapshot(
            id: 1, property: "Maple Street 12", unit: "2B", tenant: "Li Wei", currency: CurrencyCode("CNY")!,
            terms: LeaseTerms(start: LocalDate(iso: "2026-01-01")!, end: nil, rent: 421_325), securityDeposit: 0,
            active: true, payments: [])
        return try RentRoll.lines(
            [lease], from: LocalDate(iso: "2026-11-01")!, to: LocalDate(iso: "2026-11-30")!)
    }

    static func render(_ language: Language) throws -> Data {
        let lang = PDFLanguage(language)
        return RentRollPDF.render(
            try lines(), periodTitle: lang.period(.month(2026, 11)), asOf: LocalDate(iso: "2026-11-24")!,
            language: lang)
    }

    @Test(
        .enabled(if: PDFTextExtractor.isAvailable && PDFFontList.isAvailable, "poppler-utils is not installed"),
        arguments: Language.allCases)
    func rentRollIsTranslatedFormattedAndStable(language: Language) throws {
        let pdf = try Self.render(language)
        let text = try PDFTextExtractor.text(of: pdf)
        let title = Strings(language)["rent.roll.title"]
        #expect(text.contains(title), "\(language.rawValue): no '\(title)' in the rent roll")
        #expect(text.contains("Maple Street 12"))
        #expect(try PDFFontList.fonts(of: pdf).allSatisfy(\.embedded))
        #expect(try Self.render(language) == pdf)
        if language != .english { #expect(!text.contains(Strings(.english)["rent.roll.title"])) }
    }

    @Test(.enabled(if: PDFTextExtractor.isAvailable, "pdftotext (poppler-utils) is not installed"))
    func simplifiedChineseRentRollSaysRentAndYuan() throws {
        let text = try PDFTextExtractor.text(of: try Self.render(.simplifiedChinese))
        #expect(text.contains("租金"))
        #expect(text.contains("¥4,213.25"))
    }
}
