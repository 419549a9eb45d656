import ShoeboxCore

/// A second reading of one line's region: the line's band cropped from the page, enlarged and
/// read as a single line. `pass` numbers the readings of one kind (0: the first enlargement,
/// 1: the second, ...), so the lines of one pass can be put together as one alternative page.
public struct LineReread: Sendable, Hashable, Codable {
    /// Index of the re-read line in the page's lines.
    public var line: Int
    public var pass: Int
    public var text: String
    /// OCR confidence 0...1.
    public var confidence: Double

    public init(line: Int, pass: Int, text: String, confidence: Double) {
        self.line = line
        self.pass = pass
        self.text = text
        self.confidence = confidence
    }
}

/// Which lines are worth reading again, decided from the first reading alone: the lines that
/// can hold or check the total when no cross-check confirms the total, and the lines that
/// can hold the date when no date is sure. A receipt whose checks agree gets no re-read.
public enum RereadPlan {
    /// At most this many lines are re-read for the total, and for the date.
    static let maxTotalLines = 6
    static let maxDateLines = 3

    public static func lines(_ lines: [ReceiptLine], options: ExtractionOptions) -> [Int] {
        totalLines(lines) + dateLines(lines, options: options)
    }

    /// Lines labelled as a total, subtotal, tax, rounding, cash, change or card payment, the
    /// total labels first (bottom-up), when the total read has no agreeing cross-check or a
    /// check disagrees with it.
    static func totalLines(_ lines: [ReceiptLine]) -> [Int] {
        let money = TotalResolver.resolve(lines, itemsSum: ReceiptExtractor.itemsSum(ItemReader.items(lines)))
        guard money.totalChecks == 0 || money.totalConflict else { return [] }
        let normalized = lines.map { ReceiptKeywords.normalized($0.text) }
        let totalLabels = ReceiptKeywords.total.map(\.0)
        let checkWords =
            ReceiptKeywords.subtotal + ReceiptKeywords.tax + ReceiptKeywords.rounding + ReceiptKeywords.tendered
            + ReceiptKeywords.cardPayment + ["CASH", "CHANGE", "TUNAI", "BAKI"]
        let labelled = normalized.indices.filter { ReceiptKeywords.containsAny(normalized[$0], totalLabels) }
        let checks = normalized.indices.filter {
            !labelled.contains($0) && ReceiptKeywords.containsAny(normalized[$0], checkWords)
        }
        return Array((labelled.reversed() + checks).prefix(maxTotalLines)).sorted()
    }

    /// Lines with a date (read or look-alike), a date label or a time, when no date reaches its
    /// flag threshold.
    static func dateLines(_ lines: [ReceiptLine], options: ExtractionOptions) -> [Int] {
        let candidates = DateScanner.candidates(in: lines)
        let date = DateResolver.resolve(candidates, lines: lines, monthFirstCountry: false, today: options.today)
        if let date, date.confidence >= ExtractedReceipt.flagThresholds[.date] ?? 1 { return [] }
        var strong: [Int] = []
        var weak: [Int] = []
        for (index, line) in lines.enumerated() {
            let folded = line.text.uppercased()
            let labelled = ReceiptKeywords.containsAny(ReceiptKeywords.normalized(line.text), DateScanner.labels)
            let timed = TimeScanner.time(in: line.text) != nil
            let dated =
                candidates.contains { $0.line == index } || !DateScanner.numericLooking.matches(in: folded).isEmpty
            if dated && (labelled || timed) || labelled && timed {
                strong.append(index)
            } else if dated || labelled || timed {
                weak.append(index)
            }
        }
        return Array((strong + weak).prefix(maxDateLines)).sorted()
    }
}
