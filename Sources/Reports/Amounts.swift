import Foundation
import ShoeboxCore

/// Integer arithmetic and text for report amounts: cents in, cents out, formatted once.
public enum Amounts {
    /// `cents × basisPoints / 10 000`, rounded half away from zero.
    public static func apply(_ cents: Int64, basisPoints: Int64) -> Int64 {
        Rounding.halfAwayFromZero(cents * basisPoints, dividedBy: 10_000)
    }

    /// Parses a plain decimal such as `176100`, `176100.00`, `-12.5` or `1,250.00` into units of
    /// `10^-digits` (`digits: 2` gives cents). More decimals than `digits` is an error (nil).
    public static func parseScaled(_ text: String, digits: Int) -> Int64? {
        var body = Substring(text.trimmingCharacters(in: .whitespaces)).filter { $0 != "," }[...]
        var negative = false
        if body.first == "-" { negative = true; body = body.dropFirst() }
        if body.first == "$" { body = body.dropFirst() }
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard !body.isEmpty, pieces.count <= 2, pieces[0].allSatisfy(\.isNumber), pieces[0].count <= 13 else {
            return nil
        }
        let fraction = pieces.count == 2 ? pieces[1] : ""
        guard fraction.allSatisfy(\.isNumber), fraction.count <= digits, !(pieces[0].isEmpty && fraction.isEmpty) else {
            return nil
        }
        var value = Int64(pieces[0]) ?? 0
        for _ in 0..<digits { value *= 10 }
        var fractionValue = Int64(fraction) ?? 0
        for _ in 0..<(digits - fraction.count) { fractionValue *= 10 }
        value += fractionValue
        return negative ? -value : value
    }

    /// Parses dollars into cents (`"1,234.5"` → 123450).
    public static func cents(_ text: String) -> Int64? { parseScaled(text, digits: 2) }

    /// `$1,234.56`, `-$12.00`; `$0.00` for zero.
    public static func dollars(_ cents: Int64) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        return sign + "$" + grouped(magnitude / 100) + "." + twoDigits(magnitude % 100)
    }

    /// Whole dollars with separators, rounded half away from zero: `$1,235`.
    public static func wholeDollars(_ cents: Int64) -> String {
        let whole = Rounding.halfAwayFromZero(cents, dividedBy: 100)
        return (whole < 0 ? "-$" : "$") + grouped(whole.magnitude)
    }

    /// Tenths of a mile as `1,234.5`.
    public static func miles(_ tenths: Int64) -> String {
        (tenths < 0 ? "-" : "") + grouped(tenths.magnitude / 10) + "." + String(tenths.magnitude % 10)
    }

    /// Basis points as a percentage: 9235 → `92.35 %`, 1240 → `12.4 %`.
    public static func percent(_ basisPoints: Int64) -> String {
        var text = String(basisPoints / 100)
        let rest = basisPoints % 100
        if rest != 0 { text += "." + (rest % 10 == 0 ? String(rest / 10) : twoDigits(UInt64(rest))) }
        return text + " %"
    }

    static func grouped(_ value: UInt64) -> String {
        let digits = String(value)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    static func twoDigits(_ value: UInt64) -> String { value < 10 ? "0\(value)" : String(value) }
}
