import Foundation
import ShoeboxCore

/// A value the user wrote for a flagged receipt field in `review.csv`, checked and parsed.
public enum ReceiptCorrection: Sendable, Equatable {
    case merchant(String)
    case date(LocalDate)
    /// Minor units of the receipt's currency.
    case total(Int64)

    /// Parses `answer` for `field`; nil when it is not a valid value (a date is `YYYY-MM-DD`,
    /// a total a plain decimal such as `12.50` or `12,50` with at most the currency's digits).
    public static func parse(_ answer: String, field: ReceiptField, currency: CurrencyCode) -> ReceiptCorrection? {
        let text = answer.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        switch field {
        case .merchant: return .merchant(text)
        case .date: return LocalDate(iso: text).map(ReceiptCorrection.date)
        case .total: return minorUnits(text, digits: currency.minorUnitDigits).map(ReceiptCorrection.total)
        }
    }

    static func minorUnits(_ text: String, digits: Int) -> Int64? {
        let parts = text.replacingOccurrences(of: ",", with: ".").split(
            separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty, whole.count <= 12,
            whole.allSatisfy(\.isASCII), let units = Int64(whole), units >= 0
        else { return nil }
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.count <= digits, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
            parts.count == 1 || !fraction.isEmpty
        else { return nil }
        let padded = fraction + String(repeating: "0", count: digits - fraction.count)
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        return units * scale + (Int64(padded) ?? 0)
    }
}
