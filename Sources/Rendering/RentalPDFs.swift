import Foundation
import Rentals
import Reports
import ShoeboxCore

extension PDFLanguage {
    /// A rental amount: dollars as on the other reports, other currencies in their own form.
    func rental(_ minorUnits: Int64, _ currency: CurrencyCode) -> String {
        currency == .usd ? dollars(minorUnits) : money(minorUnits, currency)
    }

    /// `2026-01-01 – 2026-12-31`, or `2026-01-01 – open`.
    func leaseTerm(_ start: LocalDate, _ end: LocalDate?) -> String {
        "\(date(start)) \u{2013} \(end.map { date($0) } ?? self["rent.open_end"])"
    }
}

/// The rent roll: each unit with its tenant, rent, what came in during the period, the balance
/// and days overdue on the as-of date.
public enum RentRollPDF {
    public static func render(
        _ lines: [RentRollLine], periodTitle: String, asOf: LocalDate, language lang: PDFLanguage = .english
    ) -> Data {
        let canvas = ReportCanvas(
            title: lang["rent.roll.title"], subtitle: periodTitle,
            generatedFor: lang["rent.roll.note", ["date": lang.date(asOf)]], language: lang)
        guard !lines.isEmpty else {
            canvas.notice(lang["rent.roll.empty", ["period": periodTitle]])
            return canvas.finish()
        }
        let owed = Dictionary(grouping: lines, by: \.currency).mapValues { $0.reduce(Int64(0)) { $0 + $1.balance } }
        canvas.keyFigures([
            (lang["rent.roll.units"], lang.count(lines.count)),
            (lang["rent.roll.overdue_units"], lang.count(lines.filter { $0.daysOverdue > 0 }.count)),
            (
                lang["rent.roll.owed"],
                owed.sorted { $0.key.code < $1.key.code }.map { lang.rental($0.value, $0.key) }.joined(separator: " + ")
            ),
        ])
        canvas.table(
            [
                "rent.column.property", "rent.column.unit", "rent.column.tenant", "rent.column.rent",
                "rent.column.cycle", "rent.column.lease", "rent.column.paid", "rent.column.balance",
                "rent.column.overdue",
            ].map { lang[$0] },
            lines.map { line in
                let credit =
                    line.creditCents > 0
                    ? lang["rent.credit", ["amount": lang.rental(line.creditCents, line.currency)]] : ""
                return [
                    line.property, line.unit ?? "", line.tenant, lang.rental(line.rent, line.currency),
                    lang["rent.cycle.\(line.cycle.rawValue)"], lang.leaseTerm(line.leaseStart, line.leaseEnd),
                    lang.rental(line.paidInPeriod, line.currency),
                    lang.rental(line.balance, line.currency) + (credit.isEmpty ? "" : " (\(credit))"),
                    line.daysOverdue > 0 ? lang["rent.days", ["count": lang.count(line.daysOverdue)]] : "",
                ]
            })
        return canvas.finish()
    }
}

/// The yearly report of each property: income, expenses by Schedule E line, net, occupancy and
/// vacancy by days, the units, and every payment received.
public enum PropertyReportPDF {
    public static func render(_ reports: [PropertyYearReport], year: Int, language lang: PDFLanguage = .english)
        -> Data
    {
        let yearText = String(year)
        let canvas = ReportCanvas(
            title: lang["rent.property.title"], subtitle: lang["rent.property.year", ["year": yearText]],
            generatedFor: lang["rent.property.note"], language: lang)
        guard !reports.isEmpty else {
            canvas.notice(lang["rent.property.empty", ["year": yearText]])
            return canvas.finish()
        }
        for (index, report) in reports.enumerated() {
            if index > 0 { canvas.newPage() }
            section(report, year: yearText, on: canvas, lang)
        }
        return canvas.finish()
    }

    static func section(_ report: PropertyYearReport, year: String, on canvas: ReportCanvas, _ lang: PDFLanguage) {
        let s = report.scheduleE
        let money = { (units: Int64) in lang.rental(units, s.currency) }
        canvas.section("\(s.property) \u{2014} \(lang["rent.type.\(s.type.rawValue)"])")
        if !s.address.isEmpty { canvas.paragraph(s.address) }
        canvas.keyFigures([
            (lang["rent.property.income"], money(report.income)),
            (lang["rent.property.expenses"], money(report.expenses)),
            (lang["rent.property.net"], money(report.net)),
            (lang["rent.property.occupancy"], lang.percent(report.occupancy.occupancyBasisPoints)),
        ])
        let o = report.occupancy
        canvas.paragraph(
            lang[
                "rent.property.occupancy_note",
                [
                    "leased": lang.count(o.leasedUnitDays), "possible": lang.count(o.units * o.daysInPeriod),
                    "units": lang.count(o.units), "days": lang.count(o.daysInPeriod),
                    "vacancy": lang.percent(o.vacancyBasisPoints),
                ]
            ])
        canvas.section(lang["rent.property.expenses_by_line"], keep: 80)
        canvas.table(
            [lang["rent.column.line"], lang["common.description"], lang["common.amount"]],
            ScheduleELine.expenseLines.filter { s.amount($0) != 0 }.map {
                [String($0.rawValue), lang["sche.line.\($0.rawValue)"], money(s.amount($0))]
            } + [["20", lang["sche.line.20"], money(report.expenses)]])
        if !report.rentRoll.isEmpty {
            canvas.section(lang["rent.property.units"], keep: 60)
            canvas.table(
                [
                    "rent.column.unit", "rent.column.tenant", "rent.column.rent", "rent.column.lease",
                    "rent.column.paid_in_year", "rent.column.balance",
                ].map { lang[$0] },
                report.rentRoll.map {
                    [
                        $0.unit ?? "", $0.tenant, money($0.rent), lang.leaseTerm($0.leaseStart, $0.leaseEnd),
                        money($0.paidInPeriod), money($0.balance),
                    ]
                })
        }
        canvas.section(lang["rent.property.history"], keep: 60)
        guard !s.rentRows.isEmpty else {
            canvas.paragraph(lang["rent.property.no_rent", ["year": year]])
            return
        }
        canvas.table(
            [
                lang["common.date"], lang["rent.column.unit"], lang["rent.column.tenant"], lang["rent.column.type"],
                lang["rent.column.method"], lang["common.amount"], lang["rent.column.from"],
            ],
            s.rentRows.map {
                [
                    lang.date($0.payment.date), $0.unit ?? "", $0.tenant,
                    lang["rent.payment.\($0.payment.type.rawValue)"],
                    lang["rent.method.\($0.payment.method.rawValue)"], money($0.payment.amount), $0.payment.notes ?? "",
                ]
            })
    }
}

/// Schedule E Part I per property (lines 3–22), then the appendix of the rows behind each line.
public enum ScheduleEPDF {
    public static func render(_ properties: [ScheduleEProperty], year: Int, language lang: PDFLanguage = .english)
        -> Data
    {
        let yearText = String(year)
        let canvas = ReportCanvas(
            title: lang["sche.title"], subtitle: lang["sche.tax_year", ["year": yearText]],
            generatedFor: lang["sche.note"], language: lang)
        guard !properties.isEmpty else {
            canvas.notice(lang["sche.empty", ["year": yearText]])
            return canvas.finish()
        }
        let lines: [ScheduleELine] =
            [.rentsReceived, .royalties] + ScheduleELine.expenseLines + [
                .totalExpenses, .incomeOrLoss, .deductibleLoss,
            ]
        for s in properties {
            canvas.section("\(s.property)\(s.address.isEmpty ? "" : " \u{2014} \(s.address)")", keep: 300)
            let currency = s.currency == .usd ? s.currency.code : "\(s.currency.code) (\(lang["sche.convert"]))"
            canvas.paragraph(
                lang[
                    "sche.facts",
                    [
                        "type": lang["rent.type.\(s.type.rawValue)"], "days": lang.count(s.fairRentalDays),
                        "currency": currency,
                    ]
                ])
            canvas.table(
                [lang["rent.column.line"], lang["common.description"], lang["common.amount"]],
                lines.map { line in
                    let amount =
                        line == .deductibleLoss ? lang["sche.see_8582"] : lang.rental(s.amount(line), s.currency)
                    return [String(line.rawValue), lang["sche.line.\(line.rawValue)"], amount]
                })
        }
        canvas.newPage()
        canvas.section(lang["sche.appendix"])
        for s in properties {
            let rents = s.rentRows.map {
                [
                    "3", lang.date($0.payment.date),
                    "\($0.tenant): \($0.payment.notes ?? lang["rent.method.\($0.payment.method.rawValue)"])",
                    lang.rental($0.payment.amount, s.currency),
                ]
            }
            let expenses = ScheduleELine.expenseLines.flatMap { line in
                (s.expenseRows[line] ?? []).map {
                    [
                        String(line.rawValue), lang.date($0.date), "#\($0.id) \($0.description)",
                        lang.rental(-$0.amount.minorUnits, s.currency),
                    ]
                }
            }
            canvas.paragraph(s.property, font: "DejaVu Sans Bold 10")
            if rents.isEmpty && expenses.isEmpty {
                canvas.paragraph(lang["sche.no_rows", ["year": yearText]])
            } else {
                canvas.table(
                    [lang["rent.column.line"], lang["common.date"], lang["rent.column.row"], lang["common.amount"]],
                    rents + expenses)
            }
        }
        return canvas.finish()
    }
}
