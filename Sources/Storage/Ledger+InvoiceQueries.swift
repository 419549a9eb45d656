import Foundation
import GRDB
import ShoeboxCore

/// One line of `shoebox invoice list`.
public struct InvoiceListRow: Sendable, Equatable, FetchableRecord {
    public var number: String
    public var type: DocumentType
    public var status: DocumentStatus
    public var client: String
    public var issueDate: LocalDate
    public var dueDate: LocalDate
    public var total: Money
    public var amountDue: Money

    enum Columns {
        static let number = Column("number"), type = Column("document_type"), status = Column("status")
        static let client = Column("client_name"), issueDate = Column("issue_date"), dueDate = Column("due_date")
        static let total = Column("total_cents"), amountDue = Column("amount_due_cents"), currency = Column("currency")
    }

    public init(row: Row) {
        let currency = CurrencyCode(row[Columns.currency] as String) ?? .usd
        number = row[Columns.number]
        type = DocumentType(rawValue: row[Columns.type]) ?? .invoice
        status = DocumentStatus(rawValue: row[Columns.status]) ?? .draft
        client = row[Columns.client]
        issueDate = row.storedDate(Columns.issueDate)
        dueDate = row.storedDate(Columns.dueDate)
        total = Money(minorUnits: row[Columns.total], currency: currency)
        amountDue = Money(minorUnits: row[Columns.amountDue], currency: currency)
    }
}

extension Ledger {
    /// Invoices and estimates, newest number last; only those in `status` when given.
    public func invoiceList(status: DocumentStatus? = nil) throws -> [InvoiceListRow] {
        try writer.read { db in
            try InvoiceListRow.fetchAll(
                db,
                sql: """
                    SELECT d.number, d.document_type, d.status, c.name AS client_name, d.issue_date, d.due_date, d.total_cents,
                           d.amount_due_cents, d.currency
                    FROM invoice_documents d JOIN clients c ON c.id = d.client_id
                    WHERE d.deleted_at IS NULL AND (? IS NULL OR d.status = ?)
                    ORDER BY d.document_type DESC, d.number
                    """, arguments: [status?.rawValue, status?.rawValue])
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
            try db.execute(
                sql: "UPDATE invoice_documents SET render_fingerprint = ? WHERE number = ?",
                arguments: [fingerprint, number])
        }
    }

    /// Money still owed per client and currency (sent, partial and overdue invoices), exact to the cent.
    public func clientOutstanding() throws -> [(client: String, amount: Money)] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT c.name, o.currency, o.outstanding_cents FROM client_outstanding o JOIN clients c ON c.id = o.client_id
                    WHERE c.deleted_at IS NULL ORDER BY c.name, o.currency
                    """
            ).map { row in
                (
                    row["name"],
                    Money(
                        minorUnits: row["outstanding_cents"], currency: CurrencyCode(row["currency"] as String) ?? .usd)
                )
            }
        }
    }
}
