import Foundation
import GRDB

/// What one run did, as stored in the run journal and printed at the end.
public struct RunSummary: Sendable, Equatable {
    public var filesNew = 0
    public var filesSkipped = 0
    public var filesQuarantined = 0
    public var transactions = ImportCounts()

    public init() {}
}

extension Ledger {
    /// Opens a row in the run journal.
    public func beginRun(command: String) throws -> Int64 {
        try writer.write { db in
            try db.execute(
                sql: "INSERT INTO runs (started_at, command, pid) VALUES (?, ?, ?)",
                arguments: [Ledger.timestamp(), command, Int64(getpid())])
            return db.lastInsertedRowID
        }
    }

    /// Closes the run's journal row with its counts. A run that never reaches this stays
    /// `running` and is marked `interrupted` by the next run.
    public func finishRun(_ id: Int64, summary: RunSummary, exitCode: Int32) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    UPDATE runs SET finished_at = ?, status = ?, files_new = ?, files_skipped = ?, files_quarantined = ?,
                        transactions_added = ?, transactions_merged = ?, transactions_updated = ?, exit_code = ?
                    WHERE id = ?
                    """,
                arguments: [
                    Ledger.timestamp(), exitCode == 0 ? "ok" : "completed_with_quarantine",
                    summary.filesNew, summary.filesSkipped, summary.filesQuarantined,
                    summary.transactions.added, summary.transactions.merged, summary.transactions.updated,
                    exitCode, id,
                ])
        }
    }

    /// Marks runs left `running` by a crash or kill as `interrupted`; returns how many.
    @discardableResult
    public func markInterruptedRuns() throws -> Int {
        try writer.write { db in
            try db.execute(sql: "UPDATE runs SET status = 'interrupted' WHERE status = 'running'")
            return db.changesCount
        }
    }
}
