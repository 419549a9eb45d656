import Foundation
import GRDB
import ShoeboxCore

extension Ledger {
    /// The document last seen at `path` when its size and mtime are unchanged: the O(1)
    /// skip that avoids re-reading a file.
    public func unchangedDocument(path: String, size: Int64, mtimeNanoseconds: Int64) throws -> StoredDocument? {
        try writer.read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT d.* FROM seen_paths s JOIN documents d ON d.id = s.document_id
                    WHERE s.path = ? AND s.size = ? AND s.mtime_ns = ?
                    """, arguments: [path, size, mtimeNanoseconds])
            return row.map(Ledger.document)
        }
    }

    /// The document with this content hash, if any.
    public func document(sha256: String) throws -> StoredDocument? {
        try writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM documents WHERE sha256 = ?", arguments: [sha256]).map(
                Ledger.document)
        }
    }

    /// Remembers that `path` (with this size and mtime) holds an already-stored document.
    public func rememberPath(_ path: String, size: Int64, mtimeNanoseconds: Int64, documentID: Int64) throws {
        try writer.write { db in
            try Ledger.rememberPath(db, path: path, size: size, mtime: mtimeNanoseconds, documentID: documentID)
        }
    }

    /// Records a file set aside, with its reason; replaces an earlier verdict on the same content.
    @discardableResult
    public func recordQuarantine(
        _ document: NewDocument, reason: Diagnostic, quarantinePath: String, runID: Int64
    ) throws -> Int64 {
        try writer.write { db in
            let id = try Ledger.upsertDocument(
                db, document, status: "quarantined", runID: runID, dialect: nil, count: 0)
            try db.execute(
                sql: """
                    UPDATE documents SET error_code = ?, error_message = ?, error_line = ?, error_region = ?, quarantine_path = ?
                    WHERE id = ?
                    """,
                arguments: [reason.code.rawValue, reason.message, reason.line, reason.region, quarantinePath, id])
            try Ledger.rememberPath(
                db, path: document.originalPath, size: document.size, mtime: document.mtimeNanoseconds, documentID: id)
            return id
        }
    }

    /// Stores one document and the rows `body` writes for it (given the document id and the
    /// timestamp), in one transaction with the path: nothing when the same bytes were already
    /// imported (the path is remembered for them instead).
    func importDocument(
        _ document: NewDocument, runID: Int64, dialect: String, count: Int,
        _ body: (_ db: Database, _ documentID: Int64, _ now: String) throws -> ImportCounts
    ) throws -> ImportCounts {
        try writer.write { db in
            if try Ledger.rememberIfAlreadyImported(db, document) { return ImportCounts() }
            let documentID = try Ledger.upsertDocument(
                db, document, status: "processed", runID: runID, dialect: dialect, count: count)
            let counts = try body(db, documentID, Ledger.timestamp())
            try Ledger.rememberPath(
                db, path: document.originalPath, size: document.size, mtime: document.mtimeNanoseconds,
                documentID: documentID)
            return counts
        }
    }

    static func rememberPath(_ db: Database, path: String, size: Int64, mtime: Int64, documentID: Int64) throws {
        try db.execute(
            sql: """
                INSERT INTO seen_paths (path, size, mtime_ns, document_id) VALUES (?, ?, ?, ?)
                ON CONFLICT(path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns, document_id = excluded.document_id
                """, arguments: [path, size, mtime, documentID])
    }

    static func upsertDocument(
        _ db: Database, _ document: NewDocument, status: String, runID: Int64, dialect: String?, count: Int
    ) throws -> Int64 {
        let now = Ledger.timestamp()
        try db.execute(
            sql: """
                INSERT INTO documents (sha256, original_name, original_path, size, kind, status, archive_path, dialect,
                                       transaction_count, config_fingerprint, first_seen_at, processed_at, run_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(sha256) DO UPDATE SET status = excluded.status, kind = excluded.kind, dialect = excluded.dialect,
                    transaction_count = excluded.transaction_count, config_fingerprint = excluded.config_fingerprint,
                    processed_at = excluded.processed_at, run_id = excluded.run_id, error_code = NULL, error_message = NULL,
                    error_line = NULL, error_region = NULL, quarantine_path = NULL
                """,
            arguments: [
                document.sha256, document.originalName, document.originalPath, document.size, document.kind,
                status, document.archivePath, dialect, count, document.configFingerprint, now, now, runID,
            ])
        return try Int64.fetchOne(db, sql: "SELECT id FROM documents WHERE sha256 = ?", arguments: [document.sha256])!
    }

    static func document(_ row: Row) -> StoredDocument {
        StoredDocument(
            id: row["id"], sha256: row["sha256"], originalName: row["original_name"], status: row["status"],
            configFingerprint: row["config_fingerprint"], errorCode: row["error_code"],
            errorMessage: row["error_message"])
    }

    /// When the same bytes were already imported, records this path for them and returns true:
    /// re-merging the rows would list every one twice.
    static func rememberIfAlreadyImported(_ db: Database, _ document: NewDocument) throws -> Bool {
        guard
            let existing = try Int64.fetchOne(
                db, sql: "SELECT id FROM documents WHERE sha256 = ? AND status = 'processed'",
                arguments: [document.sha256])
        else { return false }
        try Ledger.rememberPath(
            db, path: document.originalPath, size: document.size, mtime: document.mtimeNanoseconds, documentID: existing
        )
        return true
    }
}
