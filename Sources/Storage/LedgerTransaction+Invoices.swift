import Foundation
import GRDB
import ShoeboxCore

/// The inputs an invoice's status is derived from.
public struct InvoiceStatusInputs: Sendable {
    public var type: DocumentType
    public var status: DocumentStatus
    public var requested: DocumentStatus
    public var totalCents: Int64
    public var dueDate: LocalDate
    /// Sum of the live payments.
    public var paidCents: Int64
}

/// An open invoice a bank deposit may pay.
public struct OpenInvoiceRecord: Sendable, Hashable, FetchableRecord {
    public var id: Int64
    public var number: String
    public var clientName: String
    public var issueDate: LocalDate
    public var amountDue: Money

    enum Columns {
        static let id = Column("id")
        static let number = Column("number")
        static let clientName = Column("client_name")
        static let issueDate = Column("issue_date")
        static let amountDue = Column("amount_due_cents")
        static let currency = Column("currency")
    }

    public init(row: Row) {
        id = row[Columns.id]
        number = row[Columns.number]
        clientName = row[Columns.clientName]
        issueDate = row.storedDate(Columns.issueDate)
        amountDue = row.storedMoney(Columns.amountDue, currency: Columns.currency)
    }
}

extension LedgerTransaction {
    // MARK: business profile and numbering

    /// The stored profile, including the unnamed row numbering keeps before any `business.yaml`.
    public func businessProfile() throws -> BusinessProfile? { try Ledger.business(db) }

    /// Moves the number counters forward (never backwards).
    public func saveCounters(nextInvoiceNumber: Int64, nextEstimateNumber: Int64) throws {
        try db.execute(
            sql: """
                INSERT INTO business_profile (id, name, next_invoice_number, next_estimate_number, updated_at) VALUES (1, '', ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET next_invoice_number = MAX(next_invoice_number, excluded.next_invoice_number),
                    next_estimate_number = MAX(next_estimate_number, excluded.next_estimate_number)
                """, arguments: [nextInvoiceNumber, nextEstimateNumber, now])
    }

    public func numberTaken(_ number: String) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM invoice_documents WHERE number = ?)", arguments: [number]) ?? false
    }

    // MARK: documents

    public func invoiceID(number: String) throws -> Int64? { try Ledger.invoiceID(db, number: number) }

    public func storedInvoice(id: Int64) throws -> StoredInvoice? { try Ledger.storedInvoice(db, id: id) }

    /// The number of the invoice an estimate was converted to, if any (deleted ones included).
    public func numberConverted(from estimateID: Int64) throws -> String? {
        try String.fetchOne(
            db, sql: "SELECT number FROM invoice_documents WHERE converted_from_id = ?", arguments: [estimateID])
    }

    /// The live invoice converted from an estimate.
    public func invoiceID(convertedFrom estimateID: Int64) throws -> Int64? {
        try Int64.fetchOne(
            db, sql: "SELECT id FROM invoice_documents WHERE converted_from_id = ? AND deleted_at IS NULL",
            arguments: [estimateID])
    }

    /// The latest live document of this type made from a spec file.
    public func latestDocumentID(specName: String, type: DocumentType) throws -> Int64? {
        try Int64.fetchOne(
            db,
            sql: """
                SELECT id FROM invoice_documents WHERE spec_name = ? AND document_type = ? AND deleted_at IS NULL ORDER BY id DESC LIMIT 1
                """, arguments: [specName, type.rawValue])
    }

    /// A new, empty draft row for a number (filled by `writeDocument`).
    public func insertDraftDocument(type: DocumentType, number: String, clientID: Int64, specName: String) throws
        -> Int64
    {
        try db.execute(
            sql: """
                INSERT INTO invoice_documents (document_type, number, client_id, status, requested_status, issue_date, due_date,
                    currency, subtotal_cents, tax_rate_bps, tax_cents, discount_cents, total_cents, amount_due_cents, spec_name,
                    created_at, updated_at)
                VALUES (?, ?, ?, 'draft', 'draft', '', '', '', 0, 0, 0, 0, 0, 0, ?, ?, ?)
                """, arguments: [type.rawValue, number, clientID, specName, now, now])
        return db.lastInsertedRowID
    }

    /// Writes a document's values and replaces its line items.
    public func writeDocument(
        id: Int64, _ d: InvoiceDocument, requestedStatus: DocumentStatus, clientID: Int64,
        specName: String, sourceDocumentID: Int64?, estimateID: Int64?
    ) throws {
        try db.execute(
            sql: """
                UPDATE invoice_documents SET client_id = ?, status = ?, requested_status = ?, issue_date = ?, due_date = ?, currency = ?,
                    subtotal_cents = ?, tax_rate_bps = ?, tax_cents = ?, discount_type = ?, discount_value = ?, discount_cents = ?,
                    total_cents = ?, amount_paid_cents = ?, amount_due_cents = ?, notes = ?, terms = ?,
                    converted_from_id = COALESCE(?, converted_from_id), spec_name = ?,
                    source_document_id = COALESCE(?, source_document_id), updated_at = ?
                WHERE id = ?
                """,
            arguments: [
                clientID, d.status.rawValue, requestedStatus.rawValue, d.issueDate.description,
                d.dueDate.description, d.currency.code, d.totals.subtotal, d.taxRateBasisPoints, d.totals.tax,
                d.discount?.typeName, d.discount?.value, d.totals.discount, d.totals.total, d.amountPaid, d.amountDue,
                d.notes, d.terms, estimateID, specName, sourceDocumentID, now, id,
            ])
        try db.execute(sql: "DELETE FROM invoice_line_items WHERE invoice_document_id = ?", arguments: [id])
        for (order, item) in d.items.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO invoice_line_items (invoice_document_id, sort_order, description, quantity, unit_price_cents, amount_cents)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [id, order + 1, item.description, item.quantity.description, item.unitPrice, item.amount])
        }
    }

    /// Marks an estimate converted.
    public func markConverted(estimateID: Int64) throws {
        try db.execute(
            sql:
                "UPDATE invoice_documents SET status = 'converted', requested_status = 'converted', updated_at = ? WHERE id = ?",
            arguments: [now, estimateID])
    }

    /// Keeps the previous state of a document before it changes (the audit trail).
    public func writeRevision(invoiceID: Int64, reason: String, sourceDocumentID: Int64?) throws {
        try Ledger.writeRevision(db, id: invoiceID, reason: reason, sourceDocumentID: sourceDocumentID)
    }

    /// Live documents whose status may change with time (not void, converted or paid).
    public func documentIDsWithLiveStatus() throws -> [Int64] {
        try Int64.fetchAll(
            db,
            sql: """
                SELECT id FROM invoice_documents WHERE deleted_at IS NULL AND status NOT IN ('void', 'converted', 'paid')
                """)
    }

    public func statusInputs(invoiceID id: Int64) throws -> InvoiceStatusInputs? {
        try Row.fetchOne(
            db,
            sql: """
                SELECT document_type, status, requested_status, total_cents, due_date,
                       (SELECT COALESCE(SUM(amount_cents), 0) FROM invoice_payments
                        WHERE invoice_document_id = d.id AND removed_at IS NULL) AS paid_cents
                FROM invoice_documents d WHERE id = ?
                """, arguments: [id]
        ).map { row in
            InvoiceStatusInputs(
                type: DocumentType(rawValue: row["document_type"]) ?? .invoice,
                status: DocumentStatus(rawValue: row["status"]) ?? .draft,
                requested: DocumentStatus(rawValue: row["requested_status"]) ?? .sent,
                totalCents: row["total_cents"], dueDate: LocalDate(iso: row["due_date"] as String)!,
                paidCents: row["paid_cents"])
        }
    }

    /// Stores a derived status and paid amount (`updated_at` moves only when something changed).
    public func setStatus(invoiceID id: Int64, _ status: DocumentStatus, paidCents paid: Int64) throws {
        try db.execute(
            sql: """
                UPDATE invoice_documents SET amount_paid_cents = ?, amount_due_cents = total_cents - ?, status = ?,
                    updated_at = CASE WHEN status = ? AND amount_paid_cents = ? THEN updated_at ELSE ? END
                WHERE id = ?
                """, arguments: [paid, paid, status.rawValue, status.rawValue, paid, now, id])
    }

    // MARK: clients

    public func client(id: Int64) throws -> ClientDetails? { try Ledger.client(db, id: id) }

    /// The live client whose name has the same comparison key (letters and digits, upper-cased).
    public func clientID(named name: String) throws -> Int64? {
        try Int64.fetchOne(
            db, sql: "SELECT id FROM clients WHERE name_key = ? AND deleted_at IS NULL",
            arguments: [Ledger.clientKey(name)])
    }

    /// Updates a client with the details given (missing ones keep their stored value).
    public func updateClient(id: Int64, _ details: ClientDetails) throws {
        try db.execute(
            sql: """
                UPDATE clients SET name = ?, email = COALESCE(?, email), phone = COALESCE(?, phone),
                    address = CASE WHEN ? = '' THEN address ELSE ? END, notes = COALESCE(?, notes),
                    language = COALESCE(?, language), updated_at = ? WHERE id = ?
                """,
            arguments: [
                details.name, details.email, details.phone, details.address.joined(separator: "\n"),
                details.address.joined(separator: "\n"), details.notes, details.language?.rawValue, now, id,
            ])
    }

    /// A new client filed under the comparison key of `name`.
    public func insertClient(_ details: ClientDetails, named name: String) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO clients (name, name_key, email, phone, address, notes, language, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                details.name, Ledger.clientKey(name), details.email, details.phone,
                details.address.joined(separator: "\n"), details.notes, details.language?.rawValue, now, now,
            ])
        return db.lastInsertedRowID
    }

    // MARK: payments

    /// A payment row: `source` is `spec`, `manual` or `bank` (with its bank `transactionID`).
    public func insertPayment(invoiceID: Int64, _ payment: Payment, source: String, transactionID: Int64?) throws {
        try db.execute(
            sql: """
                INSERT INTO invoice_payments (invoice_document_id, amount_cents, method, paid_at, notes, source, transaction_id, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                invoiceID, payment.amount, payment.method.rawValue, payment.date.description, payment.notes,
                source, transactionID, now,
            ])
    }

    /// Marks a payment removed (the row is kept).
    public func markPaymentRemoved(id: Int64) throws {
        try db.execute(sql: "UPDATE invoice_payments SET removed_at = ? WHERE id = ?", arguments: [now, id])
    }

    /// The live payment's invoice and bank transaction.
    public func livePayment(id: Int64) throws -> (invoiceID: Int64, transactionID: Int64?)? {
        try Row.fetchOne(
            db,
            sql: """
                SELECT invoice_document_id, transaction_id FROM invoice_payments WHERE id = ? AND removed_at IS NULL
                """, arguments: [id]
        ).map { ($0["invoice_document_id"], $0["transaction_id"]) }
    }

    /// True when a live payment already comes from this bank transaction.
    public func transactionPaysAnInvoice(_ transactionID: Int64) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM invoice_payments WHERE transaction_id = ? AND removed_at IS NULL)",
            arguments: [transactionID]) ?? false
    }

    /// A deposit that paid an invoice is income (`category_source` = `invoice:<number>`).
    public func categorizeAsInvoiceIncome(transactionID: Int64, scheduleCLine: String?, invoiceNumber: String) throws {
        try db.execute(
            sql: """
                UPDATE transactions SET category = 'income', schedule_c_line = ?, category_source = ?, confidence = 1.0, updated_at = ?
                WHERE id = ?
                """, arguments: [scheduleCLine, "invoice:\(invoiceNumber)", now, transactionID])
    }

    /// Undoes `categorizeAsInvoiceIncome` (a category a person set is kept).
    public func clearInvoiceIncomeCategory(transactionID: Int64) throws {
        try db.execute(
            sql: """
                UPDATE transactions SET category = NULL, schedule_c_line = NULL, category_source = NULL, confidence = NULL, updated_at = ?
                WHERE id = ? AND category_source LIKE 'invoice:%'
                """, arguments: [now, transactionID])
    }

    // MARK: deposit matching

    /// Invoices still owed money (sent, partial or overdue), by id.
    public func openInvoices() throws -> [OpenInvoiceRecord] {
        try OpenInvoiceRecord.fetchAll(
            db,
            sql: """
                SELECT d.id, d.number, c.name AS client_name, d.issue_date, d.amount_due_cents, d.currency
                FROM invoice_documents d JOIN clients c ON c.id = d.client_id
                WHERE d.document_type = 'invoice' AND d.deleted_at IS NULL AND d.status IN ('sent', 'partial', 'overdue')
                  AND d.amount_due_cents > 0
                ORDER BY d.id
                """)
    }

    /// Posted bank deposits dated `from` or later that never paid an invoice (a payment removed
    /// by hand is not matched again) and whose category no person set.
    public func unmatchedDeposits(from: LocalDate) throws -> [DepositRecord] {
        try postedDeposits(
            from: from,
            where: """
                (t.category IS NULL OR t.category_source IS NULL OR t.category_source NOT IN ('user', 'manual'))
                  AND NOT EXISTS (SELECT 1 FROM invoice_payments p WHERE p.transaction_id = t.id)
                """)
    }

    /// Forgets every ambiguous-deposit candidate (they are rebuilt by each matching pass).
    public func clearMatchCandidates() throws { try db.execute(sql: "DELETE FROM deposit_match_candidates") }

    public func clearMatchCandidates(invoiceID: Int64) throws {
        try db.execute(
            sql: "DELETE FROM deposit_match_candidates WHERE invoice_document_id = ?", arguments: [invoiceID])
    }

    public func clearMatchCandidates(transactionID: Int64) throws {
        try db.execute(sql: "DELETE FROM deposit_match_candidates WHERE transaction_id = ?", arguments: [transactionID])
    }

    /// Records that a deposit could pay this invoice (for review).
    public func insertMatchCandidate(transactionID: Int64, invoiceID: Int64) throws {
        try db.execute(
            sql: """
                INSERT INTO deposit_match_candidates (transaction_id, invoice_document_id, created_at) VALUES (?, ?, ?)
                """, arguments: [transactionID, invoiceID, now])
    }
}
