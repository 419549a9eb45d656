import Foundation
import Reports
import ShoeboxCore

/// Profit and loss: key figures, expenses by category against the previous period, a donut
/// of expenses, income vs expenses over six months, and what was left out.
public enum ProfitAndLossPDF {
    public static func render(_ p: ProfitAndLoss, language t: PDFLanguage = .english) -> Data {
        let period = t.period(p.period), previous = t.period(p.period.previous)
        let canvas = ReportCanvas(
            title: t["pnl.title"], subtitle: period, generatedFor: t["pnl.generated_for", ["previous": previous]],
            language: t)
        let c = p.current, prev = p.previous
        if c.isEmpty { canvas.notice(t["pnl.empty", ["period": period]]) }
        canvas.keyFigures([
            (t["report.income"], t.summaryDollars(c.incomeCents)),
            (t["report.expenses"], t.summaryDollars(c.expensesCents)), (t["report.net"], t.summaryDollars(c.netCents)),
        ])
        canvas.section(t["pnl.income_expenses"], keep: 120)
        let change = { (now: Int64, before: Int64) in Self.change(now, before, language: t) }
        var rows: [[String]] = [
            [
                t["report.income"], t.dollars(c.incomeCents), t.dollars(prev.incomeCents),
                change(c.incomeCents, prev.incomeCents),
            ]
        ]
        let keys = Set(c.expensesByCategory.keys).union(prev.expensesByCategory.keys)
        let ordered = c.sortedCategories.map(\.key) + keys.subtracting(c.expensesByCategory.keys).sorted()
        for key in ordered {
            let now = c.expensesByCategory[key] ?? 0, before = prev.expensesByCategory[key] ?? 0
            rows.append(["  \(t.category(key))", t.dollars(now), t.dollars(before), change(now, before)])
        }
        rows.append([
            t["pnl.total_expenses"], t.dollars(c.expensesCents), t.dollars(prev.expensesCents),
            change(c.expensesCents, prev.expensesCents),
        ])
        rows.append([
            t["pnl.net_profit"], t.dollars(c.netCents), t.dollars(prev.netCents), change(c.netCents, prev.netCents),
        ])
        canvas.table(["", period, previous, t["report.change"]], rows)
        if c.expensesCents > 0 {
            canvas.section(t["pnl.by_category"], keep: 150)
            var slices = c.sortedCategories.prefix(8).map { ChartValue(label: t.category($0.key), cents: $0.cents) }
            let rest = c.sortedCategories.dropFirst(8).reduce(0) { $0 + $1.cents }
            if rest > 0 { slices.append(ChartValue(label: t["report.other_categories"], cents: rest)) }
            let radius = 62.0
            let used = canvas.pdf.donutChart(
                slices, amountText: t.dollars, shareText: { t.percent(Int64($0) * 100) }, cx: canvas.left + radius + 6,
                cy: canvas.y + radius,
                radius: radius, legendX: canvas.left + 2 * radius + 40, legendWidth: 290)
            canvas.y += used + 12
        }
        canvas.section(t["pnl.six_months"], keep: 190)
        canvas.pdf.incomeExpenseChart(
            labels: p.series.map { t.month($0.month) }, income: p.series.map(\.incomeCents),
            expenses: p.series.map(\.expensesCents), amountText: t.wholeDollars,
            legend: (t["report.income"], t["report.expenses"]),
            x: canvas.left, y: canvas.y, width: canvas.width, height: 170)
        canvas.y += 178
        canvas.table(
            [t["report.month"], t["report.income"], t["report.expenses"], t["report.net"]],
            p.series.map {
                [t.month($0.month), t.dollars($0.incomeCents), t.dollars($0.expensesCents), t.dollars($0.netCents)]
            })
        canvas.section(t["pnl.not_in_figures"], keep: 60)
        canvas.table(
            [t["report.group"], t["report.rows"], t["report.money_in"], t["report.money_out"]],
            [
                [
                    t["report.uncategorized_or_foreign"], t.count(c.uncategorized.count),
                    t.dollars(c.uncategorized.inflowCents), t.dollars(c.uncategorized.outflowCents),
                ],
                [t["pnl.excluded"], t.count(c.excludedCount), "", ""],
            ])
        canvas.paragraph(
            t[
                "pnl.low_confidence",
                [
                    "count": t.count(c.lowConfidence.count), "out": t.dollars(c.lowConfidence.outflowCents),
                    "in": t.dollars(c.lowConfidence.inflowCents),
                ]], font: "DejaVu Sans 8.5")
        return canvas.finish()
    }

    /// `+12 %`, `-3 %`, `new` or `—` (the percentage in the language's format).
    static func change(_ now: Int64, _ before: Int64, language t: PDFLanguage = .english) -> String {
        if before == 0 { return now == 0 ? "\u{2014}" : t["report.change_new"] }
        let percent = Rounding.halfAwayFromZero((now - before) * 100, dividedBy: abs(before))
        return (percent > 0 ? "+" : "") + t.percent(percent * 100)
    }
}
