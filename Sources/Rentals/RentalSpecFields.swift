import Foundation
import ShoeboxCore
import Yams

/// Reads one YAML mapping of a rental spec: every key must be known, values are read from the
/// scalar's own text (`1500.00` stays exact), and every error names file, line and key path.
struct RentalSpecFields {
    let file: String
    let path: String
    let line: Int?
    private var values: [String: (node: Node, line: Int?)] = [:]

    init(_ node: Node, file: String, path: String, allowed: Set<String>) throws(RentalSpecError) {
        self.file = file
        self.path = path
        self.line = node.mark?.line
        guard let mapping = node.mapping else {
            throw RentalSpecError(
                rentalCode: .badRentalSpec, file: file, line: node.mark?.line, key: path.isEmpty ? nil : path,
                "expected a mapping of `key: value` lines")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let keyLine = keyNode.mark?.line
            guard allowed.contains(key) else {
                throw RentalSpecError(
                    rentalCode: .badRentalSpec, file: file, line: keyLine, key: Self.join(path, key),
                    "unknown key (known keys: \(allowed.sorted().joined(separator: ", ")))")
            }
            guard values[key] == nil else {
                throw RentalSpecError(
                    rentalCode: .badRentalSpec, file: file, line: keyLine, key: Self.join(path, key), "given twice")
            }
            values[key] = (value, keyLine)
        }
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool { values[key] != nil }
    func node(_ key: String) -> Node? { values[key]?.node }
    func line(_ key: String) -> Int? { values[key]?.line ?? line }

    func error(_ key: String?, _ why: String) -> RentalSpecError {
        RentalSpecError(
            rentalCode: .badRentalSpec, file: file, line: key.map { line($0) } ?? line,
            key: key.map { Self.join(path, $0) } ?? (path.isEmpty ? nil : path), why)
    }

    /// Longest text value accepted (names, addresses, notes).
    static let maximumLength = 2_000

    /// A scalar's text, trimmed; nil when absent, `null` or empty.
    func string(_ key: String) throws(RentalSpecError) -> String? {
        guard let node = values[key]?.node else { return nil }
        guard let scalar = node.scalar else { throw error(key, "expected a single value") }
        if scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) { return nil }
        let text = scalar.string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count <= Self.maximumLength else {
            throw error(key, "the value is \(text.count) characters long; at most \(Self.maximumLength) are accepted")
        }
        return text.isEmpty ? nil : text
    }

    func requiredString(_ key: String) throws(RentalSpecError) -> String {
        guard let text = try string(key) else {
            throw error(has(key) ? key : nil, "`\(Self.join(path, key))` is required")
        }
        return text
    }

    func date(_ key: String) throws(RentalSpecError) -> LocalDate? {
        guard let text = try string(key) else { return nil }
        guard let date = LocalDate(iso: text) else { throw error(key, "`\(text)` is not a YYYY-MM-DD date") }
        return date
    }

    func integer(_ key: String, in range: ClosedRange<Int64>) throws(RentalSpecError) -> Int64? {
        guard let text = try string(key) else { return nil }
        guard let value = Int64(text), range.contains(value) else {
            throw error(key, "`\(text)` must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws(RentalSpecError) -> T?
    where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let value = T(rawValue: text.lowercased()) else {
            throw error(key, "`\(text)` is not one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    func boolean(_ key: String) throws(RentalSpecError) -> Bool? {
        guard let text = try string(key)?.lowercased() else { return nil }
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw error(key, "`\(text)` must be true or false")
        }
    }

    func amount(_ key: String, currency: CurrencyCode) throws(RentalSpecError) -> Int64? {
        guard let text = try string(key) else { return nil }
        guard let units = RentAmountText.minorUnits(text, currency: currency) else {
            throw error(
                key,
                "malformed amount `\(text)`: write a plain decimal such as \"1500.00\" "
                    + "(at most \(currency.minorUnitDigits) decimals for \(currency.code), no symbols or separators)")
        }
        guard AmountBounds.isPlausible(units) else {
            let limit = Money(minorUnits: AmountBounds.maxMinorUnits, currency: currency).formatted()
            throw error(key, "amount `\(text)` is over the limit of \(limit)")
        }
        return units
    }

    func sequence(_ key: String) throws(RentalSpecError) -> [Node] {
        guard let node = values[key]?.node else { return [] }
        if let scalar = node.scalar, ["", "~", "null"].contains(scalar.string) { return [] }
        guard let sequence = node.sequence else { throw error(key, "expected a list (lines starting with `- `)") }
        return Array(sequence)
    }
}

/// Decimal text to minor units, strictly: `1500`, `1500.5`, `1500.00`; no signs, symbols or grouping.
public enum RentAmountText {
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
