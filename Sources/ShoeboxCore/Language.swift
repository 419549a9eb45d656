import Foundation

/// An output language for PDFs and the run summary. The raw value is the code users write
/// (`language: fr` in `settings.yaml` or on a client, `--language zh-Hans` on the command line).
public enum Language: String, CaseIterable, Sendable, Codable {
    case english = "en"
    case spanish = "es"
    case french = "fr"
    case german = "de"
    case simplifiedChinese = "zh-Hans"
    case traditionalChinese = "zh-Hant"

    /// The language a code names, ignoring case and accepting `_` for `-` (`zh_hans`); nil when
    /// the code is not one of the supported six.
    public init?(code: String) {
        let wanted = code.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-").lowercased()
        guard let match = Language.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
        self = match
    }

    /// The codes Shoebox accepts, for error messages: `en, es, fr, de, zh-Hans, zh-Hant`.
    public static var supportedCodes: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Why `code` is refused, for an error that also names the file, line and key (or the flag).
    public static func unsupportedMessage(_ code: String) -> String {
        "\"\(code)\" is not a supported language (use one of \(supportedCodes))"
    }
}
