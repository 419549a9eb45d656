import ShoeboxCore

/// Why a statement file could not be imported. Codes are stable: they are stored in the
/// book and shown in quarantine sidecars.
extension Diagnostic.Code {
    public static let emptyFile = Diagnostic.Code("empty_file")
    public static let binaryFile = Diagnostic.Code("binary_file")
    public static let noTable = Diagnostic.Code("no_transaction_table")
    public static let noDateColumn = Diagnostic.Code("no_date_column")
    public static let noAmountColumn = Diagnostic.Code("no_amount_column")
    public static let ambiguousDateOrder = Diagnostic.Code("ambiguous_date_order")
    public static let ambiguousSign = Diagnostic.Code("ambiguous_sign")
    public static let ambiguousDebitCredit = Diagnostic.Code("ambiguous_debit_credit")
    public static let malformedRow = Diagnostic.Code("malformed_row")
    public static let truncated = Diagnostic.Code("truncated_file")
    public static let malformedOFX = Diagnostic.Code("malformed_ofx")
    public static let badProfile = Diagnostic.Code("bad_profile")
    public static let unknownCurrency = Diagnostic.Code("unknown_currency")
    public static let malformedXML = Diagnostic.Code("malformed_xml")
    /// The file's own balances do not add up with the rows read (opening + rows ≠ closing).
    public static let unreconciled = Diagnostic.Code("unreconciled_balance")
}

/// Statement parsers throw `StatementError(.ambiguousSign, "…", line: 3)`: a `Diagnostic`.
public typealias StatementError = Diagnostic
