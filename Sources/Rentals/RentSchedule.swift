import ShoeboxCore

/// One period of rent: `start...end` (inclusive), due on `dueDate`, for `amount` minor units.
public struct RentPeriod: Hashable, Sendable, Codable {
    public var start: LocalDate
    public var end: LocalDate
    public var dueDate: LocalDate
    public var amount: Int64
    /// True when the period is shorter than a full cycle (lease starts or ends inside it).
    public var prorated: Bool

    public init(start: LocalDate, end: LocalDate, dueDate: LocalDate, amount: Int64, prorated: Bool) {
        self.start = start
        self.end = end
        self.dueDate = dueDate
        self.amount = amount
        self.prorated = prorated
    }
}

/// The rent schedule of a lease, with plain values in and out.
///
/// Periods are anchored on the due day: a period starts on the due day of every `cycle.months`-th
/// month counted from the start month (a due day of 29–31 falls on the last day of shorter
/// months, so 31 January, 28/29 February, 31 March: no drift), runs to the day before the next
/// anchor, and rent is due on its first day (in advance).
///
/// **Proration rule.** When the lease starts between two anchors, the first period runs from
/// the start to the day before the next anchor and costs `rent × days in it ÷ days of the full
/// period that contains the start`; when the lease ends inside a period, the last period runs
/// to the end date and costs `rent × days covered ÷ days of that full period`. Both round half
/// away from zero to the minor unit. Days are calendar days, so a leap year's February has 29.
public enum RentSchedule {
    /// Longest schedule generated (a hundred years of monthly rent): a guard, not a limit in practice.
    static let maximumPeriods = 1_200

    /// Every period starting on or before `through`, plus the one after (rent can be paid
    /// ahead), never past the lease's end.
    public static func periods(_ terms: LeaseTerms, through: LocalDate) throws -> [RentPeriod] {
        let step = terms.cycle.months
        let startMonth = terms.start.year * 12 + terms.start.month - 1
        var nextIndex = startMonth
        if anchor(nextIndex, dueDay: terms.dueDay) < terms.start { nextIndex += step }
        var periods: [RentPeriod] = []
        // The partial first period, when the start is not on an anchor.
        let firstAnchor = anchor(nextIndex, dueDay: terms.dueDay)
        if firstAnchor > terms.start {
            let fullStart = anchor(nextIndex - step, dueDay: terms.dueDay)
            let fullEnd = firstAnchor.adding(days: -1)
            let end = min(fullEnd, terms.end ?? fullEnd)
            periods.append(
                try period(
                    from: terms.start, to: end, fullStart: fullStart, fullEnd: fullEnd, rent: terms.rent,
                    due: terms.start))
        }
        while periods.count < maximumPeriods {
            if let last = periods.last, last.start > through { break }
            guard let start = anchorIfValid(nextIndex, dueDay: terms.dueDay),
                let following = anchorIfValid(nextIndex + step, dueDay: terms.dueDay)
            else { break }
            if let end = terms.end, start > end { break }
            let fullEnd = following.adding(days: -1)
            let end = min(fullEnd, terms.end ?? fullEnd)
            periods.append(
                try period(from: start, to: end, fullStart: start, fullEnd: fullEnd, rent: terms.rent, due: start))
            nextIndex += step
        }
        return periods
    }

    /// The due day in month number `index` (months since year 0), clamped to the month's length.
    static func anchor(_ index: Int, dueDay: Int) -> LocalDate {
        anchorIfValid(index, dueDay: dueDay) ?? LocalDate(dayNumber: 0)
    }

    /// Nil past the years `LocalDate` holds (1900...2200).
    static func anchorIfValid(_ index: Int, dueDay: Int) -> LocalDate? {
        let year = index / 12, month = index % 12 + 1
        return LocalDate(year: year, month: month, day: min(dueDay, LocalDate.daysIn(month: month, year: year)))
    }

    static func period(
        from start: LocalDate, to end: LocalDate, fullStart: LocalDate, fullEnd: LocalDate, rent: Int64,
        due: LocalDate
    ) throws -> RentPeriod {
        let days = Int64(end.dayNumber - start.dayNumber + 1)
        let fullDays = Int64(fullEnd.dayNumber - fullStart.dayNumber + 1)
        if days == fullDays {
            return RentPeriod(start: start, end: end, dueDate: due, amount: rent, prorated: false)
        }
        let amount = Rounding.halfAwayFromZero(try Checked.multiply(rent, days, "a prorated rent"), dividedBy: fullDays)
        return RentPeriod(start: start, end: end, dueDate: due, amount: amount, prorated: true)
    }
}
