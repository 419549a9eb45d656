import ShoeboxCore

/// A pixel rectangle on the receipt image (x, y = top left).
public struct TextBox: Sendable, Hashable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One OCR line as the extractor sees it: text, where it is (when known) and how sure OCR was.
public struct ReceiptLine: Sendable, Hashable {
    public var text: String
    public var box: TextBox?
    /// OCR confidence 0...1 (1 when unknown).
    public var confidence: Double
    /// Each word's OCR confidence 0...1, left to right (empty when unknown: plain text, PDF text).
    public var words: [ReceiptWord]

    public init(text: String, box: TextBox? = nil, confidence: Double = 1, words: [ReceiptWord] = []) {
        self.text = text
        self.box = box
        self.confidence = confidence
        self.words = words
    }

    /// Lines of plain text (e.g. `tesseract IMG - --psm 6` output), without boxes.
    public static func lines(fromText text: String) -> [ReceiptLine] {
        text.split(whereSeparator: \.isNewline).map { ReceiptLine(text: String($0)) }
            .filter { !$0.text.allSatisfy(\.isWhitespace) }
    }
}

/// One word of an OCR line and how sure OCR was of it (0...1).
public struct ReceiptWord: Sendable, Hashable {
    public var text: String
    public var confidence: Double

    public init(text: String, confidence: Double) {
        self.text = text
        self.confidence = confidence
    }
}

/// What the extractor may use besides the text itself.
public struct ExtractionOptions: Sendable {
    /// Currency when the receipt shows no symbol, code or country evidence.
    public var defaultCurrency: CurrencyCode
    /// The import date: receipt dates after it are implausible.
    public var today: LocalDate
    /// Payee names already in the book (bank payees, earlier receipts' merchants).
    public var knownPayees: [String]

    public init(defaultCurrency: CurrencyCode = .usd, today: LocalDate, knownPayees: [String] = []) {
        self.defaultCurrency = defaultCurrency
        self.today = today
        self.knownPayees = knownPayees
    }
}
