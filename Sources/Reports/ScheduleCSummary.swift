import ShoeboxCore

/// A review bucket shown on every report: how many rows and how much money in each direction.
public struct ReviewTotal: Sendable, Equatable {
    public var count = 0
    public var inflowCents: Int64 = 0
    public var outflowCents: Int64 = 0
    public var entries: [LedgerEntry] = []

    public init() {}

    mutating func add(_ entry: LedgerEntry, keepEntries: Bool = true) {
        count += 1
        if entry.amount.minorUnits >= 0 {
            inflowCents += entry.amount.minorUnits
        } else {
            outflowCents += -entry.amount.minorUnits
        }
        if keepEntries { entries.append(entry) }
    }
}

/// One Part II line of Schedule C with what went into it.
public struct ScheduleCExpenseLine: Sendable, Equatable {
    public var line: ScheduleCForm.Line
    /// The sum of the expenses (refunds subtracted), before any limit.
    public var grossCents: Int64
    /// What goes on the form: the gross, or 50 % for meals, or the mileage deduction for line 9.
    public var deductibleCents: Int64
    /// How the deductible amount was found, when it is not simply the gross.
    public var note: String?
    public var entries: [LedgerEntry]
    /// `note` as facts, for a report in another language.
    public var noteFacts: LineNoteFacts? = nil
}

/// How a line's deductible amount was found, as figures rather than English text.
public enum LineNoteFacts: Sendable, Equatable {
    /// Line 9 from business miles × the standard rate.
    case standardMileageRate
    /// Meals: `basisPoints` of `grossCents`.
    case mealsShare(basisPoints: Int64, grossCents: Int64)
}

/// The rule used for line 9, as figures.
public enum CarRuleFacts: Sendable, Equatable {
    /// A mileage log exists: business miles × rate (in hundredths of a cent per mile).
    case standardMileage(
        taxYear: Int, businessTenths: Int64, rateCentiCents: Int64, deductionCents: Int64, actualCents: Int64)
    /// No mileage log: actual car and truck expenses.
    case actualExpenses(taxYear: Int)
}

/// How line 30 was computed, as figures.
public enum HomeOfficeFacts: Sendable, Equatable {
    /// Actual expenses (Form 8829).
    case actualExpenses
    /// Simplified method: square feet × rate (× months/12), possibly limited to the line 29 profit.
    case simplified(
        squareFeet: Int64, rateCents: Int64, months: Int64, fullCents: Int64, limited: Bool, actualListed: Bool)
}

/// The Schedule C figures for a tax year (or part of one), line by line.
public struct ScheduleCSummary: Sendable, Equatable {
    public var period: ReportPeriod
    /// Line 1: gross receipts (income without its refunds).
    public var grossReceiptsCents: Int64 = 0
    /// Line 2: returns and allowances (refunds given back to customers), positive.
    public var returnsCents: Int64 = 0
    public var incomeEntries: [LedgerEntry] = []
    /// Part II lines with a non-zero total or entries, in form order (line 9 included when mileage applies).
    public var expenseLines: [ScheduleCExpenseLine] = []
    /// Line 30 and how it was computed.
    public var homeOfficeCents: Int64 = 0
    public var homeOfficeNote: String?
    /// `homeOfficeNote` as figures.
    public var homeOfficeFacts: HomeOfficeFacts?
    public var homeOfficeEntries: [LedgerEntry] = []
    /// Rows left out of the totals but shown: no category yet; categorizer unsure; transfers and personal.
    public var uncategorized = ReviewTotal()
    public var lowConfidence = ReviewTotal()
    public var excluded = ReviewTotal()
    /// Trips of the year and what they add up to.
    public var trips: [MileageTrip] = []
    public var mileage = MileageSummary([])
    /// The rule used for line 9, stated on the report.
    public var carRule: String?
    /// `carRule` as figures.
    public var carRuleFacts: CarRuleFacts?

    /// Line 3.
    public var netReceiptsCents: Int64 { grossReceiptsCents - returnsCents }
    /// Line 4 (cost of goods sold is not tracked yet: 0).
    public var costOfGoodsCents: Int64 { 0 }
    /// Line 5 and line 7 (no other income, line 6).
    public var grossIncomeCents: Int64 { netReceiptsCents - costOfGoodsCents }
    /// Line 28.
    public var totalExpensesCents: Int64 { expenseLines.reduce(0) { $0 + $1.deductibleCents } }
    /// Line 29.
    public var tentativeProfitCents: Int64 { grossIncomeCents - totalExpensesCents }
    /// Line 31.
    public var netProfitCents: Int64 { tentativeProfitCents - homeOfficeCents }
    /// True when nothing at all fell in the period.
    public var isEmpty: Bool {
        incomeEntries.isEmpty && expenseLines.isEmpty && homeOfficeEntries.isEmpty && uncategorized.count == 0
            && excluded.count == 0 && trips.isEmpty
    }
}
