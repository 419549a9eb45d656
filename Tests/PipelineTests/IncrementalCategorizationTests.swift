import Categorize
import Foundation
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// A pass after an import decides the new rows and the rows whose book-wide evidence the new rows
/// changed (a transfer's other leg), not every row of the book; rules or corrections still re-decide all.
@Suite struct IncrementalCategorizationTests {
    /// Rows the last pass looked at (the first field of `last_pass`).
    func lastPassRows(_ ledger: Ledger) throws -> Int {
        let pass = try #require(try ledger.categorizerState("last_pass"))
        return try #require(Int(pass.split(separator: " ")[0]))
    }

    @Test func newRowsDecideOnlyThemselvesAndTheRowsTheyCompleteAPairWith() throws {
        let space = try Workspace()
        _ = try space.write(
            "biz-checking.csv",
            """
            Date,Description,Amount
            2025-03-02,ZELLE INSTANT PMT TO RAY QUINTERO,-2500.00
            2025-03-05,HILLTOP HARDWARE 0042,-41.20
            2025-03-07,MIDTOWN PARKING GARAGE,-12.00
            2025-03-09,NORTHSIDE DELI 12,-38.00

            """)
        _ = try space.write(
            "personal-checking_20250201_20250228.csv",
            """
            Date,Description,Amount
            2025-02-20,CORNER MARKET 12,-51.07

            """)
        _ = try space.run()
        #expect(try lastPassRows(space.ledger) == 5)
        #expect(try space.exportRow("ZELLE INSTANT PMT TO RAY QUINTERO").categorySource != "rule:transfer-pair")
        let accounts = try space.ledger.categorizerAccounts().count

        _ = try space.run()
        #expect(try lastPassRows(space.ledger) == 0, "an idle run decides nothing")

        // The next month of the same personal account: no new account, so no full re-decision.
        _ = try space.write(
            "personal-checking_20250301_20250331.csv",
            """
            Date,Description,Amount
            2025-03-03,Zelle payment from RAY QUINTERO,2500.00
            2025-03-11,CORNER MARKET 12,-63.18

            """)
        _ = try space.run()
        #expect(try space.ledger.categorizerAccounts().count == accounts)
        // The two new rows, and the old payment whose other leg just arrived; not the hardware, parking or deli rows.
        #expect(try lastPassRows(space.ledger) == 3)
        let out = try space.exportRow("ZELLE INSTANT PMT TO RAY QUINTERO")
        #expect(out.category == "transfer")
        #expect(out.categorySource == "rule:transfer-pair")
        #expect(try space.exportRow("Zelle payment from RAY QUINTERO").category == "transfer")
        #expect(try space.exportRow("HILLTOP HARDWARE 0042").category == "supplies")

        _ = try space.run()
        #expect(try lastPassRows(space.ledger) == 0, "stored evidence matches: nothing is re-decided")
    }

    @Test func aNewMonthOfARecurringPaymentRedecidesThatPayeeOnly() throws {
        let space = try Workspace()
        _ = try space.write(
            "biz-card.csv",
            """
            Date,Description,Amount
            2025-01-04,KESTREL LEDGERWORKS 881,-29.00
            2025-02-04,KESTREL LEDGERWORKS 881,-29.00
            2025-03-04,KESTREL LEDGERWORKS 881,-29.00
            2025-03-09,NORTHSIDE DELI 12,-38.00

            """)
        _ = try space.run()
        let before = try space.ledger.categorizationCandidates(all: true).filter {
            $0.description == "KESTREL LEDGERWORKS 881"
        }
        #expect(before.count == 3)
        #expect(before.allSatisfy { $0.explanation?.contains("3 months") == true })
        _ = try space.write(
            "biz-card-april.csv",
            """
            Date,Description,Amount
            2025-04-04,KESTREL LEDGERWORKS 881,-29.00

            """)
        _ = try space.run()
        // The new row and the three earlier months (now "4 months"), not the deli.
        #expect(try lastPassRows(space.ledger) == 4)
        let rows = try space.ledger.categorizationCandidates(all: true).filter {
            $0.description == "KESTREL LEDGERWORKS 881"
        }
        #expect(rows.count == 4)
        #expect(rows.allSatisfy { $0.explanation?.contains("4 months") == true })
    }

    @Test func aNewAccountDecidesItsOwnRowsButAProcessorLedgerRedecidesPayouts() throws {
        let space = try Workspace()
        _ = try space.write(
            "biz-checking.csv",
            """
            Date,Description,Amount
            2025-03-05,HILLTOP HARDWARE 0042,-41.20
            2025-03-09,NORTHSIDE DELI 12,-38.00
            2025-03-12,STRIPE TRANSFER ST-88121 HARBOR,1164.90

            """)
        _ = try space.run()
        #expect(try space.exportRow("STRIPE TRANSFER ST-88121 HARBOR").category == "income")
        _ = try space.write(
            "savings.csv",
            """
            Date,Description,Amount
            2025-03-20,INTEREST PAID,1.23

            """)
        _ = try space.run()
        #expect(try lastPassRows(space.ledger) == 1, "a new plain account: only its own row")
        _ = try space.write(
            "harbor-stripe-balance.csv",
            """
            id,Type,Amount,Fee,Net,Currency,Created (UTC),Description
            txn_1,charge,1200.00,-35.10,1164.90,usd,2025-03-05 09:30,Invoice 1002
            txn_2,payout,-1164.90,0.00,-1164.90,usd,2025-03-11 00:10,STRIPE PAYOUT

            """)
        _ = try space.run()
        // The processor's own ledger is now in the book: its payouts into the bank are transfers.
        let everyRow = try space.ledger.categorizationCandidates(all: true).count
        #expect(try lastPassRows(space.ledger) == everyRow)
        #expect(everyRow >= 4)
        #expect(try space.exportRow("STRIPE TRANSFER ST-88121 HARBOR").category == "transfer")
    }

    @Test func aRulesChangeStillRedecidesEveryRow() throws {
        let space = try Workspace()
        _ = try space.write(
            "biz-card.csv",
            """
            Date,Description,Amount
            2025-03-05,HILLTOP HARDWARE 0042,-41.20
            2025-03-09,NORTHSIDE DELI 12,-38.00

            """)
        _ = try space.run()
        try Data("rules:\n  - name: hilltop\n    payee: HILLTOP\n    category: repairs\n".utf8)
            .write(to: space.book.root.appendingPathComponent("rules.yaml"))
        _ = try space.run()
        #expect(try lastPassRows(space.ledger) == 2)
        #expect(try space.exportRow("HILLTOP HARDWARE 0042").category == "repairs")
    }
}
