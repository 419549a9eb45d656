import Foundation
import GRDB
import Invoicing
import ShoeboxCore

/// Why a payment or status change was refused (amount over the amount due, unknown number, …).
public struct InvoiceOperationError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension Ledger {
    /// Records a payment against invoice `number` (command line: source `manual`; bank deposit:
    /// source `bank` with its `transactionID`, whose category becomes `income`). Refused when it
    /// exceeds the amount due or the invoice is void. One transaction; returns the new status.
    @discardableResult
    public func recordPayment(number: String, payment: Payment, transactionID: Int64? = nil,
                              today: LocalDate) throws -> DocumentStatus {
        try writer.write { db in
            guard let id = try Ledger.invoiceID(db, number: number) else { throw InvoiceOperationError("there is no invoice \(number)") }
            return try Ledger.addPayment(db, invoiceID: id, payment: payment, transactionID: transactionID, today: today)
        }
    }

    /// Removes a payment: the invoice's paid amount and status go back, and a linked bank
    /// deposit loses the `income` category the match gave it. The row is kept, marked removed.
    @discardableResult
    public func removePayment(id paymentID: Int64, today: LocalDate) throws -> DocumentStatus {
        try writer.write { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT invoice_document_id, transaction_id FROM invoice_payments WHERE id = ? AND removed_at IS NULL
                """, arguments: [paymentID]) else { throw InvoiceOperationError("there is no payment \(paymentID)") }
            let invoiceID: Int64 = row[0]
            try Ledger.writeRevision(db, id: invoiceID, reason: "payment \(paymentID) removed", sourceDocumentID: nil)
            try db.execute(sql: "UPDATE invoice_payments SET removed_at = ? WHERE id = ?", arguments: [Ledger.timestamp(), paymentID])
            if let transactionID = row[1] as Int64? {
                try db.execute(sql: """
                    UPDATE transactions SET category = NULL, schedule_c_line = NULL, category_source = NULL, confidence = NULL, updated_at = ?
                    WHERE id = ? AND category_source LIKE 'invoice:%'
                    """, arguments: [Ledger.timestamp(), transactionID])
            }
            return try Ledger.recompute(db, id: invoiceID, today: today)
        }
    }

    /// Marks invoices overdue (due before `today`, sent or partial, money due) and estimates
    /// expired; brings back `sent` when a due date moved. Returns how many changed.
    @discardableResult
    public func refreshInvoiceStatuses(today: LocalDate) throws -> Int {
        try writer.write { db in
            let ids = try Int64.fetchAll(db, sql: """
                SELECT id FROM invoice_documents WHERE deleted_at IS NULL AND status NOT IN ('void', 'converted', 'paid')
                """)
            var changed = 0
            for id in ids {
                let before = try String.fetchOne(db, sql: "SELECT status FROM invoice_documents WHERE id = ?", arguments: [id])
                if try Ledger.recompute(db, id: id, today: today).rawValue != before { changed += 1 }
            }
            return changed
        }
    }

    static func addPayment(_ db: Database, invoiceID: Int64, payment: Payment, transactionID: Int64?,
                           today: LocalDate) throws -> DocumentStatus {
        guard let stored = try storedInvoice(db, id: invoiceID) else { throw InvoiceOperationError("no invoice \(invoiceID)") }
        let d = stored.document
        if let problem = InvoiceLifecycle.paymentProblem(amount: payment.amount, amountDue: d.amountDue, status: d.status, type: d.type) {
            throw InvoiceOperationError("\(d.number): \(problem)")
        }
        if let transactionID,
           try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM invoice_payments WHERE transaction_id = ? AND removed_at IS NULL)",
                             arguments: [transactionID]) == true {
            throw InvoiceOperationError("bank transaction \(transactionID) already pays an invoice")
        }
        try writeRevision(db, id: invoiceID, reason: transactionID == nil ? "payment recorded" : "payment from bank transaction \(transactionID!)",
                          sourceDocumentID: nil)
        try db.execute(sql: """
            INSERT INTO invoice_payments (invoice_document_id, amount_cents, method, paid_at, notes, source, transaction_id, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [invoiceID, payment.amount, payment.method.rawValue, payment.date.description, payment.notes,
                             transactionID == nil ? "manual" : "bank", transactionID, timestamp()])
        if let transactionID {
            let line = ScheduleCForm(taxYear: payment.date.year).line(for: "income")?.number
            try db.execute(sql: """
                UPDATE transactions SET category = 'income', schedule_c_line = ?, category_source = ?, confidence = 1.0, updated_at = ?
                WHERE id = ?
                """, arguments: [line, "invoice:\(d.number)", timestamp(), transactionID])
            try db.execute(sql: "DELETE FROM deposit_match_candidates WHERE transaction_id = ?", arguments: [transactionID])
        }
        return try recompute(db, id: invoiceID, today: today)
    }

    /// Re-derives paid amount, amount due and status of one document from its payments,
    /// requested status, dates and `today`.
    @discardableResult
    static func recompute(_ db: Database, id: Int64, today: LocalDate) throws -> DocumentStatus {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT document_type, status, requested_status, total_cents, due_date,
                   (SELECT COALESCE(SUM(amount_cents), 0) FROM invoice_payments WHERE invoice_document_id = d.id AND removed_at IS NULL)
            FROM invoice_documents d WHERE id = ?
            """, arguments: [id]) else { throw InvoiceOperationError("no document \(id)") }
        let type = DocumentType(rawValue: row[0]) ?? .invoice
        let current = DocumentStatus(rawValue: row[1]) ?? .draft
        let requested = DocumentStatus(rawValue: row[2]) ?? .sent
        let total: Int64 = row[3], paid: Int64 = row[5]
        let due = LocalDate(iso: row[4] as String)!
        let status: DocumentStatus = type == .invoice
            ? InvoiceLifecycle.invoiceStatus(requested: requested, total: total, paid: paid, dueDate: due, today: today)
            : current == .converted ? .converted : InvoiceLifecycle.estimateStatus(requested: requested, validUntil: due, today: today)
        try db.execute(sql: """
            UPDATE invoice_documents SET amount_paid_cents = ?, amount_due_cents = total_cents - ?, status = ?,
                updated_at = CASE WHEN status = ? AND amount_paid_cents = ? THEN updated_at ELSE ? END
            WHERE id = ?
            """, arguments: [paid, paid, status.rawValue, status.rawValue, paid, timestamp(), id])
        if !InvoiceLifecycle.isOpen(status) {
            try db.execute(sql: "DELETE FROM deposit_match_candidates WHERE invoice_document_id = ?", arguments: [id])
        }
        return status
    }
}
