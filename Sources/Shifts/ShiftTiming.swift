import ShoeboxCore

/// When a shift ran, as instants, and how many minutes were worked.
public struct ShiftTiming: Sendable, Equatable {
    /// Seconds since 1970-01-01T00:00Z.
    public var startAt: Int64
    public var endAt: Int64
    /// End − start − break, in whole minutes.
    public var minutes: Int
    /// Set when a clock time fell in the repeated hour of a daylight-saving change (first occurrence taken).
    public var ambiguity: String?

    public init(startAt: Int64, endAt: Int64, minutes: Int, ambiguity: String? = nil) {
        self.startAt = startAt
        self.endAt = endAt
        self.minutes = minutes
        self.ambiguity = ambiguity
    }

    /// The longest shift accepted.
    public static let maxMinutes = 24 * 60

    /// Times a row: an end earlier than the start (or equal to it) without an end date ends the next
    /// day; an explicit end date is used as given. Returns nil when the row has no start or no end.
    ///
    /// - Throws: `ShiftRowProblem` for a time skipped by a clock change, an end date before the
    ///   date, an end not after the start, a break as long as the shift, or a shift over 24 h.
    public static func of(_ entry: ShiftEntry, clock: ShiftClock) throws(ShiftRowProblem) -> ShiftTiming? {
        guard let start = entry.start, let end = entry.end else { return nil }
        let endDate: LocalDate
        if let explicit = entry.endDate {
            guard explicit >= entry.date else {
                throw ShiftRowProblem(column: "end date", message: "\(explicit) is before the shift date \(entry.date)")
            }
            endDate = explicit
        } else {
            endDate = end <= start ? entry.date.adding(days: 1) : entry.date
        }
        var notes: [String] = []
        func instant(_ date: LocalDate, _ time: ClockTime, _ column: String) throws(ShiftRowProblem) -> Int64 {
            switch clock.resolve(date, time) {
            case .exact(let at): return at
            case .ambiguous(let first, _):
                notes.append("\(column) \(time) on \(date) occurs twice (clocks went back); the first was taken")
                return first
            case .nonexistent:
                throw ShiftRowProblem(
                    column: column,
                    message: "\(time) does not exist on \(date) in \(clock.timeZone.identifier) (clocks went forward)")
            }
        }
        let startAt = try instant(entry.date, start, "start")
        let endAt = try instant(endDate, end, "end")
        guard endAt > startAt else {
            throw ShiftRowProblem(column: "end", message: "the shift ends (\(endDate) \(end)) before it starts")
        }
        let elapsed = Int((endAt - startAt) / 60)
        guard elapsed <= maxMinutes else {
            throw ShiftRowProblem(
                column: "end",
                message: "the shift lasts \(elapsed / 60) h \(elapsed % 60) min; a shift may not exceed 24 h")
        }
        guard entry.breakMinutes < elapsed else {
            throw ShiftRowProblem(
                column: "break", message: "a break of \(entry.breakMinutes) min is not shorter than the shift")
        }
        return ShiftTiming(
            startAt: startAt, endAt: endAt, minutes: elapsed - entry.breakMinutes,
            ambiguity: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }
}

/// What is wrong with one row: the column and why.
public struct ShiftRowProblem: Error, Sendable, Equatable {
    public var column: String
    public var message: String

    public init(column: String, message: String) {
        self.column = column
        self.message = message
    }
}
