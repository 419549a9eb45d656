import Pipeline
import ShoeboxCore
import Storage
import Testing

@Suite struct LedgerStatusTests {
    @Test func statusCountsDocumentsAccountsRowsAndRuns() throws {
        let (ledger, run) = try Fixture.ledger()
        var rows = Fixture.january
        rows.append(Fixture.row("2024-01-31", -999, "NETFLIX", line: 5, pending: true))
        rows.append(Fixture.row("2024-01-20", 5_000, "INTEREST", line: 6, account: Fixture.savings))
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(rows), runID: run)
        var summary = RunSummary()
        summary.filesNew = 1
        summary.transactions = ImportCounts(added: 5)
        try ledger.finishRun(run, summary: summary, exitCode: 0)

        let status = try ledger.status()
        #expect(status.documents == 1)
        #expect(status.accounts == 2)
        #expect(status.transactions == 5)
        #expect(status.pending == 1)
        #expect(status.duplicates == 0)
        #expect(status.recentRuns.count == 1)
        #expect(status.recentRuns[0].id == run)
        #expect(status.recentRuns[0].status == "ok")
        #expect(status.recentRuns[0].filesNew == 1)
        #expect(status.recentRuns[0].added == 5)
        #expect(status.quarantined.isEmpty)
    }

    @Test func unfinishedRunIsMarkedInterrupted() throws {
        let (ledger, _) = try Fixture.ledger()
        #expect(try ledger.markInterruptedRuns() == 1)
        #expect(try ledger.status().recentRuns.map(\.status) == ["interrupted"])
        #expect(try ledger.markInterruptedRuns() == 0)
    }

    @Test func exportDateFilterIsInclusive() throws {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        let day = { (text: String) in LocalDate(iso: text)! }
        #expect(
            try ledger.exportRows(from: day("2024-01-15"), to: day("2024-01-31")).map(\.date) == [
                "2024-01-15", "2024-01-31",
            ])
        #expect(
            try ledger.exportRows(from: day("2024-01-03"), to: day("2024-01-03")).map(\.amount.minorUnits) == [-1_250])
        #expect(try ledger.exportRows(from: day("2024-01-16")).map(\.date) == ["2024-01-31"])
        #expect(try ledger.exportRows(to: day("2024-01-14")).map(\.date) == ["2024-01-03"])
        #expect(try ledger.exportRows(from: day("2024-02-01")).isEmpty)
    }

    @Test func quarantineIsListedWithCodeMessageAndLine() throws {
        let (ledger, run) = try Fixture.ledger()
        let document = Fixture.document("broken.csv", sha: String(repeating: "cd", count: 32))
        let reason = FileProblem(
            code: "malformed_row", message: "`32/13/2024` in the date column is not a date", line: 7)
        try ledger.recordQuarantine(
            document, reason: reason, quarantinePath: "quarantine/cdcdcdcd-broken.csv", runID: run)

        let status = try ledger.status()
        #expect(status.documents == 0)
        #expect(status.quarantined.count == 1)
        let item = try #require(status.quarantined.first)
        #expect(item.originalName == "broken.csv")
        #expect(item.code == "malformed_row")
        #expect(item.message == "`32/13/2024` in the date column is not a date")
        #expect(item.line == 7)
        #expect(item.quarantinePath == "quarantine/cdcdcdcd-broken.csv")
        let stored = try #require(try ledger.document(sha256: document.sha256))
        #expect(stored.status == "quarantined")
        #expect(stored.errorCode == "malformed_row")
        #expect(stored.configFingerprint == "fp-1")

        // Importing the same content later (after a profile fix) clears the verdict.
        _ = try ledger.importStatement(document, Fixture.statement(Fixture.january), runID: run)
        #expect(try ledger.status().quarantined.isEmpty)
        #expect(try ledger.document(sha256: document.sha256)?.errorCode == nil)
    }
}
