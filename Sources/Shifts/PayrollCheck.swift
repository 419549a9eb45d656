import ShoeboxCore

/// A bank deposit that may be a payroll payment (positive amount).
public struct PayrollDeposit: Sendable, Equatable {
    public var date: LocalDate
    public var description: String
    public var amountCents: Int64

    public init(date: LocalDate, description: String, amountCents: Int64) {
        self.date = date
        self.description = description
        self.amountCents = amountCents
    }
}

/// One pay period of a W-2 employer compared with the payroll deposits in the bank exports.
///
/// Gross = wages + card tips of the period's completed shifts (card tips are paid through
/// payroll; cash tips are not). A deposit is the employer's when its text contains
/// `payroll_match` (default: the employer's name), ignoring case and punctuation, and it belongs to
/// the last pay period that ended within 14 days before it. With `withholding_bp` the deposits are
/// expected at gross − withholding (within 2 % or $1); without it they only disagree when they
/// exceed gross (shifts or tips missing from the log). A period without a deposit is reported only
/// when a later deposit from that employer shows the bank export covers it.
public struct PayrollCheck: Sendable, Equatable {
    public enum Status: String, Sendable { case matched, disagrees, noDeposit = "no_deposit" }

    public var employer: String
    public var start: LocalDate
    public var end: LocalDate
    public var grossCents: Int64
    public var expectedCents: Int64?
    public var depositCents: Int64
    public var status: Status
    public var message: String

    /// Days after a pay period ends within which its deposit is looked for.
    public static let paydayWindow = 14

    public static func compare(
        shifts: [RecordedShift], employers: [Employer], deposits: [PayrollDeposit], from: LocalDate, to: LocalDate
    ) -> [PayrollCheck] {
        var out: [PayrollCheck] = []
        for employer in employers where employer.tipsReporting == .w2 {
            let needle = ShiftEntry.key(employer.payrollMatch ?? employer.name)
            let mine = deposits.filter { $0.amountCents > 0 && ShiftEntry.key($0.description).contains(needle) }
            guard !mine.isEmpty else { continue }
            var gross: [LocalDate: (end: LocalDate, cents: Int64)] = [:]
            for shift in shifts
            where shift.entry.status == .completed && shift.entry.employerKey == employer.key
                && shift.entry.date >= from && shift.entry.date <= to
            {
                let earned = ShiftEarnings(shift, employer: employer)
                let period = PayPeriods.period(containing: shift.entry.date, for: employer)
                gross[period.start, default: (period.end, 0)].cents += earned.wagesCents + earned.cardTipsCents
            }
            var paid: [LocalDate: Int64] = [:]
            for deposit in mine {
                let before = PayPeriods.period(containing: deposit.date.adding(days: -1), for: employer)
                var candidate = before
                if candidate.end >= deposit.date {
                    candidate = PayPeriods.period(containing: before.start.adding(days: -1), for: employer)
                }
                guard deposit.date.dayNumber - candidate.end.dayNumber <= paydayWindow else { continue }
                paid[candidate.start, default: 0] += deposit.amountCents
            }
            let lastDeposit = mine.map(\.date).max()!
            for start in gross.keys.sorted() {
                let (end, cents) = gross[start]!
                let deposit = paid[start] ?? 0
                let expected = employer.withholdingBasisPoints.map {
                    cents - Rounding.halfAwayFromZero(cents * $0, dividedBy: 10_000)
                }
                var status = Status.matched
                var message = "deposits \(Self.dollars(deposit)) for gross \(Self.dollars(cents))"
                if deposit == 0 {
                    guard lastDeposit.dayNumber > end.dayNumber + paydayWindow else { continue }
                    status = .noDeposit
                    message = "no payroll deposit found for gross \(Self.dollars(cents))"
                } else if let expected {
                    let tolerance = max(100, Rounding.halfAwayFromZero(expected * 200, dividedBy: 10_000))
                    if abs(deposit - expected) > tolerance {
                        status = .disagrees
                        message =
                            "deposits \(Self.dollars(deposit)) but the log gives \(Self.dollars(expected)) "
                            + "after withholding (gross \(Self.dollars(cents)))"
                    }
                } else if deposit > cents {
                    status = .disagrees
                    message =
                        "deposits \(Self.dollars(deposit)) exceed the log's gross \(Self.dollars(cents)): "
                        + "shifts or card tips missing from the log?"
                }
                out.append(
                    PayrollCheck(
                        employer: employer.name, start: start, end: end, grossCents: cents, expectedCents: expected,
                        depositCents: deposit, status: status, message: message))
            }
        }
        return out
    }

    static func dollars(_ cents: Int64) -> String {
        let sign = cents < 0 ? "-" : ""
        let m = cents.magnitude
        return "\(sign)$\(m / 100).\(m % 100 < 10 ? "0" : "")\(m % 100)"
    }
}
