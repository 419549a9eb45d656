import Foundation
import Reports
import ShoeboxCore

/// The quarterly estimated tax worksheet, clearly labelled as an estimate.
public enum EstimatedTaxPDF {
    /// - Parameter notices: things to check first, shown under the estimate notice (e.g. income
    ///   that may be counted twice).
    public static func render(_ t: EstimatedTax, table: TaxTable, hasData: Bool, notices: [String] = []) -> Data {
        let canvas = ReportCanvas(
            title: "Estimated tax \u{2014} \(t.period.title)",
            subtitle: "Tax year \(t.period.year), \(t.filingStatus.title)",
            generatedFor: "An ESTIMATE in the spirit of the Form 1040-ES worksheet, not a tax return or advice.")
        canvas.notice(
            "Estimate only. Year-to-date figures are annualized; the qualified business income deduction, credits, other income "
                + "and state tax are not included. Check with a tax professional before paying.", color: .warningLight)
        for text in notices { canvas.notice(text) }
        if !hasData {
            canvas.notice(
                "No transactions from January 1 to the end of \(t.period.title): the estimate below is for zero profit."
            )
        }
        let quarter = (t.period.lastMonth - 1) / 3
        let due = t.installments[min(3, quarter)]
        canvas.keyFigures([
            ("Estimated total tax \(t.period.year)", Amounts.dollars(t.totalTaxCents)),
            ("Pay per quarter", Amounts.dollars(t.installments.first?.cents ?? 0)),
            ("Q\(due.quarter) payment due", short(due.due)),
        ])
        canvas.section("Profit")
        canvas.table(
            ["", "Amount"],
            [
                [
                    "Net profit, Jan 1 to end of \(t.period.title) (\(t.monthsCovered) months)",
                    Amounts.dollars(t.ytdNetProfitCents),
                ],
                ["Annualized net profit (\u{00D7} 12 / \(t.monthsCovered))", Amounts.dollars(t.annualNetProfitCents)],
            ] + shiftRows(t))
        canvas.section("Self-employment tax (Schedule SE)", keep: 120)
        canvas.table(
            ["", "Amount"],
            [
                [
                    "Net earnings: \(Amounts.percent(table.netEarningsFactorBasisPoints)) of annual profit",
                    Amounts.dollars(t.netEarningsCents),
                ],
                [
                    "Social Security wage base \(Amounts.dollars(table.socialSecurityWageBaseCents)) less W-2 wages \(Amounts.dollars(t.w2WagesCents))",
                    Amounts.dollars(t.socialSecurityBaseLeftCents),
                ],
                [
                    "Social Security \(Amounts.percent(table.socialSecurityRateBasisPoints)) (up to the base left)",
                    Amounts.dollars(t.socialSecurityTaxCents),
                ],
                ["Medicare \(Amounts.percent(table.medicareRateBasisPoints))", Amounts.dollars(t.medicareTaxCents)],
                ["Self-employment tax", Amounts.dollars(t.seTaxCents)],
                [
                    "Additional Medicare \(Amounts.percent(table.additionalMedicareRateBasisPoints)) above \(Amounts.dollars(table.additionalMedicareThresholdCents[t.filingStatus] ?? 0)) (Form 8959)",
                    Amounts.dollars(t.additionalMedicareCents),
                ],
            ])
        if t.belowMinimum {
            canvas.paragraph(
                "Net earnings are below \(Amounts.dollars(table.minimumNetEarningsCents)): no self-employment tax is due."
            )
        }
        canvas.section("Income tax", keep: 120)
        canvas.table(
            ["", "Amount"],
            [
                [
                    "Annual net profit + W-2 wages \u{2212} half of SE tax (\(Amounts.dollars(t.halfSETaxCents)))",
                    Amounts.dollars(t.adjustedGrossIncomeCents),
                ],
                ["Standard deduction (\(t.filingStatus.title))", Amounts.dollars(t.standardDeductionCents)],
            ] + tipsDeductionRows(t, table: table) + [
                ["Taxable income", Amounts.dollars(t.taxableIncomeCents)],
                [
                    "Income tax from the \(t.period.year) brackets (marginal rate \(Amounts.percent(t.marginalRateBasisPoints)))",
                    Amounts.dollars(t.incomeTaxCents),
                ],
            ])
        canvas.section("What to pay", keep: 150)
        var rows: [[String]] = [
            ["Total estimated tax (SE + additional Medicare + income tax)", Amounts.dollars(t.totalTaxCents)],
            ["90 % of this year's estimate", Amounts.dollars(t.ninetyPercentCents)],
        ]
        if let safe = t.safeHarborCents, let rate = t.safeHarborRateBasisPoints {
            rows.append(["Safe harbor: \(Amounts.percent(rate)) of last year's tax", Amounts.dollars(safe)])
        } else {
            rows.append(["Safe harbor: set prior_year_tax in settings.yaml to compare", ""])
        }
        rows.append(["W-2 withholding expected", Amounts.dollars(t.withholdingCents)])
        rows.append([
            "Required annual payment (smaller of the two, less withholding)", Amounts.dollars(t.requiredAnnualCents),
        ])
        canvas.table(["", "Amount"], rows)
        canvas.ensure(100)
        canvas.table(
            ["Installment", "Due", "Amount"],
            t.installments.map { ["Q\($0.quarter)", $0.due.description, Amounts.dollars($0.cents)] })
        canvas.paragraph(
            "Tax table: \(URL(fileURLWithPath: table.source).lastPathComponent). Settings come from the book's settings.yaml.",
            font: "DejaVu Sans 8")
        return canvas.finish()
    }

    /// Shift-log income lines (tipped workers), when there is any.
    static func shiftRows(_ t: EstimatedTax) -> [[String]] {
        var rows: [[String]] = []
        if t.shiftSelfEmployedCents != 0 {
            rows.append([
                "  of which self-employed shift income and tips (shift log, annualized)",
                Amounts.dollars(t.shiftSelfEmployedCents),
            ])
        }
        if t.shiftW2IncomeCents != 0 {
            rows.append([
                "W-2 wages and tips from the shift log (annualized; in W-2 wages below)",
                Amounts.dollars(t.shiftW2IncomeCents),
            ])
        }
        return rows
    }

    /// The qualified tips deduction as its own line (it lowers income tax only, not SE tax or FICA).
    static func tipsDeductionRows(_ t: EstimatedTax, table: TaxTable) -> [[String]] {
        guard t.qualifiedTipsCents > 0 else { return [] }
        if let note = t.tipsDeductionNote { return [["Qualified tips deduction: \(note)", Amounts.dollars(0)]] }
        var label = "Qualified tips deduction (tips after tip-out \(Amounts.dollars(t.qualifiedTipsCents))"
        if let rule = table.qualifiedTips {
            label += ", cap \(Amounts.dollars(rule.capCents))"
            if let start = rule.phaseOutStartCents[t.filingStatus], t.adjustedGrossIncomeCents > start {
                label += ", reduced above \(Amounts.dollars(start)) AGI"
            }
        }
        return [[label + "; income tax only)", Amounts.dollars(t.tipsDeductionCents)]]
    }

    static func short(_ date: LocalDate) -> String {
        "\(YearMonth(year: date.year, month: date.month).shortTitle.prefix(3)) \(date.day), \(date.year)"
    }
}
