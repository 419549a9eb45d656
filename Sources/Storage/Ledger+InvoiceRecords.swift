import Foundation
import GRDB
import ShoeboxCore

/// An invoice or estimate as stored: the document plus its database identity and bookkeeping.
public struct StoredInvoice: Sendable {
    /// One payment row, with the bank transaction it came from, if any.
    public struct PaymentRow: Sendable, Equatable {
        public var id: Int64
        public var payment: Payment
        /// `spec`, `manual` or `bank`.
        public var source: String
        public var transactionID: Int64?
    }

    public var id: Int64
    public var document: InvoiceDocument
    public var requestedStatus: DocumentStatus
    public var clientID: Int64
    public var specName: String
    public var paymentRows: [PaymentRow]
    public var revisionCount: Int
    public var renderFingerprint: String?
}

extension Ledger {
    /// The business profile, or nil before any `business.yaml` was stored (numbering alone
    /// keeps an unnamed row for its counters).
    public func businessProfile() throws -> BusinessProfile? {
        try writer.read { db in try Ledger.business(db).flatMap { $0.name.isEmpty ? nil : $0 } }
    }

    /// Stores the business profile (and, when it came from an inbox file, that document) in
    /// one transaction. Counters never move backwards.
    public func saveBusinessProfile(_ profile: BusinessProfile, document: NewDocument?, runID: Int64?) throws {
        try writer.write { db in
            var sourceID: Int64?
            if let document, let runID {
                sourceID = try Ledger.upsertDocument(
                    db, document, status: "processed", runID: runID, dialect: "business", count: 0)
                try Ledger.rememberPath(
                    db, path: document.originalPath, size: document.size, mtime: document.mtimeNanoseconds,
                    documentID: sourceID!)
            }
            let old = try Ledger.business(db)
            let nextInvoice = max(profile.nextInvoiceNumber, old?.nextInvoiceNumber ?? 1)
            let nextEstimate = max(profile.nextEstimateNumber, old?.nextEstimateNumber ?? 1)
            try db.execute(
                sql: """
                    INSERT INTO business_profile (id, name, email, phone, address_lines, city, state, postal_code, country, tax_number,
                        logo_path, default_currency, default_tax_rate_bps, default_terms_days, invoice_prefix, estimate_prefix,
                        next_invoice_number, next_estimate_number, source_document_id, updated_at)
                    VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET name = excluded.name, email = excluded.email, phone = excluded.phone,
                        address_lines = excluded.address_lines, city = excluded.city, state = excluded.state,
                        postal_code = excluded.postal_code, country = excluded.country, tax_number = excluded.tax_number,
                        logo_path = excluded.logo_path, default_currency = excluded.default_currency,
                        default_tax_rate_bps = excluded.default_tax_rate_bps, default_terms_days = excluded.default_terms_days,
                        invoice_prefix = excluded.invoice_prefix, estimate_prefix = excluded.estimate_prefix,
                        next_invoice_number = excluded.next_invoice_number, next_estimate_number = excluded.next_estimate_number,
                        source_document_id = COALESCE(excluded.source_document_id, source_document_id), updated_at = excluded.updated_at
                    """,
                arguments: [
                    profile.name, profile.email, profile.phone, profile.addressLines.joined(separator: "\n"),
                    profile.city, profile.state, profile.postalCode, profile.country, profile.taxNumber,
                    profile.logoPath, profile.defaultCurrency.code, profile.defaultTaxRateBasisPoints,
                    profile.defaultTermsDays, profile.invoicePrefix, profile.estimatePrefix, nextInvoice,
                    nextEstimate, sourceID, Ledger.timestamp(),
                ])
        }
    }

    static func business(_ db: Database) throws -> BusinessProfile? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM business_profile WHERE id = 1") else { return nil }
        var profile = BusinessProfile(name: row["name"])
        profile.email = row["email"]
        profile.phone = row["phone"]
        profile.addressLines = (row["address_lines"] as String).split(separator: "\n").map(String.init)
        profile.city = row["city"]
        profile.state = row["state"]
        profile.postalCode = row["postal_code"]
        profile.country = row["country"]
        profile.taxNumber = row["tax_number"]
        profile.logoPath = row["logo_path"]
        profile.defaultCurrency = CurrencyCode(row["default_currency"] as String) ?? .usd
        profile.defaultTaxRateBasisPoints = row["default_tax_rate_bps"]
        profile.defaultTermsDays = row["default_terms_days"]
        profile.invoicePrefix = row["invoice_prefix"]
        profile.estimatePrefix = row["estimate_prefix"]
        profile.nextInvoiceNumber = row["next_invoice_number"]
        profile.nextEstimateNumber = row["next_estimate_number"]
        return profile
    }

    /// The comparison key of a client name: letters and digits, upper-cased, single-spaced.
    static func clientKey(_ name: String) -> String {
        name.uppercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: " ")
    }

    static func client(_ db: Database, id: Int64) throws -> ClientDetails? {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT * FROM clients WHERE id = ? AND deleted_at IS NULL", arguments: [id])
        else { return nil }
        return ClientDetails(
            name: row["name"], email: row["email"], phone: row["phone"],
            address: (row["address"] as String).split(separator: "\n").map(String.init), notes: row["notes"],
            language: (row["language"] as String?).flatMap(Language.init(code:)))
    }

    static func storedInvoice(_ db: Database, id: Int64) throws -> StoredInvoice? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM invoice_documents WHERE id = ?", arguments: [id]),
            let client = try client(db, id: row["client_id"]) ?? clientIncludingDeleted(db, id: row["client_id"])
        else { return nil }
        let currency = CurrencyCode(row["currency"] as String) ?? .usd
        let items = try Row.fetchAll(
            db,
            sql: """
                SELECT description, quantity, unit_price_cents, amount_cents FROM invoice_line_items
                WHERE invoice_document_id = ? ORDER BY sort_order
                """, arguments: [id]
        ).map { item in
            LineItem(
                description: item["description"], quantity: ExactDecimal(item["quantity"] as String) ?? ExactDecimal(1),
                unitPrice: item["unit_price_cents"], amount: item["amount_cents"])
        }
        let payments = try Row.fetchAll(
            db,
            sql: """
                SELECT id, amount_cents, method, paid_at, notes, source, transaction_id FROM invoice_payments
                WHERE invoice_document_id = ? AND removed_at IS NULL ORDER BY paid_at, id
                """, arguments: [id]
        ).map { p in
            StoredInvoice.PaymentRow(
                id: p["id"],
                payment: Payment(
                    amount: p["amount_cents"], method: PaymentMethod(rawValue: p["method"]) ?? .other,
                    date: p.storedDate(Column("paid_at")), notes: p["notes"]),
                source: p["source"], transactionID: p["transaction_id"])
        }
        let discount = (row["discount_type"] as String?).flatMap {
            Discount(typeName: $0, value: row["discount_value"] ?? 0)
        }
        let totals = Totals(
            lineAmounts: items.map(\.amount), subtotal: row["subtotal_cents"], discount: row["discount_cents"],
            tax: row["tax_cents"], total: row["total_cents"])
        let convertedFrom = try (row["converted_from_id"] as Int64?).flatMap {
            try String.fetchOne(db, sql: "SELECT number FROM invoice_documents WHERE id = ?", arguments: [$0])
        }
        let document = InvoiceDocument(
            type: DocumentType(rawValue: row["document_type"]) ?? .invoice, number: row["number"],
            status: DocumentStatus(rawValue: row["status"]) ?? .draft, client: client,
            issueDate: LocalDate(iso: row["issue_date"] as String)!,
            dueDate: LocalDate(iso: row["due_date"] as String)!,
            currency: currency, items: items, taxRateBasisPoints: row["tax_rate_bps"], discount: discount,
            totals: totals,
            payments: payments.map(\.payment), notes: row["notes"], terms: row["terms"], convertedFrom: convertedFrom)
        let revisions =
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM invoice_revisions WHERE invoice_document_id = ?", arguments: [id]) ?? 0
        return StoredInvoice(
            id: id, document: document, requestedStatus: DocumentStatus(rawValue: row["requested_status"]) ?? .sent,
            clientID: row["client_id"], specName: row["spec_name"], paymentRows: payments,
            revisionCount: revisions, renderFingerprint: row["render_fingerprint"])
    }

    static func clientIncludingDeleted(_ db: Database, id: Int64) throws -> ClientDetails? {
        try Row.fetchOne(db, sql: "SELECT name FROM clients WHERE id = ?", arguments: [id]).map {
            ClientDetails(name: $0["name"])
        }
    }

    static func invoiceID(_ db: Database, number: String) throws -> Int64? {
        try Int64.fetchOne(
            db, sql: "SELECT id FROM invoice_documents WHERE number = ? AND deleted_at IS NULL", arguments: [number])
    }

    /// Keeps the previous state of a document before it changes (the audit trail).
    static func writeRevision(_ db: Database, id: Int64, reason: String, sourceDocumentID: Int64?) throws {
        guard let old = try storedInvoice(db, id: id) else { return }
        let d = old.document
        let snapshot: [String: Any] = [
            "number": d.number, "status": d.status.rawValue, "client": d.client.name,
            "issue_date": d.issueDate.description,
            "due_date": d.dueDate.description, "currency": d.currency.code, "subtotal_cents": d.totals.subtotal,
            "discount_cents": d.totals.discount, "tax_rate_bps": d.taxRateBasisPoints, "tax_cents": d.totals.tax,
            "total_cents": d.totals.total, "amount_paid_cents": d.amountPaid, "notes": d.notes ?? "",
            "items": d.items.map {
                [
                    "description": $0.description, "quantity": $0.quantity.description,
                    "unit_price_cents": $0.unitPrice, "amount_cents": $0.amount,
                ] as [String: Any]
            },
        ]
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: snapshot, options: [.sortedKeys]), as: UTF8.self)
        try db.execute(
            sql: """
                INSERT INTO invoice_revisions (invoice_document_id, revised_at, reason, previous_json, source_document_id)
                VALUES (?, ?, ?, ?, ?)
                """, arguments: [id, Ledger.timestamp(), reason, json, sourceDocumentID])
    }
}
