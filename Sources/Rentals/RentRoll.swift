import ShoeboxCore

/// One unit on the rent roll: its lease, what it rents for, what came in during the period and
/// what is owed at the period's end.
public struct RentRollLine: Hashable, Sendable {
    public var property: String
    public var unit: String?
    public var tenant: String
    /// The currency of every amount on the line.
    public var currency: CurrencyCode
    public var rent: Int64
    public var cycle: RentCycle
    public var leaseStart: LocalDate
    public var leaseEnd: LocalDate?
    public var paidInPeriod: Int64
    public var balance: Int64
    public var daysOverdue: Int
    public var creditCents: Int64
}

/// A year's report for one property: income, expenses by Schedule E line, net, occupancy, and
/// every payment received.
public struct PropertyYearReport: Sendable, Equatable {
    public var scheduleE: ScheduleEProperty
    public var occupancy: Occupancy
    public var rentRoll: [RentRollLine]

    public var income: Int64 { scheduleE.amount(.rentsReceived) }
    public var expenses: Int64 { scheduleE.amount(.totalExpenses) }
    public var net: Int64 { scheduleE.amount(.incomeOrLoss) }
}

public enum RentRoll {
    /// Leases in force at some point of `from...to`, by property and unit; balances as of `asOf`
    /// (default `to`).
    public static func lines(_ leases: [LeaseSnapshot], from: LocalDate, to: LocalDate, asOf: LocalDate? = nil) throws
        -> [RentRollLine]
    {
        let asOf = asOf ?? to
        return try leases.filter { lease in
            lease.active && lease.terms.start <= to && (lease.terms.end.map { $0 >= from } ?? true)
        }.sorted {
            ($0.property, $0.unit ?? "", $0.terms.start, $0.id) < ($1.property, $1.unit ?? "", $1.terms.start, $1.id)
        }
        .map { lease in
            let account = try lease.account(asOf: asOf)
            let paid = try lease.payments.filter {
                ($0.type == .rent || $0.type == .lateFee) && $0.date >= from && $0.date <= to
            }.reduce(0) { try Checked.add($0, $1.amount, "the rent paid") }
            let oldestOwed = account.periods.first { $0.period.dueDate <= asOf && $0.balance > 0 }
            return RentRollLine(
                property: lease.property, unit: lease.unit, tenant: lease.tenant, currency: lease.currency,
                rent: lease.terms.rent, cycle: lease.terms.cycle, leaseStart: lease.terms.start,
                leaseEnd: lease.terms.end, paidInPeriod: paid, balance: account.outstanding(asOf: asOf),
                daysOverdue: oldestOwed?.daysOverdue(asOf: asOf) ?? 0, creditCents: account.paidAhead(asOf: asOf))
        }
    }

    /// The yearly report of `property`.
    public static func propertyReport(
        property: PropertySpec, year: Int, leases: [LeaseSnapshot], entries: [PropertyEntry], asOf: LocalDate? = nil
    ) throws -> PropertyYearReport {
        let mine = leases.filter { $0.property == property.name }
        let rents = mine.flatMap { lease in
            lease.payments.map {
                ReceivedRent(property: lease.property, unit: lease.unit, tenant: lease.tenant, payment: $0, source: "")
            }
        }
        let first = LocalDate(year: year, month: 1, day: 1)!, last = LocalDate(year: year, month: 12, day: 31)!
        return PropertyYearReport(
            scheduleE: try ScheduleECalculator.compute(
                property: property, year: year, rents: rents, entries: entries, leases: mine),
            occupancy: Occupancy.compute(leases: mine, from: first, to: last),
            rentRoll: try lines(mine, from: first, to: last, asOf: min(last, asOf ?? last)))
    }
}
