import Foundation
import Rentals
import ShoeboxCore

/// `shoebox rent status` output: a table for people, or JSON with the keys of issue 14
/// (`property`, `tenant`, `period_start`, `due_date`, `due_cents`, `paid_cents`, `balance_cents`,
/// `days_overdue`, `status`; then `lease_id`, `unit`, `currency`, `next_due_date`,
/// `total_balance_cents`, `credit_cents`, `deposit_held_cents`).
public enum RentStatusText {
    public static func json(_ lines: [RentStatusLine]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(lines), as: UTF8.self)
    }

    public static func text(_ lines: [RentStatusLine], asOf: LocalDate) -> String {
        guard !lines.isEmpty else { return "No active leases on \(asOf)." }
        let header = [
            "Property", "Tenant", "Period", "Due", "Amount", "Paid", "Balance", "Overdue", "Status", "Next due",
        ]
        let rows = lines.map { line -> [String] in
            let money = { (units: Int64) in
                Money(minorUnits: units, currency: line.currency).decimalString
            }
            return [
                line.property + (line.unit.map { " #\($0)" } ?? ""), line.tenant, "\(line.periodStart)",
                "\(line.dueDate)", money(line.dueCents), money(line.paidCents), money(line.balanceCents),
                line.daysOverdue > 0 ? "\(line.daysOverdue) d" : "", line.status.rawValue,
                line.nextDueDate.map { "\($0)" } ?? "",
            ]
        }
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        let render = { (cells: [String]) in
            cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        var out = ["Rent status on \(asOf)", render(header)] + rows.map(render)
        let owed = lines.filter { $0.totalBalanceCents > 0 }
        if !owed.isEmpty {
            out.append("")
            out.append("\(owed.count) lease(s) owe money; total balances include every period due so far.")
        }
        return out.joined(separator: "\n")
    }
}
