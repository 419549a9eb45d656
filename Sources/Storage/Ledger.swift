import Foundation
import GRDB
import ShoeboxCore

/// The book's SQLite database: WAL, foreign keys on, migrated on open.
///
/// Invariants: money is integer minor units; every transaction points at the document it
/// came from (`document_id`, `source_line`); rows are never deleted — a merge sets
/// `duplicate_of` and `merge_reason`, an in-place update writes a `transaction_revisions` row.
public final class Ledger: Sendable {
    let writer: any DatabaseWriter

    /// Opens (creating and migrating) the database at `path`.
    public init(path: String) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        DatabaseFileMode.makePrivate(path)
        let pool = try DatabasePool(path: path, configuration: configuration)
        try Migrations.migrator.migrate(pool)
        writer = pool
    }

    /// An in-memory database, for tests.
    public init(inMemory: Void = ()) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let queue = try DatabaseQueue(configuration: configuration)
        try Migrations.migrator.migrate(queue)
        writer = queue
    }

    /// Names of the migrations applied, oldest first.
    public func appliedMigrations() throws -> [String] {
        try writer.read { db in try Migrations.migrator.appliedMigrations(db) }
    }

    /// The version of the SQLite library in use.
    public static var sqliteVersion: String { SQLiteLibrary.version }

    static func timestamp(_ date: Date = Date()) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
