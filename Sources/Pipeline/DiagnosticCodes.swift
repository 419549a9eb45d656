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
}
