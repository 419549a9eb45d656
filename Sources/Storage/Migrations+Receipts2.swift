import GRDB

extension Migrations {
    /// Receipts whose date could not be read wait here, as the whole read receipt (JSON), until
    /// the user gives the date in `review.csv`: no transaction is made with an invented date.
    static func receiptsAwaitingDate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE receipts_awaiting_date (
                    id INTEGER PRIMARY KEY,
                    document_id INTEGER NOT NULL REFERENCES documents(id),
                    receipt_json TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                """)
    }
}
