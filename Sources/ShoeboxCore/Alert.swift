/// Something a person should act on, found during a run: a file in quarantine, an overdue
/// invoice, a receipt with no matching charge. Stages append alerts to the run report; the
/// run lists them at the end, stores them in the run journal and hands them as JSON to the
/// pipeline's `on_alert` command.
public struct Alert: Sendable, Codable, Equatable {
    /// An open set of alert kinds: stages add their own (`Alert.Kind("overdue_invoice")`).
    public struct Kind: RawRepresentable, Sendable, Codable, Hashable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A file was set aside this run; the message says why and how to fix it.
        public static let quarantinedFile = Kind("quarantined_file")
        /// A file could not be read (permissions, vanished); it is retried when it changes.
        public static let unreadableFile = Kind("unreadable_file")
        /// An invoice is unpaid past its due date (invoices stage).
        public static let overdueInvoice = Kind("overdue_invoice")
        /// A receipt has no matching charge after N days (receipts stage).
        public static let unmatchedReceipt = Kind("unmatched_receipt")
    }

    public var kind: Kind
    public var message: String
    /// The input file concerned, if any.
    public var file: String?
    /// A stable code for the cause, e.g. a quarantine reason code.
    public var code: String?
    /// The amount concerned, in minor units (cents), with its currency (invoices, receipts).
    public var minorUnits: Int64?
    public var currency: String?
    /// The date concerned (`YYYY-MM-DD`), e.g. a due date.
    public var date: String?
    /// Who or what it is about (the client of an overdue invoice, the merchant of a receipt), so a
    /// translated summary can say it in its own words. Not part of the JSON (`message` says it).
    public var subject: String? = nil

    public init(
        kind: Kind, message: String, file: String? = nil, code: String? = nil, amount: Money? = nil,
        date: LocalDate? = nil
    ) {
        self.kind = kind
        self.message = message
        self.file = file
        self.code = code
        self.minorUnits = amount?.minorUnits
        self.currency = amount?.currency.code
        self.date = date.map { "\($0)" }
    }

    enum CodingKeys: String, CodingKey {
        case kind, message, file, code, date, currency
        case minorUnits = "amount_minor_units"
    }
}
