import OCR
import Receipts

extension ReceiptScan {
    /// The OCR lines as the extractor reads them (confidence scaled to 0...1).
    public var receiptLines: [ReceiptLine] { Self.receiptLines(lines) }

    /// `lines` as the extractor reads them (confidence scaled to 0...1).
    static func receiptLines(_ lines: [OCRLine]) -> [ReceiptLine] {
        lines.map { line in
            ReceiptLine(
                text: line.text,
                box: TextBox(x: line.box.x, y: line.box.y, width: line.box.width, height: line.box.height),
                confidence: Double(line.confidence) / 100,
                words: line.words.map { ReceiptWord(text: $0.text, confidence: Double($0.confidence) / 100) })
        }
    }
}
