import Foundation
import Shifts
import ShoeboxCore
import Storage

/// A read and timed shift log turned into rows ready to store, checked against the shifts the
/// book already holds: duplicates from overlapping logs merged, same-employer overlaps
/// rejected (quarantined row, the first kept), other-employer overlaps kept with a warning.
public enum ShiftLogImport {
    /// Rows of a log read and timed by `ShiftLog.read`, checked against the book.
    public static func rows(
        _ timed: [(entry: ShiftEntry, timing: ShiftTiming?)], clock: ShiftClock, ledger: Ledger
    ) throws -> [ShiftRecordRow] {
        let entries = timed.map(\.entry)
        guard let first = entries.map(\.date).min(), let last = entries.map(\.date).max() else { return [] }
        let held = try ledger.shiftsToCheck(
            keys: Set(entries.map(\.dedupKey)), from: first.adding(days: -2), to: last.adding(days: 1)
        ).compactMap(RecordedShift.init)
        let plan = ShiftChecker.plan(timed, held: held)
        return timed.enumerated().map { i, row in
            var record = ShiftRecordRow(row.entry, timing: row.timing, timeZone: clock.timeZone.identifier)
            switch plan.decisions[i] {
            case .add: break
            case .duplicate(let id): record.duplicateOf = id
            case .rejected(let reason): record.rejectedReason = reason
            }
            record.overlapWarning = plan.warnings[i]
            record.ambiguity = row.timing?.ambiguity
            return record
        }
    }
}

extension ShiftRecordRow {
    /// The storage row for a parsed, timed shift.
    public init(_ entry: ShiftEntry, timing: ShiftTiming?, timeZone: String) {
        self.init(
            sourceLine: Int64(entry.sourceLine), employer: entry.employer, employerKey: entry.employerKey,
            date: entry.date.description, startTime: entry.start?.description, endTime: entry.end?.description,
            endDate: entry.endDate?.description, breakMinutes: Int64(entry.breakMinutes), startAt: timing?.startAt,
            endAt: timing?.endAt, minutes: timing.map { Int64($0.minutes) }, timeZone: timeZone,
            rateCents: entry.rateCents, salesCents: entry.salesCents, cashTipsCents: entry.cashTipsCents,
            cardTipsCents: entry.cardTipsCents, tipsCents: entry.otherTipsCents, tipOutCents: entry.tipOutCents,
            otherIncomeCents: entry.otherIncomeCents, status: entry.status.rawValue, notes: entry.notes,
            hasEarnings: entry.hasEarnings, dedupKey: entry.dedupKey)
        self.sourceFile = entry.sourceFile
    }
}

extension RecordedShift {
    /// The shift a storage row holds (nil for a row that does not parse: never written by Shoebox).
    public init?(_ row: ShiftRecordRow) {
        guard let date = LocalDate(iso: row.date), let status = ShiftStatus(rawValue: row.status) else { return nil }
        let entry = ShiftEntry(
            date: date, employer: row.employer, start: row.startTime.flatMap { ClockTime($0) },
            end: row.endTime.flatMap { ClockTime($0) }, endDate: row.endDate.flatMap { LocalDate(iso: $0) },
            breakMinutes: Int(row.breakMinutes), rateCents: row.rateCents, salesCents: row.salesCents,
            cashTipsCents: row.cashTipsCents, cardTipsCents: row.cardTipsCents, otherTipsCents: row.tipsCents,
            tipOutCents: row.tipOutCents, otherIncomeCents: row.otherIncomeCents, status: status, notes: row.notes,
            hasEarnings: row.hasEarnings, sourceLine: Int(row.sourceLine), sourceFile: row.sourceFile)
        var timing: ShiftTiming?
        if let start = row.startAt, let end = row.endAt, let minutes = row.minutes {
            timing = ShiftTiming(startAt: start, endAt: end, minutes: Int(minutes), ambiguity: row.ambiguity)
        }
        self.init(id: row.id, entry: entry, timing: timing)
    }
}
