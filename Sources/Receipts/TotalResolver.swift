/// The money fields of a receipt, in hundredths, each with the line it came from.
struct MoneyFields {
    var total: ExtractedField<Int64>?
    var subtotal: ExtractedField<Int64>?
    var tax: ExtractedField<Int64>?
    var tip: ExtractedField<Int64>?
    /// How many independent cross-checks agree with the total (0: nothing confirms it).
    var totalChecks = 0
    /// A strong check (the gross column of a tax table) adds up to another amount than the total.
    var totalConflict = false
    /// What disagrees with the total (a check that adds up to another amount), for the record.
    var disagreement: String?
    /// The total was read from a line with a total label (not derived, not a fallback).
    var labelled = false
    /// No total label and no check: the total is the largest amount (or none), a guess.
    var guessed = false
    /// Per amount read on a total line, the most cross-checks that agreed with it.
    var checksByValue: [Int64: Int] = [:]
}

/// One receipt line with its amounts: the rightmost amount is the line's value.
struct AmountLine {
    var index: Int
    var normalized: String
    var amounts: [ScannedAmount]
    /// The label took its amount from the bare amount line below it (that line holds the same amount).
    var borrowed = false
    var value: ScannedAmount? { amounts.last }
}

/// Picks the grand total by its label (TOTAL, SUMME, TOTAL TTC, JUMLAH, ...) and checks it
/// against subtotal + tax (+ tip, rounding), the sum of the items and the payment lines.
/// A number OCR had to repair (`I2.3O`) is only accepted when one of those checks agrees.
enum TotalResolver {
    static func resolve(_ lines: [ReceiptLine], itemsSum: Int64?) -> MoneyFields {
        let amountLines = prepare(lines)
        var fields = MoneyFields()
        fields.subtotal =
            first(amountLines, lines, where: { ReceiptKeywords.isPreTax($0) }, confidence: 0.8)
            ?? first(amountLines, lines, where: { ReceiptKeywords.isPreTax($0) }, confidence: 0.5, allowRepaired: true)
        fields.tax = first(amountLines, lines, where: isTaxLine, confidence: 0.7)
        fields.tip = first(
            amountLines, lines, where: { ReceiptKeywords.containsAny($0, ReceiptKeywords.tip) }, confidence: 0.8)
        // A rounding adjustment is cents; "Rounding RM 182.00" prints the rounded total instead.
        let roundingField = first(
            amountLines, lines, where: { ReceiptKeywords.containsAny($0, ReceiptKeywords.rounding) }, confidence: 1
        )
        .flatMap { abs($0.value) < 100 ? $0 : nil }
        let rounding = roundingField?.value ?? 0
        let cardLines = amountLines.filter { ReceiptKeywords.containsAny($0.normalized, ReceiptKeywords.cardPayment) }
        let cardAmounts = cardLines.compactMap { $0.value?.hundredths }
        let cash = amountLines.first {
            ReceiptKeywords.containsAny(
                $0.normalized, ["CASH", "TUNAI", "BAR", "GEGEBEN", "EFECTIVO", "ESPECES", "TENDERED"])
        }?.value?.hundredths
        // A label that took the amount of the line below it is one printing, not two.
        let allValues = amountLines.filter { !$0.borrowed }.flatMap {
            $0.amounts.filter { !$0.repaired }.map(\.hundredths)
        }

        var expected: [Int64] = []
        if let sub = fields.subtotal?.value {
            let base = sub + (fields.tax?.value ?? 0) + (fields.tip?.value ?? 0)
            expected += [base, base + rounding]
            if fields.tax != nil { expected.append(sub) }  // tax-inclusive subtotal
        }
        if let itemsSum { expected.append(itemsSum) }

        let tendered = tenderedTotal(amountLines)
        let grossColumn = TaxTable.grossTotal(amountLines, lines)
        // "GST Summary / Total 75.00 4.50" re-lists the net and tax: its "Total" is no grand
        // total once a total line was printed above the summary.
        let summaryStart = taxSummaryStart(lines)
        let hasTotalAboveSummary =
            summaryStart.map { start in amountLines.contains { $0.index < start && candidate($0) != nil } } ?? false
        var best: (score: Double, field: ExtractedField<Int64>, supports: Int)?
        for line in amountLines {
            guard let (strength, scanned) = candidate(line), scanned.hundredths > 0 else { continue }
            if hasTotalAboveSummary, let summaryStart, line.index > summaryStart { continue }
            var value = scanned
            // One misread digit (64.50 printed 54.50) is repaired only when subtotal + tax says so,
            // and not when the printed amount is confirmed elsewhere (the card slip, printed again).
            let printedAgain =
                cardAmounts.contains(value.hundredths) || allValues.filter { $0 == value.hundredths }.count > 1
            if fields.subtotal != nil, fields.tax != nil, !expected.contains(value.hundredths), !printedAgain,
                let fix = expected.prefix(2).first(where: { differByOneDigit($0, value.hundredths) })
            {
                value.hundredths = fix
                value.repaired = true
            }
            let v = value.hundredths
            let crossChecked = expected.contains(v) || cardAmounts.contains(v)
            if value.repaired && !crossChecked { continue }
            var score = Double(strength) * 10
            if let sub = fields.subtotal?.value,
                expected.prefix(2).contains(v) || (sub <= v && v - sub <= 5 && rounding != 0)
            {
                score += 15
            }
            if let itemsSum, itemsSum == v { score += 10 }
            if cardAmounts.contains(v) { score += 8 }
            if let cash, cash >= v { score += 3 }
            if let sub = fields.subtotal?.value, v < sub { score -= 20 }
            let repeats = allValues.filter { $0 == v }.count - 1
            score += Double(min(repeats, 3)) * 3
            score += 5 * Double(line.index) / Double(max(1, lines.count))
            if value.wholeUnits { score -= 5 }
            // Independent evidence that `v` is what was paid: each check that adds up counts once.
            let netPlusTax = taxTableSupports(v, amountLines, except: line.index)
            if netPlusTax { score += 6 }
            let sumOfParts = partsSupport(v, amountLines, before: line.index)
            if sumOfParts { score += 12 }
            if grossColumn == v { score += 6 }
            // The subtotal (+ tax) adds up to it; the items' sum is a check of its own, counted below.
            let addsUp =
                fields.subtotal != nil
                && (expected.prefix(2).contains(v) || fields.tax != nil && expected.prefix(3).contains(v))
            // Cash handed over exactly (no change) is the same amount printed again, not a second check.
            let changeGiven = tendered.map { $0.value == v && $0.change != 0 } ?? false
            let printedElsewhere = otherPrintings(of: v, amountLines, candidate: line)
            let supports = [
                addsUp, itemsSum == v, cardAmounts.contains(v), changeGiven, printedElsewhere, netPlusTax, sumOfParts,
                grossColumn == v,
            ].filter { $0 }.count
            var confidence = 0.4 + 0.03 * Double(strength - 5) + 0.22 * Double(min(supports, 2))
            confidence *= (0.6 + 0.4 * lines[line.index].confidence) * (value.repaired ? 0.8 : 1)
            fields.checksByValue[v] = max(fields.checksByValue[v] ?? 0, supports)
            if best == nil || score > best!.score {
                best = (
                    score,
                    ExtractedField(value: v, confidence: confidence, line: line.index, box: lines[line.index].box),
                    supports
                )
            }
        }
        fields.total =
            best?.field ?? derivedTotal(fields, lines, summaryStart: summaryStart)
            ?? checkedUnlabelled(amountLines, lines, itemsSum: itemsSum)
        if fields.total == nil {
            fields.total = fallback(amountLines, lines)
            fields.guessed = true
        }
        fields.totalChecks = best?.supports ?? 0
        fields.labelled = best != nil
        // The tax table's gross column adds up to another amount: the checks disagree, so say so.
        if let grossColumn, let total = fields.total, total.value != grossColumn {
            fields.totalConflict = true
            fields.total?.confidence = min(total.confidence, 0.6)
        }
        // Cash handed over minus change given back is the total, when the labelled total has no
        // other support (its digits are the ones OCR most often garbles: big, bold print).
        if let tendered, (best?.supports ?? 0) == 0 {
            fields.total = ExtractedField(
                value: tendered.value, confidence: 0.55, line: tendered.line, box: lines[tendered.line].box)
        }
        // "TOTAL 67.98 / Rounding Adj 0.02" with no rounded total printed after it: the amount paid is 68.00.
        if let total = fields.total, let roundingLine = roundingField?.line, let totalLine = total.line,
            totalLine < roundingLine,
            rounding != 0, abs(rounding) <= 10,
            !amountLines.contains(where: { $0.index > roundingLine && candidate($0) != nil })
        {
            fields.total?.value = total.value + rounding
        }
        if let total = fields.total,
            let reason = disagreement(
                total, checks: fields.totalChecks, amountLines, tendered: tendered?.value, cardAmounts: cardAmounts,
                before: summaryStart)
        {
            fields.totalConflict = true
            fields.disagreement = reason
            fields.total?.confidence = min(total.confidence, 0.6)
        }
        return fields
    }

    /// Why another reading of what was paid contradicts `total`, if one does: cash handed over
    /// minus change given back, the card slip's amount, or a grand-total label printing another
    /// amount. Asked only when fewer than two checks agree: one check against another is a
    /// misread digit in the total or in the check, to be looked at, not guessed.
    static func disagreement(
        _ total: ExtractedField<Int64>, checks: Int, _ amountLines: [AmountLine], tendered: Int64?,
        cardAmounts: [Int64], before summaryStart: Int?
    ) -> String? {
        guard checks < 2 else { return nil }
        let value = total.value
        if let tendered, abs(tendered - value) > 5 { return "cash tendered − change \(tendered)" }
        if !cardAmounts.isEmpty, !cardAmounts.contains(value), let card = cardAmounts.last, card < value {
            return "card amount \(card)"
        }
        for line in amountLines where line.index != total.line && line.index < summaryStart ?? Int.max {
            guard let (strength, scanned) = candidate(line), strength >= 9, !scanned.repaired, !scanned.wholeUnits,
                scanned.hundredths > 0, scanned.hundredths != value,
                !ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.rounding)
            else { continue }
            return "\(line.normalized) \(scanned.hundredths)"
        }
        return nil
    }

    /// "Total Sales 33.00 / GST 1.98 / Rounding 0.02 / TOTAL 35.00", "Supplies 27.45 / Supplies 23.15 /
    /// Total Payable 50.60": `value` is the sum of two or three amounts on labelled lines above it
    /// (subtotals, tax, service charge, rounding).
    static func partsSupport(_ value: Int64, _ amountLines: [AmountLine], before index: Int) -> Bool {
        let partWords =
            ReceiptKeywords.subtotal + ReceiptKeywords.tax + ReceiptKeywords.rounding + ReceiptKeywords.tip
            + ["TOTAL", "SUPPLIES", "SERVICE", "SERV", "CHARGE", "DISCOUNT", "SALES"]
        var parts: [Int64] = []
        for line in amountLines where line.index < index && ReceiptKeywords.containsAny(line.normalized, partWords) {
            if let amount = line.value, !amount.repaired, amount.hundredths != 0, amount.hundredths != value {
                parts.append(amount.hundredths)
            }
        }
        parts = Array(parts.suffix(8))
        for i in parts.indices {
            for j in parts.indices where j > i {
                if parts[i] + parts[j] == value, parts[i] > 0, parts[j] != 0 { return true }
                for k in parts.indices where k > j && parts[i] + parts[j] + parts[k] == value { return true }
            }
        }
        return false
    }

    /// A tax table re-states the total as net + tax ("19 % 42,01 7,98 50,00"; "NETTO 33,07
    /// MWST 6,28"): two amounts on one other line that add up to `value`.
    static func taxTableSupports(_ value: Int64, _ amountLines: [AmountLine], except index: Int) -> Bool {
        amountLines.contains { line in
            guard line.index != index else { return false }
            let amounts = line.amounts.filter { !$0.repaired && $0.hundredths > 0 }.map(\.hundredths)
            guard amounts.count >= 2 else { return false }
            for i in amounts.indices {
                for j in amounts.indices where j > i && amounts[i] + amounts[j] == value { return true }
            }
            return false
        }
    }

    /// Whether `value` is printed on another line than the candidate's own. A label that took the
    /// amount of the line below it is one printing with that line.
    static func otherPrintings(of value: Int64, _ amountLines: [AmountLine], candidate: AmountLine) -> Bool {
        var same: Set<Int> = [candidate.index]
        if candidate.borrowed { same.insert(candidate.index + 1) }
        return amountLines.contains { line in
            !line.borrowed && !same.contains(line.index)
                && line.amounts.contains { !$0.repaired && $0.hundredths == value }
        }
    }

    /// `CASH 50.00` and `CHANGE 31.20` → 18.80 (at the cash line), when both are printed.
    static func tenderedTotal(_ amountLines: [AmountLine]) -> (value: Int64, line: Int, change: Int64)? {
        let cashWords = ["CASH", "TUNAI", "BAR", "GEGEBEN", "EFECTIVO", "ESPECES", "TENDERED", "TENDER"]
        let changeWords = ["CHANGE", "BAKI", "RUCKGELD", "RIICKGELD", "ZURUCK", "CAMBIO", "RENDU", "CHANGE DUE"]
        guard
            let change = amountLines.first(where: { ReceiptKeywords.containsAny($0.normalized, changeWords) }),
            let back = change.value, !back.repaired, back.hundredths >= 0
        else { return nil }
        let cashLine = amountLines.first {
            $0.index < change.index && ReceiptKeywords.containsAny($0.normalized, cashWords)
                && !ReceiptKeywords.containsAny($0.normalized, changeWords)
        }
        // "Euro 21.00 / Change 10.15", "Payment 20.00 / Change Due 2.80": whatever its label, the
        // amount printed right above the change is what was handed over (not a total, tax or subtotal).
        let above = amountLines.last { $0.index == change.index - 1 }.flatMap { line -> AmountLine? in
            let labelled =
                candidate(line) != nil || ReceiptKeywords.isPreTax(line.normalized) || isTaxLine(line.normalized)
                || ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.rounding)
            return labelled || line.amounts.count != 1 ? nil : line
        }
        guard let cash = cashLine ?? above, let paid = cash.value, !paid.repaired, paid.hundredths > back.hundredths
        else { return nil }
        return (paid.hundredths - back.hundredths, cash.index, back.hundredths)
    }

    /// The line that opens a tax summary table ("GST Summary", "Tax Summary", "GSTSUMMARY"), if any.
    static func taxSummaryStart(_ lines: [ReceiptLine]) -> Int? {
        lines.firstIndex { line in
            let squashed = ReceiptKeywords.normalized(line.text).replacingOccurrences(of: " ", with: "")
            return squashed.contains("SUMMAR") && ["GST", "TAX", "VAT", "SST"].contains { squashed.contains($0) }
        }
    }

    static func differByOneDigit(_ a: Int64, _ b: Int64) -> Bool {
        let x = Array(String(a)), y = Array(String(b))
        return x.count == y.count && zip(x, y).filter { $0 != $1 }.count == 1
    }

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
        let strength =
            ReceiptKeywords.total.filter { ReceiptKeywords.contains(line.normalized, $0.0) }.map(\.1).max() ?? 0
        guard strength > 0, let value = line.value else { return nil }
        // "NETTO 33,07 BRUTTO 39,35": the gross amount is printed last, after net and tax.
        if ReceiptKeywords.contains(line.normalized, "BRUTTO") { return (strength, value) }
        if (ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.notTotal)
            || ReceiptKeywords.isPreTax(line.normalized)) && strength < 10
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

    /// A tax amount line ("GST 6% 0.48", "Total GST 0.87"), not a total that includes tax.
    static func isTaxLine(_ normalized: String) -> Bool {
        guard ReceiptKeywords.containsAny(normalized, ReceiptKeywords.tax), !ReceiptKeywords.isPreTax(normalized),
            !ReceiptKeywords.containsAny(normalized, ReceiptKeywords.inclusive)
        else { return false }
        let totalWords = ReceiptKeywords.total.map(\.0).filter { ReceiptKeywords.contains(normalized, $0) }
        return totalWords.allSatisfy { $0 == "TOTAL" || $0 == "AMOUNT" }
    }

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
    /// adds up to (net + tax on another line, the items' sum, labelled parts above it). Flagged.
    static func checkedUnlabelled(
        _ amountLines: [AmountLine], _ lines: [ReceiptLine], itemsSum: Int64?
    ) -> ExtractedField<Int64>? {
        let checked = amountLines.filter { line in
            guard let value = line.value, !value.repaired, !value.wholeUnits, value.hundredths > 0 else { return false }
            let v = value.hundredths
            return itemsSum == v || taxTableSupports(v, amountLines, except: line.index)
                || partsSupport(v, amountLines, before: line.index)
        }
        guard let line = checked.max(by: { $0.value!.hundredths < $1.value!.hundredths }) else { return nil }
        return ExtractedField(
            value: line.value!.hundredths, confidence: 0.5, line: line.index, box: lines[line.index].box)
    }

    /// No labelled total: the largest amount not handed over as cash, with low confidence.
    static func fallback(_ amountLines: [AmountLine], _ lines: [ReceiptLine]) -> ExtractedField<Int64>? {
        let usable = amountLines.filter { !ReceiptKeywords.containsAny($0.normalized, ReceiptKeywords.tendered) }
        guard
            let line = usable.filter({ ($0.value?.hundredths ?? 0) > 0 && !($0.value?.repaired ?? true) })
                .max(by: { $0.value!.hundredths < $1.value!.hundredths })
        else { return nil }
        return ExtractedField(
            value: line.value!.hundredths, confidence: 0.3, line: line.index, box: lines[line.index].box)
    }
}
