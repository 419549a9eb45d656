import Foundation
import Testing

@testable import ShoeboxCore

/// The fast readings of stored dates and currency codes give what the general readings give.
struct StoredValueParsingTests {
    /// `YYYY-MM-DD` read the general way: three `-`-separated numbers, a four-digit year.
    static func generalISO(_ text: String) -> LocalDate? {
        let parts = text.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]),
            let d = Int(parts[2])
        else { return nil }
        return LocalDate(year: y, month: m, day: d)
    }

    @Test(arguments: [
        "2024-03-05", "2024-02-29", "2023-02-29", "2024-13-01", "2024-00-10", "1899-12-31", "2200-12-31",
        "2024-1-005", "2024-+1-05", "2024--1-05", "+024-01-05", "2024-01-0a", "2024/01/05", "2024-01-05 ",
        "٢٠٢٤-01-05", "2024-1-5", "0000-00-00", "9999-99-99",
    ])
    func datesMatchTheGeneralReading(_ text: String) {
        #expect(LocalDate(iso: text) == Self.generalISO(text))
        #expect(LocalDate(iso: text[...]) == Self.generalISO(text))
    }

    /// A `String` whose bytes are not stored contiguously (bridged from Foundation) takes the same reading.
    @Test func bridgedDatesMatchTheGeneralReading() {
        for text in ["2024-03-05", "2023-02-29", "2024-1-5", "2024/01/05", "٢٠٢٤-01-05"] {
            let bridged = NSString(string: text).description
            #expect(LocalDate(iso: bridged) == Self.generalISO(text))
        }
    }

    @Test(arguments: [
        ("USD", "USD"), ("usd", "USD"), (" EUR ", "EUR"), ("JPY", "JPY"), ("XXQ", nil), ("US", nil), ("USDX", nil),
        ("Usd", "USD"),
    ])
    func currencyCodes(_ text: String, _ code: String?) {
        #expect(CurrencyCode(text)?.code == code)
    }

    /// Slashes counted on the bytes of an ASCII word, Foundation's `contains` for any other word.
    @Test(arguments: [
        ("1/2", true), ("12/AB", false), ("A1/2B", false), ("1/2/", true), ("/12", true), ("12/", true),
        ("١٢/٣", true), ("é1/2", false), ("1/é2", false), ("AB/CD", false),
    ])
    func slashDates(_ word: String, _ noise: Bool) {
        #expect(PayeeNormalizer.isNoise(word) == noise)
    }
}
