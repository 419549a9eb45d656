import Foundation
import GRDB
import Invoicing
import ShoeboxCore

/// What storing one spec did.
public struct InvoiceImportResult: Sendable, Equatable {
    public var number: String
    /// False when an existing document was updated (a revision row keeps the old state).
    public var created: Bool
    public var status: DocumentStatus
}

extension Ledger {
    /// Stores an invoice or estimate spec in one transaction: its client, the document, items,
    /// the spec's payments, a revision row when it updates an existing document, the estimate it
    /// converts, and the source file's row. A spec for an existing number updates that document
    /// when it comes from the same spec file; a number used by another spec file is an error
    /// naming both files. Nothing is stored when anything fails.
    public func importInvoiceSpec(_ spec: InvoiceSpec, document: NewDocument?, runID: Int64?,
                                  today: LocalDate) throws -> InvoiceImportResult {
        try writer.write { db in
            var sourceID: Int64?
            if let document, let runID {
                sourceID = try Ledger.upsertDocument(db, document, status: "processed", runID: runID, dialect: spec.type.rawValue, count: 0)
            }
            let result = try Ledger.storeSpec(db, spec, sourceDocumentID: sourceID, today: today)
            if let document, let sourceID {
                try Ledger.rememberPath(db, path: document.originalPath, size: document.size, mtime: document.mtimeNanoseconds, documentID: sourceID)
            }
            return result
        }
    }

    /// `shoebox invoice convert EST-0003`: a new invoice with every item of the estimate, issued
    /// `today`; the estimate becomes `converted`.
    public func convertEstimate(number: String, today: LocalDate) throws -> InvoiceImportResult {
        try writer.write { db in
            if let id = try Ledger.invoiceID(db, number: number),
               let invoice = try String.fetchOne(db, sql: "SELECT number FROM invoice_documents WHERE converted_from_id = ?", arguments: [id]) {
                throw InvoiceOperationError("\(number) was already converted to \(invoice)")
            }
            var spec = InvoiceSpec(file: "shoebox invoice convert \(number)", type: .invoice)
            spec.convertFrom = number
            spec.issueDate = today
            spec.defaultCurrency = try Ledger.business(db)?.defaultCurrency ?? .usd
            return try Ledger.storeSpec(db, spec, sourceDocumentID: nil, today: today)
        }
    }

    static func storeSpec(_ db: Database, _ spec: InvoiceSpec, sourceDocumentID: Int64?, today: LocalDate) throws -> InvoiceImportResult {
        var business = try business(db) ?? .placeholder
        let estimate = try conversionSource(db, spec)
        let existing = try existingTarget(db, spec, estimateID: estimate?.id)
        if let existing, existing.document.type != spec.type {
            throw spec.error("number", code: "number_collision", "\(existing.document.number) is a \(existing.document.type.rawValue), "
                             + "made from \(existing.specName); \(spec.file) is a \(spec.type.rawValue)")
        }
        if let estimate, estimate.document.status == .converted, existing == nil {
            throw spec.error("convert_from", "\(estimate.document.number) was already converted to an invoice")
        }
        let prefix = business.prefix(for: spec.type)
        var number = existing?.document.number ?? spec.number ?? ""
        if number.isEmpty {
            let next = spec.type == .invoice ? business.nextInvoiceNumber : business.nextEstimateNumber
            number = try DocumentNumbering.next(prefix: prefix, from: next) { try Ledger.numberTaken(db, $0) }.number
        }
        guard DocumentNumbering.isValid(number) else {
            throw spec.error("number", "`\(number)` can hold only letters, digits, `-`, `_` and `.` (it names the PDF file)")
        }
        let (clientID, client) = try resolveClient(db, spec, estimate: estimate)
        if let existing, let problem = InvoiceLifecycle.transitionProblem(type: spec.type, from: existing.document.status,
                                                                         to: spec.status ?? .sent) {
            throw spec.error(spec.status == nil ? nil : "status", problem)
        }
        let otherPayments = existing?.paymentRows.filter { $0.source != "spec" }.map(\.payment) ?? []
        let resolved = try InvoiceBuilder.resolve(spec, number: number, client: client, business: business,
                                                  otherPayments: otherPayments, estimate: estimate?.document, today: today)
        let id: Int64
        if let existing {
            try writeRevision(db, id: existing.id, reason: "spec_updated", sourceDocumentID: sourceDocumentID)
            id = existing.id
        } else {
            try db.execute(sql: """
                INSERT INTO invoice_documents (document_type, number, client_id, status, requested_status, issue_date, due_date,
                    currency, subtotal_cents, tax_rate_bps, tax_cents, discount_cents, total_cents, amount_due_cents, spec_name,
                    created_at, updated_at)
                VALUES (?, ?, ?, 'draft', 'draft', '', '', '', 0, 0, 0, 0, 0, 0, ?, ?, ?)
                """, arguments: [spec.type.rawValue, number, clientID, spec.file, timestamp(), timestamp()])
            id = db.lastInsertedRowID
        }
        try writeDocument(db, id: id, resolved, clientID: clientID, specName: spec.file, sourceDocumentID: sourceDocumentID,
                          estimateID: estimate?.id)
        try replaceSpecPayments(db, id: id, spec.payments.map(\.payment), existing: existing?.paymentRows ?? [])
        if let estimate, estimate.document.status != .converted {
            try writeRevision(db, id: estimate.id, reason: "converted to \(number)", sourceDocumentID: sourceDocumentID)
            try db.execute(sql: "UPDATE invoice_documents SET status = 'converted', requested_status = 'converted', updated_at = ? WHERE id = ?",
                           arguments: [timestamp(), estimate.id])
        }
        if let counter = DocumentNumbering.counter(of: number, prefix: prefix) {
            if spec.type == .invoice { business.nextInvoiceNumber = max(business.nextInvoiceNumber, counter + 1) }
            else { business.nextEstimateNumber = max(business.nextEstimateNumber, counter + 1) }
            try saveCounters(db, business)
        }
        if !InvoiceLifecycle.isOpen(resolved.document.status) {
            try db.execute(sql: "DELETE FROM deposit_match_candidates WHERE invoice_document_id = ?", arguments: [id])
        }
        return InvoiceImportResult(number: number, created: existing == nil, status: resolved.document.status)
    }

    static func conversionSource(_ db: Database, _ spec: InvoiceSpec) throws -> StoredInvoice? {
        guard let number = spec.convertFrom else { return nil }
        guard let id = try invoiceID(db, number: number), let estimate = try storedInvoice(db, id: id),
              estimate.document.type == .estimate else {
            throw spec.error("convert_from", code: "unknown_estimate", "there is no estimate \(number) in the book")
        }
        if let problem = InvoiceLifecycle.conversionProblem(status: estimate.document.status), estimate.document.status != .converted {
            throw spec.error("convert_from", "\(number) cannot be converted: \(problem)")
        }
        return estimate
    }

    /// The stored document this spec describes: by number, else by the spec file it came from
    /// (or the estimate it converts); a number owned by another spec file is a collision.
    static func existingTarget(_ db: Database, _ spec: InvoiceSpec, estimateID: Int64?) throws -> StoredInvoice? {
        if let number = spec.number {
            guard let id = try invoiceID(db, number: number), let stored = try storedInvoice(db, id: id) else { return nil }
            guard stored.specName == spec.file else {
                throw spec.error("number", code: "number_collision",
                                 "number \(number) already belongs to a document from \(stored.specName); "
                                 + "\(spec.file) cannot use it (give it another number or remove `number` to get the next free one)")
            }
            return stored
        }
        let id = try estimateID.flatMap {
            try Int64.fetchOne(db, sql: "SELECT id FROM invoice_documents WHERE converted_from_id = ? AND deleted_at IS NULL", arguments: [$0])
        } ?? Int64.fetchOne(db, sql: """
            SELECT id FROM invoice_documents WHERE spec_name = ? AND document_type = ? AND deleted_at IS NULL ORDER BY id DESC LIMIT 1
            """, arguments: [spec.file, spec.type.rawValue])
        return try id.flatMap { try storedInvoice(db, id: $0) }
    }

    static func numberTaken(_ db: Database, _ number: String) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM invoice_documents WHERE number = ?)", arguments: [number]) ?? false
    }

    /// Finds (or creates) the client; an inline block updates the stored client's details.
    static func resolveClient(_ db: Database, _ spec: InvoiceSpec, estimate: StoredInvoice?) throws -> (Int64, ClientDetails) {
        switch spec.client {
        case .id(let id)?:
            guard let client = try client(db, id: id) else { throw spec.error("client", code: "unknown_client", "there is no client with id \(id)") }
            return (id, client)
        case .name(let name, let details)?:
            let key = clientKey(name)
            guard !key.isEmpty else { throw spec.error("client", "the client name has no letters or digits") }
            let now = timestamp()
            if let id = try Int64.fetchOne(db, sql: "SELECT id FROM clients WHERE name_key = ? AND deleted_at IS NULL", arguments: [key]) {
                if let details {
                    try db.execute(sql: """
                        UPDATE clients SET name = ?, email = COALESCE(?, email), phone = COALESCE(?, phone),
                            address = CASE WHEN ? = '' THEN address ELSE ? END, notes = COALESCE(?, notes), updated_at = ? WHERE id = ?
                        """, arguments: [details.name, details.email, details.phone, details.address.joined(separator: "\n"),
                                         details.address.joined(separator: "\n"), details.notes, now, id])
                }
                return (id, try client(db, id: id)!)
            }
            let fields = details ?? ClientDetails(name: name)
            try db.execute(sql: """
                INSERT INTO clients (name, name_key, email, phone, address, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [fields.name, key, fields.email, fields.phone, fields.address.joined(separator: "\n"), fields.notes, now, now])
            return (db.lastInsertedRowID, fields)
        case nil:
            guard let estimate else { throw spec.error(nil, "`client` is required") }
            return (estimate.clientID, estimate.document.client)
        }
    }

    static func writeDocument(_ db: Database, id: Int64, _ resolved: InvoiceBuilder.Resolved, clientID: Int64, specName: String,
                              sourceDocumentID: Int64?, estimateID: Int64?) throws {
        let d = resolved.document
        try db.execute(sql: """
            UPDATE invoice_documents SET client_id = ?, status = ?, requested_status = ?, issue_date = ?, due_date = ?, currency = ?,
                subtotal_cents = ?, tax_rate_bps = ?, tax_cents = ?, discount_type = ?, discount_value = ?, discount_cents = ?,
                total_cents = ?, amount_paid_cents = ?, amount_due_cents = ?, notes = ?, terms = ?,
                converted_from_id = COALESCE(?, converted_from_id), spec_name = ?,
                source_document_id = COALESCE(?, source_document_id), updated_at = ?
            WHERE id = ?
            """, arguments: [clientID, d.status.rawValue, resolved.requestedStatus.rawValue, d.issueDate.description,
                             d.dueDate.description, d.currency.code, d.totals.subtotal, d.taxRateBasisPoints, d.totals.tax,
                             d.discount?.typeName, d.discount?.value, d.totals.discount, d.totals.total, d.amountPaid, d.amountDue,
                             d.notes, d.terms, estimateID, specName, sourceDocumentID, timestamp(), id])
        try db.execute(sql: "DELETE FROM invoice_line_items WHERE invoice_document_id = ?", arguments: [id])
        for (order, item) in d.items.enumerated() {
            try db.execute(sql: """
                INSERT INTO invoice_line_items (invoice_document_id, sort_order, description, quantity, unit_price_cents, amount_cents)
                VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [id, order + 1, item.description, item.quantity.description, item.unitPrice, item.amount])
        }
    }

    /// The spec's payments replace those an earlier version of the spec listed; unchanged ones keep their rows.
    static func replaceSpecPayments(_ db: Database, id: Int64, _ payments: [Payment], existing: [StoredInvoice.PaymentRow]) throws {
        var wanted = payments
        for row in existing where row.source == "spec" {
            if let index = wanted.firstIndex(of: row.payment) { wanted.remove(at: index); continue }
            try db.execute(sql: "UPDATE invoice_payments SET removed_at = ? WHERE id = ?", arguments: [timestamp(), row.id])
        }
        for payment in wanted {
            try db.execute(sql: """
                INSERT INTO invoice_payments (invoice_document_id, amount_cents, method, paid_at, notes, source, created_at)
                VALUES (?, ?, ?, ?, ?, 'spec', ?)
                """, arguments: [id, payment.amount, payment.method.rawValue, payment.date.description, payment.notes, timestamp()])
        }
    }

    static func saveCounters(_ db: Database, _ business: BusinessProfile) throws {
        try db.execute(sql: """
            INSERT INTO business_profile (id, name, next_invoice_number, next_estimate_number, updated_at) VALUES (1, '', ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET next_invoice_number = MAX(next_invoice_number, excluded.next_invoice_number),
                next_estimate_number = MAX(next_estimate_number, excluded.next_estimate_number)
            """, arguments: [business.nextInvoiceNumber, business.nextEstimateNumber, timestamp()])
    }
}
