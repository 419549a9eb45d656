import ShoeboxCore

/// Money as printed on an invoice: the currency's symbol, digit grouping and exactly the
/// currency's number of decimals (`$1,234.50`, `€99.00`, `¥12,000`, `KWD 1.250`).
public enum CurrencyFormat {
    static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩", "ILS": "₪", "TRY": "₺", "RUB": "₽",
        "BRL": "R$", "CAD": "CA$", "AUD": "A$", "NZD": "NZ$", "MXN": "MX$", "HKD": "HK$", "SGD": "S$", "CNY": "CN¥",
        "PLN": "zł ", "CHF": "CHF ", "SEK": "SEK ", "NOK": "NOK ", "DKK": "DKK ",
    ]

    /// The prefix printed before an amount: a symbol, else the ISO code and a space.
    public static func symbol(for currency: CurrencyCode) -> String { symbols[currency.code] ?? currency.code + " " }

    public static func format(_ minorUnits: Int64, _ currency: CurrencyCode) -> String {
        let plain = Money.decimalString(
            minorUnits.magnitude > UInt64(Int64.max) ? 0 : abs(minorUnits),
            digits: currency.minorUnitDigits)
        let parts = plain.split(separator: ".", maxSplits: 1)
        var grouped = ""
        for (i, ch) in parts[0].reversed().enumerated() {
            if i > 0, i % 3 == 0 { grouped.append(",") }
            grouped.append(ch)
        }
        let whole = String(grouped.reversed())
        let body = parts.count == 2 ? whole + "." + parts[1] : whole
        return (minorUnits < 0 ? "-" : "") + symbol(for: currency) + body
    }

    public static func format(_ money: Money) -> String { format(money.minorUnits, money.currency) }

    /// Basis points as a percentage: 825 → `8.25%`, 1000 → `10%`.
    public static func percent(basisPoints: Int64) -> String {
        ExactDecimal(significand: basisPoints, scale: 2).trimmed + "%"
    }
}
