import ShoeboxCore

/// Why OCR failed. Codes are stable: they are stored in the book and shown in quarantine sidecars.
public struct OCRError: QuarantineReason, Equatable {
    /// A stable machine-readable reason.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public var description: String { rawValue }
        /// Tesseract could not be created or initialised (missing language data, bad data path).
        public static let initFailed = Code(rawValue: "ocr_init_failed")
        /// The image is unusable for OCR (too small, or larger than Tesseract accepts).
        public static let invalidImage = Code(rawValue: "ocr_invalid_image")
        /// Tesseract's recognition pass reported an error.
        public static let recognizeFailed = Code(rawValue: "ocr_recognize_failed")
        /// The image was read but no text was recognised on it (blank, or not a document).
        public static let noTextFound = Code(rawValue: "no_text_found")
        /// A PDF whose text could not be extracted nor its first page rasterized (poppler failed).
        public static let pdfUnreadable = Code(rawValue: "pdf_unreadable")
        /// A PDF helper (`pdftotext`, `pdfinfo`, `pdftoppm`) ran past its time limit and was stopped.
        public static let pdfTimeout = Code(rawValue: "pdf_timeout")
        /// The PDF's first page is too large to render within the pixel budget.
        public static let pageTooLarge = Code(rawValue: "pdf_page_too_large")
    }

    public var errorCode: Code
    public var message: String
    /// The file the error is about, when there is one.
    public var path: String?
    public var line: Int? { nil }
    public var region: String? { nil }

    public var code: String { errorCode.rawValue }

    public init(_ code: Code, _ message: String, path: String? = nil) {
        self.errorCode = code
        self.message = message
        self.path = path
    }
}
