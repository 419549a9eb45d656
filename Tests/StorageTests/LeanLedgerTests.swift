import Foundation
import GRDB
import Pipeline
import ShoeboxCore
import Testing

@testable import Storage

/// Migration `v16-lean-ledger`: explanations stored once per distinct text, referenced by id.
@Suite struct LeanLedgerTests {
    /// A book as main wrote it before `v16-lean-ledger`: every migration up to the one before it,
    /// rows with their explanations inline (shared, row-specific, a merged duplicate's, none).
    func bookBeforeLeanLedger() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lean-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("shoebox.sqlite").path
        let queue = try DatabaseQueue(path: path)
        let names = Migrations.migrator.migrations
        let before = try #require(names.firstIndex(of: "v16-lean-ledger"))
        try Migrations.migrator.migrate(queue, upTo: names[before - 1])
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO runs (id, started_at, command) VALUES (1, '2026-01-01T00:00:00Z', 'run');
                    INSERT INTO documents (id, sha256, original_name, original_path, size, kind, status, archive_path,
                                           config_fingerprint, first_seen_at, processed_at, run_id)
                    VALUES (1, 'abc', 'a.csv', '/in/a.csv', 1, 'statement', 'processed', 'archive/a.csv', 'fp',
                            '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 1);
                    INSERT INTO accounts (id, key, name, currency, source, created_at)
                    VALUES (1, 'acct:1', 'Checking 1', 'USD', 'column', '2026-01-01T00:00:00Z');
                    """)
            let rows: [(Int64, String?, String?, Int64?)] = [
                (1, "meals", "default rule 'coffee' matched: payee \"SQ\"", nil),
                (2, "meals", "default rule 'coffee' matched: payee \"SQ\"", nil),
                (3, "office", "by hand", nil),
                (4, "meals", "same as transaction 1", 1),
                (5, nil, nil, nil),
            ]
            for (id, category, explanation, duplicateOf) in rows {
                try db.execute(
                    sql: """
                        INSERT INTO transactions (id, account_id, date, amount_cents, currency, description,
                            dedup_description, payee, document_id, category, category_source, confidence,
                            category_explanation, duplicate_of, created_at, updated_at)
                        VALUES (?, 1, '2026-01-02', -500, 'USD', 'SQ *COFFEE', 'SQ *COFFEE', 'SQ COFFEE', 1, ?,
                                ?, 0.9, ?, ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')
                        """,
                    arguments: [id, category, category.map { _ in "rule:coffee" }, explanation, duplicateOf])
            }
        }
        return dir
    }

    func count(_ ledger: Ledger, _ sql: String) throws -> Int {
        try ledger.writer.read { db in try Int.fetchOne(db, sql: sql) ?? -1 }
    }

    @Test func migrationMovesEveryExplanationToSharedTexts() throws {
        let dir = try bookBeforeLeanLedger()
        defer { try? FileManager.default.removeItem(at: dir) }
        let ledger = try Ledger(path: dir.appendingPathComponent("shoebox.sqlite").path)
        #expect(try ledger.appliedMigrations().last == "v16-lean-ledger")
        let explanations = try ledger.categorizationCandidates(ids: [1, 2, 3, 4, 5]).mapValues(\.explanation)
        #expect(explanations[1] == "default rule 'coffee' matched: payee \"SQ\"")
        #expect(explanations[2] == explanations[1])
        #expect(explanations[3] == "by hand")
        #expect(explanations[4] == "same as transaction 1")
        #expect(explanations[5] == .some(nil))
        #expect(try count(ledger, "SELECT COUNT(*) FROM explanations") == 3)
        #expect(try count(ledger, "SELECT COUNT(*) FROM transactions WHERE category_explanation IS NOT NULL") == 0)
        #expect(try count(ledger, "SELECT COUNT(DISTINCT explanation_id) FROM transactions WHERE id IN (1, 2)") == 1)
    }

    @Test func decisionsShareOneTextAndRowTextsWin() throws {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importStatement(Fixture.document("a.csv"), Fixture.statement(Fixture.january), runID: run)
        let ids = try ledger.categorizationCandidates(all: false).map(\.id)
        let shared = "rule 'x' matched: payee \"SQ\" → meals"
        try ledger.applyCategories(
            ids.map {
                CategoryUpdate(
                    id: $0, category: "meals", scheduleCLine: "24b", source: "rule:x", confidence: 0.9,
                    explanation: shared)
            })
        #expect(try ledger.categorizationCandidates(all: true).map(\.explanation) == [shared, shared, shared])
        #expect(try count(ledger, "SELECT COUNT(*) FROM explanations") == 1)
        // A correction's own text is the row's, not the shared one; a later pass shares it again.
        _ = try ledger.recordCorrections(
            [CorrectionInput(transactionID: ids[0], category: "office", scheduleCLine: nil, payeeKey: "SQ")],
            via: "command", explanation: "by hand")
        #expect(try ledger.categorizationCandidates(ids: [ids[0]])[ids[0]]?.explanation == "by hand")
        try ledger.applyCategories([
            CategoryUpdate(
                id: ids[1], category: "office", scheduleCLine: nil, source: "rule:y", confidence: 0.8,
                explanation: "rule 'y'")
        ])
        let after = try ledger.categorizationCandidates(ids: ids)
        #expect(after[ids[1]]?.explanation == "rule 'y'")
        #expect(after[ids[2]]?.explanation == shared)
        #expect(try count(ledger, "SELECT COUNT(*) FROM explanations") == 2)
    }

    /// 150 decisions, one row decided by the user meanwhile (left alone),
    /// one row decided twice in the list (the later decision stays).
    @Test func decisionsAreWrittenInOrderSkippingUserRows() throws {
        let (ledger, run) = try Fixture.ledger()
        let rows = (0..<150).map {
            Fixture.row("2024-03-\(String(format: "%02d", $0 % 28 + 1))", Int64(-100 - $0), "SHOP \($0)", line: $0 + 2)
        }
        _ = try ledger.importStatement(Fixture.document("m.csv"), Fixture.statement(rows), runID: run)
        let ids = try ledger.categorizationCandidates(all: false).map(\.id)
        _ = try ledger.recordCorrections(
            [CorrectionInput(transactionID: ids[70], category: "office", scheduleCLine: nil, payeeKey: "SHOP")],
            via: "command", explanation: "by hand")
        var updates = ids.map {
            CategoryUpdate(
                id: $0, category: $0 % 2 == 0 ? "meals" : "supplies", scheduleCLine: $0 % 2 == 0 ? "24b" : "22",
                source: "rule:r\($0 % 3)", confidence: 0.5 + Double($0 % 5) / 10, explanation: "rule r\($0 % 3)",
                payeeName: $0 % 4 == 0 ? "Shop" : nil, business: $0 % 6 == 0 ? true : nil, evidence: "rec=\($0 % 2)")
        }
        updates.insert(
            CategoryUpdate(
                id: ids[3], category: "travel", scheduleCLine: "24a", source: "rule:first", confidence: 0.7,
                explanation: "first"), at: 2)
        #expect(try ledger.applyCategories(updates) == 150)
        let stored = try ledger.categorizationCandidates(ids: ids)
        for update in updates where update.id != ids[70] && update.source != "rule:first" {
            let row = try #require(stored[update.id])
            #expect(row.category == update.category && row.source == update.source)
            #expect(row.confidence == update.confidence && row.explanation == update.explanation)
            #expect(row.evidence == update.evidence)
        }
        #expect(stored[ids[70]]?.category == "office")
        #expect(stored[ids[70]]?.explanation == "by hand")
        let rest = try ledger.exportRows().filter { $0.id == ids[0] || $0.id == ids[1] }
        #expect(rest.map(\.scheduleCLine).sorted { ($0 ?? "") < ($1 ?? "") } == ["22", "24b"])
    }
}
