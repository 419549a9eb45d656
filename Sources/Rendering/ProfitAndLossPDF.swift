import Foundation
import Reports
import ShoeboxCore

/// Profit and loss: key figures, expenses by category against the previous period, a donut
/// of expenses, income vs expenses over six months, and what was left out.
public enum ProfitAndLossPDF {
    public static func render(_ p: ProfitAndLoss) -> Data {
        let canvas = ReportCanvas(
            title: "Profit and loss", subtitle: p.period.title,
            generatedFor:
                "Compared with \(p.period.previous.title). Figures from the book's canonical transactions \u{2014} the same rows as `shoebox export`."
        )
        let c = p.current, prev = p.previous
        if c.isEmpty { canvas.notice("No transactions in \(p.period.title). The figures below are zero.") }
        canvas.keyFigures([
            ("Income", Amounts.dollars(c.incomeCents)), ("Expenses", Amounts.dollars(c.expensesCents)),
            ("Net", Amounts.dollars(c.netCents)),
        ])
        canvas.section("Income and expenses", keep: 120)
        var rows: [[String]] = [
            [
                "Income", Amounts.dollars(c.incomeCents), Amounts.dollars(prev.incomeCents),
                change(c.incomeCents, prev.incomeCents),
            ]
        ]
        let keys = Set(c.expensesByCategory.keys).union(prev.expensesByCategory.keys)
        let ordered = c.sortedCategories.map(\.key) + keys.subtracting(c.expensesByCategory.keys).sorted()
        for key in ordered {
            let now = c.expensesByCategory[key] ?? 0, before = prev.expensesByCategory[key] ?? 0
            rows.append([
                "  \(Amounts.categoryTitle(key))", Amounts.dollars(now), Amounts.dollars(before), change(now, before),
            ])
        }
        rows.append([
            "Total expenses", Amounts.dollars(c.expensesCents), Amounts.dollars(prev.expensesCents),
            change(c.expensesCents, prev.expensesCents),
        ])
        rows.append([
            "Net profit (loss)", Amounts.dollars(c.netCents), Amounts.dollars(prev.netCents),
            change(c.netCents, prev.netCents),
        ])
        canvas.table(["", p.period.title, p.period.previous.title, "Change"], rows)
        if c.expensesCents > 0 {
            canvas.section("Expenses by category", keep: 150)
            var slices = c.sortedCategories.prefix(8).map {
                ChartValue(label: Amounts.categoryTitle($0.key), cents: $0.cents)
            }
            let rest = c.sortedCategories.dropFirst(8).reduce(0) { $0 + $1.cents }
            if rest > 0 { slices.append(ChartValue(label: "Other categories", cents: rest)) }
            let radius = 62.0
            let used = canvas.pdf.donutChart(
                slices, amountText: Amounts.dollars, cx: canvas.left + radius + 6, cy: canvas.y + radius,
                radius: radius, legendX: canvas.left + 2 * radius + 40, legendWidth: 290)
            canvas.y += used + 12
        }
        canvas.section("Income vs expenses, last 6 months", keep: 190)
        canvas.pdf.incomeExpenseChart(
            labels: p.series.map(\.month.shortTitle), income: p.series.map(\.incomeCents),
            expenses: p.series.map(\.expensesCents), amountText: Amounts.wholeDollars,
            x: canvas.left, y: canvas.y, width: canvas.width, height: 170)
        canvas.y += 178
        canvas.table(
            ["Month", "Income", "Expenses", "Net"],
            p.series.map {
                [
                    $0.month.shortTitle, Amounts.dollars($0.incomeCents), Amounts.dollars($0.expensesCents),
                    Amounts.dollars($0.netCents),
                ]
            })
        canvas.section("Not in the figures above", keep: 60)
        canvas.table(
            ["Group", "Rows", "Money in", "Money out"],
            [
                [
                    "Uncategorized (or not in USD)", String(c.uncategorized.count),
                    Amounts.dollars(c.uncategorized.inflowCents), Amounts.dollars(c.uncategorized.outflowCents),
                ],
                ["Transfers and personal (excluded)", String(c.excludedCount), "", ""],
            ])
        canvas.paragraph(
            "\(c.lowConfidence.count) categorized row(s) have low categorizer confidence (\(Amounts.dollars(c.lowConfidence.outflowCents)) out, "
                + "\(Amounts.dollars(c.lowConfidence.inflowCents)) in); they are included above. Meals are shown at their full amount here; "
                + "Schedule C deducts 50 %.", font: "DejaVu Sans 8.5")
        return canvas.finish()
    }

    /// `+12 %`, `-3 %`, `new` or `—`.
    static func change(_ now: Int64, _ before: Int64) -> String {
        if before == 0 { return now == 0 ? "\u{2014}" : "new" }
        let percent = Rounding.halfAwayFromZero((now - before) * 100, dividedBy: abs(before))
        return (percent > 0 ? "+" : "") + "\(percent) %"
    }
}
