import Invoicing
import ShoeboxCore
import Testing

@Suite struct InvoiceMathTests {
    static func q(_ text: String) -> ExactDecimal { ExactDecimal(text)! }

    @Test(arguments: [
        ("0.333", 10_000, 3_330),  // 0.333 h × $100.00 = $33.30 exactly
        ("0.333", 150, 50),  // 49.95 cents → 50 (half away from zero)
        ("0.333", 1_250, 416),  // 416.25 → 416
        ("2.5", 1, 3),  // 2.5 cents → 3
        ("1.5", 1, 2),
        ("0.5", 1, 1),
        ("0.49", 1, 0),
        ("3", 1_999, 5_997),
        ("1", 0, 0),  // zero-price line
        ("0.000001", 999_999, 1),  // 0.999999 → 1
        ("12.75", 8_000, 102_000),
    ])
    func lineAmountRoundsHalfAwayFromZero(quantity: String, unitPrice: Int64, expected: Int64) throws {
        #expect(try InvoiceMath.lineAmount(quantity: Self.q(quantity), unitPrice: unitPrice) == expected)
    }

    @Test func threeItemsOfAThirdHourAreRoundedPerLineThenSummed() throws {
        let lines = Array(repeating: (quantity: Self.q("0.333"), unitPrice: Int64(15_000)), count: 3)
        let totals = try InvoiceMath.totals(lines: lines, discount: nil, taxRateBasisPoints: 0)
        #expect(totals.lineAmounts == [4_995, 4_995, 4_995])
        #expect(totals.subtotal == 14_985)
        #expect(totals.total == 14_985)
    }

    @Test(arguments: [
        (Int64(1_001), Int64(83)),  // 82.5825 → 83
        (200, 17),  // 16.5 exactly: half away from zero → 17
        (1_999, 165),  // 164.9175 → 165
        (1, 0),  // 0.0825 → 0
        (7, 1),  // 0.5775 → 1
        (12_345, 1_018),  // 1018.4625 → 1018
    ])
    func taxAt825BasisPointsOnOddCents(subtotal: Int64, expectedTax: Int64) throws {
        let totals = try InvoiceMath.totals(lines: [(Self.q("1"), subtotal)], discount: nil, taxRateBasisPoints: 825)
        #expect(totals.tax == expectedTax)
        #expect(totals.total == subtotal + expectedTax)
    }

    @Test func taxIsRoundedOnceAtDocumentLevelNotPerLine() throws {
        // Per line: 333 × 8.25 % = 27.47 → 27, three times 81. Once on 999: 82.4175 → 82.
        let lines = Array(repeating: (quantity: Self.q("1"), unitPrice: Int64(333)), count: 3)
        let totals = try InvoiceMath.totals(lines: lines, discount: nil, taxRateBasisPoints: 825)
        #expect(totals.tax == 82)
        #expect(totals.total == 1_081)
    }

    @Test func taxIsOnTheDiscountedSubtotal() throws {
        let totals = try InvoiceMath.totals(
            lines: [(Self.q("2.5"), 12_000)], discount: .percentage(basisPoints: 1_000),
            taxRateBasisPoints: 825)
        #expect(totals.subtotal == 30_000)
        #expect(totals.discount == 3_000)
        #expect(totals.tax == 2_228)  // 27000 × 0.0825 = 2227.5 → 2228
        #expect(totals.total == 29_228)
    }

    @Test func fullDiscountLeavesNothingToTaxOrPay() throws {
        let totals = try InvoiceMath.totals(
            lines: [(Self.q("3"), 4_999), (Self.q("1"), 0)],
            discount: .percentage(basisPoints: 10_000), taxRateBasisPoints: 825)
        #expect(totals.subtotal == 14_997)
        #expect(totals.discount == 14_997)
        #expect(totals.tax == 0)
        #expect(totals.total == 0)
    }

    @Test func fixedDiscountIsCappedAtTheSubtotal() throws {
        let totals = try InvoiceMath.totals(
            lines: [(Self.q("1"), 1_000)], discount: .fixed(minorUnits: 2_500), taxRateBasisPoints: 500)
        #expect(totals.discount == 1_000)
        #expect(totals.total == 0)
    }

    @Test func hugeAmountsAreAnErrorNotAWrap() {
        #expect(throws: AmountOverflow.self) {
            try InvoiceMath.lineAmount(quantity: Self.q("999999999"), unitPrice: Int64.max / 10)
        }
    }

    @Test(arguments: [("120.00", Int64(12_000)), ("120", 12_000), ("0.5", 50), ("1200.5", 120_050)])
    func amountTextIsExact(text: String, expected: Int64) {
        #expect(AmountText.minorUnits(text, currency: .usd) == expected)
    }

    @Test(arguments: ["12.345", "1,200.00", "$5", "-3.00", "abc", "", "1e3", "+4"])
    func malformedAmountsAreRejected(text: String) {
        #expect(AmountText.minorUnits(text, currency: .usd) == nil)
    }

    @Test func currencyDigitsDecideDecimals() {
        #expect(AmountText.minorUnits("1200", currency: CurrencyCode("JPY")!) == 1_200)
        #expect(AmountText.minorUnits("1200.5", currency: CurrencyCode("JPY")!) == nil)
        #expect(AmountText.minorUnits("1.250", currency: CurrencyCode("KWD")!) == 1_250)
    }

    @Test func currencyFormatting() {
        #expect(CurrencyFormat.format(123_450, .usd) == "$1,234.50")
        #expect(CurrencyFormat.format(-500, .eur) == "-€5.00")
        #expect(CurrencyFormat.format(1_200_000, CurrencyCode("JPY")!) == "¥1,200,000")
        #expect(CurrencyFormat.format(1_250, CurrencyCode("KWD")!) == "KWD 1.250")
        #expect(CurrencyFormat.percent(basisPoints: 825) == "8.25%")
        #expect(CurrencyFormat.percent(basisPoints: 1_000) == "10%")
    }
}
