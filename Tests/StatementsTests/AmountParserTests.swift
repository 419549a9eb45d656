import Foundation
import ShoeboxCore
import Testing

@testable import Statements

struct AmountParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var mark: DecimalMark
        var digits: Int
        var minorUnits: Int64
        var explicitSign: Bool
        var currency: String?
        var testDescription: String { "\(text) [\(mark.rawValue), \(digits)]" }

        init(
            _ text: String, _ mark: DecimalMark, _ minorUnits: Int64, explicit: Bool = false,
            currency: String? = nil, digits: Int = 2
        ) {
            self.text = text
            self.mark = mark
            self.digits = digits
            self.minorUnits = minorUnits
            self.explicitSign = explicit
            self.currency = currency
        }
    }

    static let cases: [Case] = [
        Case("-1,234.56", .dot, -123_456, explicit: true),
        Case("1,234.56", .dot, 123_456),
        Case("1.234,56", .comma, 123_456),
        Case("-1.234.567,89", .comma, -123_456_789, explicit: true),
        Case("1'234.50", .dot, 123_450),
        Case("-12'000.05", .dot, -1_200_005, explicit: true),
        Case("1 234,56", .comma, 123_456),
        Case("1\u{00A0}234,56", .comma, 123_456),
        Case("2\u{202F}500,00", .comma, 250_000),
        Case("(45.00)", .dot, -4_500, explicit: true),
        Case("($1,045.10)", .dot, -104_510, explicit: true),
        Case("45.00 CR", .dot, 4_500, explicit: true),
        Case("45.00 DR", .dot, -4_500, explicit: true),
        Case("12,50dr", .comma, -1_250, explicit: true),
        Case("1.50-", .dot, -150, explicit: true),
        Case("+$327.49", .dot, 32_749, explicit: true),
        Case("-$76.00", .dot, -7_600, explicit: true),
        Case("£500.00", .dot, 50_000, currency: "GBP"),
        Case("-£4.35", .dot, -435, explicit: true, currency: "GBP"),
        Case("12,50 €", .comma, 1_250, currency: "EUR"),
        Case("100 EUR", .dot, 10_000, currency: "EUR"),
        Case("CHF 99.95", .dot, 9_995, currency: "CHF"),
        Case("=\"12.00\"", .dot, 1_200),
        Case("-350", .dot, -35_000, explicit: true),
        Case("12.5", .dot, 1_250),
        Case(".75", .dot, 75),
        Case("0,07", .comma, 7),
        Case("−8.20", .dot, -820, explicit: true),
        Case("1280", .dot, 1_280, digits: 0),
        Case("-12,800", .dot, -12_800, explicit: true, digits: 0),
        Case("¥3,400", .dot, 3_400, currency: "JPY", digits: 0),
        Case("1.00", .dot, 1, digits: 0),
        Case("12.345", .dot, 12_345, digits: 3),
        Case("0.5", .dot, 500, digits: 3),
        Case("999999999999", .dot, 99_999_999_999_900),
    ]

    @Test(arguments: cases)
    func parsesAmount(_ c: Case) throws {
        let parsed = try #require(AmountParser.parse(c.text, mark: c.mark, digits: c.digits))
        #expect(parsed.minorUnits == c.minorUnits)
        #expect(parsed.explicitSign == c.explicitSign)
        #expect(parsed.currency?.code == c.currency)
    }

    @Test(arguments: [
        "", "   ", "abc", "N/A", "12 abc", "12.34.56", "1.005", "1.2.3,4", "--", "12-34",
        "1234567890123456", "1234567890123", "--5.00", "$", "4 5 6 x", "Groceries 12.00",
    ])
    func rejectsNonAmountsWithDotMark(_ text: String) {
        #expect(AmountParser.parse(text, mark: .dot, digits: 2) == nil)
    }

    @Test func dropsOnlyZeroExtraDecimals() {
        #expect(AmountParser.parse("12.50", mark: .dot, digits: 0) == nil)
        #expect(AmountParser.parse("12.00", mark: .dot, digits: 0)?.minorUnits == 12)
        #expect(AmountParser.parse("1.2345", mark: .dot, digits: 3) == nil)
    }

    @Test func commaMarkReadsDotAsGrouping() {
        #expect(AmountParser.parse("1.234", mark: .comma, digits: 2)?.minorUnits == 123_400)
        #expect(AmountParser.parse("1.234", mark: .dot, digits: 2) == nil)
        #expect(AmountParser.parse("1,234", mark: .dot, digits: 2)?.minorUnits == 123_400)
        #expect(AmountParser.parse("1,234", mark: .comma, digits: 3)?.minorUnits == 1_234)
    }

    @Test(
        arguments: [
            ("1,234.56", [.dot]),
            ("1.234,56", [.comma]),
            ("12.50", [.dot]),
            ("-12,50", [.comma]),
            ("1.234", [.dot, .comma]),
            ("1,234", [.dot, .comma]),
            ("0.123", [.dot]),
            ("1.234.567", [.comma]),
            ("1,234,567", [.dot]),
            ("1'234.50", [.dot]),
            ("1500", [.dot, .comma]),
            ("£7,25", [.comma]),
        ] as [(String, Set<DecimalMark>)])
    func possibleMarks(_ text: String, _ marks: Set<DecimalMark>) {
        #expect(AmountParser.possibleMarks(text) == marks)
    }

    @Test(arguments: ["Coffee", "", "N/A", "2024 Q1 fee xyz"])
    func possibleMarksRejectsText(_ text: String) {
        #expect(AmountParser.possibleMarks(text) == nil)
    }

    @Test func stripReportsSignAndCurrency() throws {
        let stripped = try #require(AmountParser.strip("  (€1.234,00)  "))
        #expect(stripped.digits == "1.234,00")
        #expect(stripped.negative)
        #expect(stripped.explicitSign)
        #expect(stripped.currency == .eur)
        #expect(AmountParser.strip("US$ 20.00")?.currency == .usd)
        let canadian = try #require(AmountParser.strip("C$ 20.00"))
        #expect(canadian.digits == "20.00" && canadian.currency == nil)
        #expect(AmountParser.strip("20.00 XYZ") == nil)
    }
}
