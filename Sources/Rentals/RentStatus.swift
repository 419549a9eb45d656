import ShoeboxCore

/// What a lease needs for its status, alerts and matching: who and where, terms, payments.
public struct LeaseSnapshot: Hashable, Sendable {
    public var id: Int64
    public var property: String
    public var unit: String?
    public var tenant: String
    public var currency: CurrencyCode
    public var terms: LeaseTerms
    public var securityDeposit: Int64
    public var active: Bool
    public var payments: [RentPayment]

    public init(
        id: Int64, property: String, unit: String?, tenant: String, currency: CurrencyCode, terms: LeaseTerms,
        securityDeposit: Int64, active: Bool, payments: [RentPayment]
    ) {
        self.id = id
        self.property = property
        self.unit = unit
        self.tenant = tenant
        self.currency = currency
        self.terms = terms
        self.securityDeposit = securityDeposit
        self.active = active
        self.payments = payments
    }

    /// `Maple Street 12 #2B`.
    public var place: String { unit.map { "\(property) #\($0)" } ?? property }

    /// The schedule through `asOf` (plus one period) with payments applied as of `asOf`.
    public func account(asOf: LocalDate) throws -> LeaseAccount {
        try RentAllocation.account(
            periods: try RentSchedule.periods(terms, through: asOf), payments: payments, lateFee: terms.lateFee,
            asOf: asOf)
    }

    /// True when the lease is in force on `date` (and not switched off).
    public func isInForce(on date: LocalDate) -> Bool {
        active && terms.start <= date && (terms.end.map { date <= $0 } ?? true)
    }
}

/// One line of `shoebox rent status`: the period that needs attention (the oldest one still
/// owed money and due by `asOf`, else the latest one due), with totals for the whole lease.
public struct RentStatusLine: Hashable, Sendable, Codable {
    public var leaseID: Int64
    public var property: String
    public var unit: String?
    public var tenant: String
    /// The currency of every amount on the line.
    public var currency: CurrencyCode
    public var periodStart: LocalDate
    public var dueDate: LocalDate
    public var dueCents: Int64
    public var paidCents: Int64
    public var balanceCents: Int64
    public var daysOverdue: Int
    public var status: RentPeriodStatus
    /// The first due date after `asOf` (nil when the lease ends before).
    public var nextDueDate: LocalDate?
    /// Everything owed on periods due by `asOf`.
    public var totalBalanceCents: Int64
    /// Paid ahead: over-payments waiting for the periods still to come.
    public var creditCents: Int64
    public var depositHeldCents: Int64

    /// The JSON keys the issue names come first; extra keys follow.
    enum CodingKeys: String, CodingKey {
        case property, tenant
        case periodStart = "period_start"
        case dueDate = "due_date"
        case dueCents = "due_cents"
        case paidCents = "paid_cents"
        case balanceCents = "balance_cents"
        case daysOverdue = "days_overdue"
        case status
        case leaseID = "lease_id"
        case unit, currency
        case nextDueDate = "next_due_date"
        case totalBalanceCents = "total_balance_cents"
        case creditCents = "credit_cents"
        case depositHeldCents = "deposit_held_cents"
    }
}

public enum RentStatus {
    /// A line per lease in force on `asOf` (or active and not yet ended), sorted by property, unit, tenant.
    public static func lines(_ leases: [LeaseSnapshot], asOf: LocalDate) throws -> [RentStatusLine] {
        try leases.filter { $0.active && ($0.terms.end.map { asOf <= $0 } ?? true) }
            .sorted { ($0.property, $0.unit ?? "", $0.tenant, $0.id) < ($1.property, $1.unit ?? "", $1.tenant, $1.id) }
            .compactMap { try line($0, asOf: asOf) }
    }

    public static func line(_ lease: LeaseSnapshot, asOf: LocalDate) throws -> RentStatusLine? {
        let account = try lease.account(asOf: asOf)
        let due = account.periods.filter { $0.period.dueDate <= asOf }
        guard let chosen = due.first(where: { $0.balance > 0 }) ?? due.last ?? account.periods.first else {
            return nil
        }
        return RentStatusLine(
            leaseID: lease.id, property: lease.property, unit: lease.unit, tenant: lease.tenant,
            currency: lease.currency, periodStart: chosen.period.start, dueDate: chosen.period.dueDate,
            dueCents: chosen.due, paidCents: chosen.paid, balanceCents: chosen.balance,
            daysOverdue: chosen.daysOverdue(asOf: asOf), status: chosen.status(asOf: asOf),
            nextDueDate: account.periods.first { $0.period.dueDate > asOf }?.period.dueDate,
            totalBalanceCents: account.outstanding(asOf: asOf), creditCents: account.paidAhead(asOf: asOf),
            depositHeldCents: account.depositHeld)
    }
}
