import Foundation
import ShoeboxCore

/// The currency of a file, decided from evidence, strongest first: a profile, the file itself
/// (a currency column, `Amount (EUR)`, a symbol), the account the book already holds under the
/// same key. When none of these decides, the book's default currency is **assumed** (and the
/// reading says so) only if nothing in the file contradicts it: a decimal comma, day/month
/// dates that the file's own evidence decided, or text in a language other than English against
/// a currency written that way. A contradiction is refused as `unknown_currency`, naming the
/// profile key to declare: a wrong currency would put every amount in the wrong unit.
struct CurrencyDecision: Equatable {
    var currency: CurrencyCode
    /// One sentence: `EUR because the profile declares it`.
    var evidence: String
    /// True when nothing proved the currency (the book's default was taken).
    var assumed: Bool

    /// What the file shows of the conventions it was written with.
    struct Conventions {
        /// Amounts are written with a decimal comma.
        var decimalComma = false
        /// Day/month order, when the file's own dates decided it (not a default or a hint).
        var provenDateOrder: DateOrder?
        /// Words with letters English does not use (`Eröffnungssaldo`, `Überweisung`).
        var foreignWords: [String] = []
        /// Distinct words the sample held.
        var distinctWords = 0
        /// UTC offsets (hours) the file's time stamps carry (OFX `[-5:EST]`).
        var utcOffsets: Set<Double> = []
        /// A bank identifier that is not a US routing number (OFX BANKID that is not 9 digits).
        var nonUSBankID: String?
        /// Descriptions that end in a US state or a Canadian province code (`… TORONTO ON`).
        var places = PlaceCodes()
    }

    /// Currencies whose amounts are written with a decimal point in their home locales.
    static let decimalPointCurrencies: Set<String> = [
        "USD", "GBP", "AUD", "NZD", "JPY", "CNY", "HKD", "SGD", "INR", "MXN", "KRW", "THB", "PHP", "MYR", "ILS",
    ]
    /// Currencies whose home locales write month/day dates.
    static let monthFirstCurrencies: Set<String> = ["USD", "CAD", "PHP"]
    /// Currencies of countries whose statements are written in English.
    static let englishCurrencies: Set<String> = ["USD", "GBP", "AUD", "NZD", "CAD", "SGD", "INR", "HKD", "PHP"]

    static func decide(
        named: (code: CurrencyCode, source: String)?, accountKey: String, format: String, context: StatementContext,
        conventions: Conventions
    ) throws -> CurrencyDecision {
        if let declared = context.profile?.currency {
            return .init(
                currency: declared, evidence: "\(declared.code) because the profile declares it", assumed: false)
        }
        if let named {
            return .init(currency: named.code, evidence: "\(named.code) named by \(named.source)", assumed: false)
        }
        if let known = context.knownAccountCurrencies[accountKey] {
            return .init(
                currency: known, evidence: "\(known.code): the book already holds this account in \(known.code)",
                assumed: false)
        }
        let fallback = context.defaultCurrency
        let contradictions = contradictions(of: fallback, by: conventions)
        guard contradictions.isEmpty else {
            throw StatementError(
                .unknownCurrency,
                "the \(format) file names no currency and the book's default \(fallback.code) does not fit it: "
                    + contradictions.joined(separator: "; ")
                    + ". Declare the currency in a statement profile for this file (`currency: "
                    + "\(conventions.places.likelyCurrency(against: fallback.code) ?? "EUR")`, any ISO 4217 "
                    + "code, with `match:` naming the file), or set the statements stage's `currency:` for the book")
        }
        return .init(
            currency: fallback,
            evidence: "\(fallback.code) assumed: the file names no currency, the book's default is \(fallback.code) "
                + "and nothing in the file contradicts it",
            assumed: true)
    }

    /// Sentences saying why the file was not written in `currency`'s conventions (empty when nothing says so).
    static func contradictions(of currency: CurrencyCode, by conventions: Conventions) -> [String] {
        var found: [String] = []
        if conventions.decimalComma, decimalPointCurrencies.contains(currency.code) {
            found.append("its amounts use a decimal comma, which \(currency.code) amounts are not written with")
        }
        if let order = conventions.provenDateOrder {
            if order == .dmy, currency.code == "USD" {
                found.append("its dates are day/month, which US statements do not use")
            }
            if order == .mdy, !monthFirstCurrencies.contains(currency.code) {
                found.append("its dates are month/day, which \(currency.code) statements do not use")
            }
        }
        if currency.code == "USD" {
            // US zones run from UTC−4 (EDT) to UTC−11; `[0:GMT]` is how many US banks stamp times.
            let foreignOffsets = conventions.utcOffsets.filter { $0 != 0 && !(-11 ... -4).contains($0) }.sorted()
            if !foreignOffsets.isEmpty {
                found.append(
                    "its time stamps carry UTC offsets outside the US ("
                        + foreignOffsets.map { ($0 >= 0 ? "+" : "") + String(format: "%g", $0) }.joined(separator: ", ")
                        + ")")
            }
            if let bankID = conventions.nonUSBankID {
                found.append("its BANKID `\(bankID)` is not a US routing number (9 digits)")
            }
        }
        if let sentence = conventions.places.contradiction(of: currency.code) { found.append(sentence) }
        if englishCurrencies.contains(currency.code), isForeignText(conventions) {
            found.append(
                "its text is not English ("
                    + conventions.foreignWords.prefix(3).map { "`\($0)`" }
                    .joined(separator: ", ") + ")")
        }
        return found
    }

    /// At least 3 distinct words and 8 % of the distinct words carry letters English does not
    /// use (German, French or Spanish text has 10–30 %): a few accented merchant names in a US
    /// file are not a language.
    static func isForeignText(_ conventions: Conventions) -> Bool {
        conventions.foreignWords.count >= 3 && conventions.foreignWords.count * 100 >= conventions.distinctWords * 8
    }

    /// Distinct words of `texts` and those of them with a non-ASCII letter, first seen first.
    static func words(in texts: some Sequence<String>, limit: Int = 20_000) -> (foreign: [String], distinct: Int) {
        var seen: Set<Substring> = []
        var foreign: [String] = []
        for text in texts {
            for word in text.split(whereSeparator: { !$0.isLetter }) where word.count >= 3 {
                guard seen.count < limit, seen.insert(word).inserted else { continue }
                if word.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.isAlphabetic }) {
                    foreign.append(String(word))
                }
            }
        }
        return (foreign, seen.count)
    }
}
