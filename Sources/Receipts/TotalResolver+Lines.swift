import Foundation

/// Reading the amount lines a total is chosen from: labels, bare amounts, tax lines, repaired decimal points.
extension TotalResolver {
    /// Lines with their amounts; a label alone on its line takes the amount printed on the next line.
    static func prepare(_ lines: [ReceiptLine]) -> [AmountLine] {
        var result: [AmountLine] = []
        for (i, line) in lines.enumerated() {
            let normalized = ReceiptKeywords.normalized(line.text)
            var amounts = AmountScanner.amounts(in: line.text)
            // "155. 50", "164, 80": OCR put a space after the decimal mark.
            if amounts.isEmpty {
                amounts = AmountScanner.amounts(in: spacedDecimal.replacing(in: line.text, with: "$1$2$3"))
            }
            // "$137 .00": a space before the decimal mark.
            if amounts.isEmpty {
                amounts = AmountScanner.amounts(in: spacedBeforeMark.replacing(in: line.text, with: "$1$2$3"))
            }
            if amounts.isEmpty, !normalized.isEmpty, i + 1 < lines.count {
                // Only a line that is an amount and nothing else ("RM", "EUR" at most): "GST 9.31" has its own label.
                let next = ReceiptKeywords.normalized(lines[i + 1].text)
                if next.isEmpty || CurrencyDetector.tokens.contains(where: { $0.0 == next }),
                    isBareAmount(lines[i + 1].text)
                {
                    amounts = AmountScanner.amounts(in: lines[i + 1].text)
                    if !amounts.isEmpty {
                        result.append(AmountLine(index: i, normalized: normalized, amounts: amounts, borrowed: true))
                        continue
                    }
                }
            }
            if amounts.isEmpty, let dropped = droppedDecimalPoint(line.text, normalized) { amounts = [dropped] }
            if !amounts.isEmpty { result.append(AmountLine(index: i, normalized: normalized, amounts: amounts)) }
        }
        // "75.000" is a whole amount only where prices are printed without decimals (IDR, KRW);
        // on a receipt of "12,99"-style prices it is OCR noise or a reference number.
        let all = result.flatMap(\.amounts)
        if all.filter({ !$0.wholeUnits }).count >= all.filter(\.wholeUnits).count {
            result = result.compactMap { line in
                var kept = line
                kept.amounts = line.amounts.filter { !$0.wholeUnits }
                return kept.amounts.isEmpty ? nil : kept
            }
        }
        return result
    }

    /// "Total Sales (Excluding GST) 5142": OCR lost the decimal point of a labelled subtotal
    /// or total. Read as 51.42, flagged repaired, so it counts only where a cross-check agrees.
    static func droppedDecimalPoint(_ text: String, _ normalized: String) -> ScannedAmount? {
        guard
            ReceiptKeywords.isPreTax(normalized)
                || ReceiptKeywords.total.contains(where: { ReceiptKeywords.contains(normalized, $0.0) }),
            let match = trailingInteger.matches(in: text).first, let digits = match[1], let value = Int64(digits)
        else { return nil }
        return ScannedAmount(hundredths: value, end: text.count, repaired: true, wholeUnits: false)
    }

    /// "12.50", "RM 12.50", "€ 12,50-": one amount and no other digits (not "8130860 1 103.77 103.77",
    /// an item row under a column header, nor "19 % 16,72 3,18 19,90", a tax-table row).
    static func isBareAmount(_ text: String) -> Bool {
        guard AmountScanner.amounts(in: text).count == 1 else { return false }
        return !singleAmount.replacing(in: text, with: "").contains(where: \.isNumber)
    }

    static let singleAmount = TextPattern(#"\d[\d.,]*[.,]\d{2,3}"#)

    static let spacedDecimal = TextPattern(#"(\d)([.,]) (\d{2})(?![\d.,])"#)

    static let spacedBeforeMark = TextPattern(#"(\d) ([.,])(\d{2})(?![\d.,])"#)

    static let trailingInteger = TextPattern(#"(?<![\d.,])(\d{3,6})[\s\W]*$"#)

    /// The strength of the line's total label and its amount, or nil when it is no total line.
    static func candidate(_ line: AmountLine) -> (Int, ScannedAmount)? {
        if ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.rounding), let value = line.value,
            value.hundredths >= 100,
            !ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.tendered)
        {
            return (9, value)
        }
        var strength =
            ReceiptKeywords.total.filter { ReceiptKeywords.contains(line.normalized, $0.0) }.map(\.1).max() ?? 0
        if strength == 0, misreadTotalWord(line.normalized) { strength = misreadTotalStrength }
        guard strength > 0, let value = line.value else { return nil }
        // "NETTO 33,07 BRUTTO 39,35": the gross amount is printed last, after net and tax.
        if ReceiptKeywords.contains(line.normalized, "BRUTTO") { return (strength, value) }
        if (ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.notTotal)
            || ReceiptKeywords.isPreTax(line.normalized) || countsSomethingElse(line.normalized)) && strength < 10
        {
            return nil
        }
        if ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.tendered) && strength < 9 { return nil }
        if ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.tax)
            && !ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.inclusive) && strength < 9
        {
            return nil
        }
        return (strength, value)
    }

    /// A label read as `TOTAL` with one letter misread, lost or added is a weak label: weaker than
    /// any `TOTAL` read right, stronger than `AMOUNT`.
    static let misreadTotalStrength = 6

    /// `Tota! 21.99`, `TOTAI`, `Order Totel`, `otal`, `Totaal`: a word one edit from `TOTAL`
    /// (four to six letters), not after `SUB` (`Sub Tota] 129.30` is a subtotal) and not followed
    /// by a count word (`fotal Qty`).
    static func misreadTotalWord(_ normalized: String) -> Bool {
        let words = normalized.split(separator: " ").map(String.init)
        guard
            let at = words.firstIndex(where: { $0 != "TOTAL" && Spelling.editDistance(Array($0), Array("TOTAL")) == 1 })
        else { return false }
        if at > 0, words[at - 1] == "SUB" { return false }
        if at + 1 < words.count {
            let next = words[at + 1]
            if countWords.contains(where: { $0 == next || (next.count >= 3 && $0.hasPrefix(next)) }) { return false }
        }
        let rewritten = (words.prefix(at) + ["TOTAL"] + words.dropFirst(at + 1)).joined(separator: " ")
        return !ReceiptKeywords.containsAny(rewritten, ReceiptKeywords.notTotal) && !countsSomethingElse(rewritten)
    }

    /// Words after `TOTAL` that make it a count or a saving, not money paid.
    static let countWords = ["ITEMS", "ITEM", "QTY", "QUANTITY", "UNITS", "PIECES", "POINTS", "ARTIKEL", "SAVING"]

    /// `Total Itews = 1.00`, `TOTAL QTV 2.00`: the word after `TOTAL` is a count word with one
    /// letter misread (same length, one letter different; not a word of the total vocabulary).
    static func countsSomethingElse(_ normalized: String) -> Bool {
        let words = normalized.split(separator: " ").map(String.init)
        guard let at = words.firstIndex(of: "TOTAL"), at + 1 < words.count else { return false }
        let next = Array(words[at + 1])
        guard next.count >= 3, !ReceiptKeywords.total.contains(where: { $0.0.hasSuffix(words[at + 1]) }) else {
            return false
        }
        return countWords.contains { Spelling.oneSubstitution(Array($0), next) != nil }
    }

    /// The amount a tax rate applies to (`TAXABLE AMT (S) 21.32`): the amount before tax when the
    /// receipt taxes one rate only.
    static func isTaxableAmount(_ normalized: String) -> Bool {
        ReceiptKeywords.containsAny(normalized, ["TAXABLE AMT", "TAXABLE AMOUNT"])
    }

    /// A tax amount line ("GST 6% 0.48", "Total GST 0.87"), not a total that includes tax.
    static func isTaxLine(_ normalized: String) -> Bool {
        guard ReceiptKeywords.containsAny(normalized, ReceiptKeywords.tax), !ReceiptKeywords.isPreTax(normalized),
            !ReceiptKeywords.containsAny(normalized, ReceiptKeywords.inclusive)
        else { return false }
        let totalWords = ReceiptKeywords.total.map(\.0).filter { ReceiptKeywords.contains(normalized, $0) }
        return totalWords.allSatisfy { $0 == "TOTAL" || $0 == "AMOUNT" }
    }

    /// The line that opens a tax summary table ("GST Summary", "Tax Summary", "GSTSUMMARY"), if any.
    static func taxSummaryStart(_ lines: [ReceiptLine]) -> Int? {
        lines.firstIndex { line in
            let squashed = ReceiptKeywords.normalized(line.text).replacingOccurrences(of: " ", with: "")
            return squashed.contains("SUMMAR") && ["GST", "TAX", "VAT", "SST"].contains { squashed.contains($0) }
        }
    }
}
