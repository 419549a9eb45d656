/// The reports Shoebox can write, by their `--kind` names.
public enum ReportKind: String, Sendable, CaseIterable, Codable {
    case scheduleC = "schedule-c"
    case pnl
    case tax
    case budget
    case receipts
    /// Tipped workers' shifts: totals, employers, weeks, targets (included in `all` when the book has shifts).
    case tips

    /// `--kind all`.
    public static let allKinds: [ReportKind] = allCases

    /// Parses a `--kind` value; `all` expands to every kind.
    public static func parse(_ text: String) -> [ReportKind]? {
        if text == "all" { return allKinds }
        return ReportKind(rawValue: text).map { [$0] }
    }

    /// The output file name for `period`: `schedule-c-2025.pdf`, `pnl-2025-03.pdf`, ...
    public func fileName(for period: ReportPeriod) -> String { "\(rawValue)-\(period).pdf" }
}
