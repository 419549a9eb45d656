import Foundation
import GRDB
import ShoeboxCore

/// One line of `shoebox invoice list`.
public struct InvoiceListRow: Sendable, Equatable {
    public var number: String
    public var type: DocumentType
    public var status: DocumentStatus
    public var client: String
    public var issueDate: LocalDate
    public var dueDate: LocalDate
    public var total: Money
    public var amountDue: Money
}

extension Ledger {
    /// Invoices and estimates, newest number last; only those in `status` when given.
    public func invoiceList(status: DocumentStatus? = nil) throws -> [InvoiceListRow] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT d.number, d.document_type, d.status, c.name, d.issue_date, d.due_date, d.total_cents, d.amount_due_cents, d.currency
                FROM invoice_documents d JOIN clients c ON c.id = d.client_id
                WHERE d.deleted_at IS NULL AND (? IS NULL OR d.status = ?)
                ORDER BY d.document_type DESC, d.number
                """, arguments: [status?.rawValue, status?.rawValue]).map { row in
                let currency = CurrencyCode(row[8] as String) ?? .usd
                return InvoiceListRow(number: row[0], type: DocumentType(rawValue: row[1]) ?? .invoice,
                                      status: DocumentStatus(rawValue: row[2]) ?? .draft, client: row[3],
                                      issueDate: LocalDate(iso: row[4] as String)!, dueDate: LocalDate(iso: row[5] as String)!,
                                      total: Money(minorUnits: row[6], currency: currency),
                                      amountDue: Money(minorUnits: row[7], currency: currency))
            }
        }
    }

    /// One invoice or estimate by number, with payments and revision count.
    public func invoice(number: String) throws -> StoredInvoice? {
        try writer.read { db in
            try Ledger.invoiceID(db, number: number).flatMap { try Ledger.storedInvoice(db, id: $0) }
        }
    }

    /// Every stored invoice and estimate, for rendering.
    public func allInvoices() throws -> [StoredInvoice] {
        try writer.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM invoice_documents WHERE deleted_at IS NULL ORDER BY id")
                .compactMap { try Ledger.storedInvoice(db, id: $0) }
        }
    }

    /// Remembers what the PDF of `number` was rendered from, so unchanged documents are skipped.
    public func setRenderFingerprint(number: String, _ fingerprint: String) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE invoice_documents SET render_fingerprint = ? WHERE number = ?", arguments: [fingerprint, number])
        }
    }

    /// Money still owed per client and currency (sent, partial and overdue invoices), exact to the cent.
    public func clientOutstanding() throws -> [(client: String, amount: Money)] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT c.name, o.currency, o.outstanding_cents FROM client_outstanding o JOIN clients c ON c.id = o.client_id
                WHERE c.deleted_at IS NULL ORDER BY c.name, o.currency
                """).map { ($0[0], Money(minorUnits: $0[2], currency: CurrencyCode($0[1] as String) ?? .usd)) }
        }
    }
}
