/// One line of a second reading of the band where the shop's name is printed (the top of the
/// receipt: a logo, large or bold print, white on black), read apart from the page by
/// `ReceiptReader` at another scale or inverted, only when the first reading names no shop
/// clearly (`MerchantRereadPlan`). `pass` numbers the readings (0: the first kind of reading,
/// 1: the next, …), so the lines of one pass form one alternative header.
public struct MerchantReread: Sendable, Hashable, Codable {
    public var pass: Int
    public var text: String
    /// Where the line is, in pixels of the page the first reading's lines are in.
    public var box: TextBox
    /// OCR confidence 0...1.
    public var confidence: Double
    /// Each word's OCR confidence 0...1, left to right (the text split on spaces).
    public var wordConfidences: [Double]

    public init(pass: Int, text: String, box: TextBox, confidence: Double, wordConfidences: [Double]) {
        self.pass = pass
        self.text = text
        self.box = box
        self.confidence = confidence
        self.wordConfidences = wordConfidences
    }

    /// The line as the extractor reads lines.
    public var line: ReceiptLine {
        let texts = text.split(separator: " ").map(String.init)
        let words =
            texts.count == wordConfidences.count
            ? zip(texts, wordConfidences).map { ReceiptWord(text: $0, confidence: $1) } : []
        return ReceiptLine(text: text, box: box, confidence: confidence, words: words)
    }
}

/// Whether the header band is worth reading again for the merchant: only when the first reading
/// names no credible shop (no name, or one below `credible`). A clearly read header name that
/// only lacks a second source (0.5–0.7) is not read again: the same pixels read again cannot be
/// that second source, and on the development receipts no such name was replaced by its re-read.
public enum MerchantRereadPlan {
    /// A name at or above this confidence is credible: clean, clearly read, only unconfirmed.
    public static let credible = 0.5

    public static func wanted(_ lines: [ReceiptLine], options: ExtractionOptions) -> Bool {
        guard lines.contains(where: { $0.box != nil && ($0.box?.height ?? 0) > 0 }) else { return false }
        guard let merchant = MerchantPicker.pick(lines, knownPayees: options.knownPayees) else { return true }
        return merchant.confidence < credible
    }
}
