import ShoeboxCore

/// Schedule E (Form 1040) Part I lines for one property, by number.
public enum ScheduleELine: Int, Sendable, CaseIterable, Codable, Comparable {
    case rentsReceived = 3, royalties = 4
    case advertising = 5, autoTravel, cleaningMaintenance, commissions, insurance, legalProfessional, managementFees
    case mortgageInterest, otherInterest, repairs, supplies, taxes, utilities, depreciation, other
    case totalExpenses = 20, incomeOrLoss = 21, deductibleLoss = 22

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The expense lines a transaction can be put on (5–19).
    public static let expenseLines: [ScheduleELine] = allCases.filter { (5...19).contains($0.rawValue) }

    /// The key used in specs, rules and the export (`repairs`, `management_fees`, …).
    public var key: String {
        switch self {
        case .rentsReceived: "rents"
        case .royalties: "royalties"
        case .advertising: "advertising"
        case .autoTravel: "auto_travel"
        case .cleaningMaintenance: "cleaning_maintenance"
        case .commissions: "commissions"
        case .insurance: "insurance"
        case .legalProfessional: "legal_professional"
        case .managementFees: "management_fees"
        case .mortgageInterest: "mortgage_interest"
        case .otherInterest: "other_interest"
        case .repairs: "repairs"
        case .supplies: "supplies"
        case .taxes: "taxes"
        case .utilities: "utilities"
        case .depreciation: "depreciation"
        case .other: "other"
        case .totalExpenses: "total_expenses"
        case .incomeOrLoss: "income_or_loss"
        case .deductibleLoss: "deductible_loss"
        }
    }

    /// The caption as printed on the form (shortened).
    public var caption: String {
        switch self {
        case .rentsReceived: "Rents received"
        case .royalties: "Royalties received"
        case .advertising: "Advertising"
        case .autoTravel: "Auto and travel"
        case .cleaningMaintenance: "Cleaning and maintenance"
        case .commissions: "Commissions"
        case .insurance: "Insurance"
        case .legalProfessional: "Legal and other professional fees"
        case .managementFees: "Management fees"
        case .mortgageInterest: "Mortgage interest paid to banks, etc."
        case .otherInterest: "Other interest"
        case .repairs: "Repairs"
        case .supplies: "Supplies"
        case .taxes: "Taxes"
        case .utilities: "Utilities"
        case .depreciation: "Depreciation expense or depletion"
        case .other: "Other"
        case .totalExpenses: "Total expenses (add lines 5 through 19)"
        case .incomeOrLoss: "Income or (loss) (line 3 plus line 4 minus line 20)"
        case .deductibleLoss: "Deductible rental real estate loss after limitation (Form 8582)"
        }
    }

    /// An expense line from its key, its number (`14`), or a Schedule C category key
    /// (`interest_mortgage` → 12, `taxes_licenses` → 16, `car_truck` → 6). Other categories → nil.
    public init?(expense text: String) {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Int(key), let line = ScheduleELine(rawValue: number), (5...19).contains(number) {
            self = line
            return
        }
        if let line = Self.expenseLines.first(where: { $0.key == key }) {
            self = line
            return
        }
        let fromScheduleC: [String: ScheduleELine] = [
            "car_truck": .autoTravel, "travel": .autoTravel, "commissions_fees": .commissions,
            "interest_mortgage": .mortgageInterest, "interest_other": .otherInterest, "taxes_licenses": .taxes,
            "other_expenses": .other, "office": .supplies, "contract_labor": .repairs,
        ]
        guard let line = fromScheduleC[key] else { return nil }
        self = line
    }
}

/// A bank row or receipt assigned to a property (rental income or a property expense).
/// `amount` is signed from the owner's view: an expense is negative, a refund positive.
public struct PropertyEntry: Hashable, Sendable {
    public var id: Int64
    public var date: LocalDate
    public var description: String
    public var amount: Money
    public var property: String
    public var line: ScheduleELine

    public init(id: Int64, date: LocalDate, description: String, amount: Money, property: String, line: ScheduleELine) {
        self.id = id
        self.date = date
        self.description = description
        self.amount = amount
        self.property = property
        self.line = line
    }
}

/// A rent payment as the reports see it (cash basis: counted on the day it was received).
public struct ReceivedRent: Hashable, Sendable {
    public var property: String
    public var unit: String?
    public var tenant: String
    public var payment: RentPayment
    /// `bank #123`, `lease spec`, `rent-payments.csv`, `review`.
    public var source: String

    public init(property: String, unit: String?, tenant: String, payment: RentPayment, source: String) {
        self.property = property
        self.unit = unit
        self.tenant = tenant
        self.payment = payment
        self.source = source
    }
}

/// Schedule E Part I for one property and tax year: lines 3–22 with the rows behind each line.
public struct ScheduleEProperty: Sendable, Equatable {
    public var property: String
    public var address: String
    public var type: PropertyType
    /// The currency of every amount of the property's schedule.
    public var currency: CurrencyCode
    /// Amount per line (3–21); expenses positive; 21 may be negative (a loss).
    public var lines: [ScheduleELine: Int64]
    /// The transactions on each expense line, and the rent payments on line 3.
    public var expenseRows: [ScheduleELine: [PropertyEntry]]
    public var rentRows: [ReceivedRent]
    /// Days the property was rented at fair rental price (unit-days / units), and its days of personal use (0).
    public var fairRentalDays: Int

    public func amount(_ line: ScheduleELine) -> Int64 { lines[line] ?? 0 }
}

public enum ScheduleECalculator {
    /// Line totals for `property` in `year` from its received rent and assigned entries (those of
    /// other properties, currencies or years are ignored). Line 22 is left at 0: the passive-loss
    /// limit needs Form 8582.
    public static func compute(
        property: PropertySpec, year: Int, rents: [ReceivedRent], entries: [PropertyEntry],
        leases: [LeaseSnapshot]
    ) throws -> ScheduleEProperty {
        let inYear = { (date: LocalDate) in date.year == year }
        let rentRows = rents.filter {
            $0.property == property.name && inYear($0.payment.date)
                && ($0.payment.type == .rent || $0.payment.type == .lateFee)
        }.sorted { ($0.payment.date, $0.tenant) < ($1.payment.date, $1.tenant) }
        let mine = entries.filter {
            $0.property == property.name && inYear($0.date) && $0.amount.currency == property.currency
                && $0.line != .rentsReceived
        }.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        var lines: [ScheduleELine: Int64] = [:]
        lines[.rentsReceived] = try rentRows.reduce(0) { try Checked.add($0, $1.payment.amount, "line 3") }
        lines[.royalties] = 0
        var rows: [ScheduleELine: [PropertyEntry]] = [:]
        for entry in mine {
            lines[entry.line] = try Checked.add(
                lines[entry.line] ?? 0, -entry.amount.minorUnits, "line \(entry.line.rawValue)")
            rows[entry.line, default: []].append(entry)
        }
        let total = try ScheduleELine.expenseLines.reduce(0) { try Checked.add($0, lines[$1] ?? 0, "line 20") }
        lines[.totalExpenses] = total
        lines[.incomeOrLoss] = try Checked.add(
            lines[.rentsReceived] ?? 0, -total, "line 21")
        lines[.deductibleLoss] = 0
        let first = LocalDate(year: year, month: 1, day: 1)!, last = LocalDate(year: year, month: 12, day: 31)!
        let occupancy = Occupancy.compute(leases: leases.filter { $0.property == property.name }, from: first, to: last)
        return ScheduleEProperty(
            property: property.name, address: property.address, type: property.type, currency: property.currency,
            lines: lines, expenseRows: rows, rentRows: rentRows,
            fairRentalDays: occupancy.units == 0 ? 0 : occupancy.leasedUnitDays / occupancy.units)
    }
}
