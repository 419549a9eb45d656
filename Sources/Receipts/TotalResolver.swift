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
    /// What the total rests on, for the record and the review sheet (`label TOTAL`, `subtotal + tax`, ...).
    var evidence: [String] = []
    /// Cash − change replaced a labelled total no check confirmed: the label's reading and the payment lines.
    var overriddenLabel: (label: ExtractedField<Int64>, tendered: Tendered)?
}

/// Cash handed over (`cash` at `line`) minus change given back (`change` at `changeLine`): `value`.
struct Tendered {
    var value: Int64
    var line: Int
    var change: Int64
    var cash: Int64
    var changeLine: Int
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
        // "TAXABLE AMT (S) 21.32 / TAXABLE AMT (Z) 5.00": with two rates taxed, one rate's taxable
        // amount is no amount before tax of the whole receipt.
        if let line = fields.subtotal?.line, isTaxableAmount(ReceiptKeywords.normalized(lines[line].text)),
            amountLines.contains(where: {
                $0.index != line && isTaxableAmount($0.normalized) && ($0.value?.hundredths ?? 0) != 0
            })
        {
            fields.subtotal = nil
        }
        fields.tax = first(amountLines, lines, where: isTaxLine, confidence: 0.7)
        fields.tip = first(
            amountLines, lines, where: { ReceiptKeywords.containsAny($0, ReceiptKeywords.tip) }, confidence: 0.8)
        // A rounding adjustment is cents; "Rounding RM 182.00" prints the rounded total instead.
        let roundingField = first(
            amountLines, lines, where: { ReceiptKeywords.containsAny($0, ReceiptKeywords.rounding) }, confidence: 1
        )
        .flatMap { abs($0.value) < 100 ? $0 : nil }
        let rounding = roundingField?.value ?? 0
        let cardLines = amountLines.filter { ReceiptKeywords.containsAny($0.normalized, cardWords) }
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
        // No subtotal label read: the amount printed right above the tax line, or the items' sum, plus the tax.
        let beforeTax = fields.subtotal == nil ? amountAboveTax(fields.tax, amountLines) : nil
        let itemsPlusTax = itemsSum.flatMap { items in taxAdded(to: items, fields.tax) }
        let grossColumn = TaxTable.grossTotal(amountLines, lines)
        let unitProduct = unitPriceProduct(lines)
        // "GST Summary / Total 75.00 4.50" re-lists the net and tax: its "Total" is no grand
        // total once a total line was printed above the summary.
        let summaryStart = taxSummaryStart(lines)
        let hasTotalAboveSummary =
            summaryStart.map { start in amountLines.contains { $0.index < start && candidate($0) != nil } } ?? false
        var best: (score: Double, field: ExtractedField<Int64>, supports: Int, evidence: [String])?
        for line in amountLines {
            guard let (strength, scanned) = candidate(line), scanned.hundredths > 0 else { continue }
            if isRoundingLine(line), !roundsAnother(scanned.hundredths, amountLines, except: line.index) { continue }
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
            let crossChecked = expected.contains(v) || cardAmounts.contains(v) || unitProduct == v
            if value.repaired && !crossChecked { continue }
            var score = Double(strength) * 10
            if let sub = fields.subtotal?.value,
                expected.prefix(2).contains(v) || (sub <= v && v - sub <= 5 && rounding != 0)
            {
                score += 15
            }
            if let itemsSum, itemsSum == v { score += 10 }
            let aboveTaxAddsUp = beforeTax.map { $0.total == v && $0.taxLine < line.index } ?? false
            if aboveTaxAddsUp || itemsPlusTax == v { score += 12 }
            if cardAmounts.contains(v) { score += 8 }
            if unitProduct == v { score += 12 }
            if let cash, cash >= v { score += 3 }
            if let sub = fields.subtotal?.value, v < sub { score -= 20 }
            let repeats = allValues.filter { $0 == v }.count - 1
            score += Double(min(repeats, 3)) * 3
            score += 5 * Double(line.index) / Double(max(1, lines.count))
            if value.wholeUnits { score -= 5 }
            // Independent evidence that `v` is what was paid: each check that adds up counts once.
            let taxRow = taxTableRow(v, amountLines, except: line.index)
            let netPlusTax = taxRow != nil
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
            // A subtotal with no tax (or tip) equal to the total is the amount printed again, not a sum.
            let addsUpWithTax = addsUp && ((fields.tax?.value ?? 0) != 0 || (fields.tip?.value ?? 0) != 0)
            // The lines those checks rest on are not printings again (each line counts once).
            var counted = Set(cardLines.filter { $0.value?.hundredths == v }.map(\.index))
            if addsUp, !addsUpWithTax, let subLine = fields.subtotal?.line { counted.insert(subLine) }
            if let taxRow { counted.insert(taxRow) }
            if aboveTaxAddsUp, let beforeTax { counted.insert(beforeTax.line) }
            // The items' sum plus the tax, when no subtotal + tax already says so (one sum, counted once).
            let itemsAndTax = itemsPlusTax == v && !addsUpWithTax && !aboveTaxAddsUp
            // Net and tax on two lines, the tax its printed rate of the net: unless a sum above said so.
            // Confidence only, no weight in the choice: `Total (Inclusive of GST) 67.98` is such a sum
            // and the rounded `TOTAL 68.00` below it what was paid.
            let atRate =
                !addsUpWithTax && !aboveTaxAddsUp && !itemsAndTax && !netPlusTax
                && taxAtPrintedRate(v, amountLines, lines: lines, except: line.index) != nil
            let printedElsewhere = otherPrintings(of: v, amountLines, candidate: line, counted: counted)
            let checks: [(Bool, String)] = [
                (addsUpWithTax, "subtotal + tax"), (addsUp && !addsUpWithTax, "subtotal printed the same"),
                (itemsSum == v, "items' sum"), (cardAmounts.contains(v), "card amount"),
                (changeGiven, "cash − change"), (printedElsewhere, "printed again"), (netPlusTax, "net + tax"),
                (sumOfParts, "labelled parts"), (grossColumn == v, "tax table gross"),
                (aboveTaxAddsUp, amountAboveTaxEvidence), (itemsAndTax, itemsPlusTaxEvidence),
                (atRate, taxAtRateEvidence), (unitProduct == v, unitPriceEvidence),
            ]
            let supports = checks.filter(\.0).count
            // Printed on two more lines than its own: one misreading repeated on three lines is rarer
            // still; weighed as another printing, not counted as another check.
            // Not when a larger amount is printed above it: a total is never below what was bought,
            // so the amount there is no total printed thrice but an item's price or a misread.
            let printings = otherPrintingLines(of: v, amountLines, candidate: line, counted: counted)
            let printedThrice =
                printings.count >= 2
                && !amountLines.contains {
                    $0.index < line.index && $0.amounts.contains { !$0.repaired && $0.hundredths > v }
                }
            let evidence =
                ["label \(strength)"] + checks.filter(\.0).map(\.1) + (printedThrice ? [printedThriceEvidence] : [])
                + (value.repaired ? ["repaired"] : [])
            let confidence = labelledConfidence(
                strength: strength, evidence: evidence, lineConfidence: lines[line.index].confidence,
                repaired: value.repaired)
            fields.checksByValue[v] = max(fields.checksByValue[v] ?? 0, supports)
            if best == nil || score > best!.score {
                best = (
                    score,
                    ExtractedField(value: v, confidence: confidence, line: line.index, box: lines[line.index].box),
                    supports, evidence
                )
            }
        }
        if let best, let taxed = taxAddedBelow(best.field, checks: best.supports, amountLines, lines) {
            // "Item Total: 1,360.00 / Tax 7%: 95.20 / 1,455.20": the label named the amount before tax.
            (fields.total, fields.evidence) = (taxed, ["label + tax printed below"])
        } else if let best {
            (fields.total, fields.evidence) = (best.field, best.evidence)
        } else if let derived = derivedTotal(fields, lines, summaryStart: summaryStart) {
            (fields.total, fields.evidence) = (derived, ["no label: subtotal + tax"])
        } else if let checked = checkedUnlabelled(amountLines, lines, itemsSum: itemsSum) {
            (fields.total, fields.evidence) = (checked, ["no label: a check adds up"])
            // Two independent checks add up to the same amount (the items and net + tax, cash −
            // change and a tax row, ...): no label was read, but the amount is confirmed twice.
            let sums = unlabelledSums(
                checked, amountLines, itemsSum: itemsSum, tendered: tendered, cardLines: cardLines, lines: lines)
            if sums.count >= 2 {
                fields.total?.confidence = unlabelledTwiceChecked
                fields.evidence = ["no label: checks add up"] + sums
                fields.totalChecks = sums.count
            }
        } else {
            (fields.total, fields.evidence) = (fallback(amountLines, lines), ["no label: largest amount"])
            fields.guessed = true
        }
        if best != nil || fields.totalChecks < 2 { fields.totalChecks = best?.supports ?? 0 }
        fields.labelled = best != nil
        // The tax table's gross column adds up to another amount: the checks disagree, so say so.
        if let grossColumn, let total = fields.total, total.value != grossColumn {
            fields.totalConflict = true
            fields.total?.confidence = min(total.confidence, 0.6)
        }
        // Cash handed over minus change given back is the total, when the labelled total has no
        // other support (its digits are the ones OCR most often garbles: big, bold print).
        if let tendered, (best?.supports ?? 0) == 0, fields.totalChecks < 2 {
            fields.total = ExtractedField(
                value: tendered.value, confidence: 0.55, line: tendered.line, box: lines[tendered.line].box)
            fields.evidence = [best == nil ? "no label: cash − change" : "cash − change over label"]
            if let label = best?.field { fields.overriddenLabel = (label, tendered) }
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
            fields.evidence.append("disputed: \(reason)")
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
}
