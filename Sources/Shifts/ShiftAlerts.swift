import ShoeboxCore

/// An end-of-run finding about the shift log: `missing_shift` or `incomplete_shift`.
public struct ShiftAlert: Sendable, Equatable {
    public var kind: String
    public var message: String
    public var date: LocalDate
    public var file: String

    /// A `planned` shift with no `completed` (or `missed`) entry at the same employer on its date, once
    /// `today` is past that date (not for employers marked `active: false`); a `completed` entry
    /// without an end time or without any earnings.
    public static func find(in shifts: [RecordedShift], employers: [Employer] = [], today: LocalDate) -> [ShiftAlert] {
        let inactive = Set(employers.filter { !$0.active }.map(\.key))
        var recorded: Set<String> = []
        for shift in shifts where shift.entry.status != .planned {
            recorded.insert(shift.entry.employerKey + "|" + shift.entry.date.description)
        }
        var alerts: [ShiftAlert] = []
        for shift in shifts.sorted(by: { ($0.entry.date, $0.id) < ($1.entry.date, $1.id) }) {
            let entry = shift.entry
            switch entry.status {
            case .planned:
                guard entry.date < today, !inactive.contains(entry.employerKey),
                    !recorded.contains(entry.employerKey + "|" + entry.date.description)
                else { continue }
                alerts.append(
                    ShiftAlert(
                        kind: "missing_shift",
                        message: "planned shift \(shift.reference) has no completed or missed entry; "
                            + "add the shift to your log",
                        date: entry.date, file: entry.sourceFile))
            case .completed:
                var missing: [String] = []
                if entry.end == nil { missing.append("no end time") }
                if !entry.hasEarnings { missing.append("no earnings (sales, tips, tip-out or other income)") }
                guard !missing.isEmpty else { continue }
                alerts.append(
                    ShiftAlert(
                        kind: "incomplete_shift",
                        message: "\(shift.reference): \(missing.joined(separator: " and ")); counted as entered",
                        date: entry.date, file: entry.sourceFile))
            case .missed: continue
            }
        }
        return alerts
    }
}
