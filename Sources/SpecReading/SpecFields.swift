import Foundation
import ShoeboxCore
import Yams

/// Reads one YAML mapping of a hand-written spec (an invoice, estimate, business profile,
/// property or lease): every key must be known, every value is read from the scalar's own text
/// (so `2.5` stays exact), and every error is a `Diagnostic` with the reader's `code` naming
/// file, line and key path.
public struct SpecFields {
    public let file: String
    /// Key path of this mapping, e.g. `items[2]`; empty at the top level.
    public let path: String
    public let line: Int?
    /// The code of every error this reader throws (`bad_invoice_spec`, `bad_rental_spec`, …).
    public let code: Diagnostic.Code
    private var values: [String: (node: Node, line: Int?)] = [:]

    /// Reads `node` as a mapping whose keys are all in `allowed`, each given once.
    public init(_ node: Node, file: String, path: String, allowed: Set<String>, code: Diagnostic.Code)
        throws(Diagnostic)
    {
        self.file = file
        self.path = path
        self.line = node.mark?.line
        self.code = code
        guard let mapping = node.mapping else {
            throw .spec(
                code, file: file, line: node.mark?.line, key: path.isEmpty ? nil : path,
                "expected a mapping of `key: value` lines")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let keyLine = keyNode.mark?.line
            guard allowed.contains(key) else {
                throw .spec(
                    code, file: file, line: keyLine, key: Self.join(path, key),
                    "unknown key (known keys: \(allowed.sorted().joined(separator: ", ")))")
            }
            guard values[key] == nil else {
                throw .spec(code, file: file, line: keyLine, key: Self.join(path, key), "given twice")
            }
            values[key] = (value, keyLine)
        }
    }

    /// A nested mapping (`client`, `items[2]`) of the same file, read with the same code.
    public func block(_ node: Node, path: String, allowed: Set<String>) throws(Diagnostic) -> SpecFields {
        try SpecFields(node, file: file, path: path, allowed: allowed, code: code)
    }

    /// `path.key`, or `key` at the top level.
    public static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    public func has(_ key: String) -> Bool { values[key] != nil }
    public func node(_ key: String) -> Node? { values[key]?.node }
    /// The line of `key`, else of the mapping.
    public func line(_ key: String) -> Int? { values[key]?.line ?? line }

    /// An error about `key` (nil: about the whole mapping), at its line.
    public func error(_ key: String?, _ why: String) -> Diagnostic {
        .spec(
            code, file: file, line: key.map { line($0) } ?? line,
            key: key.map { Self.join(path, $0) } ?? (path.isEmpty ? nil : path), why)
    }

    /// Longest text value (a name, a note, an item description): longer ones are refused, so
    /// drawing the PDF stays fast.
    public static let maximumLength = 2_000

    /// A scalar's text, trimmed; nil when absent or `null`/empty.
    public func string(_ key: String) throws(Diagnostic) -> String? {
        guard let node = values[key]?.node else { return nil }
        guard let scalar = node.scalar else { throw error(key, "expected a single value") }
        if scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) { return nil }
        let text = scalar.string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count <= Self.maximumLength else {
            throw error(key, "the value is \(text.count) characters long; at most \(Self.maximumLength) are accepted")
        }
        return text.isEmpty ? nil : text
    }

    public func requiredString(_ key: String) throws(Diagnostic) -> String {
        guard let text = try string(key) else {
            throw error(has(key) ? key : nil, "`\(Self.join(path, key))` is required")
        }
        return text
    }

    public func date(_ key: String) throws(Diagnostic) -> LocalDate? {
        guard let text = try string(key) else { return nil }
        guard let date = LocalDate(iso: text) else { throw error(key, "`\(text)` is not a YYYY-MM-DD date") }
        return date
    }

    public func integer(_ key: String, in range: ClosedRange<Int64>) throws(Diagnostic) -> Int64? {
        guard let text = try string(key) else { return nil }
        guard let value = Int64(text), range.contains(value) else {
            throw error(key, "`\(text)` must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// One of an enumeration's raw values, compared in lower case.
    public func choice<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws(Diagnostic) -> T?
    where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let value = T(rawValue: text.lowercased()) else {
            throw error(key, "`\(text)` is not one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// `true`/`yes` or `false`/`no`.
    public func boolean(_ key: String) throws(Diagnostic) -> Bool? {
        guard let text = try string(key)?.lowercased() else { return nil }
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw error(key, "`\(text)` must be true or false")
        }
    }

    /// A plain decimal amount in minor units of `currency` (`AmountText`), within `AmountBounds`.
    public func amount(_ key: String, currency: CurrencyCode) throws(Diagnostic) -> Int64? {
        guard let text = try string(key) else { return nil }
        guard let units = AmountText.minorUnits(text, currency: currency) else {
            throw error(
                key,
                "malformed amount `\(text)`: write a plain decimal such as \"\(Self.example(currency))\" "
                    + "(at most \(currency.minorUnitDigits) decimals for \(currency.code), no symbols or separators)")
        }
        guard AmountBounds.isPlausible(units) else {
            let limit = Money(minorUnits: AmountBounds.maxMinorUnits, currency: currency).formatted()
            throw error(key, "amount `\(text)` is over the limit of \(limit)")
        }
        return units
    }

    /// `120.00` in a currency with cents, `120` in yen, `120.000` in dinars.
    static func example(_ currency: CurrencyCode) -> String {
        currency.minorUnitDigits == 0 ? "120" : "120." + String(repeating: "0", count: currency.minorUnitDigits)
    }

    /// An ISO 4217 `currency` key.
    public func currency(_ key: String = "currency") throws(Diagnostic) -> CurrencyCode? {
        guard let text = try string(key) else { return nil }
        guard let code = CurrencyCode(text) else {
            throw error(key, "unknown currency code `\(text)` (use ISO 4217, e.g. USD)")
        }
        return code
    }

    /// The elements of a sequence value (a missing key is an empty list).
    public func sequence(_ key: String) throws(Diagnostic) -> [Node] {
        guard let node = values[key]?.node else { return [] }
        if let scalar = node.scalar, ["", "~", "null"].contains(scalar.string) { return [] }
        guard let sequence = node.sequence else { throw error(key, "expected a list (lines starting with `- `)") }
        return Array(sequence)
    }
}
