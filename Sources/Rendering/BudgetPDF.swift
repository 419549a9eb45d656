import Foundation
import Reports

/// The monthly budget: income, expenses, net and the running balance per month, then each
/// budgeted category with its carry-over.
public enum BudgetPDF {
    public static func render(_ b: MonthlyBudget) -> Data {
        let start =
            b.firstDataMonth.map { "Balances carry over from \($0.shortTitle), the first month with data." }
            ?? "No data yet."
        let canvas = ReportCanvas(
            title: "Monthly budget", subtitle: b.period.title,
            generatedFor:
                "\(start) Figures from the book's canonical transactions \u{2014} the same rows as `shoebox export`.")
        if b.isEmpty { canvas.notice("No transactions in \(b.period.title).") }
        let income = b.months.reduce(0) { $0 + $1.incomeCents }, expenses = b.months.reduce(0) { $0 + $1.expensesCents }
        canvas.keyFigures([
            ("Income", Amounts.dollars(income)), ("Expenses", Amounts.dollars(expenses)),
            ("Balance carried forward", Amounts.dollars(b.months.last?.carriedOutCents ?? 0)),
        ])
        canvas.section("Month by month")
        canvas.table(
            ["Month", "Carried in", "Income", "Expenses", "Net", "Carried out"],
            b.months.map {
                [
                    $0.month.shortTitle, Amounts.dollars($0.carriedInCents), Amounts.dollars($0.incomeCents),
                    Amounts.dollars($0.expensesCents),
                    Amounts.dollars($0.netCents), Amounts.dollars($0.carriedOutCents),
                ]
            })
        canvas.section("Budget targets by category", keep: 60)
        if b.lines.isEmpty {
            canvas.paragraph(
                "No targets set. Add a `budget:` mapping of category: monthly amount to the book's settings.yaml.")
        } else {
            canvas.paragraph(
                "Unspent budget carries into the next month (overspending carries as a negative amount), across years.",
                font: "DejaVu Sans 8.5")
            canvas.table(
                ["Month", "Category", "Carried in", "Target", "Spent", "Remaining"],
                b.lines.map {
                    [
                        $0.month.shortTitle, Amounts.categoryTitle($0.category), Amounts.dollars($0.carriedInCents),
                        Amounts.dollars($0.targetCents),
                        Amounts.dollars($0.spentCents), Amounts.dollars($0.remainingCents),
                    ]
                })
        }
        if b.uncategorized.count > 0 {
            canvas.notice(
                "\(b.uncategorized.count) uncategorized transaction(s) in \(b.period.title) are not counted: "
                    + "\(Amounts.dollars(b.uncategorized.outflowCents)) out, \(Amounts.dollars(b.uncategorized.inflowCents)) in."
            )
        }
        return canvas.finish()
    }
}
