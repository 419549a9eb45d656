import GRDB
import ShoeboxCore

extension Migrations {
    /// Account identity (institution, kind, last 4, aliases, merges, questions), duplicate
    /// evidence, possible duplicates awaiting an answer, transfer links and expired pending rows.
    static func dedup(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE accounts ADD COLUMN institution TEXT;
                ALTER TABLE accounts ADD COLUMN account_kind TEXT;
                ALTER TABLE accounts ADD COLUMN last4 TEXT;
                ALTER TABLE accounts ADD COLUMN merged_into INTEGER REFERENCES accounts(id);
                CREATE TABLE account_aliases (
                    key TEXT PRIMARY KEY,
                    account_id INTEGER NOT NULL REFERENCES accounts(id),
                    reason TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE TABLE account_questions (
                    account_id INTEGER NOT NULL REFERENCES accounts(id),
                    other_id INTEGER NOT NULL REFERENCES accounts(id),
                    reason TEXT NOT NULL,
                    answer TEXT CHECK (answer IN ('same', 'different')),
                    answered_at TEXT,
                    PRIMARY KEY (account_id, other_id)
                );
                ALTER TABLE transactions ADD COLUMN dedup_evidence TEXT;
                ALTER TABLE transactions ADD COLUMN linked_id INTEGER REFERENCES transactions(id);
                ALTER TABLE transactions ADD COLUMN expired_at TEXT;
                CREATE TABLE duplicate_candidates (
                    transaction_id INTEGER PRIMARY KEY REFERENCES transactions(id),
                    candidate_id INTEGER NOT NULL REFERENCES transactions(id),
                    evidence TEXT NOT NULL,
                    answer TEXT CHECK (answer IN ('duplicate', 'different')),
                    answered_at TEXT
                );
                CREATE INDEX transactions_pending ON transactions(account_id) WHERE pending = 1 AND duplicate_of IS NULL;
                """)
        // Identity of the accounts already in the book, from their key, name and first file.
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT a.id, a.key, a.name, a.currency, (SELECT d.original_name FROM transactions t JOIN documents d
                    ON d.id = t.document_id WHERE t.account_id = a.id ORDER BY t.id LIMIT 1) AS first_file FROM accounts a
                """)
        for row in rows {
            let identity = AccountIdentity.derive(
                key: row["key"], displayName: row["name"], currency: row["currency"],
                fileName: (row["first_file"] as String?) ?? "")
            try db.execute(
                sql: "UPDATE accounts SET institution = ?, account_kind = ?, last4 = ? WHERE id = ?",
                arguments: [identity.institution, identity.kind.rawValue, identity.last4, row["id"] as Int64])
        }
    }
}
