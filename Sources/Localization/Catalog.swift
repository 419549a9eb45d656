import Foundation
import ShoeboxCore

/// The catalog files, parsed. Each language's text is compiled into the binary (an installed
/// `shoebox` needs no resource folder to speak French) and read as plain `key = value` lines.
public enum Catalog {
    /// One problem found while reading a catalog text.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let language: Language
        public let line: Int
        public let message: String
        public var description: String { "Catalog/\(language.rawValue).swift line \(line): \(message)" }
    }

    /// The raw text of a language's catalog.
    public static func text(_ language: Language) -> String {
        switch language {
        case .english: english
        case .spanish: spanish
        case .french: french
        case .german: german
        case .simplifiedChinese: simplifiedChinese
        case .traditionalChinese: traditionalChinese
        }
    }

    /// Parses `key = value` lines: blank lines and lines starting with `#` are skipped; the value
    /// is everything after the first ` = `, trimmed; `\n` in a value is a line break.
    public static func parse(_ text: String, language: Language) -> (entries: [String: String], problems: [Problem]) {
        var entries: [String: String] = [:]
        var problems: [Problem] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let separator = line.range(of: " = ") else {
                problems.append(Problem(language: language, line: index + 1, message: "expected 'key = value'"))
                continue
            }
            let key = String(line[..<separator.lowerBound]).trimmingCharacters(in: .whitespaces)
            let value = String(line[separator.upperBound...]).trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: "\\n", with: "\n")
            if key.isEmpty || !key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }) {
                problems.append(Problem(language: language, line: index + 1, message: "bad key '\(key)'"))
            } else if entries[key] != nil {
                problems.append(Problem(language: language, line: index + 1, message: "key '\(key)' appears twice"))
            } else if value.isEmpty {
                problems.append(Problem(language: language, line: index + 1, message: "key '\(key)' has no text"))
            } else {
                entries[key] = value
            }
        }
        return (entries, problems)
    }

    /// The parsed entries of `language`, cached for the process.
    static func entries(_ language: Language) -> [String: String] { parsed[language] ?? [:] }

    private static let parsed: [Language: [String: String]] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { ($0, parse(text($0), language: $0).entries) })
}
