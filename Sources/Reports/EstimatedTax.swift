import ShoeboxCore

/// The 1040-ES worksheet idea for a self-employed filer: an estimate, not a return.
///
/// Year-to-date net profit is annualized; self-employment tax follows Schedule SE (92.35 % of
/// net earnings; 12.4 % up to the wage base less W-2 wages; 2.9 % Medicare; nothing below
/// $400), the additional 0.9 % Medicare follows Form 8959, and income tax uses the year's
/// brackets and standard deduction after half the SE tax. The qualified business income
/// deduction and credits are not applied (the estimate errs high).
public struct EstimatedTax: Sendable, Equatable {
    public var period: ReportPeriod
    public var filingStatus: FilingStatus
    public var monthsCovered: Int
    public var ytdNetProfitCents: Int64
    public var annualNetProfitCents: Int64
    public var netEarningsCents: Int64
    public var belowMinimum: Bool
    public var socialSecurityBaseLeftCents: Int64
    public var socialSecurityTaxCents: Int64
    public var medicareTaxCents: Int64
    public var additionalMedicareCents: Int64
    public var halfSETaxCents: Int64
    public var w2WagesCents: Int64
    public var adjustedGrossIncomeCents: Int64
    public var standardDeductionCents: Int64
    public var taxableIncomeCents: Int64
    public var incomeTaxCents: Int64
    public var marginalRateBasisPoints: Int64
    public var withholdingCents: Int64
    /// 90 % of this year's expected tax.
    public var ninetyPercentCents: Int64
    /// 100 % (or 110 % above $150,000 AGI) of last year's tax, when given.
    public var safeHarborCents: Int64?
    public var safeHarborRateBasisPoints: Int64?
    /// What to pay over the year after withholding, and per quarter (Q4 takes the rounding).
    public var requiredAnnualCents: Int64
    public var installments: [(quarter: Int, due: LocalDate, cents: Int64)]
    /// Shift-log income, annualized: W-2 wages and tips (in `w2WagesCents` too) and self-employed
    /// shift income (in `annualNetProfitCents` too).
    public var shiftW2IncomeCents: Int64 = 0
    public var shiftSelfEmployedCents: Int64 = 0
    /// Annualized qualified tips (after tip-out; self-employed tips at most the self-employed profit).
    public var qualifiedTipsCents: Int64 = 0
    /// The qualified tips deduction: lowers taxable income, not AGI, SE tax or FICA.
    public var tipsDeductionCents: Int64 = 0
    /// Why there is no deduction although there are tips (year before 2025, married filing separately).
    public var tipsDeductionNote: String?

    public var seTaxCents: Int64 { socialSecurityTaxCents + medicareTaxCents }
    public var totalTaxCents: Int64 { seTaxCents + additionalMedicareCents + incomeTaxCents }

    public static func == (a: EstimatedTax, b: EstimatedTax) -> Bool {
        a.totalTaxCents == b.totalTaxCents && a.requiredAnnualCents == b.requiredAnnualCents && a.period == b.period
            && a.installments.map(\.cents) == b.installments.map(\.cents)
    }

    /// - Parameter ytdNetProfitCents: Schedule C line 31 from January 1 to the end of `period`.
    public static func compute(
        period: ReportPeriod, ytdNetProfitCents: Int64, table: TaxTable,
        settings: ReportSettings, shifts: ShiftTaxIncome = .none
    ) -> EstimatedTax {
        let status = settings.filingStatus
        let months = period.lastMonth
        func annualized(_ cents: Int64) -> Int64 { Rounding.halfAwayFromZero(cents * 12, dividedBy: Int64(months)) }
        let shiftSE = annualized(shifts.selfEmployedNetCents)
        let shiftW2 = annualized(shifts.w2WagesAndTipsCents)
        let annual = annualized(ytdNetProfitCents) + shiftSE
        let netEarnings = max(0, Amounts.apply(annual, basisPoints: table.netEarningsFactorBasisPoints))
        let below = netEarnings < table.minimumNetEarningsCents
        let wages = settings.w2WagesCents + shiftW2
        let baseLeft = max(0, table.socialSecurityWageBaseCents - wages)
        let ss = below ? 0 : Amounts.apply(min(netEarnings, baseLeft), basisPoints: table.socialSecurityRateBasisPoints)
        let medicare = below ? 0 : Amounts.apply(netEarnings, basisPoints: table.medicareRateBasisPoints)
        let threshold = table.additionalMedicareThresholdCents[status] ?? 0
        let seOverThreshold = below ? 0 : max(0, netEarnings - max(0, threshold - wages))
        let wagesOverThreshold = max(0, wages - threshold)
        let additional = Amounts.apply(
            seOverThreshold + wagesOverThreshold, basisPoints: table.additionalMedicareRateBasisPoints)
        let half = Rounding.halfAwayFromZero(ss + medicare, dividedBy: 2)
        let agi = annual + wages - half
        let deduction = table.standardDeductionCents[status] ?? 0
        let qualifiedTips =
            annualized(shifts.w2TipsCents) + min(annualized(shifts.selfEmployedTipsCents), max(0, annual))
        var tipsDeduction: Int64 = 0
        var tipsNote: String?
        if qualifiedTips > 0 {
            if let rule = table.qualifiedTips {
                tipsDeduction = rule.deduction(qualifiedTipsCents: qualifiedTips, modifiedAGICents: agi, status: status)
                if rule.phaseOutStartCents[status] == nil {
                    tipsNote = "no qualified tips deduction when married filing separately"
                }
            } else {
                tipsNote = "no qualified tips deduction for \(table.taxYear) (it applies to 2025\u{2013}2028)"
            }
        }
        let taxable = max(0, agi - deduction - tipsDeduction)
        let incomeTax = table.incomeTax(taxableCents: taxable, status: status)
        let total = ss + medicare + additional + incomeTax
        let ninety = Amounts.apply(total, basisPoints: 9000)
        var safeHarbor: Int64?, safeRate: Int64?
        if let prior = settings.priorYearTaxCents {
            let limit: Int64 = status == .marriedSeparate ? 7_500_000 : 15_000_000
            safeRate = (settings.priorYearAGICents ?? 0) > limit ? 11_000 : 10_000
            safeHarbor = Amounts.apply(prior, basisPoints: safeRate!)
        }
        let required = max(0, min(ninety, safeHarbor ?? ninety) - settings.w2WithholdingCents)
        let quarter = required / 4
        let installments = (1...4).map { q in
            (quarter: q, due: table.dueDates[q - 1], cents: q == 4 ? required - 3 * quarter : quarter)
        }
        var estimate = EstimatedTax(
            period: period, filingStatus: status, monthsCovered: months, ytdNetProfitCents: ytdNetProfitCents,
            annualNetProfitCents: annual, netEarningsCents: netEarnings, belowMinimum: below,
            socialSecurityBaseLeftCents: baseLeft, socialSecurityTaxCents: ss, medicareTaxCents: medicare,
            additionalMedicareCents: additional, halfSETaxCents: half, w2WagesCents: wages,
            adjustedGrossIncomeCents: agi,
            standardDeductionCents: deduction, taxableIncomeCents: taxable, incomeTaxCents: incomeTax,
            marginalRateBasisPoints: table.marginalRate(taxableCents: taxable, status: status),
            withholdingCents: settings.w2WithholdingCents, ninetyPercentCents: ninety, safeHarborCents: safeHarbor,
            safeHarborRateBasisPoints: safeRate, requiredAnnualCents: required, installments: installments)
        estimate.shiftW2IncomeCents = shiftW2
        estimate.shiftSelfEmployedCents = shiftSE
        estimate.qualifiedTipsCents = qualifiedTips
        estimate.tipsDeductionCents = tipsDeduction
        estimate.tipsDeductionNote = tipsNote
        return estimate
    }
}
