import ShoeboxCore

/// `residential` or `commercial`.
public enum PropertyType: String, Sendable, CaseIterable, Codable {
    case residential, commercial
}

/// How often rent falls due. `bimonthly` is every two months (not twice a month).
public enum RentCycle: String, Sendable, CaseIterable, Codable {
    case monthly, bimonthly, quarterly, yearly

    /// Months one period spans.
    public var months: Int {
        switch self {
        case .monthly: 1
        case .bimonthly: 2
        case .quarterly: 3
        case .yearly: 12
        }
    }
}

/// What a rent payment is for.
public enum RentPaymentType: String, Sendable, CaseIterable, Codable {
    case rent
    case lateFee = "late_fee"
    case deposit
    case depositReturn = "deposit_return"
}

/// How a rent payment was made.
public enum RentPaymentMethod: String, Sendable, CaseIterable, Codable {
    case bankTransfer = "bank_transfer"
    case cash
    case wechatPay = "wechat_pay"
    case check
    case other
}

/// A late fee: a fixed amount, or basis points of the period's rent, charged once per period
/// still unpaid `graceDays` after its due date.
public struct LateFeeRule: Hashable, Sendable, Codable {
    public enum Charge: Hashable, Sendable, Codable {
        case fixed(minorUnits: Int64)
        case rate(basisPoints: Int64)
    }

    public var charge: Charge
    public var graceDays: Int

    public init(charge: Charge, graceDays: Int) {
        self.charge = charge
        self.graceDays = graceDays
    }

    /// The fee for a period of `rent` minor units (a rate rounds half away from zero to the cent).
    public func fee(rent: Int64) throws -> Int64 {
        switch charge {
        case .fixed(let units): return units
        case .rate(let bps):
            return Rounding.halfAwayFromZero(try Checked.multiply(rent, bps, "a late fee"), dividedBy: 10_000)
        }
    }
}

/// A payee/memo rule of a property spec: bank rows whose description contains `match` (letters
/// and digits compared, case and punctuation ignored) are this property's expenses on `line`.
public struct PropertyExpenseRule: Hashable, Sendable, Codable {
    public var match: String
    public var line: ScheduleELine

    public init(match: String, line: ScheduleELine) {
        self.match = match
        self.line = line
    }
}

/// A building or unit a landlord rents out (a `*.property.yaml` spec).
public struct PropertySpec: Hashable, Sendable {
    public var name: String
    public var address: String
    public var type: PropertyType
    public var currency: CurrencyCode
    public var purchaseDate: LocalDate?
    /// Cost basis in minor units (for depreciation later).
    public var basisMinorUnits: Int64?
    public var notes: String?
    /// Payee/memo rules putting bank rows on this property (`expenses:`).
    public var expenseRules: [PropertyExpenseRule] = []
    /// Spec file name, for messages.
    public var file: String

    public init(
        name: String, address: String, type: PropertyType, currency: CurrencyCode, purchaseDate: LocalDate? = nil,
        basisMinorUnits: Int64? = nil, notes: String? = nil, file: String = ""
    ) {
        self.name = name
        self.address = address
        self.type = type
        self.currency = currency
        self.purchaseDate = purchaseDate
        self.basisMinorUnits = basisMinorUnits
        self.notes = notes
        self.file = file
    }
}

/// One payment received (or a deposit returned) under a lease.
public struct RentPayment: Hashable, Sendable, Codable {
    public var date: LocalDate
    /// Positive minor units (a deposit return is positive too: its type says which way it went).
    public var amount: Int64
    public var method: RentPaymentMethod
    public var type: RentPaymentType
    public var notes: String?

    public init(
        date: LocalDate, amount: Int64, method: RentPaymentMethod = .bankTransfer, type: RentPaymentType = .rent,
        notes: String? = nil
    ) {
        self.date = date
        self.amount = amount
        self.method = method
        self.type = type
        self.notes = notes
    }
}

/// The terms of one lease: what the schedule, late fees and matching are computed from.
public struct LeaseTerms: Hashable, Sendable, Codable {
    public var start: LocalDate
    /// Last day of the lease (inclusive); nil for an open-ended (month-to-month) lease.
    public var end: LocalDate?
    /// Rent per full period, in minor units.
    public var rent: Int64
    public var cycle: RentCycle
    /// Day of the month rent is due (1...31; a short month's last day stands in for 29–31).
    public var dueDay: Int
    public var lateFee: LateFeeRule?

    public init(
        start: LocalDate, end: LocalDate?, rent: Int64, cycle: RentCycle = .monthly, dueDay: Int? = nil,
        lateFee: LateFeeRule? = nil
    ) {
        self.start = start
        self.end = end
        self.rent = rent
        self.cycle = cycle
        self.dueDay = dueDay ?? start.day
        self.lateFee = lateFee
    }
}

/// A `*.lease.yaml` spec: the property it is on (by name), the tenants, the terms, the
/// security deposit, and payments made outside any bank export (cash, WeChat Pay).
public struct LeaseSpec: Hashable, Sendable {
    /// The spec's file name: re-dropping the same file updates the lease (with a revision).
    public var file: String
    public var property: String
    /// A unit within the property (`2B`), matched in deposit memos and shown on the rent roll.
    public var unit: String?
    public var tenants: [Tenant]
    public var terms: LeaseTerms
    public var currency: CurrencyCode?
    public var securityDeposit: Int64
    public var active: Bool
    public var payments: [RentPayment]
    public var notes: String?
    /// Line of each key in the file, for errors found when storing (unknown property).
    public var keyLines: [String: Int] = [:]

    public init(
        file: String, property: String, unit: String? = nil, tenants: [Tenant], terms: LeaseTerms,
        currency: CurrencyCode? = nil, securityDeposit: Int64 = 0, active: Bool = true, payments: [RentPayment] = [],
        notes: String? = nil
    ) {
        self.file = file
        self.property = property
        self.unit = unit
        self.tenants = tenants
        self.terms = terms
        self.currency = currency
        self.securityDeposit = securityDeposit
        self.active = active
        self.payments = payments
        self.notes = notes
    }

    /// Tenant names joined for display: `Ana Ruiz & Ben Ruiz`.
    public var tenantNames: String { tenants.map(\.name).joined(separator: " & ") }
}
