extension Catalog {
    /// English: the reference catalog. Every key here must exist in every other language: shift logs and tips.
    static let englishTips = #"""
        # Tips and shifts (tipped workers' shift logs)
        tips.title = Tips and shifts
        tips.generated_for = From the book's shift logs: completed shifts only, each shift counted once.
        tips.none = No completed shifts in {period}.
        tips.figure.net = Net
        tips.figure.tips = Tips
        tips.figure.hours = Hours
        tips.figure.tip_pct = Tip % of sales
        tips.section.employers = By employer
        tips.column.employer = Employer
        tips.column.shifts = Shifts
        tips.column.sales = Sales
        tips.column.wages = Wages
        tips.column.cash = Cash tips
        tips.column.card = Card tips
        tips.column.tip_out = Tip-out
        tips.column.tip_pct = Tip %
        tips.column.per_hour = Net/h
        tips.no_rate = {employer}: {count} shift(s) without an hourly rate (none on the row, none in employers.yaml): wages counted as {zero}.
        tips.section.targets = Targets
        tips.target.met = met
        tips.target.not_met = not met
        tips.target.detail = {actual} of {target} — {verdict}
        tips.targets.legend = Green: the average reaches the target; amber: within 10 %; red: below. (n/m): days, weeks or months that reached it. Weeks and months count up to today, worked or not; days count the days worked.
        tips.section.weeks.sunday = By week (weeks start on Sunday)
        tips.section.weeks.monday = By week (weeks start on Monday)
        tips.column.week = Week of
        tips.section.chart = Tips per shift
        tips.chart.max = max {amount}
        tips.chart.caption = {count} shift(s), {from} to {to}; bar height = tips of the shift.
        tips.section.payroll = Payroll deposits
        tips.column.pay_period = Pay period
        tips.column.gross = Gross (wages + card tips)
        tips.column.deposits = Deposits
        tips.column.check = Check
        tips.payroll.ok = ok
        tips.section.notes = To check
        tips.notes.more = … and {count} more: see `shoebox tips summary`.
        """#
}
