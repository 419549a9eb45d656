import Foundation
import Rentals
import Reports
import ShoeboxCore

/// Amounts on the rental reports: dollars as on the other reports, other currencies as `1500.00 CNY`.
enum RentalAmounts {
    static func text(_ minorUnits: Int64, _ currency: String) -> String {
        if currency == "USD" { return Amounts.dollars(minorUnits) }
        guard let code = CurrencyCode(currency) else { return "\(minorUnits) \(currency)" }
        return Money(minorUnits: minorUnits, currency: code).formatted()
    }
}

/// The rent roll: each unit with its tenant, rent, what came in during the period, the balance
/// and days overdue at its end.
public enum RentRollPDF {
    public static func render(_ lines: [RentRollLine], periodTitle: String, asOf: LocalDate) -> Data {
        let canvas = ReportCanvas(
            title: "Rent roll", subtitle: periodTitle,
            generatedFor: "Every lease in force during the period; balances and days overdue as of \(asOf).")
        guard !lines.isEmpty else {
            canvas.notice(
                "No transactions and no leases in \(periodTitle): drop a *.property.yaml and a *.lease.yaml in the inbox."
            )
            return canvas.finish()
        }
        let owed = Dictionary(grouping: lines, by: \.currency).mapValues { $0.reduce(Int64(0)) { $0 + $1.balance } }
        canvas.keyFigures([
            ("Units", String(lines.count)),
            ("Overdue units", String(lines.filter { $0.daysOverdue > 0 }.count)),
            (
                "Owed",
                owed.sorted { $0.key < $1.key }.map { RentalAmounts.text($0.value, $0.key) }.joined(separator: " + ")
            ),
        ])
        canvas.table(
            ["Property", "Unit", "Tenant", "Rent", "Cycle", "Lease", "Paid", "Balance", "Overdue"],
            lines.map { line in
                [
                    line.property, line.unit ?? "", line.tenant, RentalAmounts.text(line.rent, line.currency),
                    line.cycle.rawValue, "\(line.leaseStart) \u{2013} \(line.leaseEnd.map { "\($0)" } ?? "open")",
                    RentalAmounts.text(line.paidInPeriod, line.currency),
                    RentalAmounts.text(line.balance, line.currency)
                        + (line.creditCents > 0
                            ? " (credit \(RentalAmounts.text(line.creditCents, line.currency)))" : ""),
                    line.daysOverdue > 0 ? "\(line.daysOverdue) d" : "",
                ]
            })
        return canvas.finish()
    }
}

/// The yearly report of each property: income, expenses by Schedule E line, net, occupancy and
/// vacancy by days, the units, and every payment received.
public enum PropertyReportPDF {
    public static func render(_ reports: [PropertyYearReport], year: Int) -> Data {
        let canvas = ReportCanvas(
            title: "Property report", subtitle: "Year \(year)",
            generatedFor: "Cash basis: rent counts on the day it was received; expenses are the transactions put on "
                + "each property (rules with `property:`, `shoebox rent assign`).")
        guard !reports.isEmpty else {
            canvas.notice("No transactions and no properties in \(year): drop a *.property.yaml in the inbox.")
            return canvas.finish()
        }
        for (index, report) in reports.enumerated() {
            if index > 0 { canvas.newPage() }
            let s = report.scheduleE
            canvas.section("\(s.property) \u{2014} \(s.type.rawValue)")
            if !s.address.isEmpty { canvas.paragraph(s.address) }
            canvas.keyFigures([
                ("Income", RentalAmounts.text(report.income, s.currency)),
                ("Expenses", RentalAmounts.text(report.expenses, s.currency)),
                ("Net", RentalAmounts.text(report.net, s.currency)),
                ("Occupancy", Amounts.percent(report.occupancy.occupancyBasisPoints)),
            ])
            canvas.paragraph(
                "Occupancy by days: \(report.occupancy.leasedUnitDays) leased unit-days of "
                    + "\(report.occupancy.units * report.occupancy.daysInPeriod) "
                    + "(\(report.occupancy.units) unit(s) \u{00D7} \(report.occupancy.daysInPeriod) days); "
                    + "vacancy \(Amounts.percent(report.occupancy.vacancyBasisPoints)).")
            canvas.section("Expenses by Schedule E line", keep: 80)
            canvas.table(
                ["Line", "Description", "Amount"],
                ScheduleELine.expenseLines.filter { s.amount($0) != 0 }.map {
                    [String($0.rawValue), $0.caption, RentalAmounts.text(s.amount($0), s.currency)]
                } + [["20", "Total expenses", RentalAmounts.text(report.expenses, s.currency)]])
            if !report.rentRoll.isEmpty {
                canvas.section("Units", keep: 60)
                canvas.table(
                    ["Unit", "Tenant", "Rent", "Lease", "Paid in year", "Balance"],
                    report.rentRoll.map {
                        [
                            $0.unit ?? "", $0.tenant, RentalAmounts.text($0.rent, $0.currency),
                            "\($0.leaseStart) \u{2013} \($0.leaseEnd.map { "\($0)" } ?? "open")",
                            RentalAmounts.text($0.paidInPeriod, $0.currency),
                            RentalAmounts.text($0.balance, $0.currency),
                        ]
                    })
            }
            canvas.section("Payment history", keep: 60)
            if s.rentRows.isEmpty {
                canvas.paragraph("No rent received in \(year).")
            } else {
                canvas.table(
                    ["Date", "Unit", "Tenant", "Type", "Method", "Amount", "From"],
                    s.rentRows.map {
                        [
                            "\($0.payment.date)", $0.unit ?? "", $0.tenant, $0.payment.type.rawValue,
                            $0.payment.method.rawValue, RentalAmounts.text($0.payment.amount, s.currency),
                            $0.payment.notes ?? "",
                        ]
                    })
            }
        }
        return canvas.finish()
    }
}

/// Schedule E Part I per property (lines 3–22), then the appendix of the rows behind each line.
public enum ScheduleEPDF {
    public static func render(_ properties: [ScheduleEProperty], year: Int) -> Data {
        let canvas = ReportCanvas(
            title: "Schedule E summary", subtitle: "Tax year \(year)",
            generatedFor: "Supplemental income and loss (Form 1040), Part I: income or loss from rental real estate. "
                + "Rental income and property expenses are not on Schedule C.")
        guard !properties.isEmpty else {
            canvas.notice("No transactions and no properties in \(year): every line is zero.")
            return canvas.finish()
        }
        for s in properties {
            canvas.section("\(s.property)\(s.address.isEmpty ? "" : " \u{2014} \(s.address)")", keep: 300)
            canvas.paragraph(
                "Type: \(s.type.rawValue). Fair rental days: \(s.fairRentalDays). Personal use days: 0. "
                    + "Currency: \(s.currency)\(s.currency == "USD" ? "" : " (convert to US dollars before filing)").")
            let lines: [ScheduleELine] =
                [.rentsReceived, .royalties] + ScheduleELine.expenseLines
                + [.totalExpenses, .incomeOrLoss, .deductibleLoss]
            canvas.table(
                ["Line", "Description", "Amount"],
                lines.map { line in
                    let note =
                        line == .deductibleLoss ? "see Form 8582" : RentalAmounts.text(s.amount(line), s.currency)
                    return [String(line.rawValue), line.caption, note]
                })
        }
        canvas.newPage()
        canvas.section("Appendix \u{2014} rows behind each line")
        for s in properties {
            let rents = s.rentRows.map {
                [
                    "3", "\($0.payment.date)", "\($0.tenant): \($0.payment.notes ?? $0.payment.method.rawValue)",
                    RentalAmounts.text($0.payment.amount, s.currency),
                ]
            }
            let expenses = ScheduleELine.expenseLines.flatMap { line in
                (s.expenseRows[line] ?? []).map {
                    [
                        String(line.rawValue), "\($0.date)", "#\($0.id) \($0.description)",
                        RentalAmounts.text(-$0.amountCents, s.currency),
                    ]
                }
            }
            canvas.paragraph(s.property, font: "DejaVu Sans Bold 10")
            if rents.isEmpty && expenses.isEmpty {
                canvas.paragraph("No rows in \(year).")
            } else {
                canvas.table(["Line", "Date", "Row", "Amount"], rents + expenses)
            }
        }
        return canvas.finish()
    }
}
