import Foundation
import ShoeboxCore
import Storage
import Testing

/// Transfer candidates are read by position, and not at all when one account holds them all.
@Suite struct TransferCandidateReadingTests {
    @Test func oneAccountHasNoTransferCandidates() throws {
        let (ledger, run) = try Fixture.ledger()
        let rows = [
            Fixture.row("2024-03-01", -25_000, "ONLINE TRANSFER TO SAV", line: 2),
            Fixture.row("2024-03-01", 25_000, "ONLINE TRANSFER FROM CHK", line: 3),
        ]
        _ = try ledger.importStatement(Fixture.document("one.csv"), Fixture.statement(rows), runID: run)
        let found = try ledger.write { tx in try tx.transferCandidates() }
        #expect(found.isEmpty)
        #expect(try ledger.linkTransfers() == 0)
    }

    @Test func twoAccountsAreReadWithEveryField() throws {
        let (ledger, run) = try Fixture.ledger()
        let rows = [
            Fixture.row("2024-03-01", -25_000, "ONLINE TRANSFER TO SAV", line: 2),
            Fixture.row("2024-03-02", 25_000, "ONLINE TRANSFER FROM CHK", line: 3, account: Fixture.savings),
        ]
        _ = try ledger.importStatement(Fixture.document("two.csv"), Fixture.statement(rows), runID: run)
        let read = try ledger.write { tx in try tx.transferCandidates() }
        do {
            let found = read.sorted { $0.id < $1.id }
            #expect(found.map(\.date.description) == ["2024-03-01", "2024-03-02"])
            #expect(
                found.map(\.amount) == [
                    Money(minorUnits: -25_000, currency: .usd), Money(minorUnits: 25_000, currency: .eur),
                ])
            #expect(found.map(\.description) == ["ONLINE TRANSFER TO SAV", "ONLINE TRANSFER FROM CHK"])
            #expect(Set(found.map(\.accountID)).count == 2)
        }
    }
}
