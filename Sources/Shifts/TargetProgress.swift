import ShoeboxCore

/// How a period did against one target of `settings.yaml`.
///
/// Per-day targets are judged on the days worked; per-week and per-month targets on every week
/// (of the summary's week start) and month that overlaps the period up to today, worked or not.
/// `actual` is the average per day, week or month (for `tip_pct`: tips / sales over the period);
/// `met` says how many of those days, weeks or months reached the target.
public struct TargetProgress: Sendable, Equatable {
    public enum Unit: String, Sendable { case cents, minutes, basisPoints = "basis_points" }

    /// The settings key: `tip_pct`, `sales_per_week`, `hours_per_day`, ...
    public var key: String
    public var unit: Unit
    public var target: Int64
    public var actual: Int64
    public var met: Int
    public var of: Int

    /// True when the average reaches the target.
    public var reached: Bool { actual >= target }

    static func all(
        _ targets: ShiftTargets, weekStart: WeekStart, total: ShiftTotals, days: [LocalDate: ShiftTotals],
        weeks: [LocalDate: ShiftTotals],
        months: [Int: ShiftTotals], period: ShiftPeriod, lastDay: LocalDate
    ) -> [TargetProgress] {
        var out: [TargetProgress] = []
        if let target = targets.tipBasisPoints {
            let actual = total.tipBasisPoints ?? 0
            out.append(
                TargetProgress(
                    key: "tip_pct", unit: .basisPoints, target: target, actual: actual, met: actual >= target ? 1 : 0,
                    of: 1))
        }
        var weekStarts: [LocalDate] = []
        var monthKeys: [Int] = []
        if lastDay >= period.start {
            var week = weekStart.weekStart(of: period.start)
            while week <= lastDay {
                weekStarts.append(week)
                week = week.adding(days: 7)
            }
            var month = period.start.year * 12 + period.start.month - 1
            while month <= lastDay.year * 12 + lastDay.month - 1 {
                monthKeys.append(month)
                month += 1
            }
        }
        let dayKeys = days.keys.sorted()
        func add(
            _ key: String, _ unit: Unit, _ target: Int64?, _ buckets: [ShiftTotals], _ value: (ShiftTotals) -> Int64
        ) {
            guard let target else { return }
            let values = buckets.map(value)
            let average =
                values.isEmpty ? 0 : Rounding.halfAwayFromZero(values.reduce(0, +), dividedBy: Int64(values.count))
            out.append(
                TargetProgress(
                    key: key, unit: unit, target: target, actual: average, met: values.filter { $0 >= target }.count,
                    of: values.count))
        }
        let dayBuckets = dayKeys.map { days[$0]! }
        let weekBuckets = weekStarts.map { weeks[$0] ?? ShiftTotals() }
        let monthBuckets = monthKeys.map { months[$0] ?? ShiftTotals() }
        add("sales_per_day", .cents, targets.salesPerDayCents, dayBuckets, \.salesCents)
        add("sales_per_week", .cents, targets.salesPerWeekCents, weekBuckets, \.salesCents)
        add("sales_per_month", .cents, targets.salesPerMonthCents, monthBuckets, \.salesCents)
        add("hours_per_day", .minutes, targets.minutesPerDay, dayBuckets, \.minutes)
        add("hours_per_week", .minutes, targets.minutesPerWeek, weekBuckets, \.minutes)
        add("hours_per_month", .minutes, targets.minutesPerMonth, monthBuckets, \.minutes)
        return out
    }
}
