import Foundation
import ShoeboxCore
import Yams

/// The `targets:` block of `settings.yaml`: what a tipped worker aims for. Every key is optional.
///
/// ```yaml
/// targets:
///   tip_pct: 18            # tips as a percentage of sales
///   sales_per_day: 1200    # dollars
///   sales_per_week: 6000
///   sales_per_month: 24000
///   hours_per_day: 8       # hours (decimals allowed: 7.5)
///   hours_per_week: 38
///   hours_per_month: 160
///   week_start: sunday     # weeks for the per-week targets (default: the employers' own, else monday)
/// ```
public struct ShiftTargets: Sendable, Equatable {
    public var tipBasisPoints: Int64?
    public var salesPerDayCents: Int64?
    public var salesPerWeekCents: Int64?
    public var salesPerMonthCents: Int64?
    public var minutesPerDay: Int64?
    public var minutesPerWeek: Int64?
    public var minutesPerMonth: Int64?
    /// Weeks of the per-week targets and the weekly totals; nil: the employers' common week start, else Monday.
    public var weekStart: WeekStart?

    public init() {}

    public var isEmpty: Bool { self == ShiftTargets() }

    public static let keys = [
        "tip_pct", "sales_per_day", "sales_per_week", "sales_per_month", "hours_per_day", "hours_per_week",
        "hours_per_month", "week_start",
    ]

    /// Parses the `targets:` node of `file`; errors name the line and `targets.<key>`.
    public static func parse(_ node: Node, file: String) throws(ConfigFileError) -> ShiftTargets {
        guard let mapping = node.mapping else {
            throw ConfigFileError(
                file: file, line: node.line, key: "targets", message: "expected a mapping such as {tip_pct: 18}")
        }
        var targets = ShiftTargets()
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let scalar = (value.scalar?.string ?? "").trimmingCharacters(in: .whitespaces)
            func fail(_ message: String, line: Int? = nil) -> ConfigFileError {
                ConfigFileError(file: file, line: line ?? value.line, key: "targets.\(key)", message: message)
            }
            func dollars() throws(ConfigFileError) -> Int64 {
                guard let cents = ShiftValues.cents(scalar), cents >= 0, AmountBounds.isPlausible(cents) else {
                    throw fail("expected an amount in dollars such as 1200")
                }
                return cents
            }
            func hours() throws(ConfigFileError) -> Int64 {
                guard let hundredths = ShiftValues.cents(scalar), hundredths >= 0, hundredths <= 100_000_00 else {
                    throw fail("expected hours such as 7.5")
                }
                return Rounding.halfAwayFromZero(hundredths * 60, dividedBy: 100)
            }
            switch key {
            case "tip_pct":
                let text =
                    scalar.hasSuffix("%") ? String(scalar.dropLast()).trimmingCharacters(in: .whitespaces) : scalar
                guard let hundredths = ShiftValues.cents(text), (0...100_00).contains(hundredths) else {
                    throw fail("expected a percentage from 0 to 100 such as 18 or 17.5")
                }
                targets.tipBasisPoints = hundredths
            case "sales_per_day": targets.salesPerDayCents = try dollars()
            case "sales_per_week": targets.salesPerWeekCents = try dollars()
            case "sales_per_month": targets.salesPerMonthCents = try dollars()
            case "hours_per_day": targets.minutesPerDay = try hours()
            case "hours_per_week": targets.minutesPerWeek = try hours()
            case "hours_per_month": targets.minutesPerMonth = try hours()
            case "week_start":
                guard let start = WeekStart(rawValue: scalar.lowercased()) else {
                    throw fail("expected sunday or monday")
                }
                targets.weekStart = start
            default:
                throw fail("unknown key; expected one of \(keys.joined(separator: ", "))", line: keyNode.line)
            }
        }
        return targets
    }
}
