import Foundation
import Reports
import ShoeboxCore

/// The Schedule C summary: Part I and II line totals, the rules applied, what needs review,
/// then appendices listing every transaction per line and the mileage log.
public enum ScheduleCPDF {
    public static func render(_ s: ScheduleCSummary, table: TaxTable) -> Data {
        let subtitle =
            s.period.granularity == .year
            ? "Tax year \(s.period.year)" : "\(s.period.title) \u{2014} part of tax year \(s.period.year)"
        let canvas = ReportCanvas(
            title: "Schedule C summary", subtitle: subtitle,
            generatedFor:
                "Profit or loss from business (Form 1040). Figures from the book's canonical transactions \u{2014} the same rows as `shoebox export`."
        )
        if s.isEmpty {
            canvas.notice("No transactions or trips in \(s.period.title). Every line below is zero.")
        }
        canvas.keyFigures([
            ("Gross income (line 7)", Amounts.dollars(s.grossIncomeCents)),
            ("Total expenses (line 28)", Amounts.dollars(s.totalExpensesCents)),
            ("Net profit (line 31)", Amounts.dollars(s.netProfitCents)),
        ])
        canvas.section("Part I \u{2014} Income")
        canvas.table(
            ["Line", "Description", "Amount"],
            [
                ["1", "Gross receipts or sales", Amounts.dollars(s.grossReceiptsCents)],
                ["2", "Returns and allowances", Amounts.dollars(s.returnsCents)],
                ["3", "Subtract line 2 from line 1", Amounts.dollars(s.netReceiptsCents)],
                ["4", "Cost of goods sold (not tracked)", Amounts.dollars(s.costOfGoodsCents)],
                ["5", "Gross profit", Amounts.dollars(s.grossIncomeCents)],
                ["6", "Other income", Amounts.dollars(0)],
                ["7", "Gross income", Amounts.dollars(s.grossIncomeCents)],
            ])
        canvas.section("Part II \u{2014} Expenses", keep: 200)
        let form = ScheduleCForm(taxYear: s.period.taxYear)
        let byNumber = Dictionary(s.expenseLines.map { ($0.line.number, $0) }, uniquingKeysWith: { a, _ in a })
        var rows: [[String]] = form.expenseLines.filter { $0.number != "30" }.map { line in
            let total = byNumber[line.number]
            return [
                line.number, line.caption, total.map { Amounts.dollars($0.grossCents) } ?? "",
                Amounts.dollars(total?.deductibleCents ?? 0), total?.note ?? "",
            ]
        }
        rows.append(["28", "Total expenses", "", Amounts.dollars(s.totalExpensesCents), ""])
        rows.append(["29", "Tentative profit (loss)", "", Amounts.dollars(s.tentativeProfitCents), ""])
        rows.append([
            "30", "Business use of home", "", Amounts.dollars(s.homeOfficeCents),
            s.homeOfficeNote ?? "No home office set",
        ])
        rows.append(["31", "Net profit (loss)", "", Amounts.dollars(s.netProfitCents), ""])
        canvas.table(["Line", "Description", "Gross", "On the form", "How"], rows)
        canvas.section("Rules applied", keep: 40)
        if let rule = s.carRule { canvas.notice(rule, color: .accentLight) }
        canvas.paragraph(
            "Meals (line 24b) are stored at their full amount and deducted at \(Amounts.percent(BuiltInCategory.mealsDeductibleBasisPoints)). "
                + "Refunds from vendors reduce the line of their category; refunds to customers go on line 2. "
                + "Own-account transfers and personal spending are excluded. Merged duplicates and receipts linked to a bank charge are counted once. "
                + "Simplified home office: \(Amounts.dollars(table.homeOfficeRatePerSquareFootCents))/sq ft up to \(table.homeOfficeMaxSquareFeet) sq ft. "
                + "Tax table: \(URL(fileURLWithPath: table.source).lastPathComponent).")
        reviewSection(s, canvas)
        appendix(s, canvas)
        return canvas.finish()
    }

    static func reviewSection(_ s: ScheduleCSummary, _ canvas: ReportCanvas) {
        canvas.section("Needs review", keep: 70)
        canvas.table(
            ["Group", "Rows", "Money in", "Money out", "In the totals above?"],
            [
                [
                    "Uncategorized (or not in USD)", String(s.uncategorized.count),
                    Amounts.dollars(s.uncategorized.inflowCents),
                    Amounts.dollars(s.uncategorized.outflowCents), "No \u{2014} categorize them",
                ],
                [
                    "Low confidence", String(s.lowConfidence.count), Amounts.dollars(s.lowConfidence.inflowCents),
                    Amounts.dollars(s.lowConfidence.outflowCents), "Yes \u{2014} check their category",
                ],
                [
                    "Transfers and personal", String(s.excluded.count), Amounts.dollars(s.excluded.inflowCents),
                    Amounts.dollars(s.excluded.outflowCents), "No (excluded)",
                ],
            ])
        if s.uncategorized.count > 0 {
            canvas.notice(
                "\(s.uncategorized.count) transaction(s) have no category yet (\(Amounts.dollars(s.uncategorized.outflowCents)) out, "
                    + "\(Amounts.dollars(s.uncategorized.inflowCents)) in). They are listed in Appendix B and are not on any line until categorized."
            )
        }
    }

    static func appendix(_ s: ScheduleCSummary, _ canvas: ReportCanvas) {
        canvas.newPage()
        canvas.section("Appendix A \u{2014} transactions per line", keep: 30)
        canvas.paragraph(
            "Amounts are as they count on the line (a refund is negative). Source is file reference and line "
                + "(S2:118 is line 118 of source file S2, listed below). Receipt references (R-n) point to the receipts appendix.",
            font: "DejaVu Sans 8")
        let allEntries =
            s.incomeEntries + s.expenseLines.flatMap(\.entries) + s.homeOfficeEntries + s.uncategorized.entries
        let files = Set(allEntries.map(\.sourceFile)).sorted()
        let fileRef = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, "S\($0 + 1)") })
        if !files.isEmpty {
            canvas.y = canvas.pdf.columnTable(
                [ColumnSpec("Source", width: 50), ColumnSpec("File", width: 462)],
                rows: files.map { [fileRef[$0]!, $0] }, y: canvas.y)
        }
        // The category column appears only where a line mixes categories (custom ones rolled up).
        func columns(withCategory: Bool) -> [ColumnSpec] {
            [ColumnSpec("Date", width: 56), ColumnSpec("Payee", width: withCategory ? 210 : 288)]
                + (withCategory ? [ColumnSpec("Category", width: 78)] : [])
                + [
                    ColumnSpec("Amount", width: 66, alignment: .right), ColumnSpec("Source", width: 60),
                    ColumnSpec("Receipt", width: 42),
                ]
        }
        func rows(_ entries: [LedgerEntry], sign: Int64, withCategory: Bool) -> [[String]] {
            entries.map { e in
                [
                    e.date.description,
                    (e.payee.isEmpty ? e.description : e.payee) + (e.currency == "USD" ? "" : " (\(e.currency))"),
                ] + (withCategory ? [e.category ?? ""] : [])
                    + [
                        Amounts.dollars(sign * e.amountCents),
                        (fileRef[e.sourceFile] ?? "") + (e.sourceLine.map { ":\($0)" } ?? ""), e.receiptReference,
                    ]
            }
        }
        var groups: [(String, [LedgerEntry], Int64, Int64)] = []
        if !s.incomeEntries.isEmpty {
            groups.append(
                ("Lines 1\u{2013}2 \u{2014} Gross receipts and returns", s.incomeEntries, 1, s.netReceiptsCents))
        }
        for line in s.expenseLines where !line.entries.isEmpty {
            groups.append(("Line \(line.line.number) \u{2014} \(line.line.caption)", line.entries, -1, line.grossCents))
        }
        if !s.homeOfficeEntries.isEmpty {
            groups.append(
                (
                    "Line 30 \u{2014} Business use of home (actual expenses)", s.homeOfficeEntries, -1,
                    s.homeOfficeEntries.reduce(0) { $0 - $1.amountCents }
                ))
        }
        if groups.isEmpty { canvas.paragraph("No categorized transactions in this period.") }
        for (title, entries, sign, total) in groups {
            let categories = Set(entries.map { $0.category ?? "" })
            let mixed = categories.count > 1
            let label = mixed ? "" : " \u{00B7} category \(categories.first.map { $0.isEmpty ? "none" : $0 } ?? "")"
            canvas.ensure(60)
            canvas.y +=
                canvas.pdf.text(
                    "\(title)  (\(entries.count) rows, \(Amounts.dollars(total))\(label))", x: canvas.left, y: canvas.y,
                    width: canvas.width, font: "DejaVu Sans 9.5", bold: true) + 3
            canvas.y = canvas.pdf.columnTable(
                columns(withCategory: mixed), rows: rows(entries, sign: sign, withCategory: mixed), y: canvas.y)
        }
        if !s.uncategorized.entries.isEmpty {
            canvas.section("Appendix B \u{2014} uncategorized transactions (not on any line)", keep: 30)
            canvas.y = canvas.pdf.columnTable(
                columns(withCategory: true), rows: rows(s.uncategorized.entries, sign: 1, withCategory: true),
                y: canvas.y)
        }
        mileageLog(s, canvas)
    }

    static func mileageLog(_ s: ScheduleCSummary, _ canvas: ReportCanvas) {
        guard !s.trips.isEmpty else { return }
        canvas.section("Appendix C \u{2014} mileage log", keep: 40)
        let kinds = TripKind.allCases.map { "\($0.rawValue) \(Amounts.miles(s.mileage.tenthsByKind[$0] ?? 0))" }.joined(
            separator: " \u{00B7} ")
        canvas.paragraph(
            "\(s.mileage.tripCount) trips. Miles by kind: \(kinds). Only business miles count for line 9.",
            font: "DejaVu Sans 8.5")
        let columns = [
            ColumnSpec("Date", width: 58), ColumnSpec("Vehicle", width: 80), ColumnSpec("Business purpose", width: 190),
            ColumnSpec("Kind", width: 54), ColumnSpec("Odometer", width: 80, alignment: .right),
            ColumnSpec("Miles", width: 50, alignment: .right),
        ]
        let rows = s.trips.map { t in
            [
                t.date.description, t.vehicle, t.purpose, t.kind.rawValue,
                t.odometerStart.map { start in
                    "\(Amounts.miles(start))\u{2013}\(t.odometerEnd.map(Amounts.miles) ?? "")"
                } ?? "",
                Amounts.miles(t.tenthsOfMiles),
            ]
        }
        canvas.y = canvas.pdf.columnTable(columns, rows: rows, y: canvas.y)
    }
}
