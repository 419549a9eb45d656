import Foundation
import ShoeboxCore

/// Which character separates the fraction in a file's amounts.
public enum DecimalMark: String, Sendable, Codable {
    case dot = "."
    case comma = ","
}

/// One amount cell understood: its value in minor units, whether it carried an explicit
/// sign or CR/DR marker, and a currency named in the cell.
struct ParsedAmount: Equatable {
    var minorUnits: Int64
    /// `true` when the cell had `-`, `+`, parentheses or a CR/DR marker.
    var explicitSign: Bool
    var currency: CurrencyCode?
}

/// Parses money cells such as `-1,234.56`, `1.234,56`, `1'234.50`, `(45.00)`, `45.00 CR`,
/// `+$327.49`, `£500.00`, `="12.00"`, `-350`, `12,50 €` — exactly, without `Double`.
enum AmountParser {
    /// Amounts with more integer digits than this (a trillion and up) are not bank amounts; bounding
    /// them here keeps every later sum of a file's rows far from `Int64` overflow.
    static let maxIntegerDigits = 12

    /// Digits, separators, signs, parentheses and currency symbols that do not read as one
    /// amount because of a doubled sign (`--5.00`, `+-5`): meant as an amount, but malformed.
    static func isBrokenAmount(_ raw: String) -> Bool {
        let text = raw.trimmedSpaces
        guard text.contains(where: { $0.isASCII && $0.isNumber }), strip(text) == nil else { return false }
        let lead = text.prefix { "-+−($€£ ".contains($0) }
        return text.allSatisfy { $0.isASCII && $0.isNumber || "., '-+−()$€£".contains($0) }
            && lead.filter({ "-+−".contains($0) }).count >= 2
    }

    /// Cells that look like numbers to a program but not to a bank: `NaN`, `Infinity`, `1e5`, `0x1F`.
    /// A row holding one where its amount belongs is malformed, never skipped.
    static func isNumberLike(_ raw: String) -> Bool {
        let text = raw.trimmedSpaces.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "+-−$€£ "))
        if ["nan", "inf", "infinity", "null", "undefined"].contains(text) { return true }
        if text.hasPrefix("0x"), text.count > 2, text.dropFirst(2).allSatisfy(\.isHexDigit) { return true }
        if let e = text.firstIndex(where: { $0 == "e" }), e != text.startIndex {
            let mantissa = text[..<e], exponent = text[text.index(after: e)...].drop { $0 == "+" || $0 == "-" }
            return !exponent.isEmpty && exponent.allSatisfy(\.isNumber)
                && mantissa.allSatisfy { $0.isNumber || $0 == "." || $0 == "," } && mantissa.contains(where: \.isNumber)
        }
        return false
    }

    /// Which decimal marks could read this cell, or nil when it is not money-shaped at all.
    static func possibleMarks(_ raw: String) -> Set<DecimalMark>? {
        guard let core = strip(raw)?.digits else { return nil }
        let hasDot = core.contains("."), hasComma = core.contains(",")
        if hasDot && hasComma {
            return core.lastIndex(of: ".")! > core.lastIndex(of: ",")! ? [.dot] : [.comma]
        }
        if let mark = hasDot ? Character(".") : hasComma ? Character(",") : nil {
            let parts = core.split(separator: mark, omittingEmptySubsequences: false)
            let last = parts.last ?? ""
            if parts.count > 2 { return mark == "." ? [.comma] : [.dot] }  // 1.234.567 → grouping
            if last.count == 3 && !(parts.first ?? "").isEmpty && parts.first != "0" { return [.dot, .comma] }
            return mark == "." ? [.dot] : [.comma]
        }
        return [.dot, .comma]
    }

    /// Parses a cell for a currency with `digits` decimals; nil when the cell is not an amount.
    static func parse(_ raw: String, mark: DecimalMark, digits: Int) -> ParsedAmount? {
        if let plain = parsePlain(raw, mark: mark, digits: digits) { return plain }
        guard let stripped = strip(raw) else { return nil }
        let grouping: Set<Character> =
            mark == .dot ? [",", "'", " ", "\u{00A0}", "\u{202F}"] : [".", "'", " ", "\u{00A0}", "\u{202F}"]
        let markChar: Character = mark == .dot ? "." : ","
        var whole = Substring(stripped.digits), fraction = Substring("")
        if let index = stripped.digits.lastIndex(of: markChar) {
            whole = stripped.digits[..<index]
            fraction = stripped.digits[stripped.digits.index(after: index)...]
        }
        let wholeDigits = whole.filter { !grouping.contains($0) }
        guard wholeDigits.allSatisfy(\.isASCII), wholeDigits.allSatisfy(\.isNumber),
            fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
            !(wholeDigits.isEmpty && fraction.isEmpty), fraction.count <= max(digits, 2),
            wholeDigits.count <= maxIntegerDigits
        else { return nil }
        var value: Int64 = 0
        for ch in wholeDigits { value = value * 10 + Int64(ch.wholeNumberValue!) }
        var fractionValue: Int64 = 0
        for (i, ch) in fraction.enumerated() where i < digits {
            fractionValue = fractionValue * 10 + Int64(ch.wholeNumberValue!)
        }
        for _ in min(fraction.count, digits)..<digits { fractionValue *= 10 }
        if fraction.count > digits, fraction.dropFirst(digits).contains(where: { $0 != "0" }) { return nil }
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        let magnitude = value * scale + fractionValue
        return ParsedAmount(
            minorUnits: stripped.negative ? -magnitude : magnitude,
            explicitSign: stripped.explicitSign, currency: stripped.currency)
    }

    /// The common case read from UTF-8 bytes without allocating: an optional leading `-`/`+`,
    /// digits with grouping marks, and the fraction (`-1,234.56`, `350`, `1.234,5`). Anything
    /// else (spaces, symbols, letters, parentheses, a trailing sign, a mark first or last, more
    /// fraction digits than the currency has) returns nil and takes the general path, which reads
    /// these cells to the same value.
    static func parsePlain(_ raw: String, mark: DecimalMark, digits: Int) -> ParsedAmount? {
        var raw = raw
        return raw.withUTF8 { bytes -> ParsedAmount? in
            let count = bytes.count
            guard count > 0, count <= 40 else { return nil }
            let markByte: UInt8 = mark == .dot ? 0x2E : 0x2C, groupByte: UInt8 = mark == .dot ? 0x2C : 0x2E
            var index = 0, negative = false, explicit = false
            if bytes[0] == 0x2D || bytes[0] == 0x2B {
                negative = bytes[0] == 0x2D; explicit = true; index = 1
            }
            guard index < count, bytes[index] >= 0x30, bytes[index] <= 0x39, bytes[count - 1] >= 0x30,
                bytes[count - 1] <= 0x39
            else { return nil }
            var whole: Int64 = 0, wholeDigits = 0, fraction: Int64 = 0, fractionDigits = 0, inFraction = false
            while index < count {
                let byte = bytes[index]
                if byte >= 0x30 && byte <= 0x39 {
                    if inFraction {
                        fractionDigits += 1
                        guard fractionDigits <= digits else { return nil }
                        fraction = fraction * 10 + Int64(byte - 0x30)
                    } else {
                        wholeDigits += 1
                        guard wholeDigits <= maxIntegerDigits else { return nil }
                        whole = whole * 10 + Int64(byte - 0x30)
                    }
                } else if byte == markByte {
                    guard !inFraction else { return nil }
                    inFraction = true
                } else if byte == groupByte || byte == 0x27 {
                    guard !inFraction else { return nil }
                } else {
                    return nil
                }
                index += 1
            }
            var scale: Int64 = 1
            for _ in 0..<digits { scale *= 10 }
            for _ in fractionDigits..<digits { fraction *= 10 }
            let magnitude = whole * scale + fraction
            return ParsedAmount(minorUnits: negative ? -magnitude : magnitude, explicitSign: explicit, currency: nil)
        }
    }

    struct Stripped {
        var digits: String
        var negative: Bool
        var explicitSign: Bool
        var currency: CurrencyCode?
    }

    /// Removes signs, CR/DR markers, parentheses, currency symbols and codes, Excel `="…"`.
    static func strip(_ raw: String) -> Stripped? {
        var text = raw.trimmedSpaces
        if text.hasPrefix("=\""), text.hasSuffix("\""), text.count >= 3 { text = String(text.dropFirst(2).dropLast()) }
        guard !text.isEmpty, text.count <= 40, text.contains(where: { $0.isASCII && $0.isNumber }) else { return nil }
        var negative = false, explicit = false, signs = 0
        var currency: CurrencyCode?
        let upper = text.uppercased()
        for (marker, isNegative) in [("CR", false), ("DR", true), ("-", true), ("+", false)] {
            if upper.hasSuffix(marker), marker.count == 2 || text.count > 1 {
                text = String(text.dropLast(marker.count)).trimmedSpaces
                negative = isNegative; explicit = true
                break
            }
        }
        if text.hasPrefix("("), text.hasSuffix(")") {
            text = String(text.dropFirst().dropLast()); negative = true; explicit = true
        }
        var core = ""
        var letters = ""
        var phase = 0  // 0: before the number, 1: in it, 2: after it
        for ch in text {
            if ch.isASCII && ch.isNumber {
                if phase == 2 { return nil }
                core.append(ch); phase = 1
            } else if ch == "." || ch == "," || ch == "'" || ch == " " || ch == "\u{00A0}" || ch == "\u{202F}" {
                if phase == 1 {
                    core.append(ch)
                } else if (ch == "." || ch == ","), core.isEmpty {
                    core.append(ch); phase = 1
                }  // `.75`, `-,50`
                else if ch != " " && ch != "\u{00A0}" {
                    return nil
                }
            } else if ch == "-" || ch == "−" || ch == "+" {
                // One sign at most: `--5.00` or `-(5.00)` is not an amount, never +5.00.
                if phase != 0 || signs > 0 || explicit { return nil }
                signs += 1
                if ch != "+" { negative = true }
                explicit = true
            } else if ch.isLetter || ch.isCurrencySymbol || ch == "$" {
                if phase == 1 { phase = 2 }
                letters.append(ch)
            } else {
                return nil
            }
        }
        core = core.trimmingCharacters(in: CharacterSet(charactersIn: " \u{00A0}\u{202F}'"))
        if !letters.isEmpty {
            let symbol = letters.trimmedSpaces
            if let code = CurrencyCode(symbol) {
                currency = code
            } else if let code = CurrencyCode.fromUnambiguousSymbol(symbol) {
                currency = code
            } else if symbol != "$" && symbol != "US$" && symbol != "C$" && symbol != "A$" && symbol != "kr" {
                return nil
            }
            if symbol == "US$" { currency = .usd }
        }
        guard !core.isEmpty, core.first!.isNumber || core.first == "." || core.first == "," else { return nil }
        return Stripped(digits: core, negative: negative, explicitSign: explicit, currency: currency)
    }
}

extension Character {
    var isCurrencySymbol: Bool {
        unicodeScalars.first.map { $0.properties.generalCategory == .currencySymbol } ?? false
    }
}
