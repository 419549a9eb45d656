import Foundation
import ShoeboxCore
import Testing

struct MoneyTests {
    @Test(arguments: [
        (Int64(-1_230), 2, "-12.30"),
        (5, 2, "0.05"),
        (-5, 2, "-0.05"),
        (0, 2, "0.00"),
        (123_456_789, 2, "1234567.89"),
        (1_280, 0, "1280"),
        (-980, 0, "-980"),
        (12_345, 3, "12.345"),
        (7, 3, "0.007"),
        (Int64.min, 2, "-92233720368547758.08"),
        (Int64.max, 2, "92233720368547758.07"),
    ])
    func decimalString(_ minorUnits: Int64, _ digits: Int, _ text: String) {
        #expect(Money.decimalString(minorUnits, digits: digits) == text)
    }

    @Test func formattedUsesTheCurrencysDigits() {
        #expect(Money(minorUnits: -1_230, currency: .usd).formatted() == "-12.30 USD")
        #expect(Money(minorUnits: 1_280, currency: CurrencyCode("JPY")!).formatted() == "1280 JPY")
        #expect(Money(minorUnits: 1_500, currency: CurrencyCode("KWD")!).decimalString == "1.500")
        #expect(Money(minorUnits: 99, currency: .gbp).decimalString == "0.99")
    }

    @Test func negatedAndComparable() {
        let a = Money(minorUnits: 250, currency: .eur)
        #expect(a.negated == Money(minorUnits: -250, currency: .eur))
        #expect(a.negated.negated == a)
        #expect(a.negated < a)
        #expect(!(a < a))
        #expect([Money(minorUnits: 3, currency: .eur), a, a.negated].sorted().map(\.minorUnits) == [-250, 3, 250])
    }

    @Test func sameAmountInAnotherCurrencyIsNotEqual() {
        #expect(Money(minorUnits: 100, currency: .usd) != Money(minorUnits: 100, currency: .eur))
        #expect(Set([Money(minorUnits: 100, currency: .usd), Money(minorUnits: 100, currency: .usd)]).count == 1)
    }

    @Test func codableRoundTrip() throws {
        let money = Money(minorUnits: -4_217, currency: .usd)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(money), as: UTF8.self)
        #expect(json == #"{"currency":"USD","minorUnits":-4217}"#)
        #expect(try JSONDecoder().decode(Money.self, from: Data(json.utf8)) == money)
    }

    @Test func decodingRejectsUnknownCurrency() {
        let json = #"{"currency":"XYZ","minorUnits":1}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Money.self, from: Data(json.utf8)) }
    }
}
