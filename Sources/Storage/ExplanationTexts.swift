import GRDB

/// Shared explanation texts (`explanations`, migration `v16-lean-ledger`) by id, each read once
/// per database access. A row's explanation is its own `category_explanation` when it has one.
final class ExplanationTexts {
    private let db: Database
    private var byID: [Int64: String?] = [:]

    init(_ db: Database) { self.db = db }

    /// `inline` when set, else the text `id` refers to; nil when the row has neither.
    func text(inline: String?, id: Int64?) throws -> String? {
        if let inline { return inline }
        guard let id else { return nil }
        if let known = byID[id] { return known }
        let text = try String.fetchOne(db, sql: "SELECT text FROM explanations WHERE id = ?", arguments: [id])
        byID[id] = .some(text)
        return text
    }
}

/// The ids of explanation texts, adding a text the first time it is stored; each text is looked
/// up once per write.
final class ExplanationIDs {
    private let db: Database
    private var byText: [String: Int64] = [:]

    init(_ db: Database) { self.db = db }

    func id(of text: String) throws -> Int64 {
        if let known = byText[text] { return known }
        let found = try Int64.fetchOne(db, sql: "SELECT id FROM explanations WHERE text = ?", arguments: [text])
        let id: Int64
        if let found {
            id = found
        } else {
            try db.execute(sql: "INSERT INTO explanations (text) VALUES (?)", arguments: [text])
            id = db.lastInsertedRowID
        }
        byText[text] = id
        return id
    }
}
