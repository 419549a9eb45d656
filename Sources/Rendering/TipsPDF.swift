import Foundation
import Reports
import Shifts
import ShoeboxCore

/// The tips report: the period's totals, per employer, per week, targets met or not (coloured
/// bars), tips per shift as a bar chart, payroll deposit checks and the log's notes.
public enum TipsPDF {
    /// Labels and amounts in `language` (the catalog's `tips.*` keys); English by default.
    public static func render(
        _ s: TipsSummary, payroll: [PayrollCheck] = [], notes: [String] = [], language lang: PDFLanguage = .english
    ) -> Data {
        let canvas = ReportCanvas(
            title: lang["tips.title"], subtitle: s.period.description, generatedFor: lang["tips.generated_for"])
        if s.total.shifts == 0 { canvas.notice(lang["tips.none", ["period": s.period.description]]) }
        canvas.keyFigures([
            (lang["tips.figure.net"], lang.summaryDollars(s.total.netCents)),
            (lang["tips.figure.tips"], lang.summaryDollars(s.total.tipsCents)),
            (lang["tips.figure.hours"], hours(s.total.minutes)),
            (lang["tips.figure.tip_pct"], s.total.tipBasisPoints.map(lang.percent) ?? "\u{2014}"),
        ])
        canvas.section(lang["tips.section.employers"])
        let header = [
            lang["tips.column.employer"], lang["tips.column.shifts"], lang["tips.figure.hours"],
            lang["tips.column.sales"], lang["tips.column.wages"], lang["tips.column.cash"], lang["tips.column.card"],
            lang["tips.figure.tips"], lang["tips.column.tip_out"], lang["tips.figure.net"], lang["tips.column.tip_pct"],
            lang["tips.column.per_hour"],
        ]
        canvas.table(
            header,
            s.employers.map { row($0.employer.name, $0.totals, lang) } + [row(lang["common.total"], s.total, lang)],
            font: "DejaVu Sans 7")
        for line in s.employers where line.shiftsWithoutRate > 0 && line.employer.tipsReporting == .w2 {
            canvas.notice(
                lang[
                    "tips.no_rate",
                    [
                        "employer": line.employer.name, "count": lang.count(line.shiftsWithoutRate),
                        "zero": lang.dollars(0),
                    ],
                ])
        }
        if !s.targets.isEmpty {
            canvas.section(lang["tips.section.targets"], keep: 30 + Double(s.targets.count) * 22)
            drawTargets(s.targets, on: canvas, lang)
        }
        canvas.section(lang[s.weekStart == .sunday ? "tips.section.weeks.sunday" : "tips.section.weeks.monday"])
        canvas.table(
            [
                lang["tips.column.week"], lang["tips.column.shifts"], lang["tips.figure.hours"],
                lang["tips.column.sales"], lang["tips.figure.tips"], lang["tips.column.tip_out"],
                lang["tips.figure.net"], lang["tips.column.tip_pct"],
            ],
            s.weeks.map { w in
                [
                    lang.date(w.start), lang.count(w.totals.shifts), hours(w.totals.minutes),
                    lang.dollars(w.totals.salesCents), lang.dollars(w.totals.tipsCents),
                    lang.dollars(w.totals.tipOutCents), lang.dollars(w.totals.netCents),
                    w.totals.tipBasisPoints.map(lang.percent) ?? "",
                ]
            }, font: "DejaVu Sans 7.5")
        if !s.points.isEmpty {
            canvas.section(lang["tips.section.chart"], keep: 170)
            drawChart(s.points, on: canvas, lang)
        }
        if !payroll.isEmpty {
            canvas.section(lang["tips.section.payroll"])
            canvas.table(
                [
                    lang["tips.column.employer"], lang["tips.column.pay_period"], lang["tips.column.gross"],
                    lang["tips.column.deposits"], lang["tips.column.check"],
                ],
                payroll.map {
                    [
                        $0.employer, "\(lang.date($0.start))\u{2013}\(lang.date($0.end))", lang.dollars($0.grossCents),
                        lang.dollars($0.depositCents), $0.status == .matched ? lang["tips.payroll.ok"] : $0.message,
                    ]
                }, font: "DejaVu Sans 7.5")
        }
        if !notes.isEmpty {
            canvas.section(lang["tips.section.notes"])
            for note in notes.prefix(50) { canvas.notice(note, font: "DejaVu Sans 8") }
            if notes.count > 50 { canvas.paragraph(lang["tips.notes.more", ["count": lang.count(notes.count - 50)]]) }
        }
        return canvas.finish()
    }

    static func row(_ name: String, _ t: ShiftTotals, _ lang: PDFLanguage) -> [String] {
        [
            name, lang.count(t.shifts), hours(t.minutes), lang.dollars(t.salesCents), lang.dollars(t.wagesCents),
            lang.dollars(t.cashTipsCents), lang.dollars(t.cardTipsCents), lang.dollars(t.tipsCents),
            lang.dollars(t.tipOutCents), lang.dollars(t.netCents), t.tipBasisPoints.map(lang.percent) ?? "",
            t.effectiveHourlyCents.map(lang.dollars) ?? "",
        ]
    }

    /// `37:30` (hours:minutes).
    public static func hours(_ minutes: Int64) -> String {
        "\(minutes / 60):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
    }

    /// The value of a target in its unit (English formats: the text summary).
    public static func format(_ value: Int64, _ unit: TargetProgress.Unit) -> String {
        format(value, unit, .english)
    }

    static func format(_ value: Int64, _ unit: TargetProgress.Unit, _ lang: PDFLanguage) -> String {
        switch unit {
        case .cents: lang.dollars(value)
        case .minutes: hours(value) + " h"
        case .basisPoints: lang.percent(value)
        }
    }

    static func drawTargets(_ targets: [TargetProgress], on canvas: ReportCanvas, _ lang: PDFLanguage) {
        let labelWidth = 150.0, barWidth = canvas.width - labelWidth - 170
        for target in targets {
            canvas.ensure(22)
            let y = canvas.y
            canvas.pdf.text(target.key, x: canvas.left, y: y + 2, width: labelWidth, font: "DejaVu Sans 8.5")
            let x = canvas.left + labelWidth
            canvas.pdf.fill(x: x, y: y + 2, width: barWidth, height: 11, color: RGB(hex: 0xE6E6E6))
            let share = target.target > 0 ? min(1.0, Double(target.actual) / Double(target.target)) : 1
            canvas.pdf.fill(
                x: x, y: y + 2, width: barWidth * share, height: 11,
                color: target.reached ? .income : (share >= 0.9 ? RGB(hex: 0xE0A030) : .expense))
            let detail =
                lang[
                    "tips.target.detail",
                    [
                        "actual": format(target.actual, target.unit, lang),
                        "target": format(target.target, target.unit, lang),
                        "verdict": lang[target.reached ? "tips.target.met" : "tips.target.not_met"],
                    ],
                ] + (target.of > 1 ? " (\(target.met)/\(target.of))" : "")
            canvas.pdf.text(detail, x: x + barWidth + 8, y: y + 2, width: 162, font: "DejaVu Sans 7.5")
            canvas.y += 20
        }
        canvas.paragraph(lang["tips.targets.legend"], font: "DejaVu Sans 7.5")
    }

    static func drawChart(_ points: [TipsSummary.ShiftPoint], on canvas: ReportCanvas, _ lang: PDFLanguage) {
        let height = 130.0, top = canvas.y
        let maxTips = max(1, points.map(\.tipsCents).max() ?? 1)
        let step = canvas.width / Double(points.count)
        let barWidth = max(0.3, step * 0.8)
        canvas.pdf.line(x1: canvas.left, y1: top + height, x2: canvas.left + canvas.width, y2: top + height)
        var colors: [String: RGB] = [:]
        for (i, point) in points.enumerated() {
            let color = colors[point.employer] ?? RGB.palette[colors.count % RGB.palette.count]
            colors[point.employer] = color
            let h = height * Double(point.tipsCents) / Double(maxTips)
            canvas.pdf.fill(
                x: canvas.left + Double(i) * step, y: top + height - h, width: barWidth, height: h, color: color)
        }
        canvas.pdf.text(
            lang["tips.chart.max", ["amount": lang.dollars(maxTips)]], x: canvas.left, y: top - 2, width: 200,
            font: "DejaVu Sans 7")
        canvas.y = top + height + 6
        var x = canvas.left
        for name in colors.keys.sorted() {
            canvas.pdf.fill(x: x, y: canvas.y + 2, width: 8, height: 8, color: colors[name]!)
            canvas.pdf.text(name, x: x + 11, y: canvas.y, width: 0, font: "DejaVu Sans 7.5")
            x += 26 + canvas.pdf.measure(name, width: 0, font: "DejaVu Sans 7.5").width
        }
        canvas.y += 14
        canvas.paragraph(
            lang[
                "tips.chart.caption",
                [
                    "count": lang.count(points.count), "from": lang.date(points.first!.date),
                    "to": lang.date(points.last!.date),
                ],
            ], font: "DejaVu Sans 7.5")
    }
}
