import ShoeboxCore

/// The span a tips summary covers: `2026`, `2026-Q2`, `2026-05`, an ISO week `2026-W19`
/// (Monday to Sunday) or a range `2026-05-04..2026-05-31` (both days included).
public struct ShiftPeriod: Sendable, Hashable, CustomStringConvertible {
    public let start: LocalDate
    public let end: LocalDate
    /// The text it was parsed from, canonical (`2026-W19`).
    public let description: String

    public init(start: LocalDate, end: LocalDate, description: String) {
        self.start = start
        self.end = end
        self.description = description
    }

    public init?(_ text: String) {
        if let range = text.range(of: "..") {
            guard let from = LocalDate(iso: text[..<range.lowerBound]),
                let to = LocalDate(iso: text[range.upperBound...]),
                from <= to
            else { return nil }
            self.init(start: from, end: to, description: "\(from)..\(to)")
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, first.count == 4, let year = Int(first), (1900...2199).contains(year) else {
            return nil
        }
        if parts.count == 1 {
            self.init(
                start: LocalDate(year: year, month: 1, day: 1)!, end: LocalDate(year: year, month: 12, day: 31)!,
                description: String(year))
            return
        }
        guard parts.count == 2 else { return nil }
        let rest = parts[1]
        if rest.count == 2, let m = Int(rest), (1...12).contains(m), rest.allSatisfy(\.isNumber) {
            self.init(
                start: LocalDate(year: year, month: m, day: 1)!,
                end: LocalDate(year: year, month: m, day: LocalDate.daysIn(month: m, year: year))!,
                description: "\(year)-\(rest)")
        } else if rest.count == 2, rest.uppercased().first == "Q", let q = Int(rest.dropFirst()), (1...4).contains(q) {
            let last = q * 3
            self.init(
                start: LocalDate(year: year, month: last - 2, day: 1)!,
                end: LocalDate(year: year, month: last, day: LocalDate.daysIn(month: last, year: year))!,
                description: "\(year)-Q\(q)")
        } else if rest.count == 3, rest.uppercased().first == "W", let w = Int(rest.dropFirst()),
            (1...Self.isoWeeks(in: year)).contains(w)
        {
            let monday = Self.isoWeekOneMonday(year).adding(days: (w - 1) * 7)
            self.init(start: monday, end: monday.adding(days: 6), description: "\(year)-W\(rest.dropFirst())")
        } else {
            return nil
        }
    }

    public func contains(_ date: LocalDate) -> Bool { start <= date && date <= end }

    /// Number of days, both ends included.
    public var dayCount: Int { end.dayNumber - start.dayNumber + 1 }

    /// The Monday of ISO week 1 (the week holding January 4).
    static func isoWeekOneMonday(_ year: Int) -> LocalDate {
        WeekStart.monday.weekStart(of: LocalDate(year: year, month: 1, day: 4)!)
    }

    /// 52 or 53.
    static func isoWeeks(in year: Int) -> Int {
        (isoWeekOneMonday(year + 1).dayNumber - isoWeekOneMonday(year).dayNumber) / 7
    }
}
