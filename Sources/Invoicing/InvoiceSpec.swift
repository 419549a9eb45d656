import ShoeboxCore

/// An invoice or estimate spec as the user wrote it (`*.invoice.yaml`, `*.estimate.yaml`),
/// validated but not yet resolved against the book (client, number, defaults).
public struct InvoiceSpec: Sendable {
    /// A client by stored id, or by name with optional details to create or update it.
    public enum ClientReference: Hashable, Sendable {
        case id(Int64)
        case name(String, details: ClientDetails?)
    }

    /// One `items:` entry; amounts are in minor units of the spec's currency.
    public struct Item: Hashable, Sendable {
        public var description: String
        public var quantity: ExactDecimal
        public var unitPrice: Int64
        public var line: Int?
    }

    /// One `payments:` entry.
    public struct SpecPayment: Hashable, Sendable {
        public var payment: Payment
        public var line: Int?
    }

    /// The spec's file name, for errors.
    public var file: String
    public var type: DocumentType
    public var number: String?
    public var client: ClientReference?
    public var issueDate: LocalDate?
    public var dueDate: LocalDate?
    public var termsDays: Int?
    /// The currency the spec names, if any (amounts were read with it, else with `defaultCurrency`).
    public var currency: CurrencyCode?
    /// The currency used when the spec names none (and converts no estimate).
    public var defaultCurrency: CurrencyCode = .usd
    public var taxRateBasisPoints: Int64?
    public var discount: Discount?
    public var items: [Item] = []
    public var notes: String?
    public var terms: String?
    /// `draft`, `sent`, `void` for invoices; `draft`, `sent`, `accepted`, `declined` for estimates.
    public var status: DocumentStatus?
    public var payments: [SpecPayment] = []
    /// `convert_from: EST-0003`: this invoice is that estimate converted.
    public var convertFrom: String?
    /// Line of each top-level key, for errors found while resolving against the book.
    public var keyLines: [String: Int] = [:]

    public init(file: String, type: DocumentType) {
        self.file = file
        self.type = type
    }

    /// An error about a top-level key, at that key's line.
    public func error(_ key: String?, code: Diagnostic.Code = .badInvoiceSpec, _ why: String) -> Diagnostic {
        SpecError(code: code, file: file, line: key.flatMap { keyLines[$0] }, key: key, why)
    }

    /// The type a spec file name declares, or nil for other files.
    public static func type(ofFileName name: String) -> DocumentType? {
        let lower = name.lowercased()
        if lower.hasSuffix(".invoice.yaml") || lower.hasSuffix(".invoice.yml") { return .invoice }
        if lower.hasSuffix(".estimate.yaml") || lower.hasSuffix(".estimate.yml") { return .estimate }
        return nil
    }
}
