import GRDB
import ShoeboxCore
import Testing

@testable import Storage

/// `insertBankRows` (multi-row INSERTs) stores exactly what `insertBankRow` one row at a time does.
@Suite struct BatchedBankInsertTests {
    /// 10 stored rows (the first 4 pending), then 150 incoming rows: new ones, merged duplicates, possible
    /// duplicates and posted forms of the pending rows, spread so runs of new rows cross the batch size.
    func incoming() -> [BankRowInsert] {
        (0..<150).map { index in
            let row = Fixture.row(
                "2024-02-\(String(format: "%02d", index % 28 + 1))", Int64(-100 * (index + 1)), "SHOP \(index) CA",
                line: index + 2, bankID: index % 7 == 0 ? "B\(index)" : nil)
            let decision: BankRowDecision
            switch index {
            case 3, 70, 149: decision = .posts(pendingID: Int64(index == 3 ? 1 : index == 70 ? 2 : 3))
            case 64, 65, 100: decision = .possibleDuplicate(of: 5)
            case let other where other % 9 == 4:
                decision = .duplicate(of: Int64(other % 10 + 1), reason: "same_bank_id")
            default: decision = .new
            }
            return BankRowInsert(
                row, dedupDescription: "SHOP \(index) CA", payee: "SHOP", decision: decision,
                evidence: decision == .new ? nil : "score 0.\(index)")
        }
    }

    func ledger(batched: Bool) throws -> Ledger {
        let (ledger, run) = try Fixture.ledger()
        try ledger.write { tx in
            let document = try tx.storeDocument(Fixture.document("a.csv"), runID: run, dialect: nil, count: 10)
            let account = try tx.account(Fixture.checking)
            for index in 0..<10 {
                let row = Fixture.row(
                    "2024-02-0\(index % 9 + 1)", Int64(-100 * (index + 1)), "STORED \(index)", line: index + 2,
                    pending: index < 4)
                try tx.insertBankRow(
                    row, dedupDescription: "STORED \(index)", decision: .new, evidence: nil, accountID: account,
                    documentID: document)
            }
            let second = try tx.storeDocument(Fixture.document("b.csv"), runID: run, dialect: nil, count: 150)
            if batched {
                try tx.insertBankRows(incoming(), accountID: account, documentID: second)
            } else {
                for insert in incoming() {
                    try tx.insertBankRow(
                        insert.row, dedupDescription: insert.dedupDescription, payee: insert.payee,
                        decision: insert.decision, evidence: insert.evidence, accountID: account, documentID: second)
                }
            }
        }
        return ledger
    }

    /// Every table the insert writes, every column but the write's timestamps, in id order.
    func dump(_ ledger: Ledger) throws -> [String] {
        try ledger.writer.read { db in
            var lines: [String] = []
            for (table, order) in [
                ("transactions", "id"), ("duplicate_candidates", "transaction_id"), ("transaction_revisions", "id"),
            ] {
                let columns = try db.columns(in: table).map(\.name).filter {
                    !["created_at", "updated_at", "revised_at"].contains($0)
                }
                for row in try Row.fetchAll(
                    db, sql: "SELECT \(columns.joined(separator: ", ")) FROM \(table) ORDER BY \(order)")
                {
                    lines.append(table + ": " + row.description)
                }
            }
            return lines
        }
    }

    @Test func batchedRowsAreTheRowsStoredOneByOne() throws {
        let one = try dump(try ledger(batched: false))
        let batched = try dump(try ledger(batched: true))
        #expect(one.count == 160 + 3 + 3)
        #expect(batched == one)
    }
}
