import Foundation
import ShoeboxCore

/// Numbers, money, percentages and dates written the way a language's locale writes them,
/// through Foundation's ICU formatters (`4 213,25 €`, `4.213,25 €`, `¥4,213.25`, `24 nov. 2026`,
/// `24.11.2026`, `2026年11月24日`). Money stays integer minor units: it becomes an exact `Decimal`
/// only to be printed, with the currency's own number of decimals (JPY 0, KWD 3).
public struct LocaleFormat: Sendable {
    public let language: Language
    /// Summary figures of 10,000 or more in 万 (myriads) and 亿, Chinese only (`¥4.57万`).
    public let myriadGrouping: Bool
    let locale: Locale

    /// - Parameter myriadGrouping: honoured for Chinese; ignored for the other languages.
    public init(_ language: Language, myriadGrouping: Bool = false) {
        self.language = language
        self.myriadGrouping = myriadGrouping && language.isChinese
        locale = Locale(identifier: language.localeIdentifier)
    }

    /// `minorUnits` of `currency`, with its symbol and exactly its minor digits: `-1 234,56 €`.
    public func money(_ minorUnits: Int64, _ currency: CurrencyCode) -> String {
        let digits = currency.minorUnitDigits
        return Self.decimal(minorUnits, digits: digits).formatted(
            .currency(code: currency.code).precision(.fractionLength(digits)).locale(locale))
    }

    public func money(_ amount: Money) -> String { money(amount.minorUnits, amount.currency) }

    /// A rate given in units of `10^-scale` of the currency (a mileage rate in hundredths of a
    /// cent: `rate(6550, scale: 4, .usd)` is `$0.655`), with 2 to `scale` decimals.
    public func rate(_ units: Int64, scale: Int, _ currency: CurrencyCode) -> String {
        Self.decimal(units, digits: scale).formatted(
            .currency(code: currency.code).precision(.fractionLength(min(2, scale)...scale)).locale(locale))
    }

    /// Rounded half away from zero to whole currency units (in integers first), then printed: `1 235 €`.
    public func wholeMoney(_ minorUnits: Int64, _ currency: CurrencyCode) -> String {
        let whole = Rounding.halfAwayFromZero(minorUnits, dividedBy: Self.power(currency.minorUnitDigits))
        return Decimal(whole).formatted(.currency(code: currency.code).precision(.fractionLength(0)).locale(locale))
    }

    /// A headline figure: with `myriadGrouping`, 10,000 units or more in 万/亿 (`¥4.57万`, two
    /// decimals at most); otherwise the same as `money`.
    public func summaryMoney(_ minorUnits: Int64, _ currency: CurrencyCode) -> String {
        let unit = Self.power(currency.minorUnitDigits)
        guard myriadGrouping, minorUnits.magnitude / UInt64(unit) >= 10_000 else { return money(minorUnits, currency) }
        return Self.decimal(minorUnits, digits: currency.minorUnitDigits).formatted(
            .currency(code: currency.code).notation(.compactName).precision(.fractionLength(0...2)).locale(locale))
    }

    /// A plain number given in units of `10^-fractionDigits` (miles in tenths: `number(12345, fractionDigits: 1)`
    /// is `1.234,5` in German).
    public func number(_ units: Int64, fractionDigits: Int) -> String {
        Self.decimal(units, digits: fractionDigits).formatted(
            .number.precision(.fractionLength(fractionDigits)).locale(locale))
    }

    /// A count with the locale's grouping: `12 345` in French.
    public func integer(_ value: Int) -> String { value.formatted(.number.locale(locale)) }

    /// Basis points as a percentage with at most two decimals: 825 → `8,25 %` (fr), `8.25%` (zh).
    public func percent(basisPoints: Int64) -> String {
        Self.decimal(basisPoints, digits: 4).formatted(.percent.precision(.fractionLength(0...2)).locale(locale))
    }

    /// A calendar date. English keeps ISO 8601 (`2026-11-24`, as Shoebox always printed); German
    /// is numeric with two-digit day and month (`24.11.2026`, `05.03.2026`); the others abbreviate the month (`24 nov. 2026`, `2026年11月24日`).
    public func date(_ date: LocalDate) -> String {
        guard language != .english else { return date.description }
        let base = Date.FormatStyle(locale: locale, calendar: Self.calendar, timeZone: Self.utc)
        let style =
            language == .german
            ? base.day(.twoDigits).month(.twoDigits).year()
            : Date.FormatStyle(
                date: .abbreviated, time: .omitted, locale: locale, calendar: Self.calendar, timeZone: Self.utc)
        return Self.instant(date).formatted(style)
    }

    /// A date in the locale's numeric order with two-digit day and month, for narrow table columns:
    /// `01/06/2026` (fr, es), `01.06.2026` (de), `2026/06/01` (zh); ISO in English.
    public func numericDate(_ date: LocalDate) -> String {
        guard language != .english else { return date.description }
        let style = Date.FormatStyle(locale: locale, calendar: Self.calendar, timeZone: Self.utc)
            .day(.twoDigits).month(.twoDigits).year()
        return Self.instant(date).formatted(style)
    }

    /// A month and its year: `März 2026`, `2026年3月`, `March 2026`.
    public func monthYear(year: Int, month: Int) -> String {
        guard let first = LocalDate(year: year, month: month, day: 1) else { return "\(year)-\(month)" }
        let style = Date.FormatStyle(locale: locale, calendar: Self.calendar, timeZone: Self.utc).year().month(.wide)
        return Self.instant(first).formatted(style)
    }

    /// The month's short name: `Mär`, `3月`, `Mar`.
    public func shortMonth(_ month: Int) -> String {
        guard let first = LocalDate(year: 2000, month: month, day: 1) else { return String(month) }
        let style = Date.FormatStyle(locale: locale, calendar: Self.calendar, timeZone: Self.utc).month(.abbreviated)
        return Self.instant(first).formatted(style)
    }

    // MARK: - Internals

    static let utc = TimeZone(identifier: "UTC")!
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }()

    /// Noon UTC of the day, so no time zone can move it to another date.
    static func instant(_ date: LocalDate) -> Date {
        Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400 + 43_200)
    }

    /// `units × 10^-digits` exactly (no `Double` on the way).
    static func decimal(_ units: Int64, digits: Int) -> Decimal {
        Decimal(sign: units < 0 ? .minus : .plus, exponent: -digits, significand: Decimal(units.magnitude))
    }

    static func power(_ digits: Int) -> Int64 { (0..<digits).reduce(1) { value, _ in value * 10 } }
}
