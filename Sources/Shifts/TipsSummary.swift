import ShoeboxCore

/// Totals of a period's completed shifts per employer and overall, weeks, targets and notes.
public struct TipsSummary: Sendable, Equatable {
    public struct EmployerLine: Sendable, Equatable {
        public var employer: Employer
        public var totals: ShiftTotals
        /// Shifts with no hourly rate (wages counted as 0).
        public var shiftsWithoutRate: Int
    }

    /// One week (of `weekStart`) with its totals.
    public struct Week: Sendable, Equatable {
        public var start: LocalDate
        public var totals: ShiftTotals
    }

    /// One shift's tips for the chart.
    public struct ShiftPoint: Sendable, Equatable {
        public var date: LocalDate
        public var employer: String
        public var tipsCents: Int64
        public var salesCents: Int64
    }

    public var period: ShiftPeriod
    /// `targets.week_start`, else the week start every counted employer shares, else Monday.
    public var weekStart: WeekStart
    public var employers: [EmployerLine]
    public var total: ShiftTotals
    public var weeks: [Week]
    public var points: [ShiftPoint]
    public var targets: [TargetProgress]

    /// - Parameters:
    ///   - shifts: the book's kept shifts (any status; only completed shifts in the period count).
    ///   - employers: from `employers.yaml`; an employer only the log names gets `Employer.unlisted`.
    ///   - employerFilter: only this employer (compared like log names).
    ///   - today: the last day the per-week and per-month targets count (a week not yet lived is not missed).
    public static func compute(
        period: ShiftPeriod, shifts: [RecordedShift], employers: [Employer], targets: ShiftTargets,
        employerFilter: String? = nil, today: LocalDate
    ) throws(ArithmeticOverflow) -> TipsSummary {
        let known = Dictionary(employers.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let filterKey = employerFilter.map(ShiftEntry.key)
        let counted = shifts.filter {
            $0.entry.status == .completed && period.contains($0.entry.date)
                && (filterKey == nil || $0.entry.employerKey == filterKey)
        }.sorted { ($0.entry.date, $0.timing?.startAt ?? 0, $0.id) < ($1.entry.date, $1.timing?.startAt ?? 0, $1.id) }
        let starts = Set(counted.map { (known[$0.entry.employerKey] ?? .unlisted($0.entry.employer)).weekStart })
        let weekStart = targets.weekStart ?? (starts.count == 1 ? starts.first! : .monday)
        var lines: [String: EmployerLine] = [:]
        var order: [String] = []
        var total = ShiftTotals()
        var weekTotals: [LocalDate: ShiftTotals] = [:]
        var dayTotals: [LocalDate: ShiftTotals] = [:]
        var monthTotals: [Int: ShiftTotals] = [:]
        var points: [ShiftPoint] = []
        for shift in counted {
            let key = shift.entry.employerKey
            let employer = known[key] ?? .unlisted(shift.entry.employer)
            let earned = ShiftEarnings(shift, employer: employer)
            if lines[key] == nil {
                order.append(key)
                lines[key] = EmployerLine(employer: employer, totals: ShiftTotals(), shiftsWithoutRate: 0)
            }
            try lines[key]!.totals.add(earned)
            if !earned.hasRate { lines[key]!.shiftsWithoutRate += 1 }
            try total.add(earned)
            let date = shift.entry.date
            try weekTotals[weekStart.weekStart(of: date), default: ShiftTotals()].add(earned)
            try dayTotals[date, default: ShiftTotals()].add(earned)
            try monthTotals[date.year * 12 + date.month - 1, default: ShiftTotals()].add(earned)
            points.append(
                ShiftPoint(
                    date: date, employer: shift.entry.employer, tipsCents: earned.tipsCents,
                    salesCents: earned.salesCents))
        }
        let lastDay = min(period.end, today)
        let progress = TargetProgress.all(
            targets, weekStart: weekStart, total: total, days: dayTotals, weeks: weekTotals, months: monthTotals,
            period: period,
            lastDay: lastDay)
        return TipsSummary(
            period: period, weekStart: weekStart, employers: order.map { lines[$0]! }, total: total,
            weeks: weekTotals.keys.sorted().map { Week(start: $0, totals: weekTotals[$0]!) }, points: points,
            targets: progress)
    }
}
