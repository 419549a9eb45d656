/// The reports Shoebox can write, by their `--kind` names.
public enum ReportKind: String, Sendable, CaseIterable, Codable {
    case scheduleC = "schedule-c"
    case pnl
    case tax
    case budget
    case receipts
    /// Rentals: each unit's tenant, rent, paid, balance, overdue days.
    case rentRoll = "rent-roll"
    /// Rentals: a yearly report per property (income, Schedule E expenses, net, occupancy, payments).
    case property
    /// Rentals: Schedule E Part I per property, with the appendix of rows per line.
    case scheduleE = "schedule-e"
    /// Tipped workers' shifts: totals, employers, weeks, targets (included in `all` when the book has shifts).
    case tips

    /// The rental reports (issue 14).
    public static let rentalKinds: [ReportKind] = [.rentRoll, .property, .scheduleE]

    /// `--kind all`: the business reports; the rental ones join for a book with properties
    /// (`ReportGenerator.kinds(_:)`).
    public static let allKinds: [ReportKind] = allCases.filter { !rentalKinds.contains($0) }

    /// Parses a `--kind` value; `all` expands to every kind.
    public static func parse(_ text: String) -> [ReportKind]? {
        if text == "all" { return allKinds }
        return ReportKind(rawValue: text).map { [$0] }
    }

    /// The output file name for `period`: `schedule-c-2025.pdf`, `pnl-2025-03.pdf`, ...
    public func fileName(for period: ReportPeriod) -> String { "\(rawValue)-\(period).pdf" }
}
