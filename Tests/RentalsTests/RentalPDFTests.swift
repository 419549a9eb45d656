import Foundation
import Rendering
import Rentals
import ShoeboxCore
import ShoeboxTestSupport
import Testing

@Suite struct RentalPDFTests {
    static let property = PropertySpec(
        name: "Maple Street 12", address: "12 Maple Street", type: .residential, currency: .usd)

    static func scheduleE() throws -> ScheduleEProperty {
        let lease = LeaseSnapshot(
            id: 1, property: "Maple Street 12", unit: nil, tenant: "Ana Ruiz", currency: .usd,
            terms: LeaseTerms(start: LocalDate(iso: "2026-01-01")!, end: nil, rent: 150_000), securityDeposit: 0,
            active: true, payments: [])
        let rent = ReceivedRent(
            property: "Maple Street 12", unit: nil, tenant: "Ana Ruiz",
            payment: RentPayment(date: LocalDate(iso: "2026-02-01")!, amount: 150_000), source: "")
        let repair = PropertyEntry(
            id: 7, date: LocalDate(iso: "2026-03-09")!, description: "JOES PLUMBING",
            amount: Money(minorUnits: -24_000, currency: .usd),
            property: "Maple Street 12", line: .repairs)
        return try ScheduleECalculator.compute(
            property: property, year: 2026, rents: [rent], entries: [repair], leases: [lease])
    }

    @Test func lineTotalsAddUp() throws {
        let s = try Self.scheduleE()
        #expect(s.amount(.rentsReceived) == 150_000)
        #expect(s.amount(.repairs) == 24_000)
        #expect(s.amount(.totalExpenses) == 24_000)
        #expect(s.amount(.incomeOrLoss) == 126_000)
        #expect(s.fairRentalDays == 365)
    }

    @Test(.enabled(if: PDFTextExtractor.isAvailable, "pdftotext (poppler-utils) is not installed"))
    func scheduleESpeaksTheBooksLanguage() throws {
        let english = try PDFTextExtractor.text(of: ScheduleEPDF.render([try Self.scheduleE()], year: 2026))
        #expect(
            english.contains("Rents received") && english.contains("$1,500.00") && english.contains("JOES PLUMBING"))
        let french = try PDFTextExtractor.text(
            of: ScheduleEPDF.render([try Self.scheduleE()], year: 2026, language: PDFLanguage(.french)))
        #expect(french.contains("Loyers encaissés") && french.contains("Réparations"))
        #expect(!french.contains("Rents received"))
    }
}
