import Foundation
import Invoicing
import ShoeboxCore
import Storage

extension Ledger {
    /// Records a payment against invoice `number` (command line: source `manual`; bank deposit:
    /// source `bank` with its `transactionID`, whose category becomes `income`). Refused when it
    /// exceeds the amount due or the invoice is void. One transaction; returns the new status.
    @discardableResult
    public func recordPayment(
        number: String, payment: Payment, transactionID: Int64? = nil,
        today: LocalDate
    ) throws -> DocumentStatus {
        try write { tx in
            guard let id = try tx.invoiceID(number: number) else {
                throw Diagnostic(.invoiceRefused, "there is no invoice \(number)")
            }
            return try InvoicePayments.add(payment, invoiceID: id, transactionID: transactionID, today: today, in: tx)
        }
    }

    /// Records a payment typed by hand (`shoebox invoice pay --amount 250.00`): `amount` is read
    /// in the invoice's currency (`AmountText`); `date` is ISO (nil: `today`).
    @discardableResult
    public func recordPayment(
        number: String, amount: String, method: PaymentMethod, date: LocalDate?, today: LocalDate
    ) throws -> DocumentStatus {
        guard let stored = try invoice(number: number) else {
            throw Diagnostic(.invoiceRefused, "there is no invoice \(number)")
        }
        guard let units = AmountText.minorUnits(amount, currency: stored.document.currency) else {
            throw Diagnostic(
                .invoiceRefused,
                "--amount \(amount) is not a plain decimal amount in \(stored.document.currency.code)")
        }
        let payment = Payment(amount: units, method: method, date: date ?? today)
        return try recordPayment(number: number, payment: payment, today: today)
    }

    /// Removes a payment: the invoice's paid amount and status go back, and a linked bank
    /// deposit loses the `income` category the match gave it. The row is kept, marked removed.
    @discardableResult
    public func removePayment(id paymentID: Int64, today: LocalDate) throws -> DocumentStatus {
        try write { tx in
            guard let payment = try tx.livePayment(id: paymentID) else {
                throw Diagnostic(.invoiceRefused, "there is no payment \(paymentID)")
            }
            try tx.writeRevision(
                invoiceID: payment.invoiceID, reason: "payment \(paymentID) removed", sourceDocumentID: nil)
            try tx.markPaymentRemoved(id: paymentID)
            if let transactionID = payment.transactionID {
                try tx.clearInvoiceIncomeCategory(transactionID: transactionID)
            }
            return try InvoicePayments.recompute(invoiceID: payment.invoiceID, today: today, in: tx)
        }
    }

    /// Marks invoices overdue (due before `today`, sent or partial, money due) and estimates
    /// expired; brings back `sent` when a due date moved. Returns how many changed.
    @discardableResult
    public func refreshInvoiceStatuses(today: LocalDate) throws -> Int {
        try write { tx in
            var changed = 0
            for id in try tx.documentIDsWithLiveStatus() {
                let before = try tx.statusInputs(invoiceID: id)?.status
                if try InvoicePayments.recompute(invoiceID: id, today: today, in: tx) != before { changed += 1 }
            }
            return changed
        }
    }
}

/// Payments and derived statuses: `InvoiceLifecycle` decides, the transaction persists.
enum InvoicePayments {
    static func add(
        _ payment: Payment, invoiceID: Int64, transactionID: Int64?, today: LocalDate,
        in tx: LedgerTransaction
    ) throws -> DocumentStatus {
        guard let stored = try tx.storedInvoice(id: invoiceID) else {
            throw Diagnostic(.invoiceRefused, "no invoice \(invoiceID)")
        }
        let d = stored.document
        if let problem = InvoiceLifecycle.paymentProblem(
            amount: payment.amount, amountDue: d.amountDue, status: d.status, type: d.type)
        {
            throw Diagnostic(.invoiceRefused, "\(d.number): \(problem)")
        }
        if let transactionID, try tx.transactionPaysAnInvoice(transactionID) {
            throw Diagnostic(.invoiceRefused, "bank transaction \(transactionID) already pays an invoice")
        }
        let reason = transactionID.map { "payment from bank transaction \($0)" } ?? "payment recorded"
        try tx.writeRevision(invoiceID: invoiceID, reason: reason, sourceDocumentID: nil)
        try tx.insertPayment(
            invoiceID: invoiceID, payment, source: transactionID == nil ? "manual" : "bank",
            transactionID: transactionID)
        if let transactionID {
            let line = ScheduleCForm(taxYear: payment.date.year).line(for: "income")?.number
            try tx.categorizeAsInvoiceIncome(transactionID: transactionID, scheduleCLine: line, invoiceNumber: d.number)
            try tx.clearMatchCandidates(transactionID: transactionID)
        }
        return try recompute(invoiceID: invoiceID, today: today, in: tx)
    }

    /// Re-derives paid amount, amount due and status of one document from its payments,
    /// requested status, dates and `today`.
    @discardableResult
    static func recompute(invoiceID id: Int64, today: LocalDate, in tx: LedgerTransaction) throws -> DocumentStatus {
        guard let inputs = try tx.statusInputs(invoiceID: id) else {
            throw Diagnostic(.invoiceRefused, "no document \(id)")
        }
        let status: DocumentStatus =
            inputs.type == .invoice
            ? InvoiceLifecycle.invoiceStatus(
                requested: inputs.requested, total: inputs.totalCents, paid: inputs.paidCents,
                dueDate: inputs.dueDate, today: today)
            : inputs.status == .converted
                ? .converted
                : InvoiceLifecycle.estimateStatus(requested: inputs.requested, validUntil: inputs.dueDate, today: today)
        try tx.setStatus(invoiceID: id, status, paidCents: inputs.paidCents)
        if !InvoiceLifecycle.isOpen(status) { try tx.clearMatchCandidates(invoiceID: id) }
        return status
    }
}
