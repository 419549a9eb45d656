extension Catalog {
    /// English: the reference catalog. Every key here must exist in every other language.
    static let english = #"""
        # Shared page furniture and table words
        common.page = page {number}
        common.date = Date
        common.description = Description
        common.amount = Amount
        common.total = Total
        common.none = none
        common.continued = {title} (continued)

        # Invoices and estimates
        invoice.document.invoice = Invoice
        invoice.document.estimate = Estimate
        invoice.title.invoice = INVOICE
        invoice.title.estimate = ESTIMATE
        invoice.your_business = Your Business
        invoice.tax_id = Tax ID: {id}
        invoice.bill_to = BILL TO
        invoice.prepared_for = PREPARED FOR
        invoice.issue_date = Issue date
        invoice.due_date = Due date
        invoice.valid_until = Valid until
        invoice.from_estimate = From estimate
        invoice.amount_due = Amount due
        invoice.column.description = Description
        invoice.column.quantity = Qty
        invoice.column.rate = Rate
        invoice.column.amount = Amount
        invoice.subtotal = Subtotal
        invoice.discount = Discount
        invoice.discount_percent = Discount ({percent})
        invoice.tax_percent = Tax ({percent})
        invoice.total = Total
        invoice.paid = Paid
        invoice.amount_due_total = Amount Due
        invoice.payment_received = Payment received {date} ({method}): {amount}
        invoice.notes = NOTES
        invoice.terms = TERMS
        invoice.terms.void = This invoice has been voided; no payment is due.
        invoice.terms.due = Payment is due by {date}. Please quote {number} with your payment.
        invoice.terms.estimate = This estimate is valid until {date}.
        invoice.status.draft = DRAFT
        invoice.status.sent = SENT
        invoice.status.partial = PARTIAL
        invoice.status.paid = PAID
        invoice.status.overdue = OVERDUE
        invoice.status.void = VOID
        invoice.status.accepted = ACCEPTED
        invoice.status.declined = DECLINED
        invoice.status.expired = EXPIRED
        invoice.status.converted = CONVERTED
        invoice.method.cash = cash
        invoice.method.card = card
        invoice.method.bank_transfer = bank transfer
        invoice.method.check = check
        invoice.method.other = other

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
