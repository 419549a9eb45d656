/// A local wall-clock time of day, to the minute (`21:30`, `9:30 PM`, `9pm`, `0930`).
public struct ClockTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes after midnight, 0...1439.
    public let minutes: Int

    public init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// Parses 24-hour (`21:30`, `21:30:00`, `2130`, `7`) and 12-hour (`9:30 PM`, `9pm`, `12:15 a.m.`) times.
    /// `24:00` is not accepted (write `00:00` with the next day as end date, or end before start).
    public init?(_ raw: String) {
        var text = raw.lowercased().filter { !$0.isWhitespace && $0 != "." }
        var meridiem: Character?
        if text.hasSuffix("am") || text.hasSuffix("pm") {
            meridiem = text.dropLast().last
            text = String(text.dropLast(2))
        } else if text.hasSuffix("a") || text.hasSuffix("p") {
            meridiem = text.last
            text = String(text.dropLast())
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var hour: Int, minute = 0
        switch parts.count {
        case 1:
            let digits = parts[0]
            guard digits.allSatisfy(\.isNumber), !digits.isEmpty, digits.count <= 4 else { return nil }
            if digits.count <= 2 {
                guard let h = Int(digits) else { return nil }
                hour = h
            } else {
                guard let h = Int(digits.dropLast(2)), let m = Int(digits.suffix(2)) else { return nil }
                hour = h
                minute = m
            }
        case 2, 3:
            guard parts.allSatisfy({ $0.count >= 1 && $0.count <= 2 && $0.allSatisfy(\.isNumber) }),
                parts[1].count == 2, let h = Int(parts[0]), let m = Int(parts[1])
            else { return nil }
            if parts.count == 3, parts[2].count != 2 { return nil }
            hour = h
            minute = m
        default: return nil
        }
        guard (0..<60).contains(minute) else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "p" ? 12 : 0)
        }
        guard (0..<24).contains(hour) else { return nil }
        self.minutes = hour * 60 + minute
    }

    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool { lhs.minutes < rhs.minutes }

    /// `HH:MM`, 24-hour.
    public var description: String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
    }
}
