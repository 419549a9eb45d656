/// Invoices and estimates share one table and one model.
public enum DocumentType: String, Sendable, CaseIterable {
    case invoice, estimate

    /// `INVOICE` / `ESTIMATE`, as printed.
    public var title: String { rawValue.uppercased() }
}

/// Every status of either type; `InvoiceLifecycle` says which apply to which.
public enum DocumentStatus: String, Sendable, CaseIterable {
    case draft, sent, partial, paid, overdue, void
    case accepted, declined, expired, converted

    /// `Sent`, `Paid`, … as printed.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// How a payment arrived.
public enum PaymentMethod: String, Sendable, CaseIterable {
    case cash, card, bankTransfer = "bank_transfer", check, other
}

/// A customer, as named in a spec or stored in the book.
public struct ClientDetails: Hashable, Sendable {
    public var name: String
    public var email: String?
    public var phone: String?
    /// Postal address, one line per element.
    public var address: [String] = []
    public var notes: String?
    /// The language of this client's invoices and estimates (nil: the book's language).
    public var language: Language?

    public init(
        name: String, email: String? = nil, phone: String? = nil, address: [String] = [], notes: String? = nil,
        language: Language? = nil
    ) {
        self.name = name
        self.email = email
        self.phone = phone
        self.address = address
        self.notes = notes
        self.language = language
    }
}

/// The freelancer's own details and invoicing defaults (one per book).
public struct BusinessProfile: Hashable, Sendable {
    public var name: String
    public var email: String?
    public var phone: String?
    public var addressLines: [String] = []
    public var city: String?
    public var state: String?
    public var postalCode: String?
    public var country: String?
    public var taxNumber: String?
    /// A PNG file; relative paths are resolved against the book directory.
    public var logoPath: String?
    public var defaultCurrency: CurrencyCode = .usd
    public var defaultTaxRateBasisPoints: Int64 = 0
    public var defaultTermsDays = 30
    public var invoicePrefix = "INV"
    public var estimatePrefix = "EST"
    /// The counter the next auto-numbered document gets (never reused).
    public var nextInvoiceNumber: Int64 = 1
    public var nextEstimateNumber: Int64 = 1

    public init(name: String) { self.name = name }

    /// Used before any `business.yaml` was seen.
    public static let placeholder = BusinessProfile(name: "")

    public func prefix(for type: DocumentType) -> String { type == .invoice ? invoicePrefix : estimatePrefix }

    /// City, state and postal code on one line (`Oakland, CA 94612`), if any.
    public var cityLine: String? {
        let head = [city, state].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        let line = [head, postalCode ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
        return line.isEmpty ? nil : line
    }
}

/// One billed line; `amount` follows `InvoiceMath.lineAmount`.
public struct LineItem: Hashable, Sendable {
    public var description: String
    public var quantity: ExactDecimal
    public var unitPrice: Int64
    public var amount: Int64

    public init(description: String, quantity: ExactDecimal, unitPrice: Int64, amount: Int64) {
        self.description = description
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.amount = amount
    }
}

/// Money received against an invoice.
public struct Payment: Hashable, Sendable {
    public var amount: Int64
    public var method: PaymentMethod
    public var date: LocalDate
    public var notes: String?

    public init(amount: Int64, method: PaymentMethod, date: LocalDate, notes: String? = nil) {
        self.amount = amount
        self.method = method
        self.date = date
        self.notes = notes
    }
}

/// An invoice or estimate with every amount resolved: what is stored and what is rendered.
public struct InvoiceDocument: Hashable, Sendable {
    public var type: DocumentType
    public var number: String
    public var status: DocumentStatus
    public var client: ClientDetails
    public var issueDate: LocalDate
    /// Due date of an invoice; the "valid until" date of an estimate.
    public var dueDate: LocalDate
    public var currency: CurrencyCode
    public var items: [LineItem]
    public var taxRateBasisPoints: Int64
    public var discount: Discount?
    public var totals: Totals
    public var payments: [Payment]
    public var notes: String?
    public var terms: String?
    /// The estimate this invoice was converted from.
    public var convertedFrom: String?

    public init(
        type: DocumentType, number: String, status: DocumentStatus, client: ClientDetails, issueDate: LocalDate,
        dueDate: LocalDate, currency: CurrencyCode, items: [LineItem], taxRateBasisPoints: Int64, discount: Discount?,
        totals: Totals, payments: [Payment] = [], notes: String? = nil, terms: String? = nil,
        convertedFrom: String? = nil
    ) {
        self.type = type
        self.number = number
        self.status = status
        self.client = client
        self.issueDate = issueDate
        self.dueDate = dueDate
        self.currency = currency
        self.items = items
        self.taxRateBasisPoints = taxRateBasisPoints
        self.discount = discount
        self.totals = totals
        self.payments = payments
        self.notes = notes
        self.terms = terms
        self.convertedFrom = convertedFrom
    }

    public var amountPaid: Int64 { payments.reduce(0) { $0 + $1.amount } }
    public var amountDue: Int64 { totals.total - amountPaid }
}
