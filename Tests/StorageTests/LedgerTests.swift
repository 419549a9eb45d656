import Pipeline
import ShoeboxCore
import Storage
import Testing

@Suite struct LedgerTests {
    @Test func freshLedgerHasTheFoundationMigration() throws {
        let applied = try Ledger(inMemory: ()).appliedMigrations()
        // The shipped migrations first, in order; later ones (each branch adds its own) after them.
        #expect(
            Array(applied.prefix(9)) == [
                "v1-foundation", "v2-categorizer", "v3-receipts", "v4-invoicing", "v5-run-modes", "v6-reports",
                "v7-statements", "v8-dedup", "v10-receipts2",
            ])
        #expect(applied.contains("v11-rentals"))
        #expect(applied.contains("v12-shifts"))
        #expect(applied.contains("v13-language"))
        #expect(applied.contains("v15-categorizer2"))
    }

    @Test func importStoresExactRows() throws {
        let (ledger, run) = try Fixture.ledger()
        let counts = try ledger.importStatement(
            Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        #expect(counts == ImportCounts(added: 3, merged: 0, updated: 0))
        let rows = try ledger.exportRows()
        #expect(rows.map(\.date) == ["2024-01-03", "2024-01-15", "2024-01-31"])
        #expect(rows.map(\.amount.minorUnits) == [-1_250, 250_000, -180_000])
        #expect(rows.map(\.amount.decimalString) == ["-12.50", "2500.00", "-1800.00"])
        #expect(rows.map(\.amount.currency.code) == ["USD", "USD", "USD"])
        #expect(rows.map(\.sourceLine) == [2, 3, 4])
        #expect(rows.map(\.sourceFile) == ["jan.csv", "jan.csv", "jan.csv"])
        #expect(rows.map(\.account) == ["Checking 1234", "Checking 1234", "Checking 1234"])
        #expect(rows[0].description == "SQ *BLUE BOTTLE COFFE")
        #expect(rows[0].payee == "BLUE BOTTLE COFFE")
        #expect(rows.map(\.kind) == ["bank", "bank", "bank"])
        #expect(rows.allSatisfy { $0.duplicateOf == nil && $0.mergeReason == nil && !$0.pending })
    }

    @Test func zeroDecimalAndForeignCurrenciesKeepTheirMinorUnits() throws {
        let (ledger, run) = try Fixture.ledger()
        let yen = AccountHint(key: "acct:jp", displayName: "Yen", currency: CurrencyCode("JPY")!, source: "column")
        let rows = [
            Fixture.row("2024-02-01", -1_500, "RAMEN", line: 2, account: yen),
            Fixture.row("2024-02-01", -1_999, "BAKERY", line: 3, account: Fixture.savings),
        ]
        _ = try ledger.importStatement(Fixture.document("mixed.csv"), Fixture.statement(rows), runID: run)
        let exported = try ledger.exportRows()
        // Accounts are stored in key order ("acct:9999" < "acct:jp"), so the EUR row gets the lower id.
        #expect(exported.map(\.amount.currency.code) == ["EUR", "JPY"])
        #expect(exported.map(\.amount.decimalString) == ["-19.99", "-1500"])
        #expect(exported.map(\.amount.minorUnits) == [-1_999, -1_500])
        #expect(try ledger.status().accounts == 2)
    }

    @Test func overlappingSecondExportAddsOnlyNewRows() throws {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        let second = [
            Fixture.row("2024-01-15", 250_000, "PAYROLL ACME CORP", line: 2),
            Fixture.row("2024-01-31", -180_000, "RENT JANUARY", line: 3),
            Fixture.row("2024-02-02", -4_599, "HARDWARE STORE", line: 4),
        ]
        let counts = try ledger.importStatement(Fixture.document("jan-feb.csv"), Fixture.statement(second), runID: run)
        #expect(counts == ImportCounts(added: 1, merged: 2, updated: 0))
        let rows = try ledger.exportRows()
        #expect(rows.count == 6)
        let merged = rows.filter { $0.duplicateOf != nil }
        #expect(merged.map(\.duplicateOf) == [2, 3])
        #expect(merged.map(\.mergeReason) == ["overlapping_export", "overlapping_export"])
        #expect(merged.map(\.sourceFile) == ["jan-feb.csv", "jan-feb.csv"])
        #expect(merged.map(\.sourceLine) == [2, 3])
        let status = try ledger.status()
        #expect(status.transactions == 4)
        #expect(status.duplicates == 2)
        #expect(status.documents == 2)
    }

    @Test func postedRowUpdatesThePendingRowInPlace() throws {
        let (ledger, run) = try Fixture.ledger()
        let pending = [Fixture.row("2024-03-01", -2_500, "SQ *BLUE BOTTLE", line: 2, pending: true)]
        _ = try ledger.importStatement(Fixture.document("week1.csv"), Fixture.statement(pending), runID: run)
        #expect(try ledger.status().pending == 1)

        let posted = [Fixture.row("2024-03-03", -3_000, "BLUE BOTTLE COFFEE OAKLAND CA", line: 2)]
        let counts = try ledger.importStatement(Fixture.document("week2.csv"), Fixture.statement(posted), runID: run)
        #expect(counts == ImportCounts(added: 0, merged: 0, updated: 1))

        let rows = try ledger.exportRows()
        #expect(rows.count == 2)
        let canonical = try #require(rows.first { $0.duplicateOf == nil })
        #expect(canonical.id == 1)
        #expect(canonical.pending == false)
        #expect(canonical.amount.minorUnits == -3_000)
        #expect(canonical.date == "2024-03-03")
        #expect(canonical.description == "BLUE BOTTLE COFFEE OAKLAND CA")
        #expect(canonical.sourceFile == "week1.csv")
        let update = try #require(rows.first { $0.duplicateOf != nil })
        #expect(update.duplicateOf == 1)
        #expect(update.mergeReason == "posted_update")
        #expect(update.sourceFile == "week2.csv")
        #expect(try ledger.status().pending == 0)

        // The revision keeps the pending form: a later export still listing it is recognised.
        let stale = [Fixture.row("2024-03-01", -2_500, "SQ *BLUE BOTTLE", line: 5, pending: true)]
        let again = try ledger.importStatement(
            Fixture.document("week1-again.csv"), Fixture.statement(stale), runID: run)
        #expect(again == ImportCounts(added: 0, merged: 1, updated: 0))
        let last = try #require(try ledger.exportRows().last { $0.sourceFile == "week1-again.csv" })
        #expect(last.duplicateOf == 1)
        #expect(last.mergeReason == "pending_already_posted")
        #expect(try ledger.status().transactions == 1)
    }

    @Test func sameDocumentTwiceDoublesNothing() throws {
        let (ledger, run) = try Fixture.ledger()
        let document = Fixture.document("jan.csv", sha: String(repeating: "ab", count: 32))
        _ = try ledger.importStatement(document, Fixture.statement(Fixture.january), runID: run)
        let second = try ledger.importStatement(document, Fixture.statement(Fixture.january), runID: run)
        #expect(second == ImportCounts())
        #expect(try ledger.exportRows().count == 3)
        let status = try ledger.status()
        #expect(status.documents == 1)
        #expect(status.transactions == 3)
        #expect(status.duplicates == 0)
        #expect(try ledger.document(sha256: document.sha256)?.status == "processed")
    }

    @Test func unchangedDocumentIsFoundByPathSizeAndMtime() throws {
        let (ledger, run) = try Fixture.ledger()
        let document = Fixture.document("jan.csv")
        _ = try ledger.importStatement(document, Fixture.statement(Fixture.january), runID: run)
        let known = try ledger.unchangedDocument(
            path: "/inbox/jan.csv", size: 100, mtimeNanoseconds: document.mtimeNanoseconds)
        #expect(known?.originalName == "jan.csv")
        #expect(
            try ledger.unchangedDocument(path: "/inbox/jan.csv", size: 101, mtimeNanoseconds: document.mtimeNanoseconds)
                == nil)
        #expect(try ledger.document(sha256: String(repeating: "f", count: 64)) == nil)
    }
}
