import ShoeboxCore

/// Settles day/month order and picks the purchase date among the dates on a receipt.
///
/// Order evidence, strongest first: another date on the same receipt that can only be read one
/// way; plausibility (not after the import date, not decades old); the country the currency
/// points to, else its own web domain or a tax only day-first countries print (month-first only for
/// US dollars without other evidence).
enum DateResolver {
    static func resolve(
        _ candidates: [DateCandidate], lines: [ReceiptLine], monthFirstCountry: Bool,
        today: LocalDate
    ) -> ExtractedField<LocalDate>? {
        resolveWithEvidence(candidates, lines: lines, monthFirstCountry: monthFirstCountry, today: today)?.field
    }

    /// The date chosen and what its confidence rests on. `orderAssumed`: the country's order was
    /// not read from the receipt (no currency, no domain), only assumed. `orderFromCurrency`: it
    /// comes from a currency read on the receipt (`RM`, `€`, `£`, `USD`), the strongest word of the
    /// country a receipt prints.
    static func resolveWithEvidence(
        _ candidates: [DateCandidate], lines: [ReceiptLine], monthFirstCountry: Bool,
        today: LocalDate, orderAssumed: Bool = false, orderFromCurrency: Bool = false
    ) -> (field: ExtractedField<LocalDate>, evidence: [String])? {
        // Numeric dates that can only be read one way (25/12/2018) tell how this printer writes dates.
        // A time (`12.17.26 PM`) or an implausible reading proves nothing about the order.
        let earliestPlausible = today.adding(days: -365 * 20)
        let proven = candidates.filter { candidate in
            "/-.".contains(candidate.separator)
                && readings(candidate).contains { $0 <= today.adding(days: 1) && $0 >= earliestPlausible }
                && !followedByHalfDay(candidate, lines)
        }.compactMap(\.dayFirst)
        let receiptSaysDayFirst: Bool? =
            proven.isEmpty ? nil : (proven.filter { $0 }.count >= proven.filter { !$0 }.count)
        // Older than this is "decades old": an OCR slip in the year, not a receipt to file.
        let earliest = today.adding(days: -365 * 20)
        var seen: [LocalDate: Int] = [:]
        for candidate in candidates {
            for date in Set(
                [
                    LocalDate(year: candidate.year, month: candidate.second, day: candidate.first),
                    LocalDate(year: candidate.year, month: candidate.first, day: candidate.second),
                ].compactMap { $0 })
            {
                seen[date, default: 0] += 1
            }
        }
        var best: (score: Double, field: ExtractedField<LocalDate>, evidence: [String])?
        for candidate in candidates {
            var options: [(LocalDate, Double)] = []
            let order: String
            let dayFirst = LocalDate(year: candidate.year, month: candidate.second, day: candidate.first)
            let monthFirst = LocalDate(year: candidate.year, month: candidate.first, day: candidate.second)
            let notFuture = [dayFirst, monthFirst].compactMap { $0 }.filter { $0 <= today.adding(days: 1) }
            switch candidate.dayFirst {
            case true?:
                order = "order: read one way"
                if let dayFirst { options.append((dayFirst, 0.9)) }
            case false?:
                order = "order: read one way"
                if let monthFirst { options.append((monthFirst, 0.9)) }
            case nil where candidate.first != candidate.second && notFuture.count == 1:
                // `12/11/2026` read on 2026-11-22: 11 December is still to come, so it is 12 November
                // whatever the country writes; the order is read from the date itself.
                order = "order: the other reading is in the future"
                options.append((notFuture[0], 0.9))
            case nil:
                let fromCurrency = receiptSaysDayFirst == nil && !orderAssumed && orderFromCurrency
                order =
                    receiptSaysDayFirst != nil
                    ? "order: another date"
                    : orderAssumed ? "order: assumed" : fromCurrency ? "order: currency" : "order: country"
                let preferDayFirst = receiptSaysDayFirst ?? !monthFirstCountry
                let evidence = receiptSaysDayFirst != nil ? 0.85 : fromCurrency ? currencyOrderEvidence : 0.7
                if let dayFirst { options.append((dayFirst, preferDayFirst ? evidence : 1 - evidence)) }
                if let monthFirst, candidate.first != candidate.second {
                    options.append((monthFirst, preferDayFirst ? 1 - evidence : evidence))
                }
            }
            // The weekday printed beside the date settles its order when it fits one reading only.
            let weekdays = options.map { DateWeekday.verdict($0.0, line: lines[candidate.line].text) }
            var weekdayOrder = false
            if options.count == 2, weekdays.filter({ $0 == .agrees }).count == 1 {
                options = zip(options, weekdays).map { ($0.0, $1 == .agrees ? 0.9 : 0.1) }
                weekdayOrder = true
            }
            for ((date, orderConfidence), weekday) in zip(options, weekdays) {
                let plausible = date <= today.adding(days: 1) && date >= earliest
                let nextToTime = TimeScanner.time(in: lines[candidate.line].text) != nil
                var confidence =
                    orderConfidence * (plausible ? 1 : 0.3) * (0.6 + 0.4 * lines[candidate.line].confidence)
                if candidate.labelled { confidence += 0.05 }
                if nextToTime { confidence += 0.08 }
                if (seen[date] ?? 0) >= 2 { confidence += 0.1 }
                if candidate.repaired { confidence *= 0.75 }
                if weekday == .agrees { confidence = 1 - (1 - confidence) * DateWeekday.agreeingDoubt }
                if weekday == .differs { confidence = min(confidence, disputedConfidence) }
                // A due, expiry or return date is chosen only when nothing else is printed: flagged.
                if candidate.otherDate { confidence = min(confidence, otherDateConfidence) }
                confidence = min(1, confidence)
                var score = confidence * 100
                if candidate.labelled { score += 10 }
                if nextToTime { score += 5 }
                score -= Double(candidate.line) * 0.2
                if candidate.otherDate { score -= 50 }
                if weekday == .agrees { score += 10 }
                if best == nil || score > best!.score {
                    let evidence =
                        [weekdayOrder ? "order: weekday" : order]
                        + [
                            (weekday == .agrees, "weekday agrees"), (weekday == .differs, "weekday differs"),
                            (!plausible, "implausible"), (candidate.labelled, "labelled"),
                            (nextToTime, "next to a time"),
                            ((seen[date] ?? 0) >= 2, "printed twice"), (candidate.repaired, "repaired"),
                            (candidate.otherDate, "a due, expiry or return date"),
                        ].filter(\.0).map(\.1)
                        + [String(format: "line confidence %.2f", lines[candidate.line].confidence)]
                    best = (
                        score,
                        ExtractedField(
                            value: date, confidence: confidence, line: candidate.line, box: lines[candidate.line].box),
                        evidence
                    )
                }
            }
        }
        guard var field = best?.field, var evidence = best?.evidence else { return nil }
        // Another date on the receipt one digit away (17/06/2018 and 17/08/2018) is the same date
        // misread in one of the two places: which one is not known, so the date is not sure.
        let threshold = ExtractedReceipt.flagThresholds[.date] ?? 1
        let others = candidates.filter { $0.line != field.line }.map(readings)
        if others.contains(where: { dates in
            !dates.contains(field.value) && dates.contains { oneDigitApart($0, field.value) }
        }) {
            field.confidence = min(field.confidence, threshold - 0.01)
            evidence.append("another date one digit away")
        }
        return (field, evidence)
    }

    /// Country-code domains of countries that write the month first (the United States); other
    /// country codes write the day first. Codes used as generic names (`.io`, `.co`, `.me`, `.tv`,
    /// ...) say nothing.
    static let monthFirstDomains: Set<String> = ["us"]
    static let genericDomains: Set<String> = [
        "io", "co", "me", "tv", "ai", "ly", "fm", "cc", "to", "gg", "app", "ws", "la", "is", "it", "am", "so",
    ]

    /// Whether the receipt's own web address names a day-first country (`www.dominos.com.my`,
    /// `thalia.de`): true, false for a month-first country, nil when no country-code domain is printed.
    static func domainSaysDayFirst(_ lines: [ReceiptLine]) -> Bool? {
        for line in lines {
            for match in webDomain.matches(in: line.text.lowercased()) {
                guard let code = match[1], code.count == 2, !genericDomains.contains(code) else { continue }
                return !monthFirstDomains.contains(code)
            }
        }
        return nil
    }

    /// Whether the receipt names a tax or registration only day-first countries print (`GST`, `VAT`,
    /// `ABN`, `SST`, `MwSt`): true, nil when none is printed. The United States prints none of them
    /// (`Sales Tax`), so a receipt that prints one writes the day first. Canada prints `GST` too and
    /// writes dates either way: a receipt that also prints a provincial tax (`HST`, `PST`, `QST`, `TVQ`)
    /// says nothing.
    static func taxSaysDayFirst(_ lines: [ReceiptLine]) -> Bool? {
        let texts = lines.map { ReceiptKeywords.normalized($0.text) }
        guard texts.contains(where: { ReceiptKeywords.containsAny($0, dayFirstTaxWords) }),
            !texts.contains(where: { ReceiptKeywords.containsAny($0, eitherOrderTaxWords) })
        else { return nil }
        return true
    }

    static let dayFirstTaxWords = ["GST", "VAT", "ABN", "SST", "MWST"]
    /// Canada's provincial taxes, printed beside its `GST`.
    static let eitherOrderTaxWords = ["HST", "PST", "QST", "TVQ"]

    /// The country's order as the receipt itself tells it: its own web domain, else a tax only
    /// day-first countries print; nil when it tells nothing.
    static func countrySaysDayFirst(_ lines: [ReceiptLine]) -> Bool? {
        domainSaysDayFirst(lines) ?? taxSaysDayFirst(lines)
    }

    /// `www.` or `@` or `….com.` / `….co.` before the last label: a web or mail domain, not an abbreviation.
    static let webDomain = TextPattern(
        #"(?:www\.|@[a-z0-9-]+\.|[a-z0-9-]{2,}\.(?:com|co|net|org)\.)[a-z0-9.-]*?([a-z]{2,3})(?![a-z0-9.-])"#)

    /// Both readings of a candidate (day/month and month/day), the valid ones.
    static func readings(_ candidate: DateCandidate) -> [LocalDate] {
        [
            LocalDate(year: candidate.year, month: candidate.second, day: candidate.first),
            LocalDate(year: candidate.year, month: candidate.first, day: candidate.second),
        ].compactMap { $0 }
    }

    /// Whether the two dates' `YYYY-MM-DD` forms differ in exactly one digit.
    static func oneDigitApart(_ a: LocalDate, _ b: LocalDate) -> Bool {
        zip(a.description, b.description).filter { $0 != $1 }.count == 1
    }

    /// `12.17.26 PM`: a time written with dots, not a date.
    static func followedByHalfDay(_ candidate: DateCandidate, _ lines: [ReceiptLine]) -> Bool {
        halfDayTime.matches(in: lines[candidate.line].text.uppercased()).contains { m in
            Int(m[1] ?? "") == candidate.first && Int(m[2] ?? "") == candidate.second
                && Int(m[3] ?? "") == candidate.year % 100
        }
    }

    /// Share of a date's doubt left when its line, read again, shows the same date: the same
    /// pixels read again can repeat a misread digit, so it weighs what it weighs for a total.
    static let rereadDoubt = TotalResolver.rereadDoubt

    /// A date some reading of its line contradicts (`first reading differs`, `re-read differs`):
    /// flagged, at what such dates are worth. Fitted on the development part (session 8): 8 of 11
    /// were right (held at 0.80 before, which overstated them in the reliability table).
    static let disputedConfidence = 0.7

    /// How sure the day/month order of a date that reads both ways is when the receipt's own
    /// currency names the country (0.7 when a web domain or a tax word does, 0.85 when another
    /// date on the receipt reads one way only).
    static let currencyOrderEvidence = 0.8

    /// A date on a line naming another date than the purchase's (`Due Date`, `Valid until`), taken
    /// only when no other date is printed: flagged.
    static let otherDateConfidence = 0.5

    static let halfDayTime = TextPattern(#"(?<!\d)(\d{1,2})[.:](\d{2})[.:](\d{2})\s?[AP]\.?M(?![A-Z])"#)
}

/// Finds a time of day: `14:35`, `2:35 PM`, `14:35:09`.
enum TimeScanner {
    static let pattern = TextPattern(
        #"(?<![\d:])([01]?\d|2[0-3])\s?:\s?([0-5]\d)(?::[0-5]\d)?\s*([AaPp][Mm])?(?![\d])"#)

    /// `HH:MM` in 24-hour form.
    static func time(in text: String) -> String? {
        guard let m = pattern.firstMatch(in: text) else { return nil }
        var hour = Int(m[1] ?? "0") ?? 0
        let minute = m[2] ?? "00"
        if let half = m[3]?.uppercased() {
            if half == "PM", hour < 12 { hour += 12 }
            if half == "AM", hour == 12 { hour = 0 }
        }
        return (hour < 10 ? "0" : "") + "\(hour):" + minute
    }
}
