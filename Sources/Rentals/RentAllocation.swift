import ShoeboxCore

/// Where a period stands on a given date.
public enum RentPeriodStatus: String, Sendable, Codable, CaseIterable {
    /// Nothing left to pay.
    case paid
    /// Some paid, some left, not yet past the due date.
    case partial
    /// Nothing paid yet, not past the due date.
    case due
    /// Money left to pay after the due date (partly paid or not at all).
    case overdue
}

/// One period of a lease with what was charged and paid as of a date.
public struct PeriodStanding: Hashable, Sendable {
    public var period: RentPeriod
    /// Late fee charged for this period (0 when paid within the grace days, or no fee rule).
    public var lateFee: Int64
    /// Paid towards the rent and the late fee of this period.
    public var paid: Int64
    /// The day the period (rent and fee) was paid in full, if it was.
    public var paidInFullOn: LocalDate?

    /// Rent plus late fee.
    public var due: Int64 { period.amount + lateFee }
    public var balance: Int64 { due - paid }

    /// Days past the due date with money still owed (0 when paid or not yet due).
    public func daysOverdue(asOf: LocalDate) -> Int {
        balance > 0 ? max(0, asOf.dayNumber - period.dueDate.dayNumber) : 0
    }

    public func status(asOf: LocalDate) -> RentPeriodStatus {
        if balance <= 0 { return .paid }
        if daysOverdue(asOf: asOf) > 0 { return .overdue }
        return paid > 0 ? .partial : .due
    }
}

/// A lease's account as of a date: every period with its charges and payments, credit carried
/// forward, and the security deposit held.
public struct LeaseAccount: Hashable, Sendable {
    public var periods: [PeriodStanding]
    /// Paid beyond every period generated so far: applied to the next periods as they come due.
    public var credit: Int64
    public var depositReceived: Int64
    public var depositReturned: Int64
    /// Rent and late fees received (the income side of Schedule E), by payment.
    public var rentReceived: Int64

    /// Money owed on periods due on or before `asOf`.
    public func outstanding(asOf: LocalDate) -> Int64 {
        periods.filter { $0.period.dueDate <= asOf }.reduce(0) { $0 + max(0, $1.balance) }
    }

    public var depositHeld: Int64 { depositReceived - depositReturned }

    /// Paid ahead as of `asOf`: what went to periods not yet due, plus the credit beyond them.
    public func paidAhead(asOf: LocalDate) -> Int64 {
        periods.filter { $0.period.dueDate > asOf }.reduce(credit) { $0 + $1.paid }
    }
}

/// Applies payments to a lease's periods, with plain values in and out.
///
/// **Allocation rule.** Payments dated on or before `asOf` are taken in date order. Rent and
/// late-fee payments pay open charges oldest due date first (a period's rent, then its late
/// fee, which falls due the day after the grace days end); what is left after every generated
/// period is paid is carried as credit. A period whose rent is not fully paid by the end of its
/// grace days (`due date + grace_days`) is charged the late fee once, on the next day; credit on
/// hand pays it at once. Deposits and deposit returns only move the security deposit held.
public enum RentAllocation {
    public static func account(
        periods: [RentPeriod], payments: [RentPayment], lateFee: LateFeeRule?, asOf: LocalDate
    ) throws -> LeaseAccount {
        var standings = periods.map { PeriodStanding(period: $0, lateFee: 0, paid: 0, paidInFullOn: nil) }
        var account = LeaseAccount(periods: [], credit: 0, depositReceived: 0, depositReturned: 0, rentReceived: 0)
        // Fee checkpoints: the day after the grace days end, for each period due by then.
        var checkpoints: [(date: LocalDate, index: Int)] = []
        if let lateFee {
            for (index, standing) in standings.enumerated() {
                let date = standing.period.dueDate.adding(days: lateFee.graceDays + 1)
                if date <= asOf { checkpoints.append((date, index)) }
            }
        }
        let ordered = payments.filter { $0.date <= asOf }.enumerated().sorted {
            ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
        }.map(\.element)
        var next = 0
        for payment in ordered {
            // Fees fall due before a payment made on the checkpoint day itself.
            while next < checkpoints.count, checkpoints[next].date <= payment.date {
                try assessFee(checkpoints[next], rule: lateFee, in: &standings, account: &account)
                next += 1
            }
            try apply(payment, to: &standings, account: &account)
        }
        while next < checkpoints.count {
            try assessFee(checkpoints[next], rule: lateFee, in: &standings, account: &account)
            next += 1
        }
        account.periods = standings
        return account
    }

    static func assessFee(
        _ checkpoint: (date: LocalDate, index: Int), rule: LateFeeRule?, in standings: inout [PeriodStanding],
        account: inout LeaseAccount
    ) throws {
        guard let rule else { return }
        let i = checkpoint.index
        guard standings[i].paid < standings[i].period.amount else { return }
        standings[i].lateFee = try rule.fee(rent: standings[i].period.amount)
        standings[i].paidInFullOn = nil
        let taken = min(account.credit, standings[i].balance)
        standings[i].paid += taken
        account.credit -= taken
        if standings[i].balance == 0 { standings[i].paidInFullOn = checkpoint.date }
    }

    static func apply(_ payment: RentPayment, to standings: inout [PeriodStanding], account: inout LeaseAccount) throws
    {
        switch payment.type {
        case .deposit:
            account.depositReceived = try Checked.add(account.depositReceived, payment.amount, "the deposit received")
            return
        case .depositReturn:
            account.depositReturned = try Checked.add(account.depositReturned, payment.amount, "the deposit returned")
            return
        case .rent, .lateFee:
            account.rentReceived = try Checked.add(account.rentReceived, payment.amount, "the rent received")
        }
        var left = payment.amount
        for i in standings.indices where left > 0 && standings[i].balance > 0 {
            let taken = min(left, standings[i].balance)
            standings[i].paid += taken
            left -= taken
            if standings[i].balance == 0 { standings[i].paidInFullOn = payment.date }
        }
        account.credit = try Checked.add(account.credit, left, "the credit carried")
    }
}
