import Foundation
import Reports

/// The monthly budget: income, expenses, net and the running balance per month, then each
/// budgeted category with its carry-over.
public enum BudgetPDF {
    public static func render(_ b: MonthlyBudget, language t: PDFLanguage = .english) -> Data {
        let start = b.firstDataMonth.map { t["budget.carry_from", ["month": t.month($0)]] } ?? t["budget.no_data"]
        let period = t.period(b.period)
        let canvas = ReportCanvas(
            title: t["budget.title"], subtitle: period, generatedFor: "\(start) \(t["report.same_rows"])", language: t)
        if b.isEmpty { canvas.notice(t["budget.empty", ["period": period]]) }
        let income = b.months.reduce(0) { $0 + $1.incomeCents }, expenses = b.months.reduce(0) { $0 + $1.expensesCents }
        canvas.keyFigures([
            (t["report.income"], t.summaryDollars(income)), (t["report.expenses"], t.summaryDollars(expenses)),
            (t["budget.carried_forward"], t.summaryDollars(b.months.last?.carriedOutCents ?? 0)),
        ])
        canvas.section(t["budget.month_by_month"])
        canvas.table(
            [
                t["report.month"], t["budget.carried_in"], t["report.income"], t["report.expenses"], t["report.net"],
                t["budget.carried_out"],
            ],
            b.months.map {
                [
                    t.month($0.month), t.dollars($0.carriedInCents), t.dollars($0.incomeCents),
                    t.dollars($0.expensesCents), t.dollars($0.netCents), t.dollars($0.carriedOutCents),
                ]
            })
        canvas.section(t["budget.targets"], keep: 60)
        if b.lines.isEmpty {
            canvas.paragraph(t["budget.no_targets"])
        } else {
            canvas.paragraph(t["budget.carry_rule"], font: "DejaVu Sans 8.5")
            canvas.table(
                [
                    t["report.month"], t["schedc.column.category"], t["budget.carried_in"], t["budget.target"],
                    t["budget.spent"], t["budget.remaining"],
                ],
                b.lines.map {
                    [
                        t.month($0.month), t.category($0.category), t.dollars($0.carriedInCents),
                        t.dollars($0.targetCents), t.dollars($0.spentCents), t.dollars($0.remainingCents),
                    ]
                })
        }
        if b.uncategorized.count > 0 {
            canvas.notice(
                t[
                    "budget.uncategorized",
                    [
                        "count": t.count(b.uncategorized.count), "period": period,
                        "out": t.dollars(b.uncategorized.outflowCents), "in": t.dollars(b.uncategorized.inflowCents),
                    ]])
        }
        return canvas.finish()
    }
}
