import Foundation
import Reports
import Shifts
import ShoeboxCore

/// The tips report: the period's totals, per employer, per week, targets met or not (coloured
/// bars), tips per shift as a bar chart, payroll deposit checks and the log's notes.
public enum TipsPDF {
    public static func render(
        _ s: TipsSummary, payroll: [PayrollCheck] = [], notes: [String] = [], title: String? = nil
    ) -> Data {
        let canvas = ReportCanvas(
            title: "Tips and shifts", subtitle: title ?? s.period.description,
            generatedFor: "From the book's shift logs: completed shifts only, each shift counted once.")
        if s.total.shifts == 0 { canvas.notice("No completed shifts in \(s.period).") }
        canvas.keyFigures([
            ("Net", Amounts.dollars(s.total.netCents)), ("Tips", Amounts.dollars(s.total.tipsCents)),
            ("Hours", hours(s.total.minutes)),
            ("Tip % of sales", s.total.tipBasisPoints.map(Amounts.percent) ?? "\u{2014}"),
        ])
        canvas.section("By employer")
        let header = [
            "Employer", "Shifts", "Hours", "Sales", "Wages", "Cash tips", "Card tips", "Tips", "Tip-out", "Net",
            "Tip %",
            "Net/h",
        ]
        canvas.table(
            header, s.employers.map { row($0.employer.name, $0.totals) } + [row("Total", s.total)],
            font: "DejaVu Sans 7")
        for line in s.employers where line.shiftsWithoutRate > 0 && line.employer.tipsReporting == .w2 {
            canvas.notice(
                "\(line.employer.name): \(line.shiftsWithoutRate) shift(s) without an hourly rate (none on the row, none "
                    + "in employers.yaml): wages counted as $0.00.")
        }
        if !s.targets.isEmpty {
            canvas.section("Targets", keep: 30 + Double(s.targets.count) * 22)
            drawTargets(s.targets, on: canvas)
        }
        canvas.section("By week (weeks start on \(s.weekStart == .sunday ? "Sunday" : "Monday"))")
        canvas.table(
            ["Week of", "Shifts", "Hours", "Sales", "Tips", "Tip-out", "Net", "Tip %"],
            s.weeks.map { w in
                [
                    w.start.description, String(w.totals.shifts), hours(w.totals.minutes),
                    Amounts.dollars(w.totals.salesCents),
                    Amounts.dollars(w.totals.tipsCents), Amounts.dollars(w.totals.tipOutCents),
                    Amounts.dollars(w.totals.netCents), w.totals.tipBasisPoints.map(Amounts.percent) ?? "",
                ]
            }, font: "DejaVu Sans 7.5")
        if !s.points.isEmpty {
            canvas.section("Tips per shift", keep: 170)
            drawChart(s.points, on: canvas)
        }
        if !payroll.isEmpty {
            canvas.section("Payroll deposits")
            canvas.table(
                ["Employer", "Pay period", "Gross (wages + card tips)", "Deposits", "Check"],
                payroll.map {
                    [
                        $0.employer, "\($0.start)\u{2013}\($0.end)", Amounts.dollars($0.grossCents),
                        Amounts.dollars($0.depositCents), $0.status == .matched ? "ok" : $0.message,
                    ]
                }, font: "DejaVu Sans 7.5")
        }
        if !notes.isEmpty {
            canvas.section("To check")
            for note in notes.prefix(50) { canvas.notice(note, font: "DejaVu Sans 8") }
            if notes.count > 50 {
                canvas.paragraph("\u{2026} and \(notes.count - 50) more: see `shoebox tips summary`.")
            }
        }
        return canvas.finish()
    }

    static func row(_ name: String, _ t: ShiftTotals) -> [String] {
        [
            name, String(t.shifts), hours(t.minutes), Amounts.dollars(t.salesCents), Amounts.dollars(t.wagesCents),
            Amounts.dollars(t.cashTipsCents), Amounts.dollars(t.cardTipsCents), Amounts.dollars(t.tipsCents),
            Amounts.dollars(t.tipOutCents), Amounts.dollars(t.netCents), t.tipBasisPoints.map(Amounts.percent) ?? "",
            t.effectiveHourlyCents.map(Amounts.dollars) ?? "",
        ]
    }

    /// `37:30` (hours:minutes).
    public static func hours(_ minutes: Int64) -> String {
        "\(minutes / 60):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
    }

    /// The value of a target in its unit.
    public static func format(_ value: Int64, _ unit: TargetProgress.Unit) -> String {
        switch unit {
        case .cents: Amounts.dollars(value)
        case .minutes: hours(value) + " h"
        case .basisPoints: Amounts.percent(value)
        }
    }

    static func drawTargets(_ targets: [TargetProgress], on canvas: ReportCanvas) {
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
            let verdict = target.reached ? "met" : "not met"
            let detail =
                "\(format(target.actual, target.unit)) of \(format(target.target, target.unit)) \u{2014} \(verdict)"
                + (target.of > 1 ? " (\(target.met)/\(target.of))" : "")
            canvas.pdf.text(detail, x: x + barWidth + 8, y: y + 2, width: 162, font: "DejaVu Sans 7.5")
            canvas.y += 20
        }
        canvas.paragraph(
            "Green: the average reaches the target; amber: within 10 %; red: below. (n/m): days, weeks or months that "
                + "reached it. Weeks and months count up to today, worked or not; days count the days worked.",
            font: "DejaVu Sans 7.5")
    }

    static func drawChart(_ points: [TipsSummary.ShiftPoint], on canvas: ReportCanvas) {
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
            "max \(Amounts.dollars(maxTips))", x: canvas.left, y: top - 2, width: 200, font: "DejaVu Sans 7")
        canvas.y = top + height + 6
        var x = canvas.left
        for name in colors.keys.sorted() {
            canvas.pdf.fill(x: x, y: canvas.y + 2, width: 8, height: 8, color: colors[name]!)
            x += 12 + canvas.pdf.text(name, x: x + 11, y: canvas.y, width: 0, font: "DejaVu Sans 7.5") * 0
            x += canvas.pdf.measure(name, width: 0, font: "DejaVu Sans 7.5").width + 14
        }
        canvas.y += 14
        canvas.paragraph(
            "\(points.count) shift(s), \(points.first!.date) to \(points.last!.date); bar height = tips of the shift.",
            font: "DejaVu Sans 7.5")
    }
}
