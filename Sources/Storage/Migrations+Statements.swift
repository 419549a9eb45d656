import GRDB

extension Migrations {
    /// The export's own category for a statement row (Chase/Amex "Category", MCC, QIF `L`),
    /// as written: the categorizer reads it; the statements stage only stores it.
    static func statements(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE transactions ADD COLUMN bank_category TEXT")
    }
}
