import ShoeboxCore

/// Why OCR failed. Codes are stable: they are stored in the book and shown in quarantine sidecars.
extension Diagnostic.Code {
    /// Tesseract could not be created or initialised (missing language data, bad data path).
    public static let initFailed = Diagnostic.Code("ocr_init_failed")
    /// The image is unusable for OCR (too small, or larger than Tesseract accepts).
    public static let invalidImage = Diagnostic.Code("ocr_invalid_image")
    /// Tesseract's recognition pass reported an error.
    public static let recognizeFailed = Diagnostic.Code("ocr_recognize_failed")
    /// The image was read but no text was recognised on it (blank, or not a document).
    public static let noTextFound = Diagnostic.Code("no_text_found")
    /// A PDF whose text could not be extracted nor its first page rasterized (poppler failed).
    public static let pdfUnreadable = Diagnostic.Code("pdf_unreadable")
    /// A PDF helper (`pdftotext`, `pdfinfo`, `pdftoppm`) ran past its time limit and was stopped.
    public static let pdfTimeout = Diagnostic.Code("pdf_timeout")
    /// The PDF's first page is too large to render within the pixel budget.
    public static let pageTooLarge = Diagnostic.Code("pdf_page_too_large")
}

/// OCR throws `OCRError(.noTextFound, "\(path): …", path: path)`: a `Diagnostic`.
public typealias OCRError = Diagnostic
