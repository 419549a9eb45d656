import ShoeboxCore

/// Which lines get a date re-read of their own (`ReceiptReader+DateRereads`): only when the first
/// reading and its line re-reads still leave no date at its flag threshold, the lines most likely
/// to hold the date, a date read or damaged (`4/2 /20L7`, `20/03/20)`), a date label, a time.
public enum DateRereadPlan {
    /// At most this many lines are read again for the date.
    static let maxLines = 1

    /// The lines to read again for the date, most likely first; empty when the date is sure.
    public static func lines(_ lines: [ReceiptLine], rereads: [LineReread], options: ExtractionOptions) -> [Int] {
        let found = ReceiptExtractor.extract(lines, rereads: rereads, options: options, choosingMerchant: false)
        if let date = found.date, date.confidence >= ExtractedReceipt.flagThresholds[.date] ?? 1 { return [] }
        // Its line read twice the same already: a third reading of the same pixels cannot settle
        // what keeps it unsure (the day/month order, the line's confidence).
        if found.date != nil, found.dateEvidence.contains("re-read agrees"),
            !found.dateEvidence.contains("re-read alone")
        {
            return []
        }
        return Array(ranked(lines).prefix(maxLines))
    }

    /// The lines that may hold the date, most likely first (`score` above 0).
    static func ranked(_ lines: [ReceiptLine]) -> [Int] {
        let candidates = DateScanner.candidates(in: lines)
        let scored = lines.indices.compactMap { index -> (index: Int, score: Int)? in
            let score = score(lines[index].text, dated: candidates.contains { $0.line == index })
            return score > 0 ? (index, score) : nil
        }
        return scored.sorted { ($0.score, -$0.index) > ($1.score, -$1.index) }.map(\.index)
    }

    /// When every reading so far (`rereads`: the line and date re-reads) still shows no date at
    /// all: the line most like a date, whose neighbourhood is read again as one block
    /// (`neighbourhood`); nil otherwise. A date printed small beside a time or on a line box
    /// merged with its neighbour (`Cashier1, 12/28/18, 03:12 PM` inside `Shift 1, Empl 69`) lies
    /// outside the line's own band.
    public static func neighbourhoodLine(_ lines: [ReceiptLine], rereads: [LineReread], options: ExtractionOptions)
        -> Int?
    {
        guard showsNoDate(lines, rereads: rereads, today: options.today) else { return nil }
        return ranked(lines).first { lines[$0].box.map { $0.height > 0 } ?? false }
    }

    /// Whether the extractor would find no date: none in the first reading, and no plausible one
    /// (not after `today`, at most 20 years before it) in any re-read. Without running the whole
    /// extractor (about 35 ms a receipt).
    static func showsNoDate(_ lines: [ReceiptLine], rereads: [LineReread], today: LocalDate) -> Bool {
        guard DateScanner.candidates(in: lines).allSatisfy({ DateResolver.readings($0).isEmpty }) else { return false }
        let earliest = today.adding(days: -365 * 20), latest = today.adding(days: 1)
        return !DateScanner.candidates(in: rereads.map { ReceiptLine(text: $0.text) }).contains { candidate in
            DateResolver.readings(candidate).contains { $0 >= earliest && $0 <= latest }
        }
    }

    /// The region of the page around line `index`: from the top of the nearest line above to the
    /// bottom of the nearest line below, each at most three of its heights away, across the page's
    /// text column. Lines less than half as tall (rules, specks) are passed over.
    public static func neighbourhood(of index: Int, in lines: [ReceiptLine]) -> TextBox? {
        guard let box = lines[index].box, box.height > 0 else { return nil }
        let reach = 3 * box.height
        let others = lines.indices.compactMap { i -> TextBox? in
            guard i != index, let other = lines[i].box, other.height * 2 >= box.height else { return nil }
            return other
        }
        // The nearest line ending above the line's middle and the nearest starting below it, each
        // beginning within reach; a tall (merged) neighbour is taken down to at most `reach` rows.
        let middle = box.y + box.height / 2
        let above = others.filter { $0.y + $0.height <= middle && $0.y + $0.height >= box.y - reach }
            .max { $0.y < $1.y }
        let below = others.filter { $0.y >= middle && $0.y <= box.y + box.height + reach }.min { $0.y < $1.y }
        let top = max(0, above.map { max($0.y, $0.y + $0.height - reach) } ?? box.y - box.height)
        let bottom = below.map { min($0.y + $0.height, $0.y + reach) } ?? box.y + 2 * box.height
        // Across the page's text column (every line as tall as half this one, and a line height on
        // either side), not the whole scan: a flat scan's text may fill a fifth of its width.
        let column = others + [box]
        let left = max(0, (column.map(\.x).min() ?? box.x) - box.height)
        let right = (column.map { $0.x + $0.width }.max() ?? box.x + box.width) + box.height
        return TextBox(x: left, y: top, width: right - left, height: bottom - top)
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
