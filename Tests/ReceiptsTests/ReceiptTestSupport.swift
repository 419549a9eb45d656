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
