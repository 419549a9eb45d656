import GRDB

/// What `shoebox status` shows.
public struct BookStatus: Sendable {
    public struct RunLine: Sendable {
        public var id: Int64
        public var startedAt: String
        public var status: String
        public var filesNew: Int
        public var filesSkipped: Int
        public var filesQuarantined: Int
        public var added: Int
        public var merged: Int
        public var updated: Int
    }

    public struct QuarantineLine: Sendable {
        public var originalName: String
        public var code: String
        public var message: String
        public var line: Int?
        public var quarantinePath: String?
    }

    public var documents: Int
    public var accounts: Int
    public var transactions: Int
    public var duplicates: Int
    /// Pending rows still waiting for their posted form (expired ones are not counted).
    public var pending: Int
    /// Pending rows that never posted within the expiry window: kept for provenance, left out of totals.
    public var expiredPending: Int = 0
    public var recentRuns: [RunLine]
    public var quarantined: [QuarantineLine]
}

extension Ledger {
    public func status(runLimit: Int = 5) throws -> BookStatus {
        try writer.read { db in
            let runs = try Row.fetchAll(db, sql: "SELECT * FROM runs ORDER BY id DESC LIMIT ?", arguments: [runLimit])
                .map { row in
                    BookStatus.RunLine(
                        id: row["id"], startedAt: row["started_at"], status: row["status"], filesNew: row["files_new"],
                        filesSkipped: row["files_skipped"], filesQuarantined: row["files_quarantined"],
                        added: row["transactions_added"], merged: row["transactions_merged"],
                        updated: row["transactions_updated"])
                }
            let quarantined = try Row.fetchAll(
                db,
                sql: """
                    SELECT original_name, error_code, error_message, error_line, quarantine_path FROM documents
                    WHERE status = 'quarantined' ORDER BY id
                    """
            ).map { row in
                BookStatus.QuarantineLine(
                    originalName: row["original_name"], code: row["error_code"] ?? "",
                    message: row["error_message"] ?? "", line: row["error_line"], quarantinePath: row["quarantine_path"]
                )
            }
            return BookStatus(
                documents: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM documents WHERE status = 'processed'") ?? 0,
                accounts: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts") ?? 0,
                transactions: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM transactions WHERE duplicate_of IS NULL")
                    ?? 0,
                duplicates: try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM transactions WHERE duplicate_of IS NOT NULL") ?? 0,
                pending: try Int.fetchOne(
                    db,
                    sql: "SELECT COUNT(*) FROM transactions WHERE pending = 1 AND duplicate_of IS NULL"
                        + " AND expired_at IS NULL"
                ) ?? 0,
                expiredPending: try Int.fetchOne(
                    db,
                    sql: "SELECT COUNT(*) FROM transactions WHERE pending = 1 AND duplicate_of IS NULL"
                        + " AND expired_at IS NOT NULL"
                ) ?? 0,
                recentRuns: runs, quarantined: quarantined)
        }
    }
}
