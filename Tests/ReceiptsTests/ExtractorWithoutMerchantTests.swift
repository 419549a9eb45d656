import ShoeboxCore
import Testing

@testable import Receipts

/// The reader's re-read plans extract without choosing the merchant: every other field must come out
/// exactly as the full extractor gives it, or a plan would read other lines than before.
@Suite struct ExtractorWithoutMerchantTests {
    static let options = ExtractionOptions(defaultCurrency: .usd, today: LocalDate(year: 2026, month: 11, day: 22)!)

    @Test(arguments: ReceiptExtractorTests.cases)
    func everyFieldButTheMerchantIsTheSame(_ example: ReceiptExtractorTests.Case) {
        let lines = ReceiptLine.lines(fromText: example.text)
        let rereads = [LineReread(line: lines.count - 2, pass: 0, text: lines[lines.count - 2].text, confidence: 0.9)]
        let full = ReceiptExtractor.extract(lines, rereads: rereads, options: Self.options)
        var without = ReceiptExtractor.extract(lines, rereads: rereads, options: Self.options, choosingMerchant: false)
        #expect(without.merchant == nil)
        #expect(full.merchant != nil)
        without.merchant = full.merchant
        without.merchantEvidence = full.merchantEvidence
        #expect(without == full)
    }

    /// Without the merchant the plans still see the total and the date flagged or not, as before.
    @Test func flaggedTotalAndDateAreTheSame() {
        let text = """
            CORNER MART
            Date 12/05/2019
            Milk 3.10
            TOTAL 8.4O
            """
        let lines = ReceiptLine.lines(fromText: text)
        let full = ReceiptExtractor.extract(lines, options: Self.options).flaggedFields
        let without = ReceiptExtractor.extract(lines, options: Self.options, choosingMerchant: false).flaggedFields
        #expect(full.filter { $0 != .merchant } == without.filter { $0 != .merchant })
        #expect(without.contains(.merchant))
        #expect(full.contains(.total) && full.contains(.date))
    }
}
