import Invoicing
import Localization
import Reports
import ShoeboxCore

/// What a PDF needs to speak one language: its labels (`Strings`), its number, money and date
/// formats (`LocaleFormat`), and (through `PDFDocument(language:)`) its fonts.
///
/// English keeps the formats Shoebox printed before there were languages (`$1,234.56`, `92.35 %`,
/// `2026-03-20`), so an English book's PDFs stay byte-identical; every other language formats
/// through ICU.
public struct PDFLanguage: Sendable {
    public let language: Language
    public let strings: Strings
    public let format: LocaleFormat

    /// - Parameter myriadGrouping: Chinese summary figures in 万 (see `LocaleFormat`).
    public init(_ language: Language, myriadGrouping: Bool = false) {
        self.language = language
        strings = Strings(language)
        format = LocaleFormat(language, myriadGrouping: myriadGrouping)
    }

    public static let english = PDFLanguage(.english)

    var isEnglish: Bool { language == .english }

    /// The label for `key`.
    public subscript(_ key: String) -> String { strings[key] }

    /// The label for `key` with its `{name}` placeholders filled.
    public subscript(_ key: String, _ values: [String: String]) -> String { strings[key, values] }

    /// An amount in any currency (invoices).
    public func money(_ minorUnits: Int64, _ currency: CurrencyCode) -> String {
        isEnglish ? CurrencyFormat.format(minorUnits, currency) : format.money(minorUnits, currency)
    }

    /// A headline amount in any currency (rent roll totals in ¥): 万 grouping when asked for.
    public func summaryMoney(_ minorUnits: Int64, _ currency: CurrencyCode) -> String {
        isEnglish ? CurrencyFormat.format(minorUnits, currency) : format.summaryMoney(minorUnits, currency)
    }

    /// A report amount in US dollars (Schedule C and the other US reports).
    public func dollars(_ cents: Int64) -> String {
        isEnglish ? Amounts.dollars(cents) : format.money(cents, .usd)
    }

    /// A headline report figure (key figures): 万 grouping when asked for, else `dollars`.
    public func summaryDollars(_ cents: Int64) -> String {
        isEnglish ? Amounts.dollars(cents) : format.summaryMoney(cents, .usd)
    }

    /// Whole dollars, rounded half away from zero (chart axes).
    public func wholeDollars(_ cents: Int64) -> String {
        isEnglish ? Amounts.wholeDollars(cents) : format.wholeMoney(cents, .usd)
    }

    /// A report percentage: `92.35 %` in English.
    public func percent(_ basisPoints: Int64) -> String {
        isEnglish ? Amounts.percent(basisPoints) : format.percent(basisPoints: basisPoints)
    }

    /// An invoice rate: `8.25%` in English.
    public func invoicePercent(_ basisPoints: Int64) -> String {
        isEnglish ? CurrencyFormat.percent(basisPoints: basisPoints) : format.percent(basisPoints: basisPoints)
    }

    /// Tenths of a mile: `1,234.5`.
    public func miles(_ tenths: Int64) -> String {
        isEnglish ? Amounts.miles(tenths) : format.number(tenths, fractionDigits: 1)
    }

    /// A count: `12` (grouped in every language for large counts except English, as before).
    public func count(_ value: Int) -> String { isEnglish ? String(value) : format.integer(value) }

    /// A calendar date: ISO in English, the locale's form otherwise.
    public func date(_ date: LocalDate) -> String { format.date(date) }

    /// A date in a narrow table column: ISO in English, the locale's numeric form otherwise.
    public func tableDate(_ date: LocalDate) -> String { format.numericDate(date) }

    // MARK: - Report vocabulary

    /// A report period heading: `Year 2025`, `T2 2025 (avr.–juin)`, `März 2025`.
    public func period(_ period: ReportPeriod) -> String {
        guard !isEnglish else { return period.title }
        switch period.granularity {
        case .year: return self["period.year", ["year": String(period.year)]]
        case .quarter:
            return self[
                "period.quarter",
                [
                    "quarter": String(period.index), "year": String(period.year),
                    "from": format.shortMonth(period.firstMonth), "to": format.shortMonth(period.lastMonth),
                ]]
        case .month: return format.monthYear(year: period.year, month: period.index)
        }
    }

    /// A month in tables and charts: `Mar 2025`, `mars 2025`, `2025年3月`.
    public func month(_ month: YearMonth) -> String {
        guard !isEnglish else { return month.shortTitle }
        return self["period.short_month", ["month": format.shortMonth(month.month), "year": String(month.year)]]
    }

    /// A category as a heading: the catalog's name for a built-in key, the key itself titled for
    /// a custom category (`legal_professional` → `Legal professional` in English).
    public func category(_ key: String) -> String {
        guard !isEnglish, let name = strings.value("category.\(key)") else { return Amounts.categoryTitle(key) }
        return name
    }

    /// A Schedule C line caption: in English the caption as printed; translated, the translation
    /// with the official English caption beside it (the form is a US form).
    public func lineCaption(_ number: String, english: String) -> String {
        guard !isEnglish, let translated = strings.value("schedc.line.\(number)") else { return english }
        return "\(translated) (\(english))"
    }
}
