import Shifts
import ShoeboxCore
import Storage

/// Alerts of the shift log at the end of a pass: overlaps found in this run's logs (`shift_overlap`:
/// `overlap_same_employer` rows were quarantined, `overlap_other_employer` rows kept), planned
/// shifts with no entry the day after (`missing_shift`), entries without end time or earnings
/// (`incomplete_shift`).
extension BatchRunner {
    func shiftAlerts(runID: Int64) throws -> [Alert] {
        var alerts: [Alert] = []
        for row in try ledger.shiftOverlaps(runID: runID) {
            if let reason = row.rejectedReason {
                alerts.append(
                    Alert(
                        kind: Alert.Kind("shift_overlap"), message: reason + "; the later row is quarantined",
                        file: row.sourceFile, code: "overlap_same_employer", date: LocalDate(iso: row.date)))
            } else if let warning = row.overlapWarning, row.duplicateOf == nil {
                alerts.append(
                    Alert(
                        kind: Alert.Kind("shift_overlap"), message: warning, file: row.sourceFile,
                        code: "overlap_other_employer", date: LocalDate(iso: row.date)))
            }
        }
        for found in try ShiftBook(book: book, ledger: ledger).alerts(today: options.today) {
            alerts.append(
                Alert(
                    kind: Alert.Kind(found.kind), message: found.message, file: found.file, code: found.kind,
                    date: found.date))
        }
        return alerts
    }
}
