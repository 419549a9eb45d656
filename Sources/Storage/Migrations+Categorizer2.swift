import GRDB

extension Migrations {
    /// The book-wide evidence a stored decision used (`leg=12;rec=4;ret`), so a pass after an
    /// import re-decides only rows whose evidence changed, not every row of the book.
    static func categorizer2(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE transactions ADD COLUMN category_evidence TEXT")
    }
}
