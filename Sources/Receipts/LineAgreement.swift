/// Whether two readings of one receipt line say the same thing where it matters: the same
/// amounts and the same dates. A line read twice alike needs no third reading; one whose
/// readings differ (a digit, an amount lost, a date that moved) is worth reading once more.
public enum LineAgreement {
    /// The same amounts (in order) and the same dates (either day/month order) in `first` and `again`.
    public static func readsAlike(_ first: String, _ again: String) -> Bool {
        guard amounts(first) == amounts(again) else { return false }
        return ReceiptExtractor.dates(in: [ReceiptLine(text: first)])
            == ReceiptExtractor.dates(in: [ReceiptLine(text: again)])
    }

    /// The lines of `wanted` whose first reading (`lines`) no earlier re-reading (`rereads`) reads
    /// alike: all of them when none was read again.
    public static func disputed(_ wanted: [Int], lines: [ReceiptLine], rereads: [LineReread]) -> [Int] {
        wanted.filter { index in
            guard lines.indices.contains(index) else { return false }
            let again = rereads.filter { $0.line == index }
            return again.isEmpty || again.contains { !readsAlike(lines[index].text, $0.text) }
        }
    }

    /// The amounts one line prints, read as the total's lines are read (`155. 50` too).
    static func amounts(_ text: String) -> [Int64] {
        TotalResolver.prepare([ReceiptLine(text: text)]).flatMap { $0.amounts.map(\.hundredths) }
    }
}
