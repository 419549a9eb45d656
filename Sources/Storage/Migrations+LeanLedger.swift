import GRDB

extension Migrations {
    /// A decision's explanation is stored once per distinct text (`explanations`) and referenced from
    /// `transactions.explanation_id`: a million rows share a few hundred texts of ~100 bytes. The text a
    /// row shows is `COALESCE(category_explanation, the referenced text)`: writers of a row-specific text
    /// (corrections, properties, merged duplicates) still write it inline. Existing texts move to the
    /// new table.
    static func leanLedger(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE explanations (
                    id INTEGER PRIMARY KEY,
                    text TEXT NOT NULL UNIQUE
                );
                ALTER TABLE transactions ADD COLUMN explanation_id INTEGER REFERENCES explanations(id);
                INSERT INTO explanations (text)
                    SELECT DISTINCT category_explanation FROM transactions WHERE category_explanation IS NOT NULL
                    ORDER BY category_explanation;
                UPDATE transactions SET
                    explanation_id = (SELECT e.id FROM explanations e WHERE e.text = transactions.category_explanation),
                    category_explanation = NULL
                WHERE category_explanation IS NOT NULL;
                """)
    }
}
