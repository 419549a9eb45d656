import GRDB
import ShoeboxCore
import Testing

@testable import Storage

/// Decisions stored through a temporary table and one `UPDATE … FROM` (`storeInBulk`) write exactly what one
/// `UPDATE` per row does: the same rows (never a user's or another stage's), the same values, the same count.
@Suite struct BulkDecisionStoreTests {
    /// 120 rows; rows 3 and 17 decided by the user, 40 by an invoice; row 60 a merged duplicate of row 2.
    func ledger() throws -> Ledger {
        let (ledger, run) = try Fixture.ledger()
        try ledger.write { tx in
            let document = try tx.storeDocument(Fixture.document("a.csv"), runID: run, dialect: nil, count: 120)
            let account = try tx.account(Fixture.checking)
            for index in 1...120 {
                let row = Fixture.row(
                    "2024-03-\(String(format: "%02d", index % 28 + 1))", Int64(-37 * index), "SHOP \(index)",
                    line: index + 1)
                try tx.insertBankRow(
                    row, dedupDescription: "SHOP \(index)",
                    decision: index == 60 ? .duplicate(of: 2, reason: "same_bank_id") : .new, evidence: nil,
                    accountID: account, documentID: document)
            }
        }
        try ledger.writer.write { db in
            try db.execute(
                sql: "UPDATE transactions SET category = 'rent', category_source = 'user' WHERE id IN (3, 17)")
            try db.execute(
                sql: "UPDATE transactions SET category = 'income', category_source = 'invoice:7' WHERE id = 40")
        }
        return ledger
    }

    /// Varied decisions for `ids`: lines, payees and business flags set or not, integral and odd
    /// confidences, empty and filled evidence, explanations shared, new, non-ASCII and with quotes.
    func updates(_ ids: [Int64], round: Int) -> [CategoryUpdate] {
        ids.map { id in
            let n = Int(id) + round
            return CategoryUpdate(
                id: id, category: ["office", "meals", "fuel", "uncategorized"][n % 4],
                scheduleCLine: n % 3 == 0 ? nil : "line \(n % 5)", source: n % 5 == 0 ? "default" : "rule:r\(n % 3)",
                confidence: [1.0, 0.35, 0.1 + 0.2, 0.5, 0][n % 5],
                explanation: ["kind word 'deli' → meals", "it's \"quoted\"", "café", "x\(n % 7)"][n % 4],
                payeeName: n % 6 == 0 ? "Payee \(n)" : nil, business: n % 4 == 0 ? nil : n % 2 == 0,
                evidence: n % 2 == 0 ? "" : "rec=\(n % 9)")
        }
    }

    /// Every column of `transactions` but the timestamps, and the explanation texts, in id order.
    func dump(_ ledger: Ledger) throws -> [String] {
        try ledger.writer.read { db in
            let columns = try db.columns(in: "transactions").map(\.name).filter {
                !["created_at", "updated_at"].contains($0)
            }
            let rows = try Row.fetchAll(
                db, sql: "SELECT \(columns.joined(separator: ", ")) FROM transactions ORDER BY id")
            let texts = try Row.fetchAll(db, sql: "SELECT id, text FROM explanations ORDER BY id")
            return (rows + texts).map { row in
                row.columnNames.map { "\($0)=\((row[$0] as DatabaseValue).description)" }.joined(separator: "|")
            }
        }
    }

    @Test func bulkStoresWhatOneByOneStores() throws {
        let all = Array(Int64(1)...120)
        let some = all.filter { $0 % 3 == 1 || $0 == 17 }
        var dumps: [[String]] = []
        var counts: [[Int]] = []
        var last: Ledger?
        for bulkFrom in [1, Int.max] {
            let ledger = try ledger()
            let first = try ledger.applyCategories(updates(all, round: 0), inBulkFrom: bulkFrom)
            // A later pass over part of the book, and one whose decisions are not in id order (stored one by one).
            let second = try ledger.applyCategories(updates(some, round: 1), inBulkFrom: bulkFrom)
            let third = try ledger.applyCategories(updates(some.reversed(), round: 2), inBulkFrom: bulkFrom)
            dumps.append(try dump(ledger))
            counts.append([first, second, third])
            last = ledger
        }
        // Rows 17 (user) and 40 (invoice) are in `some` and are never written.
        #expect(counts[0] == [117, some.count - 2, some.count - 2])
        #expect(counts[0] == counts[1])
        #expect(dumps[0].count > 120)
        #expect(dumps[0] == dumps[1])
        let kept = try #require(last).writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT id || ' ' || category || ' ' || category_source || ' ' || COALESCE(category_explanation, '-')
                    FROM transactions WHERE id IN (3, 17, 40, 60) ORDER BY id
                    """)
        }
        let canonical = try #require(last).writer.read { db in
            try String.fetchOne(db, sql: "SELECT category || ' ' || category_source FROM transactions WHERE id = 2")
        }
        #expect(
            kept == [
                "3 rent user -", "17 rent user -", "40 income invoice:7 -",
                "60 \(try #require(canonical)) same as transaction 2",
            ])
    }

    @Test func noTemporaryTableIsLeftBehind() throws {
        let ledger = try ledger()
        _ = try ledger.applyCategories(updates(Array(Int64(1)...120), round: 0), inBulkFrom: 1)
        let temporary = try ledger.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM temp.sqlite_master WHERE name = 'category_updates'")
        }
        #expect(temporary == 0)
    }
}
