import GRDB

extension Migrations {
    /// `v13-language` (issue 16): the language a client's invoices and estimates are written in
    /// (`en`, `es`, `fr`, `de`, `zh-Hans`, `zh-Hant`); NULL means the book's `language:`.
    static func language(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE clients ADD COLUMN language TEXT")
    }
}
