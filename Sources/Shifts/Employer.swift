import ShoeboxCore

/// First day of a week for weekly totals and pay periods.
public enum WeekStart: String, Sendable, CaseIterable, Codable {
    case sunday, monday

    /// The first day of the week containing `date`.
    public func weekStart(of date: LocalDate) -> LocalDate {
        // 1970-01-01 was a Thursday: dayNumber 0 → weekday index 4 (Sunday = 0).
        let weekday = ((date.dayNumber + 4) % 7 + 7) % 7
        let back = self == .sunday ? weekday : (weekday + 6) % 7
        return date.adding(days: -back)
    }
}

/// How often an employer pays.
public enum PayPeriodKind: String, Sendable, CaseIterable, Codable {
    case weekly, biweekly
    case fourWeek = "4-week"
    case semimonthly
}

/// How an employer's tips are taxed: as W-2 wages (employee tips) or as Schedule C income (gig, 1099).
public enum TipsReporting: String, Sendable, CaseIterable, Codable {
    case w2
    case selfEmployed = "self_employed"
}

/// What a default tip-out is a share of.
public enum TipOutBase: String, Sendable, CaseIterable, Codable {
    case tips, sales
}

/// One employer from `employers.yaml`.
public struct Employer: Sendable, Equatable, Codable {
    public var name: String
    /// Hourly rate in cents; nil: rows must carry their own rate.
    public var hourlyRateCents: Int64?
    /// Default tip-out in basis points of `tipOutBase` (used when a row has no tip-out).
    public var tipOutBasisPoints: Int64
    public var tipOutBase: TipOutBase
    public var active: Bool
    public var weekStart: WeekStart
    public var payPeriod: PayPeriodKind
    /// A day a pay period starts (anchors biweekly and 4-week periods).
    public var payPeriodStart: LocalDate?
    public var tipsReporting: TipsReporting
    /// Text that payroll deposits from this employer carry in bank exports (default: the name).
    public var payrollMatch: String?
    /// Typical withholding from gross pay, basis points; when given, deposits are compared to gross − withholding.
    public var withholdingBasisPoints: Int64?

    public init(
        name: String, hourlyRateCents: Int64? = nil, tipOutBasisPoints: Int64 = 0, tipOutBase: TipOutBase = .tips,
        active: Bool = true, weekStart: WeekStart = .monday, payPeriod: PayPeriodKind = .biweekly,
        payPeriodStart: LocalDate? = nil, tipsReporting: TipsReporting = .w2, payrollMatch: String? = nil,
        withholdingBasisPoints: Int64? = nil
    ) {
        self.name = name
        self.hourlyRateCents = hourlyRateCents
        self.tipOutBasisPoints = tipOutBasisPoints
        self.tipOutBase = tipOutBase
        self.active = active
        self.weekStart = weekStart
        self.payPeriod = payPeriod
        self.payPeriodStart = payPeriodStart
        self.tipsReporting = tipsReporting
        self.payrollMatch = payrollMatch
        self.withholdingBasisPoints = withholdingBasisPoints
    }

    /// The name as compared with shift rows.
    public var key: String { ShiftEntry.key(name) }

    /// An employer a log names that `employers.yaml` does not: no rate, no tip-out, W-2 tips, Monday weeks.
    public static func unlisted(_ name: String) -> Employer { Employer(name: name) }
}
