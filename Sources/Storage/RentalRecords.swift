import Foundation
import GRDB
import ShoeboxCore

/// A property as stored (`properties`).
public struct PropertyRecord: Sendable, Hashable, Codable {
    public var id: Int64
    public var name: String
    public var address: String
    /// `residential` or `commercial`.
    public var type: String
    public var currency: CurrencyCode
    public var purchaseDate: LocalDate?
    public var basisCents: Int64?
    public var notes: String?
    public var specName: String
    /// Payee/memo rules: (text to find in a description, Schedule E line 5–19), in spec order.
    public var expenseRules: [ExpenseRule] = []

    public struct ExpenseRule: Sendable, Hashable, Codable {
        public var match: String
        public var line: Int
        public init(match: String, line: Int) {
            self.match = match
            self.line = line
        }

        /// A `property_expense_rules` row.
        init(row: Row) { self.init(match: row["match_text"], line: row["schedule_e_line"]) }
    }

    public init(
        id: Int64 = 0, name: String, address: String, type: String, currency: CurrencyCode,
        purchaseDate: LocalDate? = nil, basisCents: Int64? = nil, notes: String? = nil, specName: String,
        expenseRules: [ExpenseRule] = []
    ) {
        self.id = id
        self.name = name
        self.address = address
        self.type = type
        self.currency = currency
        self.purchaseDate = purchaseDate
        self.basisCents = basisCents
        self.notes = notes
        self.specName = specName
        self.expenseRules = expenseRules
    }

    init(row: Row) {
        self.init(
            id: row["id"], name: row["name"], address: row["address"], type: row["type"],
            currency: CurrencyCode(row["currency"] as String) ?? .usd,
            purchaseDate: (row["purchase_date"] as String?).flatMap { LocalDate(iso: $0) },
            basisCents: row["basis_cents"], notes: row["notes"], specName: row["spec_name"])
    }
}

/// A lease as stored (`leases` with its property's name and its tenants).
public struct LeaseRecord: Sendable, Hashable, Codable {
    public var id: Int64
    public var specName: String
    public var propertyID: Int64
    public var propertyName: String
    public var unit: String?
    public var tenants: [Tenant]
    public var start: LocalDate
    public var end: LocalDate?
    public var rentCents: Int64
    public var currency: CurrencyCode
    /// `monthly`, `bimonthly`, `quarterly` or `yearly`.
    public var cycle: String
    public var dueDay: Int
    public var depositCents: Int64
    public var lateFeeCents: Int64?
    public var lateFeeBasisPoints: Int64?
    public var lateFeeGraceDays: Int
    public var active: Bool
    public var notes: String?

    public init(
        id: Int64 = 0, specName: String, propertyID: Int64, propertyName: String, unit: String?,
        tenants: [Tenant], start: LocalDate, end: LocalDate?, rentCents: Int64, currency: CurrencyCode,
        cycle: String, dueDay: Int, depositCents: Int64, lateFeeCents: Int64?, lateFeeBasisPoints: Int64?,
        lateFeeGraceDays: Int, active: Bool, notes: String?
    ) {
        self.id = id
        self.specName = specName
        self.propertyID = propertyID
        self.propertyName = propertyName
        self.unit = unit
        self.tenants = tenants
        self.start = start
        self.end = end
        self.rentCents = rentCents
        self.currency = currency
        self.cycle = cycle
        self.dueDay = dueDay
        self.depositCents = depositCents
        self.lateFeeCents = lateFeeCents
        self.lateFeeBasisPoints = lateFeeBasisPoints
        self.lateFeeGraceDays = lateFeeGraceDays
        self.active = active
        self.notes = notes
    }
}

/// A rent payment as stored (`rent_payments`, live rows only).
public struct RentPaymentRecord: Sendable, Hashable {
    public var id: Int64
    public var leaseID: Int64
    public var date: LocalDate
    public var amountCents: Int64
    public var method: String
    public var type: String
    /// `spec`, `csv`, `bank`, `review` or `manual`.
    public var source: String
    public var transactionID: Int64?
    public var notes: String?

    public init(
        id: Int64 = 0, leaseID: Int64, date: LocalDate, amountCents: Int64, method: String, type: String,
        source: String, transactionID: Int64? = nil, notes: String? = nil
    ) {
        self.id = id
        self.leaseID = leaseID
        self.date = date
        self.amountCents = amountCents
        self.method = method
        self.type = type
        self.source = source
        self.transactionID = transactionID
        self.notes = notes
    }
}

/// One period of a stored rent schedule.
public struct RentPeriodRecord: Sendable, Hashable {
    public var start: LocalDate
    public var end: LocalDate
    public var dueDate: LocalDate
    public var amountCents: Int64
    public var prorated: Bool

    public init(start: LocalDate, end: LocalDate, dueDate: LocalDate, amountCents: Int64, prorated: Bool) {
        self.start = start
        self.end = end
        self.dueDate = dueDate
        self.amountCents = amountCents
        self.prorated = prorated
    }
}

/// A bank row or receipt assigned to a property, with its Schedule E line (3–19).
public struct PropertyTransactionRecord: Sendable, Hashable {
    public var transactionID: Int64
    public var date: LocalDate
    public var description: String
    public var amount: Money
    public var propertyName: String
    public var scheduleELine: Int
    /// `rent:<lease spec>`, `rule:<name>`, `user`.
    public var source: String
}

/// A deposit that could pay more than one lease (or only its amount says which): a person decides.
public struct RentMatchReview: Sendable, Equatable {
    public var transactionID: Int64
    public var date: LocalDate
    public var amount: Money
    public var description: String
    /// Spec names of the leases it could pay, sorted, with the places they rent.
    public var candidates: [(specName: String, place: String)]
    public var reason: String

    public static func == (a: Self, b: Self) -> Bool {
        a.transactionID == b.transactionID && a.candidates.map(\.specName) == b.candidates.map(\.specName)
            && a.reason == b.reason
    }
}
