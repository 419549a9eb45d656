import Foundation
import Pipeline
import ShoeboxCore
import Storage
import Testing

@Suite struct LedgerRunModesTests {
    @Test func runModesMigrationIsApplied() throws {
        #expect(try Ledger(inMemory: ()).appliedMigrations().contains("v5-run-modes"))
    }

    @Test func runDetailsAreStoredAndAStoppedRunIsMarked() throws {
        // Given a finished run
        let ledger = try Ledger(inMemory: ())
        let run = try ledger.beginRun(command: "shoebox watch")
        try ledger.finishRun(run, summary: RunSummary(), exitCode: 0)
        // When its details are recorded as stopped early
        try ledger.recordRunDetails(
            run, pipeline: "pipelines/inbox.yaml", summaryJSON: #"{"added":0}"#, alertsJSON: "[]", stopped: true)
        // Then they read back, and the status says so
        let details = try #require(try ledger.runDetails(run))
        #expect(
            details
                == RunDetails(
                    id: run, status: "stopped", pipeline: "pipelines/inbox.yaml", summaryJSON: #"{"added":0}"#,
                    alertsJSON: "[]"))
        #expect(try ledger.status().recentRuns.first?.status == "stopped")
    }

    @Test func seenPathSnapshotHoldsEveryRememberedPath() throws {
        let (ledger, run) = try Fixture.ledger()
        _ = try ledger.importStatement(Fixture.document("jan.csv"), Fixture.statement(Fixture.january), runID: run)
        let snapshot = try ledger.seenPathSnapshot()
        #expect(snapshot.count == 1)
        let entry = try #require(snapshot.values.first)
        #expect(entry.document.originalName == "jan.csv")
        #expect(entry.document.status == "processed")
    }
}
