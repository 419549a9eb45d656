import ShoeboxCore

/// Income, expenses by category and net for one span, plus what stayed out of them.
public struct PeriodTotals: Sendable, Equatable {
    public var incomeCents: Int64 = 0
    /// Category key → expense (refunds subtracted), at full amount (meals are not halved here).
    public var expensesByCategory: [String: Int64] = [:]
    public var uncategorized = ReviewTotal()
    public var lowConfidence = ReviewTotal()
    public var excludedCount = 0

    public init() {}

    public var expensesCents: Int64 { expensesByCategory.values.reduce(0, +) }
    public var netCents: Int64 { incomeCents - expensesCents }
    /// Categories by descending expense, ties by name.
    public var sortedCategories: [(key: String, cents: Int64)] {
        expensesByCategory.map { (key: $0.key, cents: $0.value) }.sorted { ($1.cents, $0.key) < ($0.cents, $1.key) }
    }
    public var isEmpty: Bool {
        incomeCents == 0 && expensesByCategory.isEmpty && uncategorized.count == 0 && excludedCount == 0
    }
}

/// Income and expenses for one month of a series.
public struct MonthTotals: Sendable, Equatable {
    public var month: YearMonth
    public var incomeCents: Int64
    public var expensesCents: Int64
    public var netCents: Int64 { incomeCents - expensesCents }
}

/// A profit and loss statement: this period, the previous one, and the last six months.
public struct ProfitAndLoss: Sendable, Equatable {
    public var period: ReportPeriod
    public var current: PeriodTotals
    public var previous: PeriodTotals
    /// Six months ending with the period's last month, oldest first.
    public var series: [MonthTotals]

    /// Builds the statement from entries covering at least the previous period through the end
    /// of `period` and the five months before its last month.
    public static func compute(period: ReportPeriod, entries: [LedgerEntry], lowConfidenceThreshold: Double)
        -> ProfitAndLoss
    {
        var classifier = EntryClassifier()
        let last = YearMonth(year: period.year, month: period.lastMonth)
        let first = last.adding(months: -5)
        var current = PeriodTotals(), previous = PeriodTotals()
        var monthly: [YearMonth: (income: Int64, expenses: Int64)] = [:]
        let prior = period.previous
        for entry in entries {
            let inCurrent = entry.date >= period.start && entry.date <= period.end
            let inPrevious = entry.date >= prior.start && entry.date <= prior.end
            let month = YearMonth(entry.date)
            let inSeries = month >= first && month <= last
            guard inCurrent || inPrevious || inSeries else { continue }
            let kind = classifier.classify(entry)
            if inCurrent { Self.add(entry, kind, to: &current, threshold: lowConfidenceThreshold) }
            if inPrevious { Self.add(entry, kind, to: &previous, threshold: lowConfidenceThreshold) }
            if inSeries {
                switch kind {
                case .income: monthly[month, default: (0, 0)].income += entry.amount.minorUnits
                case .expense: monthly[month, default: (0, 0)].expenses -= entry.amount.minorUnits
                case .excluded, .uncategorized: break
                }
            }
        }
        let series = (0..<6).map { i -> MonthTotals in
            let month = first.adding(months: i)
            let totals = monthly[month] ?? (0, 0)
            return MonthTotals(month: month, incomeCents: totals.income, expensesCents: totals.expenses)
        }
        return ProfitAndLoss(period: period, current: current, previous: previous, series: series)
    }

    static func add(_ entry: LedgerEntry, _ kind: EntryClass, to totals: inout PeriodTotals, threshold: Double) {
        if let confidence = entry.confidence, confidence < threshold, kind != .uncategorized {
            totals.lowConfidence.add(entry, keepEntries: false)
        }
        switch kind {
        case .income: totals.incomeCents += entry.amount.minorUnits
        case .expense(let line):
            let key = entry.category.flatMap { $0.isEmpty ? nil : $0 } ?? "line \(line.number)"
            totals.expensesByCategory[key, default: 0] -= entry.amount.minorUnits
        case .excluded: totals.excludedCount += 1
        case .uncategorized: totals.uncategorized.add(entry, keepEntries: false)
        }
    }
}
