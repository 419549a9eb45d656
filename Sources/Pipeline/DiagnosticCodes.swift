import ShoeboxCore

extension Diagnostic.Code {
    /// Runs kept stopping while reading this file (a crash, or killed): set aside, retried after an upgrade.
    public static let readerCrashed = Diagnostic.Code("reader_crashed")
    /// A receipt whose image or PDF could not be read at all.
    public static let receiptUnreadable = Diagnostic.Code("receipt_unreadable")
    /// A receipt on which OCR (or the PDF text layer) found no text.
    public static let receiptNoText = Diagnostic.Code("receipt_no_text")
    /// A file no stage claims.
    public static let unsupportedKind = Diagnostic.Code("unsupported_kind")
    /// A file over `InputFile.maximumSize`: only its sidecar is written.
    public static let fileTooLarge = Diagnostic.Code("file_too_large")
    /// The configuration a pass depends on (a statement profile) is invalid: nothing was done.
    public static let invalidConfiguration = Diagnostic.Code("invalid_configuration")
    /// An invoice command the book refuses: no such invoice, estimate or payment, a payment over the
    /// amount due, an estimate already converted. Exits 64, like a command-line error.
    public static let invoiceRefused = Diagnostic.Code("invoice_refused")
    /// A rent command the book refuses: no such lease, property or transaction, not a deposit. Exits 64.
    public static let rentRefused = Diagnostic.Code("rent_refused")
    /// A review-sheet receipt answer that does not fit the book (no such receipt).
    public static let receiptAnswerRefused = Diagnostic.Code("receipt_answer_refused")
    /// An account command naming an account the book does not hold, or one account twice. Exits 64.
    public static let accountRefused = Diagnostic.Code("account_refused")
    /// A command naming a transaction the book does not hold. Exits 64.
    public static let notInBook = Diagnostic.Code("not_in_book")
}
