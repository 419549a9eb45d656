import Foundation
import GRDB
import ShoeboxCore

/// Row-level helpers shared by the rental reads and writes (`LedgerTransaction+Rentals`,
/// `Ledger+Rentals`): categories, name keys, lease and payment rows.
extension Ledger {
    /// Category of a bank deposit that paid rent (Schedule E line 3, not Schedule C).
    public static let rentalIncomeCategory = "rental_income"
    /// Category of a property expense (Schedule E lines 5–19, not Schedule C).
    public static let rentalExpenseCategory = "rental_expense"

    /// Case- and space-insensitive key of a name.
    static func nameKey(_ name: String) -> String {
        name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func property(_ db: Database, named name: String) throws -> PropertyRecord? {
        try Row.fetchOne(db, sql: "SELECT * FROM properties WHERE name_key = ?", arguments: [nameKey(name)])
            .map { try withRules(db, PropertyRecord(row: $0)) }
    }

    static func property(_ db: Database, id: Int64) throws -> PropertyRecord? {
        try Row.fetchOne(db, sql: "SELECT * FROM properties WHERE id = ?", arguments: [id])
            .map { try withRules(db, PropertyRecord(row: $0)) }
    }

    static func withRules(_ db: Database, _ property: PropertyRecord) throws -> PropertyRecord {
        var property = property
        property.expenseRules = try Row.fetchAll(
            db,
            sql:
                "SELECT match_text, schedule_e_line FROM property_expense_rules WHERE property_id = ? ORDER BY position",
            arguments: [property.id]
        ).map(PropertyRecord.ExpenseRule.init(row:))
        return property
    }

    static func replaceExpenseRules(_ db: Database, propertyID: Int64, _ rules: [PropertyRecord.ExpenseRule]) throws {
        try db.execute(sql: "DELETE FROM property_expense_rules WHERE property_id = ?", arguments: [propertyID])
        for (position, rule) in rules.enumerated() {
            try db.execute(
                sql:
                    "INSERT INTO property_expense_rules (property_id, position, match_text, schedule_e_line) VALUES (?, ?, ?, ?)",
                arguments: [propertyID, position, rule.match, rule.line])
        }
    }

    static func leaseArguments(_ lease: LeaseRecord) -> StatementArguments {
        [
            lease.specName, lease.propertyID, lease.unit, lease.start.description, lease.end?.description,
            lease.rentCents, lease.currency.code, lease.cycle, lease.dueDay, lease.depositCents, lease.lateFeeCents,
            lease.lateFeeBasisPoints, lease.lateFeeGraceDays, lease.active, lease.notes,
        ]
    }

    static func leases(_ db: Database, where condition: String, _ arguments: StatementArguments) throws
        -> [LeaseRecord]
    {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT l.*, p.name AS property_name FROM leases l JOIN properties p ON p.id = l.property_id
                WHERE \(condition) ORDER BY p.name_key, l.unit, l.start_date, l.id
                """, arguments: arguments)
        var tenants: [Int64: [Tenant]] = [:]
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT lt.lease_id, t.name, t.phone, t.email FROM lease_tenants lt JOIN tenants t ON t.id = lt.tenant_id
                ORDER BY lt.lease_id, lt.position
                """)
        {
            tenants[row["lease_id"], default: []].append(
                Tenant(name: row["name"], phone: row["phone"], email: row["email"]))
        }
        return rows.map { row in
            LeaseRecord(
                id: row["id"], specName: row["spec_name"], propertyID: row["property_id"],
                propertyName: row["property_name"], unit: row["unit"], tenants: tenants[row["id"]] ?? [],
                start: LocalDate(iso: row["start_date"] as String)!,
                end: (row["end_date"] as String?).flatMap { LocalDate(iso: $0) }, rentCents: row["rent_cents"],
                currency: CurrencyCode(row["currency"] as String) ?? .usd, cycle: row["cycle"], dueDay: row["due_day"],
                depositCents: row["deposit_cents"], lateFeeCents: row["late_fee_cents"],
                lateFeeBasisPoints: row["late_fee_bps"], lateFeeGraceDays: row["late_fee_grace_days"],
                active: row["active"], notes: row["notes"])
        }
    }

    static func rentPayments(_ db: Database, where condition: String, _ arguments: StatementArguments) throws
        -> [RentPaymentRecord]
    {
        try Row.fetchAll(
            db,
            sql: """
                SELECT id, lease_id, date, amount_cents, method, type, source, transaction_id, notes FROM rent_payments
                WHERE removed_at IS NULL AND \(condition) ORDER BY date, id
                """, arguments: arguments
        ).map { row in
            RentPaymentRecord(
                id: row["id"], leaseID: row["lease_id"], date: row.storedDate(Column("date")),
                amountCents: row["amount_cents"], method: row["method"], type: row["type"], source: row["source"],
                transactionID: row["transaction_id"], notes: row["notes"])
        }
    }
}
