import Foundation

/// Totals when no labelled total line was read: derived, checked or guessed, always flagged.
extension TotalResolver {
    static func first(
        _ amountLines: [AmountLine], _ lines: [ReceiptLine], where matches: (String) -> Bool,
        confidence: Double, allowRepaired: Bool = false
    ) -> ExtractedField<Int64>? {
        for line in amountLines where matches(line.normalized) {
            guard let value = line.value, allowRepaired || !value.repaired else { continue }
            return ExtractedField(
                value: value.hundredths, confidence: confidence * (0.6 + 0.4 * lines[line.index].confidence),
                line: line.index, box: lines[line.index].box)
        }
        return nil
    }

    /// No labelled total line was read, but a subtotal and its tax were: the total is their sum
    /// (with a tip when printed), at the tax line. Not printed, so not sure: flagged. Not when the
    /// tax is a line of the tax summary or the receipt says it is included in the prices.
    static func derivedTotal(
        _ fields: MoneyFields, _ lines: [ReceiptLine], summaryStart: Int?
    ) -> ExtractedField<Int64>? {
        guard let sub = fields.subtotal, let tax = fields.tax, sub.value > 0, tax.value > 0, tax.value < sub.value,
            let taxLine = tax.line, let subLine = sub.line, subLine < taxLine, taxLine < summaryStart ?? Int.max,
            !lines.contains(where: { line in
                let normalized = ReceiptKeywords.normalized(line.text)
                return ReceiptKeywords.containsAny(normalized, ReceiptKeywords.tax)
                    && ReceiptKeywords.containsAny(normalized, ReceiptKeywords.inclusive + ["INCLUDED IN"])
            })
        else { return nil }
        let tip = fields.tip.flatMap { tip in (tip.line ?? 0) > subLine ? tip.value : nil } ?? 0
        return ExtractedField(
            value: sub.value + tax.value + tip, confidence: 0.45, line: taxLine, box: lines[taxLine].box)
    }

    /// No labelled total ("elec.-cash 59,96" over "19 % 50,38 9,58"): the largest amount a check
    /// adds up to (net + tax on another line or before it on its own row, the items' sum, labelled
    /// parts above it). Flagged.
    static func checkedUnlabelled(
        _ amountLines: [AmountLine], _ lines: [ReceiptLine], itemsSum: Int64?
    ) -> ExtractedField<Int64>? {
        let unitProduct = unitPriceProduct(lines)
        let checked = amountLines.filter { line in
            guard let value = line.value, !value.repaired, !value.wholeUnits, value.hundredths > 0 else { return false }
            let v = value.hundredths
            return itemsSum == v || taxTableSupports(v, amountLines, except: line.index)
                || partsSupport(v, amountLines, before: line.index) || isGrossOfItsRow(line)
                || taxAtPrintedRate(v, amountLines, lines: lines, except: line.index) != nil || unitProduct == v
        }
        guard let line = checked.max(by: { $0.value!.hundredths < $1.value!.hundredths }) else { return nil }
        return ExtractedField(
            value: line.value!.hundredths, confidence: 0.5, line: line.index, box: lines[line.index].box)
    }

    /// Confidence of an unlabelled amount two independent checks add up to: above the flag
    /// threshold, at its lowest bucket (no label was read).
    static let unlabelledTwiceChecked = 0.75

    /// The independent checks that add up to an unlabelled `total`: the items' sum, a tax table
    /// (net + tax on another line or on its own row), labelled parts above it, cash − change
    /// (with change given), the card slip's amount on another line. Each names one piece of evidence.
    static func unlabelledSums(
        _ total: ExtractedField<Int64>, _ amountLines: [AmountLine], itemsSum: Int64?, tendered: Tendered?,
        cardLines: [AmountLine], lines: [ReceiptLine] = []
    ) -> [String] {
        guard let index = total.line, let line = amountLines.first(where: { $0.index == index }) else { return [] }
        let v = total.value
        let tableRow = taxTableSupports(v, amountLines, except: index) || isGrossOfItsRow(line)
        let atRate =
            !tableRow && !lines.isEmpty && taxAtPrintedRate(v, amountLines, lines: lines, except: index) != nil
        let checks: [(Bool, String)] = [
            (itemsSum == v, "items' sum"),
            (tableRow, "net + tax"), (atRate, taxAtRateEvidence),
            (partsSupport(v, amountLines, before: index), "labelled parts"),
            (tendered.map { $0.value == v && $0.change != 0 } ?? false, "cash − change"),
            (cardLines.contains { $0.index != index && $0.value?.hundredths == v }, "card amount"),
            (!lines.isEmpty && unitPriceProduct(lines) == v, unitPriceEvidence),
        ]
        return checks.filter(\.0).map(\.1)
    }

    /// A labelled total no check confirms, a tax line below it and, further below, an amount that
    /// is the two added up: the label named the amount before tax (`Item Total`), the sum is what
    /// was paid. A sum of two readings, not printed with a label: flagged (0.6).
    static func taxAddedBelow(
        _ labelled: ExtractedField<Int64>, checks: Int, _ amountLines: [AmountLine], _ lines: [ReceiptLine]
    ) -> ExtractedField<Int64>? {
        guard checks == 0, let start = labelled.line,
            let tax = amountLines.first(where: { $0.index > start && isTaxLine($0.normalized) }),
            let taxAmount = tax.value, !taxAmount.repaired, taxAmount.hundredths > 0,
            taxAmount.hundredths < labelled.value
        else { return nil }
        let sum = labelled.value + taxAmount.hundredths
        guard
            let line = amountLines.first(where: { line in
                line.index > tax.index && !ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.tendered)
                    && line.amounts.contains { !$0.repaired && $0.hundredths == sum }
            })
        else { return nil }
        return ExtractedField(value: sum, confidence: 0.6, line: line.index, box: lines[line.index].box)
    }

    /// Confidence of the largest amount taken as the total when nothing labels or checks it,
    /// printed on one line only: fitted on the development part (session 8), 0 of 15 were right.
    static let largestAmountOnceConfidence = 0.2
    /// The same, the largest amount printed on two or more lines (the total and the cash handed
    /// over exactly, a total printed twice): 2 of 3 right on the development part. Still a guess
    /// no label names: flagged.
    static let largestAmountRepeatedConfidence = 0.5

    /// No labelled total: the largest amount not handed over as cash, with low confidence; less
    /// low when that amount is printed on another line as well.
    static func fallback(_ amountLines: [AmountLine], _ lines: [ReceiptLine]) -> ExtractedField<Int64>? {
        let usable = amountLines.filter { !ReceiptKeywords.containsAny($0.normalized, ReceiptKeywords.tendered) }
        guard
            let line = usable.filter({ ($0.value?.hundredths ?? 0) > 0 && !($0.value?.repaired ?? true) })
                .max(by: { $0.value!.hundredths < $1.value!.hundredths })
        else { return nil }
        let value = line.value!.hundredths
        let repeated = amountLines.contains { other in
            other.index != line.index && !other.borrowed
                && other.amounts.contains { !$0.repaired && $0.hundredths == value }
        }
        return ExtractedField(
            value: value, confidence: repeated ? largestAmountRepeatedConfidence : largestAmountOnceConfidence,
            line: line.index, box: lines[line.index].box)
    }
}
