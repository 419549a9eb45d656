import Foundation

/// A non-floating decimal number such as a quantity of `2.5` hours: an integer significand
/// and a count of decimal places (`2.5` is 25 with scale 1). Never a `Double`.
public struct ExactDecimal: Hashable, Sendable, CustomStringConvertible {
    /// The digits as an integer (`0.333` → 333).
    public let significand: Int64
    /// Digits after the decimal point (`0.333` → 3).
    public let scale: Int

    /// Most decimal places accepted (a quantity finer than a millionth is a typo).
    public static let maximumScale = 6

    public init(significand: Int64, scale: Int) {
        precondition((0...Self.maximumScale).contains(scale), "scale out of range")
        self.significand = significand
        self.scale = scale
    }

    /// Parses `12`, `2.5`, `-0.333`, `.5`; nil for exponents, grouping, text or too many places.
    public init?(_ text: some StringProtocol) {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        var negative = false
        if body.first == "-" || body.first == "+" { negative = body.first == "-"; body.removeFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !body.isEmpty else { return nil }
        let whole = parts[0], fraction = parts.count == 2 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), fraction.count <= Self.maximumScale,
            (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber }),
            let digits = Int64(whole.isEmpty ? "0" + fraction : whole + fraction)
        else { return nil }
        self.init(significand: negative ? -digits : digits, scale: fraction.count)
    }

    /// The integer `n` as a decimal.
    public init(_ n: Int64) { self.init(significand: n, scale: 0) }

    public var isPositive: Bool { significand > 0 }

    /// Text with exactly the places it was written with, e.g. `2.50` stays `2.50`.
    public var description: String { Money.decimalString(significand, digits: scale) }

    /// Text without trailing zeros in the fraction (`2.50` → `2.5`, `3.0` → `3`), for display.
    public var trimmed: String {
        var text = description
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// 10^scale.
    public var divisor: Int64 {
        var result: Int64 = 1
        for _ in 0..<scale { result *= 10 }
        return result
    }
}
