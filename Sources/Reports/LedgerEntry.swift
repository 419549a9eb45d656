import Foundation
import ShoeboxCore

/// One canonical transaction as the reports see it (built from the export query's rows).
/// `amount` is signed from the account holder's view: money out is negative.
public struct LedgerEntry: Sendable, Equatable {
    public var id: Int64
    public var date: LocalDate
    public var payee: String
    public var description: String
    /// Schedule C is in US dollars: an amount in another currency is listed for review, not added.
    public var amount: Money
    public var category: String?
    public var scheduleCLine: String?
    public var confidence: Double?
    public var kind: String
    public var sourceFile: String
    public var sourceLine: Int64?
    /// The receipt linked to this charge, if any (its transaction id).
    public var receiptID: Int64?

    public init(
        id: Int64, date: LocalDate, payee: String, description: String = "", amount: Money, category: String?,
        scheduleCLine: String? = nil, confidence: Double? = nil,
        kind: String = "bank",
        sourceFile: String = "", sourceLine: Int64? = nil, receiptID: Int64? = nil
    ) {
        self.id = id
        self.date = date
        self.payee = payee
        self.description = description
        self.amount = amount
        self.category = category
        self.scheduleCLine = scheduleCLine
        self.confidence = confidence
        self.kind = kind
        self.sourceFile = sourceFile
        self.sourceLine = sourceLine
        self.receiptID = receiptID
    }

    /// `R-12` when a receipt is linked: the label used in the receipts appendix.
    public var receiptReference: String { receiptID.map { "R-\($0)" } ?? "" }
}

/// Where an entry counts, following the rules every report shares.
public enum EntryClass: Sendable, Equatable {
    /// Line 1 (a negative amount is a refund or return: line 2).
    case income
    /// An expense line; a positive amount is a refund that reduces it.
    case expense(ScheduleCForm.Line)
    /// Own-account transfers, personal spending, rental income and property expenses (Schedule E):
    /// never on Schedule C.
    case excluded
    /// No category yet, `uncategorized`, a custom category that names no line, or not in US dollars.
    case uncategorized
}

/// Classifies entries against the Schedule C form of their own year: the stored
/// `schedule_c_line` wins (custom categories roll up to it), else the category's built-in line.
public struct EntryClassifier: Sendable {
    private struct Key: Hashable { var year: Int; var category: String?; var line: String? }
    private var forms: [Int: ScheduleCForm] = [:]
    private var cache: [Key: EntryClass] = [:]

    public init() {}

    /// Categories of rows the rentals stage put on a property's Schedule E (see `docs/rentals.md`).
    public static let rentalCategories: Set<String> = ["rental_income", "rental_expense"]

    /// The form for `year` (cached).
    public mutating func form(_ year: Int) -> ScheduleCForm {
        if let form = forms[year] { return form }
        let form = ScheduleCForm(taxYear: year)
        forms[year] = form
        return form
    }

    /// The class of `entry` (cached per year, category and stored line: reports classify many rows).
    public mutating func classify(_ entry: LedgerEntry) -> EntryClass {
        if entry.amount.currency != .usd { return .uncategorized }
        let key = Key(year: entry.date.year, category: entry.category, line: entry.scheduleCLine)
        if let known = cache[key] { return known }
        let result = classify(year: key.year, category: key.category, storedLine: key.line)
        cache[key] = result
        return result
    }

    private mutating func classify(year: Int, category rawCategory: String?, storedLine: String?) -> EntryClass {
        let category = rawCategory?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        if category == "transfer" || category == "personal" || Self.rentalCategories.contains(category) {
            return .excluded
        }
        let form = form(year)
        let stored = storedLine?.trimmingCharacters(in: .whitespaces)
        if let stored, !stored.isEmpty {
            if stored == "1" { return .income }
            if let line = form.lineByCategory.values.first(where: {
                $0.number.caseInsensitiveCompare(stored) == .orderedSame
            }) {
                return .expense(line)
            }
        }
        if category.isEmpty || category == "uncategorized" { return .uncategorized }
        if category == "income" { return .income }
        if let line = form.line(for: category) { return .expense(line) }
        return .uncategorized
    }
}
