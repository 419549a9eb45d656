import ShoeboxCore

/// One month of the budget: money in and out, and the balance carried from month to month.
public struct BudgetMonth: Sendable, Equatable {
    public var month: YearMonth
    public var incomeCents: Int64
    public var expensesCents: Int64
    public var carriedInCents: Int64
    public var netCents: Int64 { incomeCents - expensesCents }
    public var carriedOutCents: Int64 { carriedInCents + netCents }
}

/// One budgeted category in one month: the target, what was left from earlier months,
/// what was spent, and what carries on (negative when overspent).
public struct BudgetLine: Sendable, Equatable {
    public var month: YearMonth
    public var category: String
    public var targetCents: Int64
    public var carriedInCents: Int64
    public var spentCents: Int64
    public var remainingCents: Int64 { carriedInCents + targetCents - spentCents }
}

/// The monthly budget for a period, with running carry-overs that start at the first month
/// the book has data and continue across years.
public struct MonthlyBudget: Sendable, Equatable {
    public var period: ReportPeriod
    public var months: [BudgetMonth]
    public var lines: [BudgetLine]
    /// Rows that count nowhere yet (shown, not hidden).
    public var uncategorized: ReviewTotal
    public var firstDataMonth: YearMonth?

    public var isEmpty: Bool {
        months.allSatisfy { $0.incomeCents == 0 && $0.expensesCents == 0 } && uncategorized.count == 0
    }

    /// - Parameter entries: every canonical entry up to the end of `period` (earlier months set the carry-overs).
    public static func compute(period: ReportPeriod, entries: [LedgerEntry], targets: [String: Int64]) -> MonthlyBudget
    {
        var classifier = EntryClassifier()
        var income: [YearMonth: Int64] = [:], expenses: [YearMonth: Int64] = [:]
        var spent: [YearMonth: [String: Int64]] = [:]
        var uncategorized = ReviewTotal()
        var firstMonth: YearMonth?
        for entry in entries where entry.date <= period.end {
            let month = YearMonth(entry.date)
            switch classifier.classify(entry) {
            case .income: income[month, default: 0] += entry.amount.minorUnits
            case .expense:
                expenses[month, default: 0] -= entry.amount.minorUnits
                if let category = entry.category {
                    spent[month, default: [:]][category, default: 0] -= entry.amount.minorUnits
                }
            case .excluded: continue
            case .uncategorized:
                if entry.date >= period.start { uncategorized.add(entry, keepEntries: false) }
                continue
            }
            firstMonth = min(firstMonth ?? month, month)
        }
        let periodFirst = YearMonth(period.start)
        let start = min(firstMonth ?? periodFirst, periodFirst)
        var carry: Int64 = 0
        var envelope: [String: Int64] = [:]
        var months: [BudgetMonth] = [], lines: [BudgetLine] = []
        let categories = targets.keys.sorted()
        var month = start
        while month <= YearMonth(period.end) {
            let row = BudgetMonth(
                month: month, incomeCents: income[month] ?? 0, expensesCents: expenses[month] ?? 0,
                carriedInCents: carry)
            carry = row.carriedOutCents
            for category in categories {
                let line = BudgetLine(
                    month: month, category: category, targetCents: targets[category] ?? 0,
                    carriedInCents: envelope[category] ?? 0, spentCents: spent[month]?[category] ?? 0)
                envelope[category] = line.remainingCents
                if month >= periodFirst { lines.append(line) }
            }
            if month >= periodFirst { months.append(row) }
            month = month.adding(months: 1)
        }
        return MonthlyBudget(
            period: period, months: months, lines: lines, uncategorized: uncategorized, firstDataMonth: firstMonth)
    }
}
