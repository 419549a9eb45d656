import GRDB

extension Migrations {
    /// Business profile, clients, invoices and estimates (`invoice_documents` — `documents`
    /// holds source files), their line items, payments, revisions, and deposit-match candidates.
    static func invoicing(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE business_profile (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    name TEXT NOT NULL,
                    email TEXT, phone TEXT,
                    address_lines TEXT NOT NULL DEFAULT '',
                    city TEXT, state TEXT, postal_code TEXT, country TEXT, tax_number TEXT, logo_path TEXT,
                    default_currency TEXT NOT NULL DEFAULT 'USD',
                    default_tax_rate_bps INTEGER NOT NULL DEFAULT 0 CHECK (default_tax_rate_bps BETWEEN 0 AND 10000),
                    default_terms_days INTEGER NOT NULL DEFAULT 30,
                    invoice_prefix TEXT NOT NULL DEFAULT 'INV',
                    estimate_prefix TEXT NOT NULL DEFAULT 'EST',
                    next_invoice_number INTEGER NOT NULL DEFAULT 1,
                    next_estimate_number INTEGER NOT NULL DEFAULT 1,
                    source_document_id INTEGER REFERENCES documents(id),
                    updated_at TEXT NOT NULL
                );
                CREATE TABLE clients (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    email TEXT, phone TEXT,
                    address TEXT NOT NULL DEFAULT '',
                    notes TEXT,
                    deleted_at TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE UNIQUE INDEX clients_by_name_key ON clients(name_key) WHERE deleted_at IS NULL;
                CREATE TABLE invoice_documents (
                    id INTEGER PRIMARY KEY,
                    document_type TEXT NOT NULL CHECK (document_type IN ('invoice', 'estimate')),
                    number TEXT NOT NULL UNIQUE,
                    client_id INTEGER NOT NULL REFERENCES clients(id),
                    status TEXT NOT NULL CHECK (status IN ('draft', 'sent', 'partial', 'paid', 'overdue', 'void',
                                                           'accepted', 'declined', 'expired', 'converted')),
                    requested_status TEXT NOT NULL,
                    issue_date TEXT NOT NULL,
                    due_date TEXT NOT NULL,
                    currency TEXT NOT NULL,
                    subtotal_cents INTEGER NOT NULL,
                    tax_rate_bps INTEGER NOT NULL CHECK (tax_rate_bps BETWEEN 0 AND 10000),
                    tax_cents INTEGER NOT NULL,
                    discount_type TEXT CHECK (discount_type IN ('percentage', 'fixed')),
                    discount_value INTEGER,
                    discount_cents INTEGER NOT NULL DEFAULT 0,
                    total_cents INTEGER NOT NULL,
                    amount_paid_cents INTEGER NOT NULL DEFAULT 0,
                    amount_due_cents INTEGER NOT NULL,
                    notes TEXT, terms TEXT,
                    converted_from_id INTEGER REFERENCES invoice_documents(id),
                    spec_name TEXT NOT NULL,
                    source_document_id INTEGER REFERENCES documents(id),
                    render_fingerprint TEXT,
                    deleted_at TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    CHECK (amount_due_cents = total_cents - amount_paid_cents),
                    CHECK (amount_paid_cents BETWEEN 0 AND total_cents),
                    CHECK (total_cents = subtotal_cents - discount_cents + tax_cents)
                );
                CREATE INDEX invoice_documents_by_client ON invoice_documents(client_id);
                CREATE TABLE invoice_line_items (
                    id INTEGER PRIMARY KEY,
                    invoice_document_id INTEGER NOT NULL REFERENCES invoice_documents(id),
                    sort_order INTEGER NOT NULL,
                    description TEXT NOT NULL,
                    quantity TEXT NOT NULL,
                    unit_price_cents INTEGER NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    UNIQUE (invoice_document_id, sort_order)
                );
                CREATE TABLE invoice_payments (
                    id INTEGER PRIMARY KEY,
                    invoice_document_id INTEGER NOT NULL REFERENCES invoice_documents(id),
                    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
                    method TEXT NOT NULL CHECK (method IN ('cash', 'card', 'bank_transfer', 'check', 'other')),
                    paid_at TEXT NOT NULL,
                    notes TEXT,
                    source TEXT NOT NULL CHECK (source IN ('spec', 'manual', 'bank')),
                    transaction_id INTEGER REFERENCES transactions(id),
                    removed_at TEXT,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX invoice_payments_by_document ON invoice_payments(invoice_document_id);
                CREATE UNIQUE INDEX invoice_payments_by_transaction ON invoice_payments(transaction_id)
                    WHERE transaction_id IS NOT NULL AND removed_at IS NULL;
                CREATE TABLE invoice_revisions (
                    id INTEGER PRIMARY KEY,
                    invoice_document_id INTEGER NOT NULL REFERENCES invoice_documents(id),
                    revised_at TEXT NOT NULL,
                    reason TEXT NOT NULL,
                    previous_json TEXT NOT NULL,
                    source_document_id INTEGER REFERENCES documents(id)
                );
                CREATE TABLE deposit_match_candidates (
                    id INTEGER PRIMARY KEY,
                    transaction_id INTEGER NOT NULL REFERENCES transactions(id),
                    invoice_document_id INTEGER NOT NULL REFERENCES invoice_documents(id),
                    created_at TEXT NOT NULL,
                    UNIQUE (transaction_id, invoice_document_id)
                );
                CREATE VIEW client_outstanding AS
                    SELECT client_id, currency, SUM(amount_due_cents) AS outstanding_cents
                    FROM invoice_documents
                    WHERE document_type = 'invoice' AND deleted_at IS NULL AND status IN ('sent', 'partial', 'overdue')
                    GROUP BY client_id, currency;
                """)
    }
}
