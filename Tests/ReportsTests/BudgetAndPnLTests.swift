import Reports
import ShoeboxCore
import Testing

@Suite struct BudgetAndPnLTests {
    func entry(_ d: String, _ cents: Int64, _ category: String?) -> LedgerEntry {
        LedgerEntry(
            id: 0, date: date(d), payee: "X", amount: Money(minorUnits: cents, currency: .usd), category: category)
    }

    /// Nov 2024: +1,000 − 300 = 700; Dec 2024: − 200 = −200 (balance 500); Jan 2025 opens with 500.
    /// Office target 100/month from Nov 2024: Nov spent 40 → 60 left; Dec spent 0 → 160; Jan spent 250 → 10.
    @Test func carryOverCrossesTheYearBoundary() {
        let entries = [
            entry("2024-11-05", 100_000, "income"), entry("2024-11-06", -30_000, "rent_property"),
            entry("2024-11-07", -4_000, "office"),
            entry("2024-11-08", 26_000, "transfer"),
            entry("2024-12-10", -20_000, "utilities"),
            entry("2025-01-03", -25_000, "office"), entry("2025-01-04", 50_000, "income"),
            entry("2025-01-05", -999, nil),
            entry("2025-02-01", -1, "office"),
        ]
        let b = MonthlyBudget.compute(period: .month(2025, 1), entries: entries, targets: ["office": 10_000])
        #expect(b.firstDataMonth == YearMonth(year: 2024, month: 11))
        #expect(b.months.count == 1)
        #expect(b.months[0].carriedInCents == 46_000)  // 700 − 40 (office) − 200
        #expect(b.months[0].netCents == 25_000)
        #expect(b.months[0].carriedOutCents == 71_000)
        #expect(b.lines.count == 1)
        #expect(b.lines[0].carriedInCents == 16_000)
        #expect(b.lines[0].spentCents == 25_000)
        #expect(b.lines[0].remainingCents == 1_000)
        #expect(b.uncategorized.count == 1)
        let q = MonthlyBudget.compute(period: .quarter(2024, 4), entries: entries, targets: [:])
        #expect(q.months.map(\.carriedOutCents) == [0, 66_000, 46_000])
        #expect(q.months.map(\.month.month) == [10, 11, 12])
        #expect(q.months.last?.carriedOutCents == 46_000)
    }

    @Test func profitAndLossComparesAndCharts() {
        let entries = [
            entry("2025-02-10", 200_000, "income"), entry("2025-02-11", -50_000, "office"),
            entry("2025-03-01", 300_000, "income"), entry("2025-03-02", -40_000, "office"),
            entry("2025-03-03", 5_000, "office"),
            entry("2025-03-04", -10_000, "meals"), entry("2025-03-05", -70_000, "transfer"),
            entry("2025-03-06", -1_500, nil),
            entry("2025-03-07", -20_000, "income"),
            entry("2024-10-01", 99_999, "income"), entry("2024-09-30", 11, "income"),
        ]
        let p = ProfitAndLoss.compute(period: .month(2025, 3), entries: entries, lowConfidenceThreshold: 0.5)
        #expect(p.current.incomeCents == 280_000)
        #expect(p.current.expensesByCategory == ["office": 35_000, "meals": 10_000])
        #expect(p.current.netCents == 235_000)
        #expect(p.current.uncategorized.outflowCents == 1_500)
        #expect(p.current.excludedCount == 1)
        #expect(p.previous.netCents == 150_000)
        #expect(
            p.series.map(\.month.description) == ["2024-10", "2024-11", "2024-12", "2025-01", "2025-02", "2025-03"])
        #expect(p.series.map(\.incomeCents) == [99_999, 0, 0, 0, 200_000, 280_000])
    }

    @Test func otherCurrenciesAreListedNotAdded() {
        let euro = LedgerEntry(
            id: 1, date: date("2025-03-02"), payee: "KUNDE GMBH", amount: Money(minorUnits: 238_000, currency: .eur),
            category: "income")
        let p = ProfitAndLoss.compute(
            period: .month(2025, 3), entries: [entry("2025-03-01", 1_000, "income"), euro],
            lowConfidenceThreshold: 0.5)
        #expect(p.current.incomeCents == 1_000)
        #expect(p.current.uncategorized.count == 1)
        #expect(p.current.uncategorized.inflowCents == 238_000)
    }
}
