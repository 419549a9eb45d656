import GRDB
import Pipeline
import ShoeboxCore
import Testing

@testable import Storage

@Suite struct LedgerCategoriesTests {
    /// January imported twice (a second download): the second copy's rows are merged duplicates.
    func ledgerWithDuplicates() throws -> Ledger {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importStatement(Fixture.document("a.csv"), Fixture.statement(Fixture.january), runID: run)
        let again = Fixture.january.map { row -> StatementTransaction in
            var copy = row
            copy.sourceLine += 10
            return copy
        }
        _ = try ledger.importStatement(Fixture.document("b.csv"), Fixture.statement(again), runID: run)
        return ledger
    }

    func update(_ id: Int64, _ category: String, source: String = "rule:test") -> CategoryUpdate {
        CategoryUpdate(
            id: id, category: category, scheduleCLine: category == "meals" ? "24b" : nil, source: source,
            confidence: 0.9, explanation: "test")
    }

    @Test func candidatesAreCanonicalRowsAndDuplicatesFollowThem() throws {
        let ledger = try ledgerWithDuplicates()
        let candidates = try ledger.categorizationCandidates(all: false)
        #expect(candidates.count == 3)
        try ledger.applyCategories(candidates.map { update($0.id, "meals") })
        let rows = try ledger.exportRows()
        #expect(rows.count == 6)
        #expect(
            rows.allSatisfy { $0.category == "meals" && $0.scheduleCLine == "24b" && $0.categorySource == "rule:test" })
        #expect(try ledger.categorizationCandidates(all: false).isEmpty)
    }

    @Test func userAndInvoiceDecisionsAreNeverOverwritten() throws {
        let ledger = try ledgerWithDuplicates()
        let ids = try ledger.categorizationCandidates(all: false).map(\.id)
        try ledger.applyCategories(ids.map { update($0, "meals") })
        _ = try ledger.recordCorrections(
            [CorrectionInput(transactionID: ids[0], category: "personal", scheduleCLine: nil, payeeKey: "X")],
            via: "command", explanation: "by hand")
        try ledger.writer.write { db in
            try db.execute(
                sql: "UPDATE transactions SET category = 'income', category_source = 'invoice:2025-007' WHERE id = ?",
                arguments: [ids[1]])
        }
        let written = try ledger.applyCategories(ids.map { update($0, "office", source: "learned:payee") })
        #expect(written == 1)
        #expect(try ledger.categorizationCandidates(all: true).map(\.id) == [ids[2]])
        let byID = Dictionary(grouping: try ledger.exportRows(), by: \.id)
        #expect(byID[ids[0]]?.first?.category == "personal")
        #expect(byID[ids[1]]?.first?.categorySource == "invoice:2025-007")
        #expect(byID[ids[2]]?.first?.category == "office")
    }

    @Test func aCorrectionOfADuplicateGoesToItsCanonicalRow() throws {
        let ledger = try ledgerWithDuplicates()
        let duplicate = try #require(try ledger.exportRows().first { $0.duplicateOf != nil })
        let applied = try ledger.recordCorrections(
            [
                CorrectionInput(
                    transactionID: duplicate.id, category: "meals", scheduleCLine: "24b", payeeKey: "BLUE BOTTLE")
            ],
            via: "command", explanation: "by hand")
        #expect(applied.first?.transactionID == duplicate.duplicateOf)
        let rows = try ledger.exportRows().filter { $0.id == duplicate.id || $0.id == duplicate.duplicateOf }
        #expect(rows.allSatisfy { $0.category == "meals" && $0.categorySource == "user" })
    }

    @Test func aBatchWithAnUnknownTransactionStoresNothing() throws {
        let ledger = try ledgerWithDuplicates()
        let id = try ledger.categorizationCandidates(all: false)[0].id
        let refusal = #expect(throws: Diagnostic.self) {
            _ = try ledger.recordCorrections(
                [
                    CorrectionInput(transactionID: id, category: "meals", scheduleCLine: "24b", payeeKey: "A"),
                    CorrectionInput(transactionID: 424_242, category: "meals", scheduleCLine: "24b", payeeKey: "B"),
                ], via: "review", explanation: "sheet")
        }
        #expect(refusal?.code == .correctionRefused)
        #expect(try ledger.storedCorrections().isEmpty)
        #expect(try ledger.exportRows().allSatisfy { $0.category == nil })
    }

    @Test func bookIdentityIsStable() throws {
        let ledger = try Ledger(inMemory: ())
        let id = try ledger.bookIdentity()
        #expect(id.count == 36)
        #expect(try ledger.bookIdentity() == id)
        #expect(try Ledger(inMemory: ()).bookIdentity() != id)
    }
}
