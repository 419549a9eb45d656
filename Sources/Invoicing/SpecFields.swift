import Foundation
import ShoeboxCore
import Yams

/// Reads one YAML mapping of a spec: every key must be known, every value is read from the
/// scalar's own text (so `2.5` stays exact), and every error names file, line and key path.
struct SpecFields {
    let file: String
    /// Key path of this mapping, e.g. `items[2]`; empty at the top level.
    let path: String
    let line: Int?
    private var values: [String: (node: Node, line: Int?)] = [:]

    init(_ node: Node, file: String, path: String, allowed: Set<String>) throws(SpecError) {
        self.file = file
        self.path = path
        self.line = node.mark?.line
        guard let mapping = node.mapping else {
            throw SpecError(
                file: file, line: node.mark?.line, key: path.isEmpty ? nil : path,
                "expected a mapping of `key: value` lines")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let line = keyNode.mark?.line
            guard allowed.contains(key) else {
                throw SpecError(
                    file: file, line: line, key: Self.join(path, key),
                    "unknown key (known keys: \(allowed.sorted().joined(separator: ", ")))")
            }
            guard values[key] == nil else {
                throw SpecError(file: file, line: line, key: Self.join(path, key), "given twice")
            }
            values[key] = (value, line)
        }
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool { values[key] != nil }
    func node(_ key: String) -> Node? { values[key]?.node }
    func line(_ key: String) -> Int? { values[key]?.line ?? line }

    func error(_ key: String?, _ why: String) -> SpecError {
        SpecError(
            file: file, line: key.map { line($0) } ?? line,
            key: key.map { Self.join(path, $0) } ?? (path.isEmpty ? nil : path), why)
    }

    /// A scalar's text, trimmed; nil when absent or `null`/empty.
    func string(_ key: String) throws(SpecError) -> String? {
        guard let node = values[key]?.node else { return nil }
        guard let scalar = node.scalar else { throw error(key, "expected a single value") }
        if scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) { return nil }
        let text = scalar.string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count <= Self.maximumLength else {
            throw error(key, "the value is \(text.count) characters long; at most \(Self.maximumLength) are accepted")
        }
        return text.isEmpty ? nil : text
    }

    /// Longest text value (a name, a note, an item description): longer ones are refused, so
    /// drawing the PDF stays fast.
    static let maximumLength = 2_000

    func requiredString(_ key: String) throws(SpecError) -> String {
        guard let text = try string(key) else {
            throw error(has(key) ? key : nil, "`\(Self.join(path, key))` is required")
        }
        return text
    }

    func date(_ key: String) throws(SpecError) -> LocalDate? {
        guard let text = try string(key) else { return nil }
        guard let date = LocalDate(iso: text) else { throw error(key, "`\(text)` is not a YYYY-MM-DD date") }
        return date
    }

    func integer(_ key: String, in range: ClosedRange<Int64>) throws(SpecError) -> Int64? {
        guard let text = try string(key) else { return nil }
        guard let value = Int64(text), range.contains(value) else {
            throw error(key, "`\(text)` must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    func amount(_ key: String, currency: CurrencyCode) throws(SpecError) -> Int64? {
        guard let text = try string(key) else { return nil }
        guard let units = AmountText.minorUnits(text, currency: currency) else {
            throw error(
                key,
                "malformed amount `\(text)`: write a plain decimal such as \"120.00\" "
                    + "(at most \(currency.minorUnitDigits) decimals for \(currency.code), no symbols or separators)")
        }
        guard AmountBounds.isPlausible(units) else {
            let limit = Money(minorUnits: AmountBounds.maxMinorUnits, currency: currency).formatted()
            throw error(key, "amount `\(text)` is over the limit of \(limit)")
        }
        return units
    }

    /// The elements of a sequence value (a missing key is an empty list).
    func sequence(_ key: String) throws(SpecError) -> [Node] {
        guard let node = values[key]?.node else { return [] }
        if let scalar = node.scalar, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" {
            return []
        }
        guard let sequence = node.sequence else { throw error(key, "expected a list (lines starting with `- `)") }
        return Array(sequence)
    }
}
