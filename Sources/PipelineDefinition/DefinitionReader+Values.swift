import Foundation
import ShoeboxCore
import Yams

/// Typed readers for scalar and list values; each error names the key and its line.
extension DefinitionReader {
    func problem(_ node: Node, _ key: String, _ message: String) -> Diagnostic {
        Diagnostic.pipelineDefinition(file: file, line: node.mark?.line ?? 0, key: key, message: message)
    }

    func unknown(_ node: Node, _ key: String, in parent: String, known: [String]) -> Diagnostic {
        let full = parent.isEmpty ? key : "\(parent).\(key)"
        return problem(node, full, "unknown key; expected one of: \(known.joined(separator: ", "))")
    }

    func mapping(_ node: Node, key: String) throws -> Node.Mapping {
        if case .scalar(let scalar) = node, scalar.string.isEmpty || scalar.string == "~" { return Node.Mapping([]) }
        guard let mapping = node.mapping else {
            throw problem(node, key.isEmpty ? "(top level)" : key, "expected a mapping of keys to values")
        }
        return mapping
    }

    func name(of node: Node, in parent: String) throws -> String {
        guard let name = node.scalar?.string else { throw problem(node, parent, "keys must be plain names") }
        return name
    }

    func string(_ node: Node, key: String) throws -> String {
        guard let scalar = node.scalar else { throw problem(node, key, "expected a single value") }
        return scalar.string
    }

    func strings(_ node: Node, key: String) throws -> [String] {
        if let scalar = node.scalar { return scalar.string.isEmpty ? [] : [scalar.string] }
        guard let sequence = node.sequence else { throw problem(node, key, "expected a list") }
        return try sequence.map { try string($0, key: key) }
    }

    func enumValue<T: RawRepresentable & CaseIterable>(_ node: Node, key: String, as: T.Type) throws -> T
    where T.RawValue == String {
        let text = try string(node, key: key)
        guard let value = T(rawValue: text) else {
            throw problem(node, key, "\"\(text)\" is not one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    func enumValues<T: RawRepresentable & CaseIterable & Hashable>(_ node: Node, key: String, as type: T.Type) throws
        -> [T] where T.RawValue == String
    {
        let items = node.sequence.map(Array.init) ?? [node]
        var values: [T] = []
        for item in items {
            let value = try enumValue(item, key: key, as: type)
            guard !values.contains(value) else { throw problem(item, key, "\"\(value.rawValue)\" is listed twice") }
            values.append(value)
        }
        return values
    }

    func integer(_ node: Node, key: String, in range: ClosedRange<Int>) throws -> Int {
        let text = try string(node, key: key)
        guard let value = Int(text), range.contains(value) else {
            throw problem(
                node, key, "\"\(text)\" is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// A confidence between 0 and 1, or a percentage such as `80%`.
    func fraction(_ node: Node, key: String) throws -> Double {
        let text = try string(node, key: key)
        let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
        guard let value, (0...1).contains(value) else {
            throw problem(node, key, "\"\(text)\" is not a confidence from 0 to 1 (or 0% to 100%)")
        }
        return value
    }

    func currency(_ node: Node, key: String) throws -> CurrencyCode {
        let text = try string(node, key: key)
        guard let code = CurrencyCode(text) else {
            throw problem(node, key, "\"\(text)\" is not an ISO 4217 currency code")
        }
        return code
    }

    /// Seconds: a number, or a number with `ms`, `s`, `m` or `h`.
    func duration(_ node: Node, key: String, in range: ClosedRange<Double>) throws -> Double {
        let text = try string(node, key: key).trimmingCharacters(in: .whitespaces)
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        var seconds = Double(text)
        if seconds == nil, let (suffix, factor) = units.first(where: { text.hasSuffix($0.0) }) {
            seconds = Double(text.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)).map { $0 * factor }
        }
        guard let seconds, range.contains(seconds) else {
            throw problem(
                node, key,
                "\"\(text)\" is not a duration from \(range.lowerBound) s to \(range.upperBound) s (e.g. 500ms, 2s, 5m)"
            )
        }
        return seconds
    }

    func path(_ node: Node, key: String) throws -> String {
        let text = try string(node, key: key)
        guard !text.isEmpty else { throw problem(node, key, "expected a path") }
        return resolve(text)
    }

    /// `~` expanded; relative paths taken from the definition's folder.
    func resolve(_ text: String) -> String {
        var path = text
        if path == "~" || path.hasPrefix("~/") {
            path = (ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()) + path.dropFirst()
        }
        if !path.hasPrefix("/") { path = URL(fileURLWithPath: baseDirectory).appendingPathComponent(path).path }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
