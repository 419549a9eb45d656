/// The IRS Schedule C (Form 1040) expense and income lines, per tax year.
///
/// Categories are keys (`meals`, `office`, ...); the line a key reports on can change
/// between form revisions, so the mapping is looked up per tax year, never hard-coded.
/// Up to the 2023 form, Part V "Other expenses" (line 48) carried to line 27a; from the
/// 2024 form, line 27a is the energy-efficient commercial buildings deduction (Form 7205)
/// and other expenses moved to line 27b.
public struct ScheduleCForm: Sendable {
    /// One line of the form.
    public struct Line: Sendable, Equatable, Hashable {
        /// The line number as printed, e.g. `24b`.
        public var number: String
        /// The line's caption as printed on the form.
        public var caption: String
    }

    public let taxYear: Int
    /// Built-in category key → line, for this year.
    public let lineByCategory: [String: Line]

    /// Oldest form revision this table knows.
    public static let firstKnownYear = 2021

    /// The form for `taxYear`; years after the newest known revision use the newest.
    public init(taxYear: Int) {
        self.taxYear = taxYear
        var lines = Self.baseLines
        if taxYear >= 2024 {
            lines["other_expenses"] = Line(number: "27b", caption: "Other expenses (from line 48)")
        } else {
            lines["other_expenses"] = Line(number: "27a", caption: "Other expenses (from line 48)")
        }
        lineByCategory = lines
    }

    /// The line a built-in category reports on, or nil for `transfer`, `personal`,
    /// `uncategorized` and unknown keys.
    public func line(for category: String) -> Line? { lineByCategory[category] }

    /// Expense lines in form order (line 8 to 27, then 30), without duplicates.
    public var expenseLines: [Line] {
        let lines = Set(lineByCategory.filter { $0.key != "income" }.values)
        return lines.sorted { Self.sortKey($0.number) < Self.sortKey($1.number) }
    }

    static func sortKey(_ number: String) -> (Int, String) {
        let digits = number.prefix { $0.isNumber }
        return (Int(digits) ?? 0, String(number.dropFirst(digits.count)))
    }

    static let baseLines: [String: Line] = [
        "income": Line(number: "1", caption: "Gross receipts or sales"),
        "advertising": Line(number: "8", caption: "Advertising"),
        "car_truck": Line(number: "9", caption: "Car and truck expenses"),
        "commissions_fees": Line(number: "10", caption: "Commissions and fees"),
        "contract_labor": Line(number: "11", caption: "Contract labor"),
        "depletion": Line(number: "12", caption: "Depletion"),
        "depreciation": Line(number: "13", caption: "Depreciation and section 179 expense deduction"),
        "employee_benefits": Line(number: "14", caption: "Employee benefit programs"),
        "insurance": Line(number: "15", caption: "Insurance (other than health)"),
        "interest_mortgage": Line(number: "16a", caption: "Interest: mortgage (paid to banks, etc.)"),
        "interest_other": Line(number: "16b", caption: "Interest: other"),
        "legal_professional": Line(number: "17", caption: "Legal and professional services"),
        "office": Line(number: "18", caption: "Office expense"),
        "pension": Line(number: "19", caption: "Pension and profit-sharing plans"),
        "rent_equipment": Line(number: "20a", caption: "Rent or lease: vehicles, machinery, and equipment"),
        "rent_property": Line(number: "20b", caption: "Rent or lease: other business property"),
        "repairs": Line(number: "21", caption: "Repairs and maintenance"),
        "supplies": Line(number: "22", caption: "Supplies (not included in Part III)"),
        "taxes_licenses": Line(number: "23", caption: "Taxes and licenses"),
        "travel": Line(number: "24a", caption: "Travel"),
        "meals": Line(number: "24b", caption: "Deductible meals"),
        "utilities": Line(number: "25", caption: "Utilities"),
        "wages": Line(number: "26", caption: "Wages (less employment credits)"),
        "home_office": Line(number: "30", caption: "Expenses for business use of your home"),
    ]
}

/// The built-in category keys. Users may add custom keys that roll up to one of these.
public enum BuiltInCategory {
    /// Keys that report on a Schedule C line.
    public static let scheduleC = [
        "income", "advertising", "car_truck", "commissions_fees", "contract_labor", "depletion", "depreciation",
        "employee_benefits", "insurance", "interest_mortgage", "interest_other", "legal_professional", "office",
        "pension", "rent_equipment", "rent_property", "repairs", "supplies", "taxes_licenses", "travel", "meals",
        "utilities", "wages", "other_expenses", "home_office",
    ]
    /// Keys that are not on Schedule C: own-account transfers and card payments, personal
    /// spending, and not yet decided.
    public static let offSchedule = ["transfer", "personal", "uncategorized"]
    /// Every built-in key.
    public static let all = scheduleC + offSchedule
    /// Share of `meals` that is deductible, in basis points (stored at full amount).
    public static let mealsDeductibleBasisPoints: Int64 = 5000
}
