import ShoeboxCore

@testable import Receipts

/// Runs the extractor on OCR-like text (one receipt line per text line) as of 2026-11-22.
func extract(_ text: String, currency: CurrencyCode = .usd, payees: [String] = []) -> ExtractedReceipt {
    ReceiptExtractor.extract(
        ReceiptLine.lines(fromText: text),
        options: ExtractionOptions(
            defaultCurrency: currency, today: LocalDate(iso: "2026-11-22")!,
            knownPayees: payees))
}

func date(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

/// Page lines 40 px apart, 24 px high, every word read with `confidence` unless `words` gives
/// the line's word confidences (by line index).
func receiptPage(_ texts: [String], confidence: Double = 0.92, words: [Int: [Double]] = [:]) -> [ReceiptLine] {
    texts.enumerated().map { i, text in
        let tokens = text.split(separator: " ").map(String.init)
        let confidences = words[i] ?? tokens.map { _ in confidence }
        return ReceiptLine(
            text: text, box: TextBox(x: 20, y: 40 + i * 40, width: 500, height: 24), confidence: confidence,
            words: zip(tokens, confidences).map { ReceiptWord(text: $0, confidence: $1) })
    }
}
