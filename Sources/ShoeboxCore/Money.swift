/// An exact amount of money: integer minor units (cents) of one ISO 4217 currency.
///
/// Never built from a `Double`. Parsing from text lives in the `Statements` module
/// (`AmountParser`); formatting for people is `formatted()`.
public struct Money: Hashable, Sendable, Codable, Comparable {
    /// Amount in the currency's minor unit (cents for USD/EUR, yen for JPY).
    public var minorUnits: Int64
    public var currency: CurrencyCode

    public init(minorUnits: Int64, currency: CurrencyCode) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public static func < (lhs: Money, rhs: Money) -> Bool {
        precondition(lhs.currency == rhs.currency, "comparing \(lhs.currency) with \(rhs.currency)")
        return lhs.minorUnits < rhs.minorUnits
    }

    public var negated: Money { Money(minorUnits: -minorUnits, currency: currency) }

    /// Plain decimal text with the currency's number of decimals, e.g. `-12.30`.
    public var decimalString: String { Money.decimalString(minorUnits, digits: currency.minorUnitDigits) }

    /// `-12.30 USD`.
    public func formatted() -> String { "\(decimalString) \(currency.code)" }

    /// Formats minor units as a plain decimal string with `digits` decimals.
    public static func decimalString(_ minorUnits: Int64, digits: Int) -> String {
        guard digits > 0 else { return String(minorUnits) }
        let scale = Int64(pow10(digits))
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        let whole = magnitude / UInt64(scale)
        let fraction = String(magnitude % UInt64(scale))
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    static func pow10(_ n: Int) -> Int {
        var result = 1
        for _ in 0..<n { result *= 10 }
        return result
    }
}
