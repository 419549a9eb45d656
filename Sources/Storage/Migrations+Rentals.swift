import GRDB

extension Migrations {
    /// Properties (with the payee/memo rules of their specs), tenants, leases (with revisions), the rent schedule, rent payments, deposits
    /// awaiting a lease choice, and transactions assigned to a property on a Schedule E line.
    ///
    /// The schedule (`rent_periods`) is derived from the lease and rewritten when the lease
    /// changes or a run moves its horizon; payments and assignments are facts and are never
    /// deleted (a payment a re-dropped spec no longer lists gets `removed_at`).
    static func rentals(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE properties (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL UNIQUE,
                    address TEXT NOT NULL DEFAULT '',
                    type TEXT NOT NULL CHECK (type IN ('residential', 'commercial')),
                    currency TEXT NOT NULL,
                    purchase_date TEXT,
                    basis_cents INTEGER CHECK (basis_cents IS NULL OR basis_cents >= 0),
                    notes TEXT,
                    spec_name TEXT NOT NULL,
                    source_document_id INTEGER REFERENCES documents(id),
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE TABLE property_expense_rules (
                    property_id INTEGER NOT NULL REFERENCES properties(id),
                    position INTEGER NOT NULL,
                    match_text TEXT NOT NULL,
                    schedule_e_line INTEGER NOT NULL CHECK (schedule_e_line BETWEEN 5 AND 19),
                    PRIMARY KEY (property_id, position)
                );
                CREATE TABLE property_revisions (
                    id INTEGER PRIMARY KEY,
                    property_id INTEGER NOT NULL REFERENCES properties(id),
                    previous_json TEXT NOT NULL,
                    reason TEXT NOT NULL,
                    source_document_id INTEGER REFERENCES documents(id),
                    created_at TEXT NOT NULL
                );
                CREATE TABLE tenants (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL UNIQUE,
                    phone TEXT,
                    email TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE TABLE leases (
                    id INTEGER PRIMARY KEY,
                    spec_name TEXT NOT NULL UNIQUE,
                    property_id INTEGER NOT NULL REFERENCES properties(id),
                    unit TEXT,
                    start_date TEXT NOT NULL,
                    end_date TEXT,
                    rent_cents INTEGER NOT NULL CHECK (rent_cents > 0),
                    currency TEXT NOT NULL,
                    cycle TEXT NOT NULL CHECK (cycle IN ('monthly', 'bimonthly', 'quarterly', 'yearly')),
                    due_day INTEGER NOT NULL CHECK (due_day BETWEEN 1 AND 31),
                    deposit_cents INTEGER NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
                    late_fee_cents INTEGER CHECK (late_fee_cents IS NULL OR late_fee_cents >= 0),
                    late_fee_bps INTEGER CHECK (late_fee_bps IS NULL OR late_fee_bps BETWEEN 1 AND 10000),
                    late_fee_grace_days INTEGER NOT NULL DEFAULT 0,
                    active INTEGER NOT NULL DEFAULT 1,
                    notes TEXT,
                    source_document_id INTEGER REFERENCES documents(id),
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    CHECK (end_date IS NULL OR end_date >= start_date)
                );
                CREATE INDEX leases_by_property ON leases(property_id);
                CREATE TABLE lease_tenants (
                    lease_id INTEGER NOT NULL REFERENCES leases(id),
                    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
                    position INTEGER NOT NULL,
                    PRIMARY KEY (lease_id, tenant_id)
                );
                CREATE TABLE lease_revisions (
                    id INTEGER PRIMARY KEY,
                    lease_id INTEGER NOT NULL REFERENCES leases(id),
                    previous_json TEXT NOT NULL,
                    reason TEXT NOT NULL,
                    source_document_id INTEGER REFERENCES documents(id),
                    created_at TEXT NOT NULL
                );
                CREATE TABLE rent_periods (
                    id INTEGER PRIMARY KEY,
                    lease_id INTEGER NOT NULL REFERENCES leases(id),
                    period_start TEXT NOT NULL,
                    period_end TEXT NOT NULL,
                    due_date TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
                    prorated INTEGER NOT NULL DEFAULT 0,
                    UNIQUE (lease_id, period_start)
                );
                CREATE TABLE rent_payments (
                    id INTEGER PRIMARY KEY,
                    lease_id INTEGER NOT NULL REFERENCES leases(id),
                    date TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
                    method TEXT NOT NULL
                        CHECK (method IN ('bank_transfer', 'cash', 'wechat_pay', 'check', 'other')),
                    type TEXT NOT NULL CHECK (type IN ('rent', 'late_fee', 'deposit', 'deposit_return')),
                    source TEXT NOT NULL CHECK (source IN ('spec', 'csv', 'bank', 'review', 'manual')),
                    transaction_id INTEGER REFERENCES transactions(id),
                    source_document_id INTEGER REFERENCES documents(id),
                    source_line INTEGER,
                    notes TEXT,
                    removed_at TEXT,
                    created_at TEXT NOT NULL
                );
                CREATE INDEX rent_payments_by_lease ON rent_payments(lease_id, date) WHERE removed_at IS NULL;
                CREATE UNIQUE INDEX rent_payments_by_transaction ON rent_payments(transaction_id)
                    WHERE transaction_id IS NOT NULL AND removed_at IS NULL;
                CREATE TABLE rent_match_candidates (
                    transaction_id INTEGER NOT NULL REFERENCES transactions(id),
                    lease_id INTEGER NOT NULL REFERENCES leases(id),
                    reason TEXT NOT NULL,
                    PRIMARY KEY (transaction_id, lease_id)
                );
                CREATE TABLE property_transactions (
                    transaction_id INTEGER PRIMARY KEY REFERENCES transactions(id),
                    property_id INTEGER NOT NULL REFERENCES properties(id),
                    schedule_e_line INTEGER NOT NULL CHECK (schedule_e_line BETWEEN 3 AND 19),
                    source TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX property_transactions_by_property ON property_transactions(property_id);
                """)
    }
}
