import Book
import Foundation
import GRDB
import Reports
import ShoeboxCore
import Storage

@testable import Pipeline

/// A temporary book with a ledger whose rows are written directly (category columns set as the
/// categorizer would), for report tests with known answers.
final class FixtureBook {
    let root: URL
    let book: Book
    let ledger: Ledger
    private let db: DatabaseQueue
    private var documentID: Int64 = 0
    private var accountID: Int64 = 0

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("shoebox-reports-\(UUID().uuidString)")
        book = Book(root: root)
        try book.prepare()
        ledger = try Ledger(path: book.databasePath)
        db = try DatabaseQueue(path: book.databasePath)
        documentID = try addDocument(name: "checking.csv", archivePath: "archive/checking.csv", kind: "statement")
        try db.write { db in
            try db.execute(
                sql:
                    "INSERT INTO accounts (key, name, currency, source, created_at) VALUES ('chk', 'Checking', 'USD', 'test', 'now')"
            )
            accountID = db.lastInsertedRowID
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    @discardableResult
    func addDocument(name: String, archivePath: String, kind: String) throws -> Int64 {
        try db.write { db in
            try db.execute(
                sql: """
                    INSERT INTO documents (sha256, original_name, original_path, size, kind, status, archive_path, config_fingerprint,
                                           first_seen_at, processed_at) VALUES (?, ?, ?, 1, ?, 'processed', ?, 'f', 'now', 'now')
                    """, arguments: [UUID().uuidString, name, "/in/\(name)", kind, archivePath])
            return db.lastInsertedRowID
        }
    }

    /// Adds a transaction; returns its id.
    @discardableResult
    func add(
        _ date: String, _ payee: String, _ cents: Int64, _ category: String?, line: String? = nil,
        confidence: Double? = nil,
        kind: String = "bank", duplicateOf: Int64? = nil, mergeReason: String? = nil, document: Int64? = nil
    ) throws -> Int64 {
        try db.write { db in
            try db.execute(
                sql: """
                    INSERT INTO transactions (account_id, kind, date, amount_cents, currency, description, dedup_description, payee,
                        category, schedule_c_line, confidence, document_id, source_line, duplicate_of, merge_reason, created_at, updated_at)
                    VALUES (?, ?, ?, ?, 'USD', ?, ?, ?, ?, ?, ?, ?, 2, ?, ?, 'now', 'now')
                    """,
                arguments: [
                    accountID, kind, date, cents, payee, payee, payee, category, line, confidence,
                    document ?? documentID, duplicateOf, mergeReason,
                ])
            return db.lastInsertedRowID
        }
    }

    func writeSettings(_ text: String) throws {
        try text.write(to: root.appendingPathComponent("settings.yaml"), atomically: true, encoding: .utf8)
    }

    var generator: ReportGenerator { ReportGenerator(book: book, ledger: ledger) }
}

func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

func shippedTable(_ year: Int) throws -> TaxTable {
    try TaxTableStore.standard(overrideDirectory: nil).table(for: year)
}
