/// A calendar date without time zone (a bank's booking date), stored as `YYYY-MM-DD`.
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Fails for impossible dates (month 13, February 30, year outside 1900...2200).
    public init?(year: Int, month: Int, day: Int) {
        guard (1900...2200).contains(year), (1...12).contains(month),
            day >= 1, day <= LocalDate.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly.
    public init?(iso text: some StringProtocol) {
        if let (y, m, d) = Self.tenDigitISO(text.utf8) {
            self.init(year: y, month: m, day: d)
            return
        }
        self.init(splitISO: text)
    }

    /// `init?(iso:)` for a `String` (a stored date, read for every row of a book): the same reading, with the
    /// bytes read from contiguous storage instead of through the generic collection, which costs a
    /// dynamic call per byte from another module.
    public init?(iso text: String) {
        let fast = text.utf8.withContiguousStorageIfAvailable { Self.tenDigitISO($0) }
        if let (y, m, d) = fast ?? Self.tenDigitISO(text.utf8) {
            self.init(year: y, month: m, day: d)
            return
        }
        self.init(splitISO: text)
    }

    /// The general reading of `init?(iso:)`: three `-`-separated numbers, the year of four characters.
    private init?(splitISO text: some StringProtocol) {
        let parts = text.split(separator: "-")
        guard parts.count == 3, parts[0].count == 4,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Year, month and day of the common stored shape `DDDD-DD-DD` (ASCII digits), read from the
    /// bytes without splitting; nil for any other text, which the general reading handles.
    static func tenDigitISO(_ bytes: some Collection<UInt8>) -> (Int, Int, Int)? {
        guard bytes.count == 10 else { return nil }
        var numbers = (0, 0, 0)
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch offset {
            case 0..<4: numbers.0 = numbers.0 * 10 + digit
            case 5..<7: numbers.1 = numbers.1 * 10 + digit
            default: numbers.2 = numbers.2 * 10 + digit
            }
        }
        return numbers
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(iso: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "bad date \(text)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public var description: String {
        let m = month < 10 ? "0\(month)" : "\(month)"
        let d = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(m)-\(d)"
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Days since 1970-01-01 (proleptic Gregorian).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        let z = dayNumber + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
