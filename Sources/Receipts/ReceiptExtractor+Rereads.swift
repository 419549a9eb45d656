import ShoeboxCore

extension ReceiptExtractor {
    /// A date and what its confidence rests on.
    typealias DateChoice = (field: ExtractedField<LocalDate>, evidence: [String])

    /// The items' sum, a cross-check of the total, when at least two items were read.
    static func itemsSum(_ items: [ReceiptItem]) -> Int64? {
        items.count >= 2 ? items.reduce(Int64(0)) { $0 + $1.amount } : nil
    }

    /// The first reading with one line replaced by one of its re-readings.
    static func page(_ lines: [ReceiptLine], with reread: LineReread) -> [ReceiptLine] {
        var page = lines
        page[reread.line].text = reread.text
        page[reread.line].confidence = reread.confidence
        return page
    }

    /// Where the first reading is unsure, one line read again may decide, each re-reading tried
    /// on its own in the first reading:
    /// - a total no cross-check confirmed gives way to one a cross-check confirms once the line
    ///   is put in, when that agreement is new (the same amount had no agreeing check in the
    ///   first reading: a re-read that only garbles a stronger label decides nothing);
    /// - a date below its flag threshold (or none) gives way to a more confident one; a date
    ///   that only one re-reading shows (not the line's other readings, not the rest of the
    ///   receipt) stays below the threshold: it is a suggestion, flagged.
    static func preferRereads(
        _ rereads: [LineReread], lines: [ReceiptLine], money: MoneyFields, date: DateChoice?,
        monthFirst: Bool, today: LocalDate
    ) -> (MoneyFields, DateChoice?) {
        let usable = rereads.filter { lines.indices.contains($0.line) && !$0.text.allSatisfy(\.isWhitespace) }
        var bestMoney = money
        if money.totalChecks == 0 || money.totalConflict {
            for reread in usable where !garbles(reread, total: money.total, lines: lines) {
                let page = page(lines, with: reread)
                let candidate = TotalResolver.resolve(page, itemsSum: itemsSum(ItemReader.items(page)))
                guard candidate.totalChecks > 0, !candidate.totalConflict, let total = candidate.total else { continue }
                // The check that disagreed, read again, agrees with the same total: the dispute is settled.
                if money.disagreement != nil, total.value == money.total?.value,
                    candidate.totalChecks >= money.totalChecks, bestMoney.totalConflict
                {
                    bestMoney = candidate
                    continue
                }
                guard money.checksByValue[total.value] ?? 0 == 0 else { continue }
                if money.disagreement != nil {
                    // Against a check that disagrees, another total needs more checks than the first had.
                    if candidate.totalChecks > money.totalChecks,
                        (candidate.totalChecks, total.confidence)
                            > (bestMoney.totalConflict ? 0 : bestMoney.totalChecks, bestMoney.total?.confidence ?? 0)
                    {
                        bestMoney = candidate
                    }
                    continue
                }
                let current = bestMoney.totalConflict ? 0 : bestMoney.totalChecks
                if (candidate.totalChecks, total.confidence) > (current, bestMoney.total?.confidence ?? 0) {
                    bestMoney = candidate
                }
            }
        }
        // No total label and no check in the first reading (the total is a guess or none): a re-read
        // line that reads as a total line fills the total, flagged.
        if money.guessed, bestMoney.total == money.total, bestMoney.totalChecks == money.totalChecks {
            for reread in usable {
                let page = page(lines, with: reread)
                var candidate = TotalResolver.resolve(page, itemsSum: itemsSum(ItemReader.items(page)))
                guard candidate.labelled, let total = candidate.total else { continue }
                let totalThreshold = ExtractedReceipt.flagThresholds[.total] ?? 1
                candidate.total?.confidence = min(total.confidence, totalThreshold - 0.1)
                bestMoney = candidate
                break
            }
        }
        // The first reading's total line read again shows the same amount (a total taken from a
        // re-read confirms nothing by agreeing with itself).
        if let total = bestMoney.total, let line = total.line, money.total == total,
            usable.contains(where: { reread in
                reread.line == line && AmountScanner.amounts(in: reread.text).contains { $0.hundredths == total.value }
            })
        {
            bestMoney.evidence.append("re-read agrees")
            // Only a labelled total no check confirmed is helped; a disputed one stays disputed.
            if bestMoney.labelled, !bestMoney.totalConflict {
                bestMoney.total?.confidence = TotalResolver.afterAgreeingReread(total.confidence)
            }
        }
        // Cash − change replaced a label no check confirmed; the label's line read again shows the
        // same amount while the cash or change line reads differently (or was not read again): the
        // label was read right twice, the subtraction rests on two numbers either of which may be
        // misread. The label is taken back, still flagged: the two disagree.
        if let (label, tendered) = money.overriddenLabel, let labelLine = label.line,
            bestMoney.total == money.total,
            readAgain(labelLine, label.value, usable) == true,
            readAgain(tendered.line, tendered.cash, usable) != true
                || readAgain(tendered.changeLine, tendered.change, usable) != true
        {
            bestMoney.total = label
            bestMoney.total?.confidence = min(label.confidence, 0.6)
            bestMoney.evidence = ["label read again the same, over cash − change \(tendered.value)"]
        }
        let threshold = ExtractedReceipt.flagThresholds[.date] ?? 1
        guard (date?.field.confidence ?? 0) < threshold else { return (bestMoney, date) }
        var bestDate = date
        let firstDates = dates(in: lines)
        for reread in usable {
            let page = page(lines, with: reread)
            guard
                case (var candidate, let evidence)? = DateResolver.resolveWithEvidence(
                    DateScanner.candidates(in: page), lines: page, monthFirstCountry: monthFirst, today: today)
            else { continue }
            // Never a date in the future or decades old from a re-read: an OCR slip, not a suggestion.
            guard candidate.value <= today.adding(days: 1), candidate.value >= today.adding(days: -365 * 20) else {
                continue
            }
            let otherReadings = usable.filter { $0.line == reread.line && $0.pass != reread.pass }
            let agreed =
                firstDates.contains(candidate.value)
                || otherReadings.contains { dates(in: self.page(lines, with: $0)).contains(candidate.value) }
            if !agreed {
                // One re-reading alone only fills an empty date, and stays flagged.
                guard date == nil else { continue }
                candidate.confidence = min(candidate.confidence, threshold - 0.01)
            }
            if candidate.confidence > bestDate?.field.confidence ?? 0 {
                bestDate = (candidate, evidence + [agreed ? "re-read, agreed" : "re-read alone"])
            }
        }
        // The date's line read again: the same date is a second reading of its digits (not of
        // its order when the order is only assumed); another date means one reading is wrong.
        // Any reading of the line (the first one too, when the date came from a re-read) that shows
        // another date and not this one is a dispute: the date stays below the threshold, however
        // many other readings agree (readings of the same pixels at other scales repeat a misread).
        if let date = bestDate?.field, let line = date.line {
            let lineRereads = usable.filter { $0.line == line }
            let again = lineRereads.map { dates(in: [page(lines, with: $0)[line]]) }
            let first = dates(in: [lines[line]])
            if !first.isEmpty, !first.contains(date.value) {
                bestDate?.evidence.append("first reading differs")
                bestDate?.field.confidence = min(date.confidence, DateResolver.disputedConfidence)
            } else if again.contains(where: { !$0.isEmpty && !$0.contains(date.value) }) {
                bestDate?.evidence.append("re-read differs")
                bestDate?.field.confidence = min(date.confidence, DateResolver.disputedConfidence)
                // Two or more re-readings agree on another date, none on this one: theirs is kept, flagged.
                let resolved = lineRereads.compactMap { reread -> LocalDate? in
                    let page = page(lines, with: reread)
                    return DateResolver.resolveWithEvidence(
                        DateScanner.candidates(in: page).filter { $0.line == line }, lines: page,
                        monthFirstCountry: monthFirst, today: today)?.field.value
                }
                if let voted = DateReadingVote.outvoting(
                    date.value, rereadDates: again, resolved: resolved, today: today)
                {
                    bestDate?.field.value = voted
                    bestDate?.evidence.append(DateReadingVote.evidence)
                }
            } else if again.contains(where: { $0.contains(date.value) }) {
                bestDate?.evidence.append("re-read agrees")
                if let evidence = bestDate?.evidence, !evidence.contains("order: assumed"),
                    !evidence.contains("implausible"), !evidence.contains("re-read alone")
                {
                    bestDate?.field.confidence = 1 - (1 - date.confidence) * DateResolver.rereadDoubt
                }
            }
        }
        return (bestMoney, bestDate)
    }

    /// A re-reading of the total's own line that shows no amount at all: the line garbled, which is
    /// no evidence for another line (`Total inclusive GST: oss)` for `… 740.45.` would otherwise let a
    /// tax summary's `Total 9.85 0.59 10.44` win on its own net + tax).
    static func garbles(_ reread: LineReread, total: ExtractedField<Int64>?, lines: [ReceiptLine]) -> Bool {
        guard let line = total?.line, reread.line == line, lines.indices.contains(line) else { return false }
        return LineAgreement.amounts(reread.text).isEmpty && !LineAgreement.amounts(lines[line].text).isEmpty
    }

    /// Whether a re-reading of `line` shows `value` (nil: the line was not read again).
    static func readAgain(_ line: Int, _ value: Int64, _ rereads: [LineReread]) -> Bool? {
        let texts = rereads.filter { $0.line == line }.map(\.text)
        if texts.isEmpty { return nil }
        return texts.contains { AmountScanner.amounts(in: $0).contains { $0.hundredths == value } }
    }

    /// Every date the lines can be read as (both day/month orders).
    static func dates(in lines: [ReceiptLine]) -> Set<LocalDate> {
        Set(
            DateScanner.candidates(in: lines).flatMap { c in
                [
                    LocalDate(year: c.year, month: c.second, day: c.first),
                    LocalDate(year: c.year, month: c.first, day: c.second),
                ].compactMap { $0 }
            })
    }
}
