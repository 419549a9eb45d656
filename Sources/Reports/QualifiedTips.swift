import ShoeboxCore

/// The year's qualified tips deduction rule (2025–2028: up to $25,000, reduced by $100 per $1,000 of
/// modified AGI above $150,000, $300,000 joint), read from the tax table's
/// `qualified_tips_deduction` block; a year without the block has no deduction.
public struct QualifiedTipsRule: Sendable, Equatable {
    public var capCents: Int64
    /// Where the phase-out starts per filing status; a status not listed cannot claim it (married
    /// filing separately).
    public var phaseOutStartCents: [FilingStatus: Int64]
    /// Reduction per $1,000 of modified AGI above the start, in cents (10,000 = $100).
    public var reductionPerThousandCents: Int64

    public init(capCents: Int64, phaseOutStartCents: [FilingStatus: Int64], reductionPerThousandCents: Int64) {
        self.capCents = capCents
        self.phaseOutStartCents = phaseOutStartCents
        self.reductionPerThousandCents = reductionPerThousandCents
    }

    /// The deduction for `qualifiedTipsCents` at `modifiedAGICents`: min(tips, cap) less the
    /// reduction, never below zero. The reduction is proportional (10 % of the excess for $100 per
    /// $1,000), rounded half away from zero to the cent.
    public func deduction(qualifiedTipsCents: Int64, modifiedAGICents: Int64, status: FilingStatus) -> Int64 {
        guard let start = phaseOutStartCents[status], qualifiedTipsCents > 0 else { return 0 }
        let excess = max(0, modifiedAGICents - start)
        let reduction = Rounding.halfAwayFromZero(excess * reductionPerThousandCents, dividedBy: 100_000)
        return max(0, min(qualifiedTipsCents, capCents) - reduction)
    }
}

/// Income from the shift log for the estimate, year to date, in cents.
public struct ShiftTaxIncome: Sendable, Equatable {
    /// Wages and tips (after tip-out) from employers with `tips_reporting: w2`: W-2 wages.
    public var w2WagesAndTipsCents: Int64
    /// Earnings, tips, tip-out and other income from `self_employed` employers: Schedule C income.
    public var selfEmployedNetCents: Int64
    /// Tips kept after tip-out, employee and self-employed (the qualified tips).
    public var w2TipsCents: Int64
    public var selfEmployedTipsCents: Int64

    public init(
        w2WagesAndTipsCents: Int64 = 0, selfEmployedNetCents: Int64 = 0, w2TipsCents: Int64 = 0,
        selfEmployedTipsCents: Int64 = 0
    ) {
        self.w2WagesAndTipsCents = w2WagesAndTipsCents
        self.selfEmployedNetCents = selfEmployedNetCents
        self.w2TipsCents = w2TipsCents
        self.selfEmployedTipsCents = selfEmployedTipsCents
    }

    public static let none = ShiftTaxIncome()
    public var isEmpty: Bool { self == .none }
}
