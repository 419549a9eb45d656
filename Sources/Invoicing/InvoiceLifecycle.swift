import ShoeboxCore

/// The status rules of invoices and estimates, as plain functions of amounts, dates and an
/// injected `today`.
///
/// Invoices: `draft` → `sent` → `partial` → `paid`; `sent`/`partial` past the due date with
/// money due → `overdue`; `void` is final. Estimates: `draft` → `sent` → `accepted`/`declined`;
/// `draft`/`sent` past the valid-until date → `expired`; converted to an invoice → `converted`.
public enum InvoiceLifecycle {
    /// Statuses each type can have.
    public static func statuses(for type: DocumentType) -> [DocumentStatus] {
        type == .invoice
            ? [.draft, .sent, .partial, .paid, .overdue, .void]
            : [.draft, .sent, .accepted, .declined, .expired, .converted]
    }

    /// Statuses a spec (or the user) may ask for; the rest follow from payments and dates.
    public static func specStatuses(for type: DocumentType) -> [DocumentStatus] {
        type == .invoice ? [.draft, .sent, .void] : [.draft, .sent, .accepted, .declined]
    }

    /// An invoice's status from what was asked for (`draft`, `sent`, `void`), its amounts and dates.
    /// A zero-total invoice that was sent counts as paid; a draft stays a draft until money arrives.
    public static func invoiceStatus(
        requested: DocumentStatus, total: Int64, paid: Int64,
        dueDate: LocalDate, today: LocalDate
    ) -> DocumentStatus {
        if requested == .void { return .void }
        if paid > 0, paid >= total { return .paid }
        if paid == 0, requested == .draft { return .draft }
        if total == 0 { return .paid }
        if dueDate < today { return .overdue }
        return paid > 0 ? .partial : .sent
    }

    /// An estimate's status from what was asked for and its valid-until date.
    public static func estimateStatus(requested: DocumentStatus, validUntil: LocalDate, today: LocalDate)
        -> DocumentStatus
    {
        switch requested {
        case .draft, .sent, .expired: validUntil < today ? .expired : (requested == .expired ? .sent : requested)
        default: requested
        }
    }

    /// Whether a stored document in `current` status may be re-specified with `requested`;
    /// nil when allowed, else the reason.
    public static func transitionProblem(
        type: DocumentType, from current: DocumentStatus,
        to requested: DocumentStatus
    ) -> String? {
        switch (type, current) {
        case (.invoice, .void) where requested != .void:
            return "the invoice is void; a void invoice is final (issue a new one)"
        case (.invoice, .partial), (.invoice, .paid):
            return requested == .draft ? "the invoice already has payments; it cannot go back to draft" : nil
        case (.estimate, .converted):
            return "the estimate was already converted to an invoice; edit the invoice instead"
        default:
            return nil
        }
    }

    /// Nil when a payment of `amount` can be recorded against an invoice, else the reason.
    public static func paymentProblem(
        amount: Int64, amountDue: Int64, status: DocumentStatus,
        type: DocumentType
    ) -> String? {
        if type == .estimate { return "estimates take no payments; convert the estimate to an invoice first" }
        if status == .void { return "the invoice is void" }
        if amount <= 0 { return "a payment must be greater than 0" }
        if amount > amountDue { return "the payment (\(amount)) exceeds the amount due (\(amountDue))" }
        return nil
    }

    /// Nil when an estimate in `status` can be converted to an invoice, else the reason.
    public static func conversionProblem(status: DocumentStatus) -> String? {
        switch status {
        case .converted: "it was already converted"
        case .declined: "it was declined"
        default: nil
        }
    }

    /// Open invoices can still receive money from the bank.
    public static func isOpen(_ status: DocumentStatus) -> Bool {
        status == .sent || status == .partial || status == .overdue
    }
}
