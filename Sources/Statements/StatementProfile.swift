import Foundation
import ShoeboxCore
import Yams

/// A small YAML file that pins how one bank's export is read, for the cases detection
/// cannot decide (a headerless file with unsigned amounts, an undecidable date order).
///
/// ```yaml
/// match: "acme-*.csv"          # file-name glob this profile applies to
/// account: "Acme Visa"         # account name in the book
/// currency: USD
/// sign: charges-positive       # or: as-is
/// date_format: DMY             # DMY, MDY or YMD
/// decimal: ","                 # or "."
/// has_header: false
/// columns: {date: 1, description: 3, amount: 4}   # 1-based numbers or header names
/// ```
public struct StatementProfile: Sendable, Equatable {
    public enum Sign: String, Sendable, Codable { case asIs = "as-is", chargesPositive = "charges-positive" }

    public var name: String
    public var match: String?
    public var account: String?
    public var currency: CurrencyCode?
    public var sign: Sign?
    public var dateOrder: DateOrder?
    public var decimal: DecimalMark?
    public var hasHeader: Bool?
    public var columns: [String: ColumnReference]

    /// A column named by 1-based position or by its header text.
    public enum ColumnReference: Sendable, Equatable {
        case position(Int)
        case header(String)
    }

    static let allowedKeys: Set<String> = [
        "match", "account", "currency", "sign", "date_format", "decimal", "has_header", "columns",
    ]
    static let allowedColumns: Set<String> = [
        "date", "description", "amount", "debit", "credit", "balance", "currency", "direction", "status", "id",
    ]

    /// Parses a profile; errors name the file, the line and the key.
    public static func parse(yaml: String, file: String) throws -> StatementProfile {
        let node: Node?
        do { node = try Yams.compose(yaml: yaml) } catch {
            throw StatementError(.badProfile, "\(file): not valid YAML: \(error)")
        }
        guard let mapping = node?.mapping else {
            throw StatementError(.badProfile, "\(file): a profile is a mapping of keys such as `match:` and `columns:`")
        }
        var profile = StatementProfile(name: (file as NSString).lastPathComponent, columns: [:])
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let line = keyNode.mark.map { $0.line } ?? 0
            func fail(_ why: String) -> StatementError {
                StatementError(.badProfile, "\(file):\(line): key `\(key)`: \(why)", line: line)
            }
            let text = value.string ?? ""
            switch key {
            case "match": profile.match = text
            case "account": profile.account = text
            case "currency":
                guard let code = CurrencyCode(text) else { throw fail("`\(text)` is not an ISO 4217 currency code") }
                profile.currency = code
            case "sign":
                guard let sign = Sign(rawValue: text) else { throw fail("use `as-is` or `charges-positive`") }
                profile.sign = sign
            case "date_format":
                guard let order = DateOrder(rawValue: text.uppercased()) else { throw fail("use DMY, MDY or YMD") }
                profile.dateOrder = order
            case "decimal":
                guard let mark = DecimalMark(rawValue: text) else { throw fail("use \".\" or \",\"") }
                profile.decimal = mark
            case "has_header":
                guard let flag = value.bool else { throw fail("use true or false") }
                profile.hasHeader = flag
            case "columns":
                guard let columns = value.mapping else { throw fail("expected a mapping such as {date: 1, amount: 4}") }
                for (columnKey, columnValue) in columns {
                    let role = columnKey.string ?? ""
                    let columnLine = columnKey.mark.map { $0.line } ?? line
                    guard allowedColumns.contains(role) else {
                        throw StatementError(
                            .badProfile,
                            "\(file):\(columnLine): unknown column role `\(role)` "
                                + "(known: \(allowedColumns.sorted().joined(separator: ", ")))", line: columnLine)
                    }
                    let badReference = StatementError(
                        .badProfile,
                        "\(file):\(columnLine): column `\(role)` must be a 1-based number or a header name",
                        line: columnLine)
                    if let number = columnValue.int {
                        guard number >= 1 else { throw badReference }
                        profile.columns[role] = .position(number)
                    } else if let name = columnValue.string, !name.isEmpty {
                        profile.columns[role] = .header(name)
                    } else {
                        throw badReference
                    }
                }
            default:
                throw fail("unknown key (known: \(allowedKeys.sorted().joined(separator: ", ")))")
            }
        }
        return profile
    }

    /// True when the profile's `match` glob matches the file name.
    public func applies(to fileName: String) -> Bool {
        guard let match else { return false }
        return fnmatch(match.lowercased(), fileName.lowercased(), 0) == 0
    }
}
