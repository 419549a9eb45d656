import Foundation
import GRDB

extension Migrations {
    /// The categorizer's store: the book's identity, custom categories, every correction the
    /// user made (the only training data of the learned evidence, which is rebuilt from it),
    /// and per-transaction explanations.
    static func categorizer(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE categorizer_state (
                    key TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                );
                CREATE TABLE user_categories (
                    key TEXT PRIMARY KEY,
                    rolls_up_to TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE TABLE corrections (
                    id INTEGER PRIMARY KEY,
                    transaction_id INTEGER NOT NULL REFERENCES transactions(id),
                    category TEXT NOT NULL,
                    previous_category TEXT,
                    previous_source TEXT,
                    previous_confidence REAL,
                    via TEXT NOT NULL CHECK (via IN ('command', 'review')),
                    description TEXT NOT NULL,
                    amount_cents INTEGER NOT NULL,
                    account_key TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    payee_key TEXT NOT NULL,
                    document_id INTEGER REFERENCES documents(id),
                    created_at TEXT NOT NULL
                );
                CREATE INDEX corrections_by_transaction ON corrections(transaction_id);
                CREATE INDEX corrections_by_payee ON corrections(payee_key);
                ALTER TABLE transactions ADD COLUMN category_explanation TEXT;
                ALTER TABLE transactions ADD COLUMN business INTEGER;
                ALTER TABLE transactions ADD COLUMN payee_name TEXT;
                CREATE INDEX transactions_undecided ON transactions(id) WHERE category IS NULL;
                """)
        try db.execute(
            sql: "INSERT INTO categorizer_state (key, value) VALUES ('book_id', ?)",
            arguments: [UUID().uuidString.lowercased()])
    }
}
