import Foundation
import ShoeboxCore
import SpecReading
import Yams

/// `employers.yaml`: a list of employers under `employers:`. Every key is known; an unknown key or a
/// bad value is an error naming the file, line and key.
///
/// ```yaml
/// employers:
///   - name: Blue Door Bistro
///     hourly_rate: "2.13"
///     tip_out: {rate_bp: 300, of: sales}
///     week_start: monday
///     pay_period: biweekly
///     pay_period_start: 2026-01-05
///     tips_reporting: w2
/// ```
public enum EmployersFile {
    /// Keys of one employer.
    public static let keys = [
        "name", "hourly_rate", "tip_out", "active", "week_start", "pay_period", "pay_period_start", "tips_reporting",
        "payroll_match", "withholding_bp",
    ]

    /// True for the names this file goes by.
    public static func isEmployersFile(_ name: String) -> Bool {
        ["employers.yaml", "employers.yml"].contains(name.lowercased())
    }

    /// Parses the YAML text; `name` is used in errors.
    public static func parse(_ text: String, name: String) throws(ConfigFileError) -> [Employer] {
        // The limits of every hand-written spec, checked before the (recursive) YAML parser runs.
        guard text.utf8.count <= SpecDocument.maximumBytes else {
            throw ConfigFileError(
                file: name, message: "is \(text.utf8.count / 1024) KB; at most \(SpecDocument.maximumBytes / 1024) KB")
        }
        if let line = SpecDocument.lineExceedingNesting(text) {
            throw ConfigFileError(
                file: name, line: line,
                message: "lists or mappings nested more than \(SpecDocument.maximumNesting) deep")
        }
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch {
            throw ConfigFileError(file: name, line: YAMLLines.errorLine(error), message: "is not valid YAML (\(error))")
        }
        guard let root, let top = root.mapping else {
            throw ConfigFileError(file: name, line: root?.line, message: "must be a mapping with `employers:`")
        }
        var list: [Employer] = []
        for (keyNode, value) in top {
            guard keyNode.string == "employers" else {
                throw ConfigFileError(
                    file: name, line: keyNode.line, key: keyNode.string, message: "unknown key; expected employers")
            }
            guard let items = value.sequence else {
                throw ConfigFileError(
                    file: name, line: value.line, key: "employers", message: "expected a list of employers")
            }
            for item in items { list.append(try employer(item, file: name)) }
        }
        var seen: Set<String> = []
        for employer in list where !seen.insert(employer.key).inserted {
            throw ConfigFileError(
                file: name, key: "name", message: "employer \"\(employer.name)\" is listed twice")
        }
        return list
    }

    static func employer(_ node: Node, file: String) throws(ConfigFileError) -> Employer {
        guard let mapping = node.mapping else {
            throw ConfigFileError(file: file, line: node.line, key: "employers", message: "each employer is a mapping")
        }
        var employer = Employer(name: "")
        var anchorNeeded = false
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            func fail(_ message: String, line: Int? = nil) -> ConfigFileError {
                ConfigFileError(file: file, line: line ?? value.line, key: key, message: message)
            }
            let scalar = value.scalar?.string ?? ""
            switch key {
            case "name":
                guard !scalar.isEmpty else { throw fail("expected the employer's name") }
                employer.name = scalar
            case "hourly_rate":
                guard let cents = ShiftValues.cents(scalar), cents >= 0, AmountBounds.isPlausible(cents) else {
                    throw fail("expected an amount in dollars such as 2.13")
                }
                employer.hourlyRateCents = cents
            case "tip_out":
                try tipOut(value, into: &employer, file: file)
            case "active":
                guard let flag = Bool(scalar.lowercased()) else { throw fail("expected true or false") }
                employer.active = flag
            case "week_start":
                guard let start = WeekStart(rawValue: scalar.lowercased()) else {
                    throw fail("expected sunday or monday")
                }
                employer.weekStart = start
            case "pay_period":
                guard let period = PayPeriodKind(rawValue: scalar.lowercased()) else {
                    throw fail("expected one of \(PayPeriodKind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                employer.payPeriod = period
                anchorNeeded = period == .biweekly || period == .fourWeek
            case "pay_period_start":
                guard let date = ShiftValues.date(scalar) else { throw fail("expected a date such as 2026-01-05") }
                employer.payPeriodStart = date
            case "tips_reporting":
                guard let reporting = TipsReporting(rawValue: scalar.lowercased()) else {
                    throw fail("expected w2 (employee tips) or self_employed (gig/1099 tips)")
                }
                employer.tipsReporting = reporting
            case "payroll_match":
                guard !scalar.isEmpty else { throw fail("expected the text payroll deposits carry") }
                employer.payrollMatch = scalar
            case "withholding_bp":
                guard let bp = Int64(scalar), (0...10_000).contains(bp) else {
                    throw fail("expected basis points from 0 to 10000 (1500 = 15 %)")
                }
                employer.withholdingBasisPoints = bp
            default:
                throw fail("unknown key; expected one of \(keys.joined(separator: ", "))", line: keyNode.line)
            }
        }
        guard !employer.name.isEmpty else {
            throw ConfigFileError(file: file, line: node.line, key: "name", message: "every employer needs a name")
        }
        if anchorNeeded, employer.payPeriodStart == nil {
            throw ConfigFileError(
                file: file, line: node.line, key: "pay_period_start",
                message: "\(employer.name): a \(employer.payPeriod.rawValue) pay period needs the date one starts")
        }
        return employer
    }

    static func tipOut(_ node: Node, into employer: inout Employer, file: String) throws(ConfigFileError) {
        guard let mapping = node.mapping else {
            throw ConfigFileError(
                file: file, line: node.line, key: "tip_out", message: "expected {rate_bp: 300, of: tips|sales}")
        }
        for (keyNode, value) in mapping {
            let key = "tip_out." + (keyNode.string ?? "")
            let scalar = value.scalar?.string ?? ""
            switch keyNode.string {
            case "rate_bp":
                guard let bp = Int64(scalar), (0...10_000).contains(bp) else {
                    throw ConfigFileError(
                        file: file, line: value.line, key: key, message: "expected basis points from 0 to 10000")
                }
                employer.tipOutBasisPoints = bp
            case "of":
                guard let base = TipOutBase(rawValue: scalar.lowercased()) else {
                    throw ConfigFileError(file: file, line: value.line, key: key, message: "expected tips or sales")
                }
                employer.tipOutBase = base
            default:
                throw ConfigFileError(
                    file: file, line: keyNode.line, key: key, message: "unknown key; expected rate_bp, of")
            }
        }
    }

    /// Reads `url`; a missing file gives no employers.
    public static func load(_ url: URL) throws(ConfigFileError) -> [Employer] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigFileError(file: url.path, message: "could not be read")
        }
        return try parse(String(decoding: data, as: UTF8.self), name: url.path)
    }
}

/// Line numbers of YAML nodes and errors.
enum YAMLLines {
    static func errorLine(_ error: any Error) -> Int? {
        if let yaml = error as? YamlError, case .scanner(_, _, let mark, _) = yaml { return mark.line }
        if let yaml = error as? YamlError, case .parser(_, _, let mark, _) = yaml { return mark.line }
        return nil
    }
}

extension Node {
    /// 1-based line of the node in its document.
    var line: Int? { mark.map { $0.line } }
}
