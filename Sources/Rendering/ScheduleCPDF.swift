import Foundation
import Reports
import ShoeboxCore

/// The Schedule C summary: Part I and II line totals, the rules applied, what needs review,
/// then appendices listing every transaction per line and the mileage log.
public enum ScheduleCPDF {
    public static func render(_ s: ScheduleCSummary, table: TaxTable, language t: PDFLanguage = .english) -> Data {
        let year = String(s.period.year)
        let subtitle =
            s.period.granularity == .year
            ? t["period.tax_year", ["year": year]]
            : t["schedc.subtitle_part", ["period": t.period(s.period), "year": year]]
        let canvas = ReportCanvas(
            title: t["schedc.title"], subtitle: subtitle, generatedFor: t["schedc.generated_for"], language: t)
        if s.isEmpty {
            canvas.notice(t["schedc.empty", ["period": t.period(s.period)]])
        }
        canvas.keyFigures([
            (t["schedc.figure.gross_income"], t.summaryDollars(s.grossIncomeCents)),
            (t["schedc.figure.total_expenses"], t.summaryDollars(s.totalExpensesCents)),
            (t["schedc.figure.net_profit"], t.summaryDollars(s.netProfitCents)),
        ])
        canvas.section(t["schedc.part1"])
        let partOne: [(String, String, Int64)] = [
            ("1", "Gross receipts or sales", s.grossReceiptsCents), ("2", "Returns and allowances", s.returnsCents),
            ("3", "Subtract line 2 from line 1", s.netReceiptsCents),
            ("4", "Cost of goods sold (not tracked)", s.costOfGoodsCents), ("5", "Gross profit", s.grossIncomeCents),
            ("6", "Other income", 0), ("7", "Gross income", s.grossIncomeCents),
        ]
        canvas.table(
            [t["schedc.column.line"], t["common.description"], t["common.amount"]],
            partOne.map { [$0.0, t.lineCaption($0.0, english: $0.1), t.dollars($0.2)] })
        canvas.section(t["schedc.part2"], keep: 200)
        let form = ScheduleCForm(taxYear: s.period.taxYear)
        let byNumber = Dictionary(s.expenseLines.map { ($0.line.number, $0) }, uniquingKeysWith: { a, _ in a })
        var rows: [[String]] = form.expenseLines.filter { $0.number != "30" }.map { line in
            let total = byNumber[line.number]
            return [
                line.number, t.lineCaption(line.number, english: line.caption),
                total.map { t.dollars($0.grossCents) } ?? "", t.dollars(total?.deductibleCents ?? 0),
                total.flatMap { note($0, t) } ?? "",
            ]
        }
        rows.append(["28", t.lineCaption("28", english: "Total expenses"), "", t.dollars(s.totalExpensesCents), ""])
        rows.append([
            "29", t.lineCaption("29", english: "Tentative profit (loss)"), "", t.dollars(s.tentativeProfitCents), "",
        ])
        rows.append([
            "30", t.lineCaption("30", english: "Business use of home"), "", t.dollars(s.homeOfficeCents),
            homeOfficeNote(s, t) ?? t["schedc.no_home_office"],
        ])
        rows.append(["31", t.lineCaption("31", english: "Net profit (loss)"), "", t.dollars(s.netProfitCents), ""])
        canvas.table(
            [
                t["schedc.column.line"], t["common.description"], t["schedc.column.gross"], t["schedc.column.on_form"],
                t["schedc.column.how"],
            ], rows)
        canvas.section(t["schedc.rules"], keep: 40)
        if let rule = carRule(s, t) { canvas.notice(rule, color: .accentLight) }
        canvas.paragraph(
            t[
                "schedc.rules_text",
                [
                    "percent": t.percent(BuiltInCategory.mealsDeductibleBasisPoints),
                    "rate": t.dollars(table.homeOfficeRatePerSquareFootCents),
                    "feet": t.count(Int(table.homeOfficeMaxSquareFeet)),
                    "file": URL(fileURLWithPath: table.source).lastPathComponent,
                ]])
        reviewSection(s, canvas)
        appendix(s, canvas)
        return canvas.finish()
    }

    /// How a line's amount was found: the calculator's English note, or the same facts translated.
    static func note(_ line: ScheduleCExpenseLine, _ t: PDFLanguage) -> String? {
        guard !t.isEnglish, let facts = line.noteFacts else { return line.note }
        switch facts {
        case .standardMileageRate: return t["schedc.note.standard_mileage"]
        case .mealsShare(let basisPoints, let grossCents):
            return t["schedc.note.meals", ["percent": t.percent(basisPoints), "gross": t.dollars(grossCents)]]
        }
    }

    /// The line 9 rule, in the report's language.
    static func carRule(_ s: ScheduleCSummary, _ t: PDFLanguage) -> String? {
        guard !t.isEnglish, let facts = s.carRuleFacts else { return s.carRule }
        switch facts {
        case .standardMileage(let year, let tenths, let rate, let deduction, let actual):
            return t[
                "schedc.car.standard",
                [
                    "year": String(year), "miles": t.miles(tenths), "rate": t.format.rate(rate, scale: 4, .usd),
                    "deduction": t.dollars(deduction), "actual": t.dollars(actual),
                ]]
        case .actualExpenses(let year): return t["schedc.car.actual", ["year": String(year)]]
        }
    }

    /// How line 30 was computed, in the report's language.
    static func homeOfficeNote(_ s: ScheduleCSummary, _ t: PDFLanguage) -> String? {
        guard !t.isEnglish, let facts = s.homeOfficeFacts else { return s.homeOfficeNote }
        switch facts {
        case .actualExpenses: return t["schedc.home.actual"]
        case .simplified(let feet, let rate, let months, let full, let limited, let actualListed):
            var text = t["schedc.home.simplified", ["feet": t.count(Int(feet)), "rate": t.dollars(rate)]]
            if months < 12 { text += " \u{00D7} " + t["schedc.home.months", ["months": String(months)]] }
            text += " = " + t.dollars(full)
            if limited { text += t["schedc.home.limited"] }
            if actualListed { text += t["schedc.home.actual_listed"] }
            return text
        }
    }

    static func reviewSection(_ s: ScheduleCSummary, _ canvas: ReportCanvas) {
        let t = canvas.lang
        canvas.section(t["schedc.review"], keep: 70)
        canvas.table(
            [
                t["report.group"], t["report.rows"], t["report.money_in"], t["report.money_out"],
                t["schedc.review.in_totals"],
            ],
            [
                [
                    t["report.uncategorized_or_foreign"], t.count(s.uncategorized.count),
                    t.dollars(s.uncategorized.inflowCents), t.dollars(s.uncategorized.outflowCents),
                    t["schedc.review.categorize_them"],
                ],
                [
                    t["schedc.review.low_confidence"], t.count(s.lowConfidence.count),
                    t.dollars(s.lowConfidence.inflowCents), t.dollars(s.lowConfidence.outflowCents),
                    t["schedc.review.check_category"],
                ],
                [
                    t["schedc.review.transfers_personal"], t.count(s.excluded.count), t.dollars(s.excluded.inflowCents),
                    t.dollars(s.excluded.outflowCents), t["schedc.review.excluded"],
                ],
            ])
        if s.uncategorized.count > 0 {
            canvas.notice(
                t[
                    "schedc.review.uncategorized_notice",
                    [
                        "count": t.count(s.uncategorized.count), "out": t.dollars(s.uncategorized.outflowCents),
                        "in": t.dollars(s.uncategorized.inflowCents),
                    ]])
        }
    }

    static func appendix(_ s: ScheduleCSummary, _ canvas: ReportCanvas) {
        let t = canvas.lang
        canvas.newPage()
        canvas.section(t["schedc.appendix_a"], keep: 30)
        canvas.paragraph(t["schedc.appendix_a.text"], font: "DejaVu Sans 8")
        let allEntries =
            s.incomeEntries + s.expenseLines.flatMap(\.entries) + s.homeOfficeEntries + s.uncategorized.entries
        let files = Set(allEntries.map(\.sourceFile)).sorted()
        let fileRef = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, "S\($0 + 1)") })
        if !files.isEmpty {
            canvas.y = canvas.pdf.columnTable(
                [ColumnSpec(t["schedc.column.source"], width: 50), ColumnSpec(t["schedc.column.file"], width: 462)],
                rows: files.map { [fileRef[$0]!, $0] }, y: canvas.y)
        }
        // The category column appears only where a line mixes categories (custom ones rolled up).
        func columns(withCategory: Bool) -> [ColumnSpec] {
            [
                ColumnSpec(t["common.date"], width: 56),
                ColumnSpec(t["schedc.column.payee"], width: withCategory ? 210 : 288),
            ]
                + (withCategory ? [ColumnSpec(t["schedc.column.category"], width: 78)] : [])
                + [
                    ColumnSpec(t["common.amount"], width: 66, alignment: .right),
                    ColumnSpec(t["schedc.column.source"], width: 60), ColumnSpec(t["schedc.column.receipt"], width: 42),
                ]
        }
        func rows(_ entries: [LedgerEntry], sign: Int64, withCategory: Bool) -> [[String]] {
            entries.map { e in
                [
                    t.tableDate(e.date),
                    (e.payee.isEmpty ? e.description : e.payee)
                        + (e.amount.currency == .usd ? "" : " (\(e.amount.currency.code))"),
                ] + (withCategory ? [e.category.map { t.isEnglish ? $0 : t.category($0) } ?? ""] : [])
                    + [
                        t.dollars(sign * e.amount.minorUnits),
                        (fileRef[e.sourceFile] ?? "") + (e.sourceLine.map { ":\($0)" } ?? ""), e.receiptReference,
                    ]
            }
        }
        var groups: [(String, [LedgerEntry], Int64, Int64)] = []
        if !s.incomeEntries.isEmpty {
            groups.append((t["schedc.group.income"], s.incomeEntries, 1, s.netReceiptsCents))
        }
        for line in s.expenseLines where !line.entries.isEmpty {
            let caption = t.lineCaption(line.line.number, english: line.line.caption)
            groups.append(
                (
                    t["schedc.group.line", ["line": line.line.number, "caption": caption]], line.entries, -1,
                    line.grossCents
                )
            )
        }
        if !s.homeOfficeEntries.isEmpty {
            groups.append(
                (
                    t["schedc.group.home"], s.homeOfficeEntries, -1,
                    s.homeOfficeEntries.reduce(0) { $0 - $1.amount.minorUnits }
                ))
        }
        if groups.isEmpty { canvas.paragraph(t["schedc.no_entries"]) }
        for (title, entries, sign, total) in groups {
            let categories = Set(entries.map { $0.category ?? "" })
            let mixed = categories.count > 1
            let category =
                categories.first.map { $0.isEmpty ? t["common.none"] : t.isEnglish ? $0 : t.category($0) } ?? ""
            let label = mixed ? "" : " \u{00B7} " + t["schedc.group.category", ["category": category]]
            canvas.ensure(60)
            let heading = t[
                "schedc.group.heading",
                ["title": title, "count": t.count(entries.count), "total": t.dollars(total), "label": label]]
            canvas.y +=
                canvas.pdf.text(
                    heading, x: canvas.left, y: canvas.y, width: canvas.width, font: "DejaVu Sans 9.5", bold: true)
                + 3
            canvas.y = canvas.pdf.columnTable(
                columns(withCategory: mixed), rows: rows(entries, sign: sign, withCategory: mixed), y: canvas.y)
        }
        if !s.uncategorized.entries.isEmpty {
            canvas.section(t["schedc.appendix_b"], keep: 30)
            canvas.y = canvas.pdf.columnTable(
                columns(withCategory: true), rows: rows(s.uncategorized.entries, sign: 1, withCategory: true),
                y: canvas.y)
        }
        mileageLog(s, canvas)
    }

    static func mileageLog(_ s: ScheduleCSummary, _ canvas: ReportCanvas) {
        guard !s.trips.isEmpty else { return }
        let t = canvas.lang
        canvas.section(t["schedc.appendix_c"], keep: 40)
        let kinds = TripKind.allCases.map { "\(t["trip.\($0.rawValue)"]) \(t.miles(s.mileage.tenthsByKind[$0] ?? 0))" }
            .joined(separator: " \u{00B7} ")
        canvas.paragraph(
            t["schedc.mileage_text", ["count": t.count(s.mileage.tripCount), "kinds": kinds]], font: "DejaVu Sans 8.5")
        let columns = [
            ColumnSpec(t["common.date"], width: 58), ColumnSpec(t["schedc.column.vehicle"], width: 80),
            ColumnSpec(t["schedc.column.purpose"], width: 190), ColumnSpec(t["schedc.column.kind"], width: 54),
            ColumnSpec(t["schedc.column.odometer"], width: 80, alignment: .right),
            ColumnSpec(t["schedc.column.miles"], width: 50, alignment: .right),
        ]
        let rows = s.trips.map { trip in
            [
                t.tableDate(trip.date), trip.vehicle, trip.purpose, t["trip.\(trip.kind.rawValue)"],
                trip.odometerStart.map { start in
                    "\(t.miles(start))\u{2013}\(trip.odometerEnd.map(t.miles) ?? "")"
                } ?? "",
                t.miles(trip.tenthsOfMiles),
            ]
        }
        canvas.y = canvas.pdf.columnTable(columns, rows: rows, y: canvas.y)
    }
}
