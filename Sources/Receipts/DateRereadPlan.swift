import ShoeboxCore

/// Which lines get a date re-read of their own (`ReceiptReader+DateRereads`): only when the first
/// reading and its line re-reads still leave no date at its flag threshold, the lines most likely
/// to hold the date, a date read or damaged (`4/2 /20L7`, `20/03/20)`), a date label, a time.
public enum DateRereadPlan {
    /// At most this many lines are read again for the date.
    static let maxLines = 1

    /// The lines to read again for the date, most likely first; empty when the date is sure.
    public static func lines(_ lines: [ReceiptLine], rereads: [LineReread], options: ExtractionOptions) -> [Int] {
        let found = ReceiptExtractor.extract(lines, rereads: rereads, options: options)
        if let date = found.date, date.confidence >= ExtractedReceipt.flagThresholds[.date] ?? 1 { return [] }
        // Its line read twice the same already: a third reading of the same pixels cannot settle
        // what keeps it unsure (the day/month order, the line's confidence).
        if found.date != nil, found.dateEvidence.contains("re-read agrees"),
            !found.dateEvidence.contains("re-read alone")
        {
            return []
        }
        let candidates = DateScanner.candidates(in: lines)
        let scored = lines.indices.compactMap { index -> (index: Int, score: Int)? in
            let score = score(lines[index].text, dated: candidates.contains { $0.line == index })
            return score > 0 ? (index, score) : nil
        }
        return scored.sorted { ($0.score, -$0.index) > ($1.score, -$1.index) }.prefix(maxLines).map(\.index)
    }

    /// How much a line looks like it holds the date: a date label, a time, a date read, digit
    /// groups apart by date separators (a damaged date); 0 when it ends in a price or has fewer
    /// than two digits.
    static func score(_ text: String, dated: Bool) -> Int {
        guard text.filter({ $0.isASCII && $0.isNumber }).count >= 2 else { return 0 }
        guard !pricedLine.contains(text) else { return 0 }
        let folded = text.uppercased()
        var score = 0
        if ReceiptKeywords.containsAny(ReceiptKeywords.normalized(text), DateScanner.labels) { score += 3 }
        if TimeScanner.time(in: text) != nil { score += 3 }
        if dated { score += 2 }
        if damagedDate.contains(folded) { score += 2 }
        return score >= 2 ? score : 0
    }

    /// An amount in the price column at the line's end (`Total 12.50`, `12,50 A`).
    static let pricedLine = TextPattern(#"\d[.,]\s?\d\d(?:\s?[A-Z*])?[^A-Za-z0-9]*$"#)

    /// Three groups of digits or look-alikes apart by date separators, the last of two to four
    /// characters (`4/2 /20L7`, `20/03/20)`, `@6/18/28069`, `Wa/17/14`).
    static let damagedDate = TextPattern(
        #"(?<![\dA-Z])[\dA-Z@|?]{1,2}\s?[/.\-]\s?[\dA-Z@|?]{1,2}\s?[/.\-]\s?[\dA-Z@|?]{2,5}(?![\dA-Z])"#)
}
