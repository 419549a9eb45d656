import Foundation
import Reports
import ShoeboxCore

/// The quarterly estimated tax worksheet, clearly labelled as an estimate.
public enum EstimatedTaxPDF {
    /// - Parameter notices: things to check first, shown under the estimate notice (e.g. income
    ///   that may be counted twice).
    public static func render(
        _ t: EstimatedTax, table: TaxTable, hasData: Bool, notices: [String] = [], language l: PDFLanguage = .english
    ) -> Data {
        let period = l.period(t.period), year = String(t.period.year), status = filingStatus(t.filingStatus, l)
        let canvas = ReportCanvas(
            title: l["tax.title", ["period": period]], subtitle: l["tax.subtitle", ["year": year, "status": status]],
            generatedFor: l["tax.generated_for"], language: l)
        canvas.notice(l["tax.notice"], color: .warningLight)
        for text in notices { canvas.notice(text) }
        if !hasData {
            canvas.notice(l["tax.no_data", ["period": period]])
        }
        let quarter = (t.period.lastMonth - 1) / 3
        let due = t.installments[min(3, quarter)]
        canvas.keyFigures([
            (l["tax.figure.total", ["year": year]], l.summaryDollars(t.totalTaxCents)),
            (l["tax.figure.per_quarter"], l.summaryDollars(t.installments.first?.cents ?? 0)),
            (l["tax.figure.due", ["quarter": String(due.quarter)]], short(due.due, l)),
        ])
        let amount = l["common.amount"]
        canvas.section(l["tax.profit"])
        let months = String(t.monthsCovered)
        canvas.table(
            ["", amount],
            [
                [l["tax.ytd_profit", ["period": period, "months": months]], l.dollars(t.ytdNetProfitCents)],
                [l["tax.annualized", ["months": months]], l.dollars(t.annualNetProfitCents)],
            ] + shiftRows(t, l))
        canvas.section(l["tax.se"], keep: 120)
        let threshold = table.additionalMedicareThresholdCents[t.filingStatus] ?? 0
        canvas.table(
            ["", amount],
            [
                [
                    l["tax.net_earnings", ["percent": l.percent(table.netEarningsFactorBasisPoints)]],
                    l.dollars(t.netEarningsCents),
                ],
                [
                    l[
                        "tax.wage_base",
                        ["base": l.dollars(table.socialSecurityWageBaseCents), "wages": l.dollars(t.w2WagesCents)]],
                    l.dollars(t.socialSecurityBaseLeftCents),
                ],
                [
                    l["tax.social_security", ["percent": l.percent(table.socialSecurityRateBasisPoints)]],
                    l.dollars(t.socialSecurityTaxCents),
                ],
                [
                    l["tax.medicare", ["percent": l.percent(table.medicareRateBasisPoints)]],
                    l.dollars(t.medicareTaxCents),
                ],
                [l["tax.se_tax"], l.dollars(t.seTaxCents)],
                [
                    l[
                        "tax.additional_medicare",
                        [
                            "percent": l.percent(table.additionalMedicareRateBasisPoints),
                            "threshold": l.dollars(threshold),
                        ]],
                    l.dollars(t.additionalMedicareCents),
                ],
            ])
        if t.belowMinimum {
            canvas.paragraph(l["tax.below_minimum", ["minimum": l.dollars(table.minimumNetEarningsCents)]])
        }
        canvas.section(l["tax.income_tax"], keep: 120)
        canvas.table(
            ["", amount],
            [
                [l["tax.agi", ["half": l.dollars(t.halfSETaxCents)]], l.dollars(t.adjustedGrossIncomeCents)],
                [l["tax.standard_deduction", ["status": status]], l.dollars(t.standardDeductionCents)],
                [l["tax.taxable_income"], l.dollars(t.taxableIncomeCents)],
                [
                    l["tax.bracket_tax", ["year": year, "percent": l.percent(t.marginalRateBasisPoints)]],
                    l.dollars(t.incomeTaxCents),
                ],
            ])
        canvas.section(l["tax.what_to_pay"], keep: 150)
        var rows: [[String]] = [
            [l["tax.total"], l.dollars(t.totalTaxCents)],
            [l["tax.ninety"], l.dollars(t.ninetyPercentCents)],
        ]
        if let safe = t.safeHarborCents, let rate = t.safeHarborRateBasisPoints {
            rows.append([l["tax.safe_harbor", ["percent": l.percent(rate)]], l.dollars(safe)])
        } else {
            rows.append([l["tax.safe_harbor_unset"], ""])
        }
        rows.append([l["tax.withholding"], l.dollars(t.withholdingCents)])
        rows.append([l["tax.required"], l.dollars(t.requiredAnnualCents)])
        canvas.table(["", amount], rows)
        canvas.ensure(100)
        canvas.table(
            [l["tax.installment"], l["tax.due"], amount],
            t.installments.map {
                [l["tax.quarter", ["quarter": String($0.quarter)]], l.date($0.due), l.dollars($0.cents)]
            })
        canvas.paragraph(
            l["tax.footer", ["file": URL(fileURLWithPath: table.source).lastPathComponent]], font: "DejaVu Sans 8")
        return canvas.finish()
    }

    /// The shift log's part of the profit and the W-2 wages (tipped workers).
    static func shiftRows(_ t: EstimatedTax, _ l: PDFLanguage) -> [[String]] {
        var rows: [[String]] = []
        if t.shiftSelfEmployedCents != 0 {
            rows.append(["  " + l["tax.shift_self_employed"], l.dollars(t.shiftSelfEmployedCents)])
        }
        if t.shiftW2IncomeCents != 0 {
            rows.append([l["tax.shift_w2"], l.dollars(t.shiftW2IncomeCents)])
        }
        return rows
    }

    /// `Apr 15, 2026` in English; the language's date otherwise.
    static func short(_ date: LocalDate, _ l: PDFLanguage) -> String {
        guard l.language == .english else { return l.date(date) }
        return "\(YearMonth(year: date.year, month: date.month).shortTitle.prefix(3)) \(date.day), \(date.year)"
    }

    /// The filing status as the settings name it, in the report's language.
    static func filingStatus(_ status: FilingStatus, _ l: PDFLanguage) -> String {
        l.language == .english ? status.title : l["filing.\(status.rawValue)"]
    }
}
