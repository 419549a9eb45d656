import Receipts

/// When the header band (the first three lines) is read again at the header's text height
/// (`ReceiptReader.rereadHeader`), judged on the first reading's lines.
public enum HeaderRereadGate: String, CaseIterable, Sendable {
    /// One of the first three lines read below `ReceiptReader.clearHeaderConfidence`.
    case unclearLine = "unclear-line"
    /// As `unclearLine`, and the page names no credible shop (`MerchantRereadPlan.wanted`).
    case noCredibleName = "no-credible-name"
    /// One of the first three lines read below `ReceiptReader.clearHeaderConfidence` that prints at
    /// least `wordyLetters` letters and digits (a speck or a rule read as `.` or `—` names nothing).
    case unclearWords = "unclear-words"

    /// Letters and digits an unclear header line needs for `unclearWords`.
    static let wordyLetters = 4

    /// Whether `lines` (a first reading, confidences 0...1) are worth a header re-read.
    public func wants(_ lines: [ReceiptLine], options: ExtractionOptions) -> Bool {
        let header = lines.prefix(3).filter { ($0.box?.height ?? 0) > 0 }
        let clear = Double(ReceiptReader.clearHeaderConfidence) / 100
        let unclear = header.filter { $0.confidence < clear }
        guard !unclear.isEmpty else { return false }
        switch self {
        case .unclearLine: return true
        case .noCredibleName: return MerchantRereadPlan.wanted(lines, options: options)
        case .unclearWords:
            return unclear.contains { $0.text.filter { $0.isLetter || $0.isNumber }.count >= Self.wordyLetters }
        }
    }
}
