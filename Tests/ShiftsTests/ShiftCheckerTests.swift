import Foundation
import ShoeboxCore
import Testing

@testable import Shifts

@Suite struct ShiftCheckerTests {
    let clock = ShiftClock(timeZone: TimeZone(identifier: "UTC")!)

    func row(
        _ employer: String, _ date: String, _ start: String, _ end: String, line: Int, file: String = "a.csv",
        tips: Int64 = 1000
    ) -> (entry: ShiftEntry, timing: ShiftTiming?) {
        let entry = ShiftEntry(
            date: LocalDate(iso: date)!, employer: employer, start: ClockTime(start), end: ClockTime(end),
            cashTipsCents: tips, sourceLine: line, sourceFile: file)
        return (entry, try! ShiftTiming.of(entry, clock: clock))
    }

    func held(_ id: Int64, _ r: (entry: ShiftEntry, timing: ShiftTiming?)) -> RecordedShift {
        RecordedShift(id: id, entry: r.entry, timing: r.timing)
    }

    @Test func sameEmployerOverlapRejectsTheSecondNamingBothLines() {
        let plan = ShiftChecker.plan(
            [
                row("Blue Door", "2026-05-08", "17:00", "01:30", line: 2),
                row("blue door", "2026-05-09", "01:00", "03:00", line: 3),
            ],
            held: [])
        #expect(plan.decisions[0] == .add)
        guard case .rejected(let message) = plan.decisions[1] else {
            Issue.record("expected a rejection, got \(plan.decisions[1])")
            return
        }
        #expect(message.contains("a.csv line 3") && message.contains("a.csv line 2"))
    }

    @Test func differentEmployerOverlapIsKeptWithAWarning() {
        let plan = ShiftChecker.plan(
            [
                row("DashRun", "2026-05-13", "18:00", "21:00", line: 4),
                row("Blue Door", "2026-05-13", "20:30", "23:30", line: 5),
            ],
            held: [])
        #expect(plan.decisions == [.add, .add])
        #expect(plan.warnings[1]?.contains("line 4") == true)
        #expect(plan.warnings[0] == nil)
    }

    @Test func touchingShiftsDoNotOverlapAndTwoRealShiftsOnOneDayStay() {
        let plan = ShiftChecker.plan(
            [
                row("Blue Door", "2026-05-13", "10:00", "14:00", line: 2),
                row("Blue Door", "2026-05-13", "14:00", "22:00", line: 3),
            ],
            held: [])
        #expect(plan.decisions == [.add, .add])
        #expect(plan.warnings.isEmpty)
    }

    @Test func theSameShiftInAnOverlappingLogCountsOnce() {
        let first = row("Blue Door", "2026-05-11", "16:30", "22:30", line: 6, file: "may.csv")
        let again = row("Blue Door", "2026-05-11", "16:30", "22:30", line: 2, file: "may-late.csv")
        let next = row("Blue Door", "2026-05-12", "16:30", "22:30", line: 3, file: "may-late.csv")
        let plan = ShiftChecker.plan([again, next], held: [held(7, first)])
        #expect(plan.decisions == [.duplicate(of: 7), .add])
    }

    @Test func aChangedCopyOfAHeldShiftIsRejectedNotMerged() {
        let first = row("Blue Door", "2026-05-11", "16:30", "22:30", line: 6, file: "may.csv")
        let changed = row("Blue Door", "2026-05-11", "16:30", "22:30", line: 2, file: "fix.csv", tips: 2000)
        let plan = ShiftChecker.plan([changed], held: [held(7, first)])
        guard case .rejected(let message) = plan.decisions[0] else {
            Issue.record("expected a rejection")
            return
        }
        #expect(message.contains("may.csv line 6"))
    }

    @Test func plannedShiftsNeverOverlap() {
        var planned = row("Blue Door", "2026-05-12", "16:30", "23:00", line: 9)
        planned.entry.status = .planned
        let worked = row("Blue Door", "2026-05-12", "16:30", "23:10", line: 2, file: "late.csv")
        let plan = ShiftChecker.plan([worked], held: [held(3, planned)])
        #expect(plan.decisions == [.add])
    }
}
