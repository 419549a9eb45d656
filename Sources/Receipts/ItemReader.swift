import Foundation

/// Reads purchased items: lines above the totals that end in a price and start with a description.
enum ItemReader {
    static let quantityPrefix = TextPattern(#"^\s*(\d{1,3})\s*[xX*@]\s+"#)
    static let quantityInline = TextPattern(#"(?<![\d.,])(\d{1,3})\s*[xX@]\s*\d+[.,]\d{2}"#)

    static let pricesAndAfter = TextPattern(#"\s+[-\d][\d.,]*[.,]\d{2}.*$"#)

    static let excluded =
        ReceiptKeywords.subtotal + ReceiptKeywords.tax + ReceiptKeywords.tip + ReceiptKeywords.rounding
        + ReceiptKeywords.tendered + ReceiptKeywords.cardPayment + [
            "TOTAL", "SUMME", "JUMLAH", "CHANGE", "DISCOUNT", "RABATT",
        ]
        + DateScanner.labels

    static func items(_ lines: [ReceiptLine]) -> [ReceiptItem] {
        // Items end where the first total-like label appears.
        let end =
            lines.firstIndex { line in
                let n = ReceiptKeywords.normalized(line.text)
                return ReceiptKeywords.containsAny(n, ReceiptKeywords.subtotal + ReceiptKeywords.total.map(\.0))
                    && !AmountScanner.amounts(in: line.text).isEmpty
            } ?? lines.count
        var items: [ReceiptItem] = []
        for index in 0..<end {
            let text = lines[index].text
            let amounts = AmountScanner.amounts(in: text)
            guard let last = amounts.last, !last.repaired, !last.wholeUnits, last.end >= text.count - 3 else {
                continue
            }
            let normalized = ReceiptKeywords.normalized(text)
            guard normalized.filter(\.isLetter).count >= 2, !ReceiptKeywords.containsAny(normalized, excluded),
                DateScanner.candidates(in: [lines[index]]).isEmpty
            else { continue }
            var quantity = 1
            if let m = quantityPrefix.firstMatch(in: text) ?? quantityInline.firstMatch(in: text) {
                quantity = Int(m[1] ?? "1") ?? 1
            }
            var description = pricesAndAfter.replacing(in: quantityPrefix.replacing(in: text, with: ""), with: "")
            description = description.trimmingCharacters(in: .whitespaces)
            let name = description.filter(\.isLetter).count >= 2 ? description : normalized
            items.append(
                ReceiptItem(
                    description: name.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)),
                    quantity: max(1, quantity), amount: last.hundredths, line: index))
        }
        return items
    }
}
