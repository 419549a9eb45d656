import ShoeboxCore

/// Decides, for the rows of a new log, what the book does with each: the same shift already held
/// (from an overlapping log) is a duplicate; a completed shift overlapping another completed shift
/// at the same employer is rejected (the one already held, or earlier in the file, is kept); an
/// overlap with a shift at a different employer is kept with a warning naming both.
public enum ShiftChecker {
    /// What happens to one new row.
    public enum Decision: Sendable, Equatable {
        case add
        /// The same shift is already in the book (id of the kept row).
        case duplicate(of: Int64)
        /// Overlaps a shift at the same employer: quarantined, with the message naming both lines.
        case rejected(String)
    }

    /// One decision per new row, and warnings (indices into `rows`).
    public struct Plan: Sendable, Equatable {
        public var decisions: [Decision]
        /// Overlaps with another employer's shift: kept, reported (row index, message).
        public var warnings: [Int: String]
    }

    /// - Parameters:
    ///   - rows: the new log's rows, in file order, with their timings.
    ///   - held: the book's kept (not duplicate, not rejected) shifts that could match or overlap.
    public static func plan(_ rows: [(entry: ShiftEntry, timing: ShiftTiming?)], held: [RecordedShift]) -> Plan {
        var byKey: [String: [Int64]] = [:]
        for shift in held.sorted(by: { $0.id < $1.id }) { byKey[shift.entry.dedupKey, default: []].append(shift.id) }
        var seen: [String: Int] = [:]
        var index = OverlapIndex()
        for shift in held where shift.entry.status == .completed {
            if let timing = shift.timing { index.insert(shift.reference, shift.entry.employerKey, timing) }
        }
        var decisions: [Decision] = []
        var warnings: [Int: String] = [:]
        for (i, row) in rows.enumerated() {
            let key = row.entry.dedupKey
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            if let ids = byKey[key], occurrence < ids.count {
                decisions.append(.duplicate(of: ids[occurrence]))
                continue
            }
            guard row.entry.status == .completed, let timing = row.timing else {
                decisions.append(.add)
                continue
            }
            let me = RecordedShift(id: 0, entry: row.entry, timing: timing).reference
            let clashes = index.overlaps(timing)
            if let same = clashes.first(where: { $0.employerKey == row.entry.employerKey }) {
                decisions.append(
                    .rejected("\(me) overlaps \(same.reference) at the same employer; the first is kept"))
                continue
            }
            if !clashes.isEmpty {
                warnings[i] =
                    "\(me) overlaps " + clashes.map(\.reference).joined(separator: ", ")
                    + " at another employer; both are kept"
            }
            index.insert(me, row.entry.employerKey, timing)
            decisions.append(.add)
        }
        return Plan(decisions: decisions, warnings: warnings)
    }
}

/// Completed shifts bucketed by start day: a shift lasts at most 24 h, so only shifts that start the
/// day before, the same day or the day after can overlap.
struct OverlapIndex {
    struct Interval {
        var reference: String
        var employerKey: String
        var startAt: Int64
        var endAt: Int64
    }

    private var buckets: [Int64: [Interval]] = [:]

    mutating func insert(_ reference: String, _ employerKey: String, _ timing: ShiftTiming) {
        buckets[Self.day(timing.startAt), default: []].append(
            Interval(reference: reference, employerKey: employerKey, startAt: timing.startAt, endAt: timing.endAt))
    }

    /// Held intervals that share time with `timing` (touching ends do not overlap).
    func overlaps(_ timing: ShiftTiming) -> [Interval] {
        let day = Self.day(timing.startAt)
        return (day - 2...day + 1).flatMap { buckets[$0] ?? [] }.filter {
            $0.startAt < timing.endAt && timing.startAt < $0.endAt
        }
    }

    static func day(_ instant: Int64) -> Int64 { instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400 }
}
