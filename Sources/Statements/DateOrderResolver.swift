import Foundation
import ShoeboxCore

/// Decides day/month order for a file from the evidence in all of it, strongest first: cells
/// that only one order can read, dates in the future, the order of rows (sorted under one
/// reading, jumbled under the other), the descriptions' own dates ("AUTHORIZED ON 03/08"),
/// the span of the file (ten days against eight months), then the pipeline's declared order
/// and locale hints (currency, decimal comma, header language). Every step records its sentence.
enum DateOrderResolver {
    struct Hints {
        var currency: CurrencyCode?
        var decimalComma: Bool
        var englishHeader: Bool
        var today: LocalDate
        var declared: DateOrder? = nil
        /// Per row: the primary date cell's shape and the row's description.
        var described: [(DateShape, String)] = []
    }

    struct Resolution {
        var order: DateOrder
        var evidence: String
        /// True when the file's own dates decided (not a profile, the pipeline or a locale default):
        /// only then does the order say anything about where the file was written.
        var fromFile = false
    }

    static func resolve(columns: [[DateShape]], hints: Hints) throws -> Resolution {
        // The orders every cell allows (the intersection of their `possibleOrders`), without a set per cell.
        var dmyAllowed = true, mdyAllowed = true
        var ambiguousSeen = false
        for column in columns {
            for shape in column {
                if dmyAllowed && !shape.allows(.dmy) { dmyAllowed = false }
                if mdyAllowed && !shape.allows(.mdy) { mdyAllowed = false }
                if shape.isAmbiguous { ambiguousSeen = true }
            }
        }
        var allowed: Set<DateOrder> = []
        if dmyAllowed { allowed.insert(.dmy) }
        if mdyAllowed { allowed.insert(.mdy) }
        if allowed.count == 1 {
            return Resolution(
                order: allowed.first!, evidence: "a date that only \(allowed.first!.rawValue) can read", fromFile: true)
        }
        if allowed.isEmpty {
            throw StatementError(
                .ambiguousDateOrder,
                "the dates contradict each other: some only read as day/month, others only as month/day")
        }
        if !ambiguousSeen { return Resolution(order: .mdy, evidence: "unambiguous dates") }
        let primary = columns.first ?? []
        let future = hints.today.adding(days: 45)
        let futureDMY = primary.compactMap { $0.resolve(.dmy) }.filter { $0 > future }.count
        let futureMDY = primary.compactMap { $0.resolve(.mdy) }.filter { $0 > future }.count
        if futureDMY != futureMDY {
            let order: DateOrder = futureDMY < futureMDY ? .dmy : .mdy
            return Resolution(
                order: order, evidence: "the other order puts \(max(futureDMY, futureMDY)) dates in the future",
                fromFile: true)
        }
        let dmy = primary.compactMap { $0.resolve(.dmy) }, mdy = primary.compactMap { $0.resolve(.mdy) }
        let sortedDMY = monotonicBreaks(dmy), sortedMDY = monotonicBreaks(mdy)
        if primary.count >= 4, abs(sortedDMY - sortedMDY) >= 2 {
            let order: DateOrder = sortedDMY < sortedMDY ? .dmy : .mdy
            return Resolution(
                order: order,
                evidence: "rows are in date order only as \(order.rawValue) "
                    + "(\(min(sortedDMY, sortedMDY)) against \(max(sortedDMY, sortedMDY)) changes of direction)",
                fromFile: true)
        }
        if let own = descriptionDates(hints.described) { return own }
        if let span = spanEvidence(dmy: dmy, mdy: mdy) { return span }
        if let declared = hints.declared { return Resolution(order: declared, evidence: "the pipeline's date_order") }
        if let currency = hints.currency {
            if currency.code == "USD" { return Resolution(order: .mdy, evidence: "USD amounts (US month/day)") }
            if !["CAD", "PHP"].contains(currency.code) {
                return Resolution(order: .dmy, evidence: "\(currency.code) amounts (day/month locale)")
            }
        }
        if hints.decimalComma { return Resolution(order: .dmy, evidence: "decimal commas") }
        if hints.englishHeader { return Resolution(order: .mdy, evidence: "English header, US default") }
        throw StatementError(
            .ambiguousDateOrder,
            "every date reads both as day/month and month/day (e.g. \(example(primary))), rows are sorted either way, "
                + "and neither the descriptions, the span nor the currency decides; "
                + "declare `date_format: DMY` or `date_format: MDY` in a profile")
    }

    /// Descriptions that carry the card's authorization date (`AUTHORIZED ON 03/08`, `12/22SLICEHOST`):
    /// read in the right order it falls 0–7 days before the row's date.
    static func descriptionDates(_ described: [(DateShape, String)]) -> Resolution? {
        var hits: [DateOrder: Int] = [.dmy: 0, .mdy: 0]
        for (shape, text) in described {
            for (a, b) in shortDates(in: text) {
                for order in [DateOrder.dmy, .mdy] {
                    guard let rowDate = shape.resolve(order) else { continue }
                    let (month, day) = order == .mdy ? (a, b) : (b, a)
                    for year in [rowDate.year, rowDate.year - 1] {
                        if let own = LocalDate(year: year, month: month, day: day),
                            own <= rowDate, own.adding(days: 7) >= rowDate
                        {
                            hits[order, default: 0] += 1
                            break
                        }
                    }
                }
            }
        }
        let d = hits[.dmy]!, m = hits[.mdy]!
        guard max(d, m) >= 2, min(d, m) * 4 <= max(d, m) else { return nil }
        let order: DateOrder = d > m ? .dmy : .mdy
        return Resolution(
            order: order,
            evidence: "\(max(d, m)) descriptions carry their own date a few days before "
                + "the row's only as \(order.rawValue) (\(min(d, m)) the other way)", fromFile: true)
    }

    /// `03/08` in free text, not part of a longer date such as `03/08/2024`.
    static func shortDates(in text: String) -> [(Int, Int)] {
        let chars = Array(text.utf8)
        var result: [(Int, Int)] = []
        var i = 0
        func isDigit(_ k: Int) -> Bool { k >= 0 && k < chars.count && chars[k] >= 48 && chars[k] <= 57 }
        while i < chars.count {
            guard chars[i] == UInt8(ascii: "/"), isDigit(i - 1), isDigit(i + 1) else { i += 1; continue }
            var start = i - 1
            while isDigit(start - 1) { start -= 1 }
            var end = i + 1
            while isDigit(end + 1) { end += 1 }
            let before = start - 1 >= 0 ? chars[start - 1] : 0x20, after = end + 1 < chars.count ? chars[end + 1] : 0x20
            if i - start <= 2, end - i <= 2, before != UInt8(ascii: "/"), after != UInt8(ascii: "/"),
                let a = Int(String(decoding: chars[start..<i], as: UTF8.self)),
                let b = Int(String(decoding: chars[(i + 1)...end], as: UTF8.self)), a >= 1, b >= 1
            {
                result.append((a, b))
            }
            i = end + 1
        }
        return result
    }

    /// One reading spans a statement period (up to three months), the other many times longer.
    static func spanEvidence(dmy: [LocalDate], mdy: [LocalDate]) -> Resolution? {
        guard dmy.count >= 2, let dLow = dmy.min(), let dHigh = dmy.max(), let mLow = mdy.min(), let mHigh = mdy.max()
        else {
            return nil
        }
        let spanDMY = dHigh.dayNumber - dLow.dayNumber, spanMDY = mHigh.dayNumber - mLow.dayNumber
        let short = min(spanDMY, spanMDY), long = max(spanDMY, spanMDY)
        guard short <= 93, long >= 120, long >= 3 * max(short, 1) else { return nil }
        let order: DateOrder = spanDMY < spanMDY ? .dmy : .mdy
        return Resolution(
            order: order,
            evidence: "as \(order.rawValue) the rows span \(short) days, "
                + "the other way \(long) days", fromFile: true)
    }

    static func example(_ shapes: [DateShape]) -> String {
        guard case .pair(let a, let b, let y)? = shapes.first(where: \.isAmbiguous) else { return "?" }
        return "\(a)/\(b)/\(y)"
    }

    /// How many times the sequence changes between rising and falling.
    static func monotonicBreaks(_ dates: [LocalDate]) -> Int {
        var breaks = 0, direction = 0
        for (a, b) in zip(dates, dates.dropFirst()) where a != b {
            let step = b > a ? 1 : -1
            if direction != 0 && step != direction { breaks += 1 }
            direction = step
        }
        return breaks
    }
}
