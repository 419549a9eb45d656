import ShoeboxCore

/// What one completed shift earned, in cents.
///
/// wages = minutes × hourly rate / 60, rounded once per shift half away from zero; tips = cash +
/// card + unsplit; tip-out = the row's, else the employer's basis points of tips or sales (rounded
/// once); net = wages + tips − tip-out + other income.
public struct ShiftEarnings: Sendable, Equatable {
    public var minutes: Int64
    public var wagesCents: Int64
    public var salesCents: Int64
    public var cashTipsCents: Int64
    public var cardTipsCents: Int64
    public var tipsCents: Int64
    public var tipOutCents: Int64
    public var otherIncomeCents: Int64
    /// False when neither the row nor the employer gives an hourly rate (wages counted as 0).
    public var hasRate: Bool

    public var netCents: Int64 { wagesCents + tipsCents - tipOutCents + otherIncomeCents }

    public init(_ shift: RecordedShift, employer: Employer) {
        let entry = shift.entry
        minutes = Int64(shift.timing?.minutes ?? 0)
        let rate = entry.rateCents ?? employer.hourlyRateCents
        hasRate = rate != nil
        wagesCents = Rounding.halfAwayFromZero(minutes * (rate ?? 0), dividedBy: 60)
        salesCents = entry.salesCents ?? 0
        cashTipsCents = entry.cashTipsCents
        cardTipsCents = entry.cardTipsCents
        tipsCents = entry.tipsCents
        otherIncomeCents = entry.otherIncomeCents
        if let given = entry.tipOutCents {
            tipOutCents = given
        } else {
            let base = employer.tipOutBase == .tips ? tipsCents : salesCents
            tipOutCents = Rounding.halfAwayFromZero(base * employer.tipOutBasisPoints, dividedBy: 10_000)
        }
    }
}

/// Sums of shifts (one employer, one week, or all), in cents and minutes; checked arithmetic.
public struct ShiftTotals: Sendable, Equatable {
    public var shifts = 0
    public var minutes: Int64 = 0
    public var salesCents: Int64 = 0
    public var wagesCents: Int64 = 0
    public var cashTipsCents: Int64 = 0
    public var cardTipsCents: Int64 = 0
    public var tipsCents: Int64 = 0
    public var tipOutCents: Int64 = 0
    public var otherIncomeCents: Int64 = 0
    public var netCents: Int64 = 0
    /// Tips of the shifts that record sales (what the tip percentage is taken over).
    public var tipsWithSalesCents: Int64 = 0

    public init() {}

    public mutating func add(_ e: ShiftEarnings) throws(ArithmeticOverflow) {
        shifts += 1
        minutes = try Self.add(minutes, e.minutes)
        salesCents = try Self.add(salesCents, e.salesCents)
        wagesCents = try Self.add(wagesCents, e.wagesCents)
        cashTipsCents = try Self.add(cashTipsCents, e.cashTipsCents)
        cardTipsCents = try Self.add(cardTipsCents, e.cardTipsCents)
        tipsCents = try Self.add(tipsCents, e.tipsCents)
        tipOutCents = try Self.add(tipOutCents, e.tipOutCents)
        otherIncomeCents = try Self.add(otherIncomeCents, e.otherIncomeCents)
        netCents = try Self.add(netCents, e.netCents)
        if e.salesCents > 0 { tipsWithSalesCents = try Self.add(tipsWithSalesCents, e.tipsCents) }
    }

    public mutating func add(_ other: ShiftTotals) throws(ArithmeticOverflow) {
        shifts += other.shifts
        minutes = try Self.add(minutes, other.minutes)
        salesCents = try Self.add(salesCents, other.salesCents)
        wagesCents = try Self.add(wagesCents, other.wagesCents)
        cashTipsCents = try Self.add(cashTipsCents, other.cashTipsCents)
        cardTipsCents = try Self.add(cardTipsCents, other.cardTipsCents)
        tipsCents = try Self.add(tipsCents, other.tipsCents)
        tipOutCents = try Self.add(tipOutCents, other.tipOutCents)
        otherIncomeCents = try Self.add(otherIncomeCents, other.otherIncomeCents)
        netCents = try Self.add(netCents, other.netCents)
        tipsWithSalesCents = try Self.add(tipsWithSalesCents, other.tipsWithSalesCents)
    }

    /// Tips as basis points of sales over the shifts that record sales (a delivery shift without
    /// sales does not inflate it), rounded half away from zero; nil without sales.
    public var tipBasisPoints: Int64? {
        salesCents > 0 ? Rounding.halfAwayFromZero(tipsWithSalesCents * 10_000, dividedBy: salesCents) : nil
    }

    /// Net per hour worked, in cents; nil without minutes.
    public var effectiveHourlyCents: Int64? {
        minutes > 0 ? Rounding.halfAwayFromZero(netCents * 60, dividedBy: minutes) : nil
    }

    static func add(_ a: Int64, _ b: Int64) throws(ArithmeticOverflow) -> Int64 {
        let (value, overflow) = a.addingReportingOverflow(b)
        if overflow { throw ArithmeticOverflow("a shift total") }
        return value
    }
}
