import ShoeboxCore

/// The day of the week printed beside a date (`Tue 26/08/2014`, `Samstag, 16.04.2016`, `SABTU`):
/// a check of the date's digits and order that OCR cannot fake by repeating itself. A misread
/// day, month or year moves the weekday; a date reading both ways is settled by the one whose
/// weekday is printed.
enum DateWeekday {
    /// What the line's weekday says about `date`.
    enum Verdict: Equatable {
        case agrees
        case differs
    }

    /// Weekday words per day, Monday first: English (full and three-letter), German and Malay full
    /// names. Two-letter German abbreviations (`DO`, `SO`, `SA`) are words too often: not read.
    static let names: [[String]] = [
        ["MON", "MONDAY", "MONTAG", "ISNIN"],
        ["TUE", "TUES", "TUESDAY", "DIENSTAG", "SELASA"],
        ["WED", "WEDNESDAY", "MITTWOCH", "RABU"],
        ["THU", "THUR", "THURS", "THURSDAY", "DONNERSTAG", "KHAMIS"],
        ["FRI", "FRIDAY", "FREITAG", "JUMAAT"],
        ["SAT", "SATURDAY", "SAMSTAG", "SONNABEND", "SABTU"],
        ["SUN", "SUNDAY", "SONNTAG", "AHAD"],
    ]

    /// Monday 0 … Sunday 6 (1970-01-01 was a Thursday).
    static func weekday(of date: LocalDate) -> Int {
        ((date.dayNumber + 3) % 7 + 7) % 7
    }

    /// The weekdays named on `text` (whole words; `SUNDAE` or `SATAY` name none).
    static func weekdays(in text: String) -> Set<Int> {
        let words = ReceiptKeywords.normalized(text).split(separator: " ").map(String.init)
        var found: Set<Int> = []
        for (day, list) in names.enumerated() where words.contains(where: list.contains) { found.insert(day) }
        return found
    }

    /// `.agrees` when the line names exactly one weekday and it is `date`'s, `.differs` when it
    /// names exactly one other, nil when it names none (or several: a list of opening hours).
    static func verdict(_ date: LocalDate, line text: String) -> Verdict? {
        let named = weekdays(in: text)
        guard named.count == 1, let day = named.first else { return nil }
        return day == weekday(of: date) ? .agrees : .differs
    }

    /// Share of a date's doubt left when its line names its weekday: a misread digit keeps the
    /// weekday one time in seven.
    static let agreeingDoubt = 0.3
}
