import GRDB

extension Migrations {
    /// Runs, documents, paths seen, accounts, transactions and their revisions.
    static func foundation(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE runs (
                    id INTEGER PRIMARY KEY,
                    started_at TEXT NOT NULL,
                    finished_at TEXT,
                    status TEXT NOT NULL DEFAULT 'running',
                    command TEXT NOT NULL,
                    files_new INTEGER NOT NULL DEFAULT 0,
                    files_skipped INTEGER NOT NULL DEFAULT 0,
                    files_quarantined INTEGER NOT NULL DEFAULT 0,
                    transactions_added INTEGER NOT NULL DEFAULT 0,
                    transactions_merged INTEGER NOT NULL DEFAULT 0,
                    transactions_updated INTEGER NOT NULL DEFAULT 0,
                    exit_code INTEGER,
                    pid INTEGER
                );
                CREATE TABLE documents (
                    id INTEGER PRIMARY KEY,
                    sha256 TEXT NOT NULL UNIQUE,
                    original_name TEXT NOT NULL,
                    original_path TEXT NOT NULL,
                    size INTEGER NOT NULL,
                    kind TEXT NOT NULL,
                    status TEXT NOT NULL CHECK (status IN ('processed', 'quarantined')),
                    error_code TEXT,
                    error_message TEXT,
                    error_line INTEGER,
                    error_region TEXT,
                    archive_path TEXT NOT NULL,
                    quarantine_path TEXT,
                    dialect TEXT,
                    transaction_count INTEGER NOT NULL DEFAULT 0,
                    config_fingerprint TEXT NOT NULL,
                    first_seen_at TEXT NOT NULL,
                    processed_at TEXT NOT NULL,
                    run_id INTEGER REFERENCES runs(id)
                );
                CREATE TABLE seen_paths (
                    path TEXT PRIMARY KEY,
                    size INTEGER NOT NULL,
                    mtime_ns INTEGER NOT NULL,
                    document_id INTEGER NOT NULL REFERENCES documents(id)
                );
                CREATE TABLE accounts (
                    id INTEGER PRIMARY KEY,
                    key TEXT NOT NULL UNIQUE,
                    name TEXT NOT NULL,
                    currency TEXT NOT NULL,
                    source TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE TABLE transactions (
                    id INTEGER PRIMARY KEY,
                    account_id INTEGER NOT NULL REFERENCES accounts(id),
                    kind TEXT NOT NULL DEFAULT 'bank' CHECK (kind IN ('bank', 'receipt', 'invoice')),
                    date TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    currency TEXT NOT NULL,
                    description TEXT NOT NULL,
                    dedup_description TEXT NOT NULL,
                    payee TEXT NOT NULL,
                    pending INTEGER NOT NULL DEFAULT 0,
                    bank_id TEXT,
                    category TEXT,
                    schedule_c_line TEXT,
                    category_source TEXT,
                    confidence REAL,
                    document_id INTEGER NOT NULL REFERENCES documents(id),
                    source_line INTEGER,
                    source_region TEXT,
                    duplicate_of INTEGER REFERENCES transactions(id),
                    merge_reason TEXT,
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                CREATE INDEX transactions_by_account_date ON transactions(account_id, date);
                CREATE INDEX transactions_by_duplicate ON transactions(duplicate_of) WHERE duplicate_of IS NOT NULL;
                CREATE TABLE transaction_revisions (
                    id INTEGER PRIMARY KEY,
                    transaction_id INTEGER NOT NULL REFERENCES transactions(id),
                    revised_at TEXT NOT NULL,
                    reason TEXT NOT NULL,
                    previous_json TEXT NOT NULL,
                    document_id INTEGER REFERENCES documents(id)
                );
                """)
    }
}
