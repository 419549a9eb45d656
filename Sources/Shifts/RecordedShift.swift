/// A shift as the book holds it: the row, its timing (nil without start and end) and its id.
public struct RecordedShift: Sendable, Equatable {
    public var id: Int64
    public var entry: ShiftEntry
    public var timing: ShiftTiming?

    public init(id: Int64, entry: ShiftEntry, timing: ShiftTiming?) {
        self.id = id
        self.entry = entry
        self.timing = timing
    }

    /// `shifts-may.csv line 7 (Blue Door Bistro 2026-05-04 17:00–23:00)`.
    public var reference: String {
        let times = entry.start.map { s in entry.end.map { "\(s)\u{2013}\($0)" } ?? "\(s)\u{2013}?" } ?? "no times"
        return "\(entry.sourceFile) line \(entry.sourceLine) (\(entry.employer) \(entry.date) \(times))"
    }
}
