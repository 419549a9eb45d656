import Foundation
import Shifts
import ShoeboxCore
import Yams

/// The book's `settings.yaml`: what the reports need to know that the transactions do not say.
/// Every key is optional; amounts are dollars (`"1250.00"` or `1250`).
public struct ReportSettings: Sendable, Equatable {
    public var filingStatus: FilingStatus = .single
    /// W-2 wages for the year: they use up the Social Security wage base first.
    public var w2WagesCents: Int64 = 0
    /// Federal tax withheld from those wages; credited against the estimate.
    public var w2WithholdingCents: Int64 = 0
    /// Last year's total tax, for the safe-harbor figure.
    public var priorYearTaxCents: Int64?
    /// Last year's adjusted gross income: above $150,000 ($75,000 married separately) the safe harbor is 110 %.
    public var priorYearAGICents: Int64?
    /// Square feet used regularly and exclusively for business (simplified method).
    public var homeOfficeSquareFeet: Int64?
    /// Categorizer confidence below which a row is counted as low-confidence (0...1).
    public var lowConfidenceThreshold: Double = 0.6
    /// Monthly budget per category key, in cents.
    public var budgetCents: [String: Int64] = [:]
    /// The book's language: report PDFs, the run summary and invoices to clients without their own.
    public var language: Language = .english
    /// `number_grouping: wan`: Chinese headline figures in 万 / 亿 (ignored for other languages).
    public var myriadGrouping = false
    /// A tipped worker's targets (tip %, sales and hours per day/week/month): `targets:`.
    public var targets = ShiftTargets()
    /// IANA time zone the shift log's clock times are in (`America/Chicago`); nil: the machine's.
    public var timeZone: String?

    public init() {}

    /// Keys accepted at the top level.
    public static let keys = [
        "filing_status", "w2_wages", "w2_withholding", "prior_year_tax", "prior_year_agi",
        "home_office_sq_ft", "low_confidence_threshold", "budget", "targets", "time_zone", "language",
        "number_grouping",
    ]

    /// Parses the YAML text; `name` (the path) is used in errors, which give the line and key.
    public static func parse(_ text: String, name: String) throws -> ReportSettings {
        var settings = ReportSettings()
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch {
            throw SettingsError(
                file: name, line: Self.errorLine(error), key: nil, message: "is not valid YAML (\(error))")
        }
        guard let root else { return settings }
        guard let mapping = root.mapping else {
            throw SettingsError(file: name, line: root.line, key: nil, message: "must be a mapping of key: value")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            func fail(_ message: String) -> SettingsError {
                SettingsError(file: name, line: value.line, key: key, message: message)
            }
            func amount(_ node: Node, _ key: String) throws -> Int64 {
                guard let text = node.scalar?.string, let cents = Amounts.cents(text), cents >= 0 else {
                    throw SettingsError(
                        file: name, line: node.line, key: key, message: "expected an amount in dollars such as 1250.00")
                }
                return cents
            }
            switch key {
            case "filing_status":
                guard let status = value.string.flatMap(FilingStatus.init(rawValue:)) else {
                    throw fail("expected one of \(FilingStatus.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                settings.filingStatus = status
            case "w2_wages": settings.w2WagesCents = try amount(value, key)
            case "w2_withholding": settings.w2WithholdingCents = try amount(value, key)
            case "prior_year_tax": settings.priorYearTaxCents = try amount(value, key)
            case "prior_year_agi": settings.priorYearAGICents = try amount(value, key)
            case "home_office_sq_ft":
                guard let feet = value.scalar.flatMap({ Int64($0.string) }), feet >= 0 else {
                    throw fail("expected whole square feet such as 200")
                }
                settings.homeOfficeSquareFeet = feet
            case "low_confidence_threshold":
                guard let t = value.scalar.flatMap({ Double($0.string) }), (0...1).contains(t) else {
                    throw fail("expected a number from 0 to 1")
                }
                settings.lowConfidenceThreshold = t
            case "budget":
                guard let targets = value.mapping else { throw fail("expected a mapping of category: monthly amount") }
                for (category, target) in targets {
                    guard let categoryKey = category.string, !categoryKey.isEmpty else {
                        throw SettingsError(
                            file: name, line: category.line, key: "budget", message: "category names must be text")
                    }
                    settings.budgetCents[categoryKey] = try amount(target, "budget.\(categoryKey)")
                }
            case "language":
                let code = value.string ?? ""
                guard let language = Language(code: code) else { throw fail(Language.unsupportedMessage(code)) }
                settings.language = language
            case "number_grouping":
                switch value.string {
                case "standard": settings.myriadGrouping = false
                case "wan": settings.myriadGrouping = true
                default: throw fail("expected standard or wan (万, Chinese summary figures)")
                }
            case "targets":
                settings.targets = try ShiftTargets.parse(value, file: name)
            case "time_zone":
                guard let identifier = value.string, TimeZone(identifier: identifier) != nil else {
                    throw fail("expected an IANA time zone such as America/Chicago")
                }
                settings.timeZone = identifier
            default:
                throw fail("unknown key; expected one of \(keys.joined(separator: ", "))")
            }
        }
        return settings
    }

    /// Reads `url`; a missing file gives the defaults.
    public static func load(_ url: URL) throws -> ReportSettings {
        guard FileManager.default.fileExists(atPath: url.path) else { return ReportSettings() }
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw SettingsError(file: url.path, line: nil, key: nil, message: "could not be read as UTF-8 text")
        }
        return try parse(text, name: url.path)
    }

    static func errorLine(_ error: any Error) -> Int? {
        if let yaml = error as? YamlError, case .scanner(_, _, let mark, _) = yaml { return mark.line }
        if let yaml = error as? YamlError, case .parser(_, _, let mark, _) = yaml { return mark.line }
        return nil
    }
}

/// An invalid `settings.yaml`: names the file, line and key.
public typealias SettingsError = ConfigFileError

extension Node {
    /// 1-based line of the node in its document.
    var line: Int? { mark.map { $0.line } }
}
