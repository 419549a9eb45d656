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
        """#
}
