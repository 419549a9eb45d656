import ShoeboxCore

/// Why a statement file could not be imported. Codes are stable: they are stored in the
/// book and shown in quarantine sidecars.
public struct StatementError: QuarantineReason, Equatable {
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public var description: String { rawValue }
        public static let emptyFile = Code(rawValue: "empty_file")
        public static let binaryFile = Code(rawValue: "binary_file")
        public static let noTable = Code(rawValue: "no_transaction_table")
        public static let noDateColumn = Code(rawValue: "no_date_column")
        public static let noAmountColumn = Code(rawValue: "no_amount_column")
        public static let ambiguousDateOrder = Code(rawValue: "ambiguous_date_order")
        public static let ambiguousSign = Code(rawValue: "ambiguous_sign")
        public static let ambiguousDebitCredit = Code(rawValue: "ambiguous_debit_credit")
        public static let malformedRow = Code(rawValue: "malformed_row")
        public static let truncated = Code(rawValue: "truncated_file")
        public static let malformedOFX = Code(rawValue: "malformed_ofx")
        public static let badProfile = Code(rawValue: "bad_profile")
        public static let unknownCurrency = Code(rawValue: "unknown_currency")
        public static let malformedXML = Code(rawValue: "malformed_xml")
        /// The file's own balances do not add up with the rows read (opening + rows ≠ closing).
        public static let unreconciled = Code(rawValue: "unreconciled_balance")
    }

    public var errorCode: Code
    public var message: String
    public var line: Int?
    public var region: String?

    public var code: String { errorCode.rawValue }

    public init(_ code: Code, _ message: String, line: Int? = nil, region: String? = nil) {
        self.errorCode = code
        self.message = message
        self.line = line
        self.region = region
    }
}
