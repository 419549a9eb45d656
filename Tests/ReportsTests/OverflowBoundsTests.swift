import Foundation
import Reports
import ShoeboxCore
import Testing

/// Issue 19, class 2: bounds at parse time and a guard before report arithmetic.
@Suite struct OverflowBoundsTests {
    @Test(arguments: ["99999999999999", "2000000"]) func aTripOverTheBoundIsRefusedWithItsLine(_ miles: String) {
        let log = "date,purpose,miles,kind\n2025-03-01,Client,12,business\n2025-03-02,Client,\(miles),business\n"
        do {
            _ = try MileageLog.parse(Data(log.utf8), fileName: "log.csv")
            Issue.record("accepted \(miles) miles")
        } catch let error as MileageLogError {
            #expect(error.line == 3)
            #expect(error.message.contains("column `miles`"))
        } catch { Issue.record("\(error)") }
    }

    @Test func anOdometerOverTheBoundIsRefused() {
        let log = "date,purpose,start odometer,end odometer,kind\n2025-03-01,Client,1,999999999999999,business\n"
        #expect(throws: MileageLogError.self) { try MileageLog.parse(Data(log.utf8), fileName: "log.csv") }
    }

    func entry(_ cents: Int64, id: Int64 = 1) -> LedgerEntry {
        LedgerEntry(
            id: id, date: LocalDate(year: 2025, month: 1, day: 2)!, payee: "X",
            amount: Money(minorUnits: cents, currency: .usd), category: "supplies"
        )
    }

    @Test func implausibleRowsAreSetAsideAndTotalsOverTheBudgetRefused() throws {
        let (kept, setAside) = ReportInputGuard.plausible([
            entry(-4_000), entry(4_000_000_000_000_000_000, id: 2), entry(.min, id: 3),
        ])
        #expect(kept.map(\.id) == [1])
        #expect(setAside.map(\.id) == [2, 3])
        try ReportInputGuard.check(entries: kept, settings: ReportSettings())
        let many = (0..<200).map { entry(AmountBounds.maxMinorUnits, id: Int64($0)) }
        #expect(throws: ArithmeticOverflow.self) {
            try ReportInputGuard.check(entries: many, settings: ReportSettings())
        }
        var settings = ReportSettings()
        settings.w2WagesCents = .max
        #expect(throws: ArithmeticOverflow.self) { try ReportInputGuard.check(entries: kept, settings: settings) }
    }

    /// Inside the guard's budget, the largest report arithmetic does not trap.
    @Test func theWorstCaseInsideTheBudgetComputes() throws {
        let table = try TaxTableStore.standard(overrideDirectory: nil).table(for: 2025)
        var settings = ReportSettings()
        settings.w2WagesCents = ReportInputGuard.maxTotalCents / 4
        let income = LedgerEntry(
            id: 1, date: LocalDate(year: 2025, month: 1, day: 2)!, payee: "CLIENT",
            amount: Money(minorUnits: ReportInputGuard.maxTotalCents / 2, currency: .usd), category: "income")
        let meals = LedgerEntry(
            id: 2, date: LocalDate(year: 2025, month: 1, day: 3)!, payee: "FOOD",
            amount: Money(minorUnits: -ReportInputGuard.maxTotalCents / 4 + 1, currency: .usd), category: "meals")
        let trip = MileageTrip(
            date: LocalDate(year: 2025, month: 1, day: 2)!, purpose: "x",
            tenthsOfMiles: ReportInputGuard.maxTotalTenths, kind: .business, vehicle: "", sourceLine: 2)
        try ReportInputGuard.check(entries: [income, meals], trips: [trip], settings: settings, table: table)
        let period = ReportPeriod.month(2025, 1)
        let summary = ScheduleCCalculator.compute(
            period: .year(2025), entries: [income, meals], trips: [trip], table: table,
            settings: settings, through: period.end)
        let tax = EstimatedTax.compute(
            period: period, ytdNetProfitCents: summary.netProfitCents, table: table, settings: settings)
        #expect(tax.totalTaxCents > 0)
    }
}
