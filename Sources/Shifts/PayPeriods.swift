import ShoeboxCore

/// Pay periods of an employer: weekly (from its week start, or `pay_period_start`), biweekly and
/// 4-week (every 14 or 28 days from `pay_period_start`), semimonthly (1st–15th, 16th–end of month).
public enum PayPeriods {
    /// The pay period holding `date`, both days included.
    public static func period(containing date: LocalDate, for employer: Employer) -> (start: LocalDate, end: LocalDate)
    {
        switch employer.payPeriod {
        case .weekly:
            if let anchor = employer.payPeriodStart { return cycle(date, anchor: anchor, days: 7) }
            let start = employer.weekStart.weekStart(of: date)
            return (start, start.adding(days: 6))
        case .biweekly:
            return cycle(date, anchor: employer.payPeriodStart ?? employer.weekStart.weekStart(of: date), days: 14)
        case .fourWeek:
            return cycle(date, anchor: employer.payPeriodStart ?? employer.weekStart.weekStart(of: date), days: 28)
        case .semimonthly:
            if date.day <= 15 {
                return (
                    LocalDate(year: date.year, month: date.month, day: 1)!,
                    LocalDate(year: date.year, month: date.month, day: 15)!
                )
            }
            let last = LocalDate.daysIn(month: date.month, year: date.year)
            return (
                LocalDate(year: date.year, month: date.month, day: 16)!,
                LocalDate(year: date.year, month: date.month, day: last)!
            )
        }
    }

    static func cycle(_ date: LocalDate, anchor: LocalDate, days: Int) -> (start: LocalDate, end: LocalDate) {
        let offset = date.dayNumber - anchor.dayNumber
        let index = offset >= 0 ? offset / days : -((-offset + days - 1) / days)
        let start = anchor.adding(days: index * days)
        return (start, start.adding(days: days - 1))
    }
}
