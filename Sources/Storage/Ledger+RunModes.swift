import Foundation
import GRDB

/// A run's stored end-of-run details (migration `v5-run-modes`).
public struct RunDetails: Sendable, Equatable {
    public var id: Int64
    public var status: String
    public var pipeline: String?
    public var summaryJSON: String?
    public var alertsJSON: String?

    public init(id: Int64, status: String, pipeline: String?, summaryJSON: String?, alertsJSON: String?) {
        self.id = id
        self.status = status
        self.pipeline = pipeline
        self.summaryJSON = summaryJSON
        self.alertsJSON = alertsJSON
    }
}

extension Ledger {
    /// Stores the pipeline used, the summary and the alerts of a finished run; `stopped`
    /// marks a run that ended early on request (SIGTERM/SIGINT) with files left for the next.
    public func recordRunDetails(_ id: Int64, pipeline: String?, summaryJSON: String, alertsJSON: String, stopped: Bool)
        throws
    {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE runs SET pipeline = ?, summary_json = ?, alerts_json = ? WHERE id = ?",
                arguments: [pipeline, summaryJSON, alertsJSON, id])
            if stopped { try db.execute(sql: "UPDATE runs SET status = 'stopped' WHERE id = ?", arguments: [id]) }
        }
    }

    /// The stored details of one run.
    public func runDetails(_ id: Int64) throws -> RunDetails? {
        try writer.read { db in
            try Row.fetchOne(
                db, sql: "SELECT id, status, pipeline, summary_json, alerts_json FROM runs WHERE id = ?",
                arguments: [id]
            ).map {
                RunDetails(
                    id: $0["id"], status: $0["status"], pipeline: $0["pipeline"], summaryJSON: $0["summary_json"],
                    alertsJSON: $0["alerts_json"])
            }
        }
    }
}

extension Ledger {
    /// Every remembered path with its size, mtime and document, in one query: lets a run over
    /// thousands of already-processed files skip each one without a query per file.
    public func seenPathSnapshot() throws -> [String: SeenPath] {
        try writer.read { db in
            var snapshot: [String: SeenPath] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: "SELECT s.path, s.size, s.mtime_ns, d.* FROM seen_paths s JOIN documents d ON d.id = s.document_id"
            )
            while let row = try rows.next() {
                snapshot[row["path"]] = SeenPath(
                    size: row["size"], mtimeNanoseconds: row["mtime_ns"], document: Ledger.document(row))
            }
            return snapshot
        }
    }
}

/// A path the book has seen, as it was then.
public struct SeenPath: Sendable {
    public var size: Int64
    public var mtimeNanoseconds: Int64
    public var document: StoredDocument
}
