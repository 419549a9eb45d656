import Foundation
import Localization
import ShoeboxCore
import Testing

/// Formats come from the locale (ICU), money from integer minor units with the currency's digits.
@Suite struct LocaleFormatTests {
    /// Spaces as printed by ICU (no-break and narrow no-break) compared as plain spaces.
    func plain(_ s: String) -> String {
        s.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    let eur = CurrencyCode.eur, usd = CurrencyCode.usd
    let cny = CurrencyCode("CNY")!, jpy = CurrencyCode("JPY")!, kwd = CurrencyCode("KWD")!

    @Test func moneyInEachLanguage() {
        #expect(plain(LocaleFormat(.french).money(421_325, eur)) == "4 213,25 €")
        #expect(plain(LocaleFormat(.german).money(123_456, eur)) == "1.234,56 €")
        #expect(plain(LocaleFormat(.spanish).money(1_234_567, eur)) == "12.345,67 €")
        #expect(LocaleFormat(.english).money(123_456, usd) == "$1,234.56")
        #expect(LocaleFormat(.simplifiedChinese).money(123_456, cny) == "¥1,234.56")
        #expect(LocaleFormat(.traditionalChinese).money(123_456, usd) == "US$1,234.56")
        #expect(plain(LocaleFormat(.french).money(-421_325, usd)) == "-4 213,25 $US")
    }

    @Test func currenciesWithZeroOrThreeMinorDigits() {
        #expect(LocaleFormat(.english).money(4_213, jpy) == "¥4,213")
        #expect(plain(LocaleFormat(.german).money(4_213, jpy)) == "4.213 ¥")
        #expect(plain(LocaleFormat(.english).money(4_213_250, kwd)) == "KWD 4,213.250")
        #expect(plain(LocaleFormat(.french).money(1_250, kwd)) == "1,250 KWD")
    }

    @Test func wholeMoneyRoundsHalfAwayFromZeroBeforePrinting() {
        #expect(LocaleFormat(.english).wholeMoney(123_450, usd) == "$1,235")
        #expect(LocaleFormat(.english).wholeMoney(-250, usd) == "-$3")
        #expect(plain(LocaleFormat(.german).wholeMoney(123_450, eur)) == "1.235 €")
    }

    @Test func myriadGroupingForChineseSummaryFiguresOnly() {
        let wan = LocaleFormat(.simplifiedChinese, myriadGrouping: true)
        #expect(wan.summaryMoney(4_567_800, cny) == "¥4.57万")
        #expect(wan.summaryMoney(12_345_678_900, cny) == "¥1.23亿")
        #expect(wan.summaryMoney(999_999, cny) == "¥9,999.99")
        #expect(LocaleFormat(.traditionalChinese, myriadGrouping: true).summaryMoney(4_567_800, cny) == "CN¥4.57萬")
        #expect(LocaleFormat(.simplifiedChinese).summaryMoney(4_567_800, cny) == "¥45,678.00")
        #expect(plain(LocaleFormat(.german, myriadGrouping: true).summaryMoney(4_567_800, eur)) == "45.678,00 €")
    }

    @Test func datesFromTheLocale() {
        let day = LocalDate(year: 2026, month: 11, day: 24)!
        #expect(LocaleFormat(.english).date(day) == "2026-11-24")
        #expect(LocaleFormat(.french).date(day) == "24 nov. 2026")
        #expect(LocaleFormat(.german).date(day) == "24.11.2026")
        #expect(LocaleFormat(.spanish).date(day) == "24 nov 2026")
        #expect(LocaleFormat(.simplifiedChinese).date(day) == "2026年11月24日")
        #expect(LocaleFormat(.traditionalChinese).date(day) == "2026年11月24日")
        #expect(LocaleFormat(.german).monthYear(year: 2026, month: 3) == "März 2026")
        #expect(LocaleFormat(.simplifiedChinese).monthYear(year: 2026, month: 3) == "2026年3月")
    }

    @Test func percentAndNumbers() {
        #expect(plain(LocaleFormat(.french).percent(basisPoints: 825)) == "8,25 %")
        #expect(LocaleFormat(.english).percent(basisPoints: 1_000) == "10%")
        #expect(plain(LocaleFormat(.german).percent(basisPoints: 9_235)) == "92,35 %")
        #expect(plain(LocaleFormat(.french).number(12_345, fractionDigits: 1)) == "1 234,5")
        #expect(LocaleFormat(.german).number(12_345, fractionDigits: 1) == "1.234,5")
        #expect(plain(LocaleFormat(.french).integer(12_345)) == "12 345")
    }
}
