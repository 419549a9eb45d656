import Foundation
import Reports
import Testing

/// The qualified tips deduction and shift-log income in the estimate (2025 table, worked by hand).
@Suite struct TipsTaxTests {
    func rule() throws -> QualifiedTipsRule { try #require(try shippedTable(2025).qualifiedTips) }

    @Test func tableHoldsTheCapAndThresholdsFrom2025Only() throws {
        let r = try rule()
        #expect(r.capCents == 2_500_000 && r.reductionPerThousandCents == 10_000)
        #expect(r.phaseOutStartCents[.single] == 15_000_000 && r.phaseOutStartCents[.marriedJoint] == 30_000_000)
        #expect(r.phaseOutStartCents[.marriedSeparate] == nil)
        #expect(try shippedTable(2026).qualifiedTips == r)
        #expect(try shippedTable(2024).qualifiedTips == nil)
    }

    @Test func deductionAtAndAroundThePhaseOut() throws {
        let r = try rule()
        // Below the cap and the threshold: all tips.
        #expect(r.deduction(qualifiedTipsCents: 1_200_000, modifiedAGICents: 9_000_000, status: .single) == 1_200_000)
        // Above the cap: the cap.
        #expect(r.deduction(qualifiedTipsCents: 4_000_000, modifiedAGICents: 15_000_000, status: .single) == 2_500_000)
        // $1,000 over: $100 less; $0.01 over: 0.1 cent → rounds to 0.
        #expect(r.deduction(qualifiedTipsCents: 4_000_000, modifiedAGICents: 15_100_000, status: .single) == 2_490_000)
        #expect(r.deduction(qualifiedTipsCents: 4_000_000, modifiedAGICents: 15_000_001, status: .single) == 2_500_000)
        // $50,500 over: 5,050 less.
        #expect(r.deduction(qualifiedTipsCents: 4_000_000, modifiedAGICents: 20_050_000, status: .single) == 1_995_000)
        // Fully phased out at $400,000 single; joint starts at $300,000.
        #expect(r.deduction(qualifiedTipsCents: 4_000_000, modifiedAGICents: 40_000_000, status: .single) == 0)
        #expect(
            r.deduction(qualifiedTipsCents: 4_000_000, modifiedAGICents: 31_000_000, status: .marriedJoint) == 2_400_000
        )
        #expect(r.deduction(qualifiedTipsCents: 4_000_000, modifiedAGICents: 5_000_000, status: .marriedSeparate) == 0)
    }

    func estimate(_ year: Int, profit: Int64 = 0, shifts: ShiftTaxIncome, status: FilingStatus = .single) throws
        -> EstimatedTax
    {
        var settings = ReportSettings()
        settings.filingStatus = status
        return EstimatedTax.compute(
            period: .year(year), ytdNetProfitCents: profit, table: try shippedTable(year), settings: settings,
            shifts: shifts)
    }

    /// W-2 server: $30,000 wages and tips, $20,000 of it tips. No SE tax; AGI 30,000; standard
    /// deduction 15,750; tips deduction 20,000 → taxable 0.
    @Test func employeeTipsAreWagesAndTheDeductionLowersIncomeTaxOnly() throws {
        let income = ShiftTaxIncome(w2WagesAndTipsCents: 3_000_000, w2TipsCents: 2_000_000)
        let t = try estimate(2025, shifts: income)
        #expect(t.seTaxCents == 0)
        #expect(t.w2WagesCents == 3_000_000 && t.shiftW2IncomeCents == 3_000_000)
        #expect(t.adjustedGrossIncomeCents == 3_000_000)
        #expect(t.tipsDeductionCents == 2_000_000)
        #expect(t.taxableIncomeCents == 0 && t.incomeTaxCents == 0)
        // The same income in 2024: no deduction, said so.
        let before = try estimate(2024, shifts: income)
        #expect(before.tipsDeductionCents == 0 && before.tipsDeductionNote?.contains("2025") == true)
        #expect(before.taxableIncomeCents > 0)
    }

    /// Gig driver: $40,000 self-employed shift income, $8,000 tips. SE tax on all of it (the
    /// deduction does not touch SE tax); income tax after standard deduction and the tips.
    @Test func selfEmployedTipsAreScheduleCIncome() throws {
        let income = ShiftTaxIncome(selfEmployedNetCents: 4_000_000, selfEmployedTipsCents: 800_000)
        let t = try estimate(2025, shifts: income)
        let plain = try estimate(2025, profit: 4_000_000, shifts: .none)
        #expect(t.annualNetProfitCents == 4_000_000 && t.shiftSelfEmployedCents == 4_000_000)
        #expect(t.seTaxCents == plain.seTaxCents && t.seTaxCents > 0)
        #expect(t.adjustedGrossIncomeCents == plain.adjustedGrossIncomeCents)
        #expect(t.tipsDeductionCents == 800_000)
        #expect(t.taxableIncomeCents == plain.taxableIncomeCents - 800_000)
        #expect(t.incomeTaxCents == plain.incomeTaxCents - 96_000)  // 8,000 at the 12 % bracket
    }

    @Test func marriedSeparateGetsNoDeductionWithANote() throws {
        let t = try estimate(
            2026, shifts: ShiftTaxIncome(w2WagesAndTipsCents: 3_000_000, w2TipsCents: 1_000_000),
            status: .marriedSeparate)
        #expect(t.tipsDeductionCents == 0 && t.tipsDeductionNote?.contains("separately") == true)
    }

    @Test func settingsTargetsAndTimeZone() throws {
        let s = try ReportSettings.parse(
            "time_zone: America/Chicago\ntargets:\n  tip_pct: 18\n  hours_per_week: 32\n", name: "settings.yaml")
        #expect(s.timeZone == "America/Chicago" && s.targets.tipBasisPoints == 1800 && s.targets.minutesPerWeek == 1920)
        let error = try #require(
            throws: SettingsError.self,
            performing: { try ReportSettings.parse("targets:\n  sales_per_year: 5\n", name: "settings.yaml") })
        #expect(error.line == 2 && error.key == "targets.sales_per_year")
        #expect(throws: SettingsError.self) { try ReportSettings.parse("time_zone: Mars/Olympus\n", name: "s.yaml") }
    }

    @Test func aShiftLogIsNotTakenForAMileageLog() {
        let shiftHeader = "Date,Employer,Start,End,Break (min),Sales,Cash Tips,Card Tips,Notes\n"
        #expect(!MileageLog.looksLike(Data(shiftHeader.utf8)))
        #expect(MileageLog.looksLike(Data("date,purpose,start,end,kind\n".utf8)))
    }
}
