import ShoeboxCore

extension Alert.Kind {
    /// Rent falls due within 3 days (3, 1 or 0 days left) and is not paid yet (rentals stage).
    public static let rentDue = Alert.Kind("rent_due")
    /// Rent unpaid 1, 7 or 30 days after its due date (rentals stage).
    public static let rentOverdue = Alert.Kind("rent_overdue")
    /// A lease ends within 30 or 7 days (rentals stage).
    public static let leaseEnding = Alert.Kind("lease_ending")
    /// A security deposit is still held 30 days after its lease ended (rentals stage).
    public static let depositNotReturned = Alert.Kind("deposit_not_returned")
}

/// The rentals stage's end-of-run alerts, for an injected `today`. Messages name the property and
/// unit, never the tenant (alerts reach logs, the run journal and `on_alert` commands). Each alert is repeated every
/// run while it holds, like overdue invoices; its `code` names the threshold reached
/// (`rent_due_3`, `rent_overdue_7`, `lease_ending_30`, …) so an `on_alert` command can notify once.
public enum RentAlerts {
    /// Thresholds, in days.
    public static let dueIn = [0, 1, 3]
    public static let overdueAfter = [30, 7, 1]
    public static let endingIn = [7, 30]
    public static let depositReturnDays = 30

    public static func alerts(_ leases: [LeaseSnapshot], today: LocalDate) throws -> [Alert] {
        var alerts: [Alert] = []
        for lease in leases.sorted(by: { ($0.property, $0.unit ?? "", $0.id) < ($1.property, $1.unit ?? "", $1.id) }) {
            let account = try lease.account(asOf: today)
            if lease.active { alerts += rentAlerts(lease, account: account, today: today) }
            if lease.active, let end = lease.terms.end {
                let left = end.dayNumber - today.dayNumber
                if left >= 0, let threshold = endingIn.first(where: { left <= $0 }) {
                    alerts.append(
                        Alert(
                            kind: .leaseEnding,
                            message: "lease of \(lease.place) ends \(end), in \(left) day(s)",
                            code: "lease_ending_\(threshold)", date: end))
                }
            }
            if let end = lease.terms.end, today.dayNumber - end.dayNumber >= depositReturnDays,
                account.depositHeld > 0
            {
                let held = Money(minorUnits: account.depositHeld, currency: lease.currency)
                alerts.append(
                    Alert(
                        kind: .depositNotReturned,
                        message: "deposit of \(held.formatted()) for \(lease.place) not returned; "
                            + "the lease ended \(end)",
                        code: "deposit_not_returned_\(depositReturnDays)", amount: held, date: end))
            }
        }
        return alerts
    }

    static func rentAlerts(_ lease: LeaseSnapshot, account: LeaseAccount, today: LocalDate) -> [Alert] {
        var alerts: [Alert] = []
        for standing in account.periods where standing.balance > 0 {
            let owed = Money(minorUnits: standing.balance, currency: lease.currency)
            let due = standing.period.dueDate
            let late = today.dayNumber - due.dayNumber
            if late > 0 {
                guard let threshold = overdueAfter.first(where: { late >= $0 }) else { continue }
                alerts.append(
                    Alert(
                        kind: .rentOverdue,
                        message: "rent for \(lease.place): \(owed.formatted()) "
                            + "overdue \(late) day(s), due \(due)",
                        code: "rent_overdue_\(threshold)", amount: owed, date: due))
            } else if let threshold = dueIn.first(where: { -late <= $0 }) {
                let when = late == 0 ? "today" : "in \(-late) day(s)"
                alerts.append(
                    Alert(
                        kind: .rentDue,
                        message: "rent for \(lease.place): \(owed.formatted()) due \(when) (\(due))",
                        code: "rent_due_\(threshold)", amount: owed, date: due))
            }
        }
        return alerts
    }
}
