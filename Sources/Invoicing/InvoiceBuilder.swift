import ShoeboxCore

/// Turns a validated spec into a complete document: defaults from the business profile,
/// items copied from the estimate it converts, amounts by `InvoiceMath`, status by
/// `InvoiceLifecycle`. Pure: everything it needs comes in as values.
public enum InvoiceBuilder {
    /// A resolved document and the status the spec asked for (kept so later runs can
    /// recompute overdue/expired from it).
    public struct Resolved: Sendable {
        public var document: InvoiceDocument
        public var requestedStatus: DocumentStatus
    }

    /// - Parameters:
    ///   - otherPayments: payments the book holds from elsewhere (bank, command line); the
    ///     spec's own `payments` come on top.
    ///   - estimate: the estimate named by `convert_from`, already looked up.
    public static func resolve(
        _ spec: InvoiceSpec, number: String, client: ClientDetails, business: BusinessProfile,
        otherPayments: [Payment] = [], estimate: InvoiceDocument? = nil,
        today: LocalDate
    ) throws(SpecError) -> Resolved {
        guard let issueDate = spec.issueDate else { throw spec.error(nil, "`issue_date` is required (YYYY-MM-DD)") }
        let termsDays = spec.termsDays ?? business.defaultTermsDays
        let dueDate = spec.dueDate ?? issueDate.adding(days: termsDays)
        let currency = spec.currency ?? estimate?.currency ?? spec.defaultCurrency
        let lines: [(quantity: ExactDecimal, unitPrice: Int64, description: String)] =
            spec.items.isEmpty
            ? (estimate?.items ?? []).map { ($0.quantity, $0.unitPrice, $0.description) }
            : spec.items.map { ($0.quantity, $0.unitPrice, $0.description) }
        let taxRate = spec.taxRateBasisPoints ?? estimate?.taxRateBasisPoints ?? business.defaultTaxRateBasisPoints
        let discount = spec.discount ?? (spec.items.isEmpty ? estimate?.discount : nil)
        let totals: Totals
        do {
            totals = try InvoiceMath.totals(
                lines: lines.map { ($0.quantity, $0.unitPrice) }, discount: discount,
                taxRateBasisPoints: taxRate)
        } catch {
            throw spec.error("items", "the amounts are too large to compute exactly")
        }
        let items = zip(lines, totals.lineAmounts).map {
            LineItem(description: $0.description, quantity: $0.quantity, unitPrice: $0.unitPrice, amount: $1)
        }
        let payments = otherPayments + spec.payments.map(\.payment)
        let paid = payments.reduce(0) { $0 + $1.amount }
        if paid > totals.total {
            throw spec.error(
                spec.payments.isEmpty ? nil : "payments",
                "payments of \(Money.decimalString(paid, digits: currency.minorUnitDigits)) "
                    + "exceed the total of \(Money.decimalString(totals.total, digits: currency.minorUnitDigits)) \(currency.code)"
            )
        }
        let requested = spec.status ?? .sent
        let status =
            spec.type == .invoice
            ? InvoiceLifecycle.invoiceStatus(
                requested: requested, total: totals.total, paid: paid, dueDate: dueDate, today: today)
            : InvoiceLifecycle.estimateStatus(requested: requested, validUntil: dueDate, today: today)
        let document = InvoiceDocument(
            type: spec.type, number: number, status: status, client: client, issueDate: issueDate, dueDate: dueDate,
            currency: currency, items: items, taxRateBasisPoints: taxRate, discount: discount, totals: totals,
            payments: payments, notes: spec.notes ?? estimate?.notes, terms: spec.terms ?? estimate?.terms,
            convertedFrom: spec.convertFrom)
        return Resolved(document: document, requestedStatus: requested)
    }

    /// An invoice made from an estimate (`shoebox invoice convert`): every item copied, issued
    /// `today`, due after the business's default terms, status `sent`.
    public static func convert(
        _ estimate: InvoiceDocument, number: String, business: BusinessProfile,
        today: LocalDate
    ) throws(SpecError) -> Resolved {
        var spec = InvoiceSpec(file: estimate.number, type: .invoice)
        spec.issueDate = today
        spec.convertFrom = estimate.number
        spec.currency = estimate.currency
        spec.defaultCurrency = business.defaultCurrency
        return try resolve(
            spec, number: number, client: estimate.client, business: business, estimate: estimate, today: today)
    }
}
