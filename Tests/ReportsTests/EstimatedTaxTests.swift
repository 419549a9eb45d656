import Foundation
import Reports
import Testing

/// Worked examples checked by hand (2025 table, single filer). Cents throughout.
@Suite struct EstimatedTaxTests {
    func estimate(
        _ profit: Int64, period: ReportPeriod = .year(2025), wages: Int64 = 0,
        prior: Int64? = nil, priorAGI: Int64? = nil
    ) throws -> EstimatedTax {
        var settings = ReportSettings()
        settings.w2WagesCents = wages
        settings.priorYearTaxCents = prior
        settings.priorYearAGICents = priorAGI
        return EstimatedTax.compute(
            period: period, ytdNetProfitCents: profit, table: try shippedTable(2025), settings: settings)
    }

    /// $300 profit: net earnings 300 × 92.35 % = $277.05 < $400, so no SE tax; under the standard deduction, no income tax.
    @Test func belowFourHundredHasNoSETax() throws {
        let t = try estimate(30_000)
        #expect(t.netEarningsCents == 27_705)
        #expect(t.belowMinimum)
        #expect(t.seTaxCents == 0)
        #expect(t.incomeTaxCents == 0)
        #expect(t.totalTaxCents == 0)
    }

    /// $50,000: net earnings 46,175.00; SS 12.4 % = 5,725.70; Medicare 2.9 % = 1,339.075 → 1,339.08;
    /// half SE 3,532.39; AGI 46,467.61; taxable 46,467.61 − 15,750 = 30,717.61;
    /// tax 11,925 × 10 % + 18,792.61 × 12 % = 1,192.50 + 2,255.11 = 3,447.61.
    @Test func fiftyThousandSingle() throws {
        let t = try estimate(5_000_000)
        #expect(t.netEarningsCents == 4_617_500)
        #expect(t.socialSecurityTaxCents == 572_570)
        #expect(t.medicareTaxCents == 133_908)
        #expect(t.halfSETaxCents == 353_239)
        #expect(t.taxableIncomeCents == 3_071_761)
        #expect(t.incomeTaxCents == 344_761)
        #expect(t.totalTaxCents == 1_051_239)
        // No prior-year tax: 90 % of 10,512.39 = 9,461.15, Q4 takes the rounding.
        #expect(t.requiredAnnualCents == 946_115)
        #expect(t.installments.map(\.cents) == [236_528, 236_528, 236_528, 236_531])
        #expect(t.installments.map { $0.due.description } == ["2025-04-15", "2025-06-16", "2025-09-15", "2026-01-15"])
    }

    /// Q2 year to date $25,000 over 6 months annualizes to the same $50,000.
    @Test func quarterIsAnnualized() throws {
        let t = try estimate(2_500_000, period: .quarter(2025, 2))
        #expect(t.monthsCovered == 6)
        #expect(t.annualNetProfitCents == 5_000_000)
        #expect(t.totalTaxCents == 1_051_239)
    }

    /// $250,000: net earnings 230,875; SS capped at the 176,100 base → 21,836.40; Medicare 6,695.38;
    /// additional Medicare 0.9 % × (230,875 − 200,000) = 277.88; half SE 14,265.89;
    /// taxable 250,000 − 14,265.89 − 15,750 = 219,984.11; tax 1,192.50 + 4,386 + 12,072.50 + 22,548 + 7,258.92 = 47,457.92.
    @Test func aboveTheWageBase() throws {
        let t = try estimate(25_000_000)
        #expect(t.socialSecurityTaxCents == 2_183_640)
        #expect(t.medicareTaxCents == 669_538)
        #expect(t.additionalMedicareCents == 27_788)
        #expect(t.halfSETaxCents == 1_426_589)
        #expect(t.taxableIncomeCents == 21_998_411)
        #expect(t.incomeTaxCents == 4_745_792)
        #expect(t.marginalRateBasisPoints == 3200)
    }

    /// W-2 $150,000 + $60,000 profit: net earnings 55,410; SS base left 176,100 − 150,000 = 26,100 → 3,236.40;
    /// Medicare 1,606.89; additional Medicare threshold left 50,000 → 0.9 % × 5,410 = 48.69;
    /// half SE (4,843.29 / 2) = 2,421.65; taxable 60,000 + 150,000 − 2,421.65 − 15,750 = 191,828.35;
    /// tax 1,192.50 + 4,386 + 12,072.50 + 88,478.35 × 24 % = 38,885.80.
    @Test func w2WagesUseTheBaseFirst() throws {
        let t = try estimate(6_000_000, wages: 15_000_000)
        #expect(t.socialSecurityBaseLeftCents == 2_610_000)
        #expect(t.socialSecurityTaxCents == 323_640)
        #expect(t.medicareTaxCents == 160_689)
        #expect(t.additionalMedicareCents == 4_869)
        #expect(t.halfSETaxCents == 242_165)
        #expect(t.taxableIncomeCents == 19_182_835)
        #expect(t.incomeTaxCents == 3_888_580)
    }

    @Test func safeHarborIsTheSmallerRequirement() throws {
        let low = try estimate(5_000_000, prior: 800_000, priorAGI: 6_000_000)
        #expect(low.safeHarborCents == 800_000)
        #expect(low.requiredAnnualCents == 800_000)
        let high = try estimate(5_000_000, prior: 800_000, priorAGI: 20_000_000)
        #expect(high.safeHarborRateBasisPoints == 11_000)
        #expect(high.safeHarborCents == 880_000)
        let big = try estimate(5_000_000, prior: 5_000_000)
        #expect(big.requiredAnnualCents == 946_115)
    }

    /// 2024 single, taxable $50,000: 11,600 × 10 % + 35,550 × 12 % + 2,850 × 22 % = 6,053.00.
    @Test func bracketsOf2024() throws {
        #expect(try shippedTable(2024).incomeTax(taxableCents: 5_000_000, status: .single) == 605_300)
        #expect(try shippedTable(2026).incomeTax(taxableCents: 0, status: .marriedJoint) == 0)
    }
}
