import Foundation
import GRDB
import ShoeboxCore

/// The reads and writes the rentals use cases need (module `Pipeline`, `UseCases/Rental*`).
/// Storage persists; which lease a deposit pays, which payments a spec lists, the schedule and
/// the revisions to write are decided by the caller.
extension LedgerTransaction {
    // MARK: properties

    public func property(named name: String) throws -> PropertyRecord? { try Ledger.property(db, named: name) }

    public func insertProperty(_ property: PropertyRecord, sourceDocumentID: Int64?) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO properties (name, name_key, address, type, currency, purchase_date, basis_cents, notes,
                    spec_name, source_document_id, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                property.name, Ledger.nameKey(property.name), property.address, property.type, property.currency.code,
                property.purchaseDate?.description, property.basisCents, property.notes, property.specName,
                sourceDocumentID, now, now,
            ])
        let id = db.lastInsertedRowID
        try Ledger.replaceExpenseRules(db, propertyID: id, property.expenseRules)
        return id
    }

    /// Writes a revision with the stored state, then the new one.
    public func updateProperty(_ property: PropertyRecord, reason: String, sourceDocumentID: Int64?) throws {
        guard let old = try Ledger.property(db, id: property.id) else { return }
        try writeRevision(
            table: "property_revisions", key: "property_id", id: property.id, previous: old,
            reason: reason, sourceDocumentID: sourceDocumentID)
        try db.execute(
            sql: """
                UPDATE properties SET name = ?, name_key = ?, address = ?, type = ?, currency = ?, purchase_date = ?,
                    basis_cents = ?, notes = ?, spec_name = ?, source_document_id = ?, updated_at = ?
                WHERE id = ?
                """,
            arguments: [
                property.name, Ledger.nameKey(property.name), property.address, property.type, property.currency.code,
                property.purchaseDate?.description, property.basisCents, property.notes, property.specName,
                sourceDocumentID, now, property.id,
            ])
        try Ledger.replaceExpenseRules(db, propertyID: property.id, property.expenseRules)
    }

    /// Every property's payee/memo rules, with the property id.
    public func propertyExpenseRules() throws -> [(propertyID: Int64, rule: PropertyRecord.ExpenseRule)] {
        try Row.fetchAll(
            db,
            sql:
                "SELECT property_id, match_text, schedule_e_line FROM property_expense_rules ORDER BY property_id, position"
        ).map { ($0["property_id"], PropertyRecord.ExpenseRule(row: $0)) }
    }

    /// Canonical rows nobody placed yet (no person, invoice, lease or property decided them).
    public func rowsAwaitingProperty() throws -> [(id: Int64, description: String)] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT t.id, COALESCE(t.payee, '') || ' ' || t.description AS text FROM transactions t
                WHERE t.duplicate_of IS NULL AND t.linked_id IS NULL AND t.pending = 0 AND \(redecidableSQL)
                  AND NOT EXISTS (SELECT 1 FROM property_transactions pt WHERE pt.transaction_id = t.id)
                  AND NOT EXISTS (SELECT 1 FROM invoice_payments p WHERE p.transaction_id = t.id AND p.removed_at IS NULL)
                  AND NOT EXISTS (SELECT 1 FROM rent_payments r WHERE r.transaction_id = t.id AND r.removed_at IS NULL)
                """
        ).map { ($0["id"], $0["text"]) }
    }

    // MARK: leases

    public func lease(specName: String) throws -> LeaseRecord? {
        try Ledger.leases(db, where: "l.spec_name = ?", [specName]).first
    }

    public func leases() throws -> [LeaseRecord] { try Ledger.leases(db, where: "1", []) }

    /// Stores a new lease with its tenants; returns its id.
    public func insertLease(_ lease: LeaseRecord, sourceDocumentID: Int64?) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO leases (spec_name, property_id, unit, start_date, end_date, rent_cents, currency, cycle,
                    due_day, deposit_cents, late_fee_cents, late_fee_bps, late_fee_grace_days, active, notes,
                    source_document_id, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: Ledger.leaseArguments(lease) + [sourceDocumentID, now, now])
        let id = db.lastInsertedRowID
        try setTenants(leaseID: id, lease.tenants)
        return id
    }

    /// Writes a revision with the stored state, then the new terms and tenants.
    public func updateLease(_ lease: LeaseRecord, reason: String, sourceDocumentID: Int64?) throws {
        guard let old = try Ledger.leases(db, where: "l.id = ?", [lease.id]).first else { return }
        try writeRevision(
            table: "lease_revisions", key: "lease_id", id: lease.id, previous: old, reason: reason,
            sourceDocumentID: sourceDocumentID)
        try db.execute(
            sql: """
                UPDATE leases SET spec_name = ?, property_id = ?, unit = ?, start_date = ?, end_date = ?, rent_cents = ?,
                    currency = ?, cycle = ?, due_day = ?, deposit_cents = ?, late_fee_cents = ?, late_fee_bps = ?,
                    late_fee_grace_days = ?, active = ?, notes = ?, source_document_id = ?, updated_at = ?
                WHERE id = ?
                """, arguments: Ledger.leaseArguments(lease) + [sourceDocumentID, now, lease.id])
        try db.execute(sql: "DELETE FROM lease_tenants WHERE lease_id = ?", arguments: [lease.id])
        try setTenants(leaseID: lease.id, lease.tenants)
    }

    func setTenants(leaseID: Int64, _ tenants: [Tenant]) throws {
        for (position, tenant) in tenants.enumerated() {
            let key = Ledger.nameKey(tenant.name)
            if let id = try Int64.fetchOne(db, sql: "SELECT id FROM tenants WHERE name_key = ?", arguments: [key]) {
                // A name given again without contact details keeps the stored ones.
                try db.execute(
                    sql: """
                        UPDATE tenants SET name = ?, phone = COALESCE(?, phone), email = COALESCE(?, email), updated_at = ?
                        WHERE id = ?
                        """, arguments: [tenant.name, tenant.phone, tenant.email, now, id])
                try linkTenant(leaseID: leaseID, tenantID: id, position: position)
            } else {
                try db.execute(
                    sql: """
                        INSERT INTO tenants (name, name_key, phone, email, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
                        """, arguments: [tenant.name, key, tenant.phone, tenant.email, now, now])
                try linkTenant(leaseID: leaseID, tenantID: db.lastInsertedRowID, position: position)
            }
        }
    }

    func linkTenant(leaseID: Int64, tenantID: Int64, position: Int) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO lease_tenants (lease_id, tenant_id, position) VALUES (?, ?, ?)",
            arguments: [leaseID, tenantID, position])
    }

    func writeRevision<T: Encodable>(
        table: String, key: String, id: Int64, previous: T, reason: String, sourceDocumentID: Int64?
    ) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(previous), as: UTF8.self)
        try db.execute(
            sql: """
                INSERT INTO \(table) (\(key), previous_json, reason, source_document_id, created_at) VALUES (?, ?, ?, ?, ?)
                """, arguments: [id, json, reason, sourceDocumentID, now])
    }

    // MARK: schedule

    /// Replaces the stored schedule of a lease (derived data: rewritten whenever it is computed).
    public func replaceSchedule(leaseID: Int64, _ periods: [RentPeriodRecord]) throws {
        try db.execute(sql: "DELETE FROM rent_periods WHERE lease_id = ?", arguments: [leaseID])
        for period in periods {
            try db.execute(
                sql: """
                    INSERT INTO rent_periods (lease_id, period_start, period_end, due_date, amount_cents, prorated)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    leaseID, period.start.description, period.end.description, period.dueDate.description,
                    period.amountCents, period.prorated,
                ])
        }
    }

    // MARK: payments

    public func rentPayments(leaseID: Int64) throws -> [RentPaymentRecord] {
        try Ledger.rentPayments(db, where: "lease_id = ?", [leaseID])
    }

    public func insertRentPayment(_ payment: RentPaymentRecord, sourceDocumentID: Int64?, sourceLine: Int?) throws {
        try db.execute(
            sql: """
                INSERT INTO rent_payments (lease_id, date, amount_cents, method, type, source, transaction_id,
                    source_document_id, source_line, notes, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                payment.leaseID, payment.date.description, payment.amountCents, payment.method, payment.type,
                payment.source, payment.transactionID, sourceDocumentID, sourceLine, payment.notes, now,
            ])
    }

    /// Marks a payment removed (it stays in the book).
    public func markRentPaymentRemoved(id: Int64) throws {
        try db.execute(sql: "UPDATE rent_payments SET removed_at = ? WHERE id = ?", arguments: [now, id])
    }

    // MARK: deposits and property assignment

    /// Posted canonical bank deposits from `from` on that no invoice or lease payment claims and no
    /// person categorized.
    public func unmatchedRentDeposits(from: LocalDate) throws -> [DepositRecord] {
        try postedDeposits(
            from: from,
            where: """
                t.linked_id IS NULL AND \(redecidableSQL)
                  AND NOT EXISTS (SELECT 1 FROM invoice_payments p WHERE p.transaction_id = t.id AND p.removed_at IS NULL)
                  AND NOT EXISTS (SELECT 1 FROM rent_payments r WHERE r.transaction_id = t.id AND r.removed_at IS NULL)
                  AND NOT EXISTS (SELECT 1 FROM property_transactions pt WHERE pt.transaction_id = t.id)
                """)
    }

    /// Puts a transaction on a property's Schedule E line: category `rental_income` (line 3) or
    /// `rental_expense`, out of Schedule C, never re-decided by the categorizer.
    public func assignToProperty(transactionID: Int64, propertyID: Int64, line: Int, source: String) throws {
        try db.execute(
            sql: """
                INSERT INTO property_transactions (transaction_id, property_id, schedule_e_line, source, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT(transaction_id) DO UPDATE SET property_id = excluded.property_id,
                    schedule_e_line = excluded.schedule_e_line, source = excluded.source, updated_at = excluded.updated_at
                """, arguments: [transactionID, propertyID, line, source, now, now])
        try db.execute(
            sql: """
                UPDATE transactions SET category = ?, schedule_c_line = NULL, category_source = ?, confidence = 1.0,
                    category_explanation = ?, explanation_id = NULL, updated_at = ?
                WHERE id = ?
                """,
            arguments: [
                line == 3 ? Ledger.rentalIncomeCategory : Ledger.rentalExpenseCategory, "property:\(source)",
                "Schedule E line \(line) of a rental property (\(source))", now, transactionID,
            ])
    }

    /// Takes a transaction off its property: it becomes undecided for the categorizer again.
    public func unassignFromProperty(transactionID: Int64) throws {
        try db.execute(sql: "DELETE FROM property_transactions WHERE transaction_id = ?", arguments: [transactionID])
        try db.execute(
            sql: """
                UPDATE transactions SET category = NULL, schedule_c_line = NULL, category_source = NULL, confidence = NULL,
                    category_explanation = NULL, explanation_id = NULL, updated_at = ?
                WHERE id = ? AND category_source LIKE 'property:%'
                """, arguments: [now, transactionID])
    }

    /// Rows the categorizer decided with rule `rule` (`category_source = 'rule:<name>'`) not yet on a property.
    public func rowsDecided(byRule rule: String) throws -> [(id: Int64, category: String?)] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT t.id, t.category FROM transactions t
                WHERE t.duplicate_of IS NULL AND t.category_source = ?
                  AND NOT EXISTS (SELECT 1 FROM property_transactions pt WHERE pt.transaction_id = t.id)
                """, arguments: ["rule:\(rule)"]
        ).map { ($0["id"], $0["category"]) }
    }

    public func clearRentMatchCandidates() throws { try db.execute(sql: "DELETE FROM rent_match_candidates") }

    public func clearRentMatchCandidates(transactionID: Int64) throws {
        try db.execute(sql: "DELETE FROM rent_match_candidates WHERE transaction_id = ?", arguments: [transactionID])
    }

    public func insertRentMatchCandidate(transactionID: Int64, leaseID: Int64, reason: String) throws {
        try db.execute(
            sql: "INSERT OR IGNORE INTO rent_match_candidates (transaction_id, lease_id, reason) VALUES (?, ?, ?)",
            arguments: [transactionID, leaseID, reason])
    }
}
