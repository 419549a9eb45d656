import ShoeboxCore

/// The categories a book knows: the built-in keys plus the user's custom keys, each custom
/// key rolling up to one built-in key (`software` → `office`), which decides its Schedule C line.
public struct CategoryCatalog: Sendable, Equatable {
    /// Custom key → built-in key it reports under.
    public private(set) var custom: [String: String]

    public init(custom: [String: String] = [:]) {
        self.custom = custom
    }

    /// Adds a custom category.
    /// - Throws: `CategoryError` when the key is malformed, shadows a built-in key, or the
    ///   roll-up target is not a built-in key.
    public mutating func add(_ key: String, rollsUpTo target: String) throws {
        guard Self.isWellFormed(key) else { throw CategoryError.malformedKey(key) }
        guard !BuiltInCategory.all.contains(key) else { throw CategoryError.shadowsBuiltIn(key) }
        guard BuiltInCategory.all.contains(target), target != "uncategorized" else {
            throw CategoryError.unknownRollUp(key: key, target: target)
        }
        custom[key] = target
    }

    /// True for built-in and custom keys.
    public func contains(_ key: String) -> Bool { BuiltInCategory.all.contains(key) || custom[key] != nil }

    /// The built-in key `key` reports under (itself for built-in keys), nil when unknown.
    public func builtIn(for key: String) -> String? {
        BuiltInCategory.all.contains(key) ? key : custom[key]
    }

    /// The Schedule C line number for `key` on the form of `taxYear`; nil for keys that are
    /// not on Schedule C (`transfer`, `personal`, `uncategorized`) and unknown keys.
    public func scheduleCLine(for key: String, taxYear: Int) -> String? {
        guard let base = builtIn(for: key) else { return nil }
        return ScheduleCForm(taxYear: taxYear).line(for: base)?.number
    }

    /// Every key, built-in first, then custom ones alphabetically.
    public var allKeys: [String] { BuiltInCategory.all + custom.keys.sorted() }

    /// Lower-case letters, digits and `_`, starting with a letter.
    public static func isWellFormed(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, ("a"..."z").contains(first), key.count <= 40 else { return false }
        return key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}

/// Why a category key was refused: factories of `Diagnostic`s (codes in `DiagnosticCodes.swift`).
public enum CategoryError {
    public static func unknown(_ key: String, known: [String]) -> Diagnostic {
        Diagnostic(
            code: .unknownCategory,
            message: "unknown category '\(key)'; known: \(known.joined(separator: ", ")) "
                + "(add a custom one with --rolls-up-to KEY or a `categories:` entry in rules.yaml)")
    }

    public static func malformedKey(_ key: String) -> Diagnostic {
        Diagnostic(
            code: .malformedCategoryKey,
            message: "category key '\(key)' must be lower-case letters, digits and '_', starting with a letter")
    }

    public static func shadowsBuiltIn(_ key: String) -> Diagnostic {
        Diagnostic(
            code: .categoryShadowsBuiltIn,
            message: "'\(key)' is a built-in category; custom categories need another name")
    }

    public static func unknownRollUp(key: String, target: String) -> Diagnostic {
        Diagnostic(
            code: .unknownRollUp,
            message:
                "custom category '\(key)' must roll up to a built-in category other than uncategorized, not '\(target)'"
        )
    }
}
