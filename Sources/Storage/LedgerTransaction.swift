import Foundation
import GRDB
import ShoeboxCore

/// One write transaction on the book: the typed reads and writes a use case needs, all
/// committed together or not at all. Storage persists; the use cases (module `Pipeline`)
/// read candidates through it, let a pure stage decide, and write the decisions back.
public struct LedgerTransaction {
    let db: Database
    /// The timestamp written on every row this transaction creates or updates.
    public let now: String
}

extension Ledger {
    /// Runs `body` in one database transaction (rolled back when it throws).
    public func write<T>(_ body: (LedgerTransaction) throws -> T) throws -> T {
        try writer.write { db in try body(LedgerTransaction(db: db, now: Ledger.timestamp())) }
    }
}

extension LedgerTransaction {
    /// When the same bytes were already imported, records this path for them and returns true:
    /// re-merging the rows would list every one twice.
    public func rememberIfAlreadyImported(_ document: NewDocument) throws -> Bool {
        try Ledger.rememberIfAlreadyImported(db, document)
    }

    /// Stores (or re-stores, for content retried after a quarantine) the document; returns its id.
    public func storeDocument(_ document: NewDocument, runID: Int64, dialect: String?, count: Int) throws -> Int64 {
        try Ledger.upsertDocument(db, document, status: "processed", runID: runID, dialect: dialect, count: count)
    }

    /// Remembers the document's path, size and mtime: the next run skips the unchanged file unread.
    public func rememberPath(of document: NewDocument, documentID: Int64) throws {
        try Ledger.rememberPath(
            db, path: document.originalPath, size: document.size, mtime: document.mtimeNanoseconds,
            documentID: documentID)
    }

    /// The id of the account with this key, created from the hint when new.
    public func account(_ hint: AccountHint) throws -> Int64 {
        try Ledger.account(db, hint)
    }

    /// The account a statement's rows belong to: its key, a remembered alias, or an account with
    /// the same identity (see `Ledger.resolveAccount`).
    public func resolveAccount(_ hint: AccountHint, fileName: String) throws -> Int64 {
        try Ledger.resolveAccount(db, hint, fileName: fileName)
    }
}

extension Ledger {
    static func account(_ db: Database, _ hint: AccountHint) throws -> Int64 {
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM accounts WHERE key = ?", arguments: [hint.key]) {
            return id
        }
        try db.execute(
            sql: "INSERT INTO accounts (key, name, currency, source, created_at) VALUES (?, ?, ?, ?, ?)",
            arguments: [hint.key, hint.displayName, hint.currency.code, hint.source, Ledger.timestamp()])
        return db.lastInsertedRowID
    }
}
