import ShoeboxCore

/// The span a report covers: a calendar year (`2025`), quarter (`2025-Q2`) or month (`2025-03`).
public struct ReportPeriod: Sendable, Hashable, CustomStringConvertible {
    public enum Granularity: Sendable, Hashable { case year, quarter, month }

    public let granularity: Granularity
    public let year: Int
    /// Quarter 1...4 or month 1...12; 0 for a year.
    public let index: Int

    public static func year(_ year: Int) -> ReportPeriod { ReportPeriod(granularity: .year, year: year, index: 0) }
    public static func quarter(_ year: Int, _ quarter: Int) -> ReportPeriod {
        precondition((1...4).contains(quarter), "quarter \(quarter) out of range")
        return ReportPeriod(granularity: .quarter, year: year, index: quarter)
    }
    public static func month(_ year: Int, _ month: Int) -> ReportPeriod {
        precondition((1...12).contains(month), "month \(month) out of range")
        return ReportPeriod(granularity: .month, year: year, index: month)
    }

    /// Parses `2025`, `2025-Q2` (or `2025-q2`) and `2025-03`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, first.count == 4, let year = Int(first), year >= 1900, year <= 9999 else {
            return nil
        }
        switch parts.count {
        case 1: self = .year(year)
        case 2:
            let rest = parts[1]
            if rest.count == 2, rest.first == "Q" || rest.first == "q", let q = Int(rest.dropFirst()),
                (1...4).contains(q)
            {
                self = .quarter(year, q)
            } else if rest.count == 2, rest.allSatisfy(\.isNumber), let m = Int(rest), (1...12).contains(m) {
                self = .month(year, m)
            } else {
                return nil
            }
        default: return nil
        }
    }

    private init(granularity: Granularity, year: Int, index: Int) {
        self.granularity = granularity
        self.year = year
        self.index = index
    }

    /// The period containing `date` with the given granularity.
    public static func containing(_ date: LocalDate, _ granularity: Granularity) -> ReportPeriod {
        switch granularity {
        case .year: .year(date.year)
        case .quarter: .quarter(date.year, (date.month - 1) / 3 + 1)
        case .month: .month(date.year, date.month)
        }
    }

    /// First month (1...12) of the period.
    public var firstMonth: Int {
        switch granularity {
        case .year: 1
        case .quarter: (index - 1) * 3 + 1
        case .month: index
        }
    }

    /// Last month (1...12) of the period.
    public var lastMonth: Int {
        switch granularity {
        case .year: 12
        case .quarter: index * 3
        case .month: index
        }
    }

    /// First day, inclusive.
    public var start: LocalDate { LocalDate(year: year, month: firstMonth, day: 1)! }
    /// Last day, inclusive.
    public var end: LocalDate {
        LocalDate(year: year, month: lastMonth, day: LocalDate.daysIn(month: lastMonth, year: year))!
    }
    /// The tax year the period falls in.
    public var taxYear: Int { year }

    /// The months of the period, in order.
    public var months: [YearMonth] { (firstMonth...lastMonth).map { YearMonth(year: year, month: $0) } }

    /// The period of the same length just before this one (2025-Q1 → 2024-Q4).
    public var previous: ReportPeriod {
        switch granularity {
        case .year: .year(year - 1)
        case .quarter: index == 1 ? .quarter(year - 1, 4) : .quarter(year, index - 1)
        case .month: index == 1 ? .month(year - 1, 12) : .month(year, index - 1)
        }
    }

    /// The canonical text form: `2025`, `2025-Q2`, `2025-03`.
    public var description: String {
        switch granularity {
        case .year: String(year)
        case .quarter: "\(year)-Q\(index)"
        case .month: "\(year)-\(index < 10 ? "0" : "")\(index)"
        }
    }

    /// A heading such as `Year 2025`, `Q2 2025 (Apr–Jun)` or `March 2025`.
    public var title: String {
        switch granularity {
        case .year: "Year \(year)"
        case .quarter:
            "Q\(index) \(year) (\(YearMonth.shortNames[firstMonth - 1])\u{2013}\(YearMonth.shortNames[lastMonth - 1]))"
        case .month: "\(YearMonth.longNames[index - 1]) \(year)"
        }
    }
}

/// One calendar month.
public struct YearMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init(year: Int, month: Int) {
        precondition((1...12).contains(month), "month \(month) out of range")
        self.year = year
        self.month = month
    }

    public init(_ date: LocalDate) { self.init(year: date.year, month: date.month) }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }

    /// The month `count` months later (negative: earlier).
    public func adding(months count: Int) -> YearMonth {
        let zeroBased = year * 12 + (month - 1) + count
        return YearMonth(year: zeroBased / 12, month: zeroBased % 12 + 1)
    }

    /// Months from `self` to `other` (positive when `other` is later).
    public func distance(to other: YearMonth) -> Int { (other.year * 12 + other.month) - (year * 12 + month) }

    /// `2025-03`.
    public var description: String { "\(year)-\(month < 10 ? "0" : "")\(month)" }
    /// `Mar 2025`.
    public var shortTitle: String { "\(Self.shortNames[month - 1]) \(year)" }

    static let shortNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let longNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
}
