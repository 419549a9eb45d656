import ShoeboxCore

/// The translated labels of one language, looked up by key: `strings["invoice.title"]`, or with
/// named placeholders, `strings["invoice.terms.due", ["date": "…", "number": "INV-0007"]]`.
///
/// The catalogs are data (`Catalog/<code>.swift`, one `key = value` line per label, the same keys
/// in every language; `docs/localization.md` says how to add one). English is the reference:
/// a key missing from another language falls back to English, and a test fails on it.
public struct Strings: Sendable {
    public let language: Language
    let table: [String: String]
    let fallback: [String: String]

    /// The catalog of `language` (parsed once per process).
    public init(_ language: Language) {
        self.language = language
        table = Catalog.entries(language)
        fallback = language == .english ? [:] : Catalog.entries(.english)
    }

    /// Every key of the English catalog, the reference set all languages must have.
    public static var keys: [String] { Catalog.entries(.english).keys.sorted() }

    /// The label for `key`. An unknown key is a programming error: it stops a debug build and
    /// prints the key itself in release, so it shows up instead of passing unnoticed.
    public subscript(_ key: String) -> String {
        if let value = table[key] ?? fallback[key] { return value }
        assertionFailure("Strings: no key '\(key)' in the English catalog")
        return key
    }

    /// The label for `key` when the catalog has it (custom categories have no key), else nil.
    public func value(_ key: String) -> String? { table[key] ?? fallback[key] }

    /// The label for `key` with each `{name}` replaced by `values[name]`.
    public subscript(_ key: String, _ values: [String: String]) -> String {
        Strings.fill(self[key], values)
    }

    /// Replaces each `{name}` in `template` by `values[name]`; unknown names are left as written.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        guard template.contains("{") else { return template }
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            out += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// The `{name}` placeholders of a template, for the catalog checks.
    public static func placeholders(_ template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
