/// Decimal text to minor units, strictly: `120`, `120.5`, `1200.00`; at most the currency's
/// number of decimals; no signs, symbols or digit grouping.
public enum AmountText {
    public static func minorUnits(_ text: String, currency: CurrencyCode) -> Int64? {
        guard let decimal = ExactDecimal(text), decimal.significand >= 0, !text.contains("+"), !text.contains("-"),
            decimal.scale <= currency.minorUnitDigits
        else { return nil }
        var scaled = decimal.significand
        for _ in decimal.scale..<currency.minorUnitDigits {
            let (next, overflow) = scaled.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            scaled = next
        }
        return scaled
    }
}
