import Foundation
import Logging
import Pipeline
import PipelineDefinition
import ShoeboxCore
import Storage
import Synchronization
import Testing

@Suite struct RunModesTests {
    func runner(_ workspace: Workspace, _ configure: (inout BatchRunner.Options) -> Void) throws -> BatchRunner {
        var options = BatchRunner.Options(today: LocalDate(year: 2024, month: 12, day: 31)!)
        configure(&options)
        return try BatchRunner(
            book: workspace.book, ledger: workspace.ledger, options: options, logger: Logger(label: "test"))
    }

    @Test func fileOfADisabledStageIsLeftInPlaceAndNotRecorded() throws {
        let workspace = try Workspace()
        try workspace.write("checking.csv", Exports.checking)
        let report = try runner(workspace) { $0.stages = [.ingest, .receipts] }.run(paths: [workspace.inbox.path])
        #expect(report.filesLeftForDisabledStages == 1)
        #expect(report.summary.filesNew == 0)
        #expect(report.quarantined.isEmpty)
        #expect(try workspace.ledger.status().documents == 0)
        #expect(FileManager.default.fileExists(atPath: workspace.inbox.appendingPathComponent("checking.csv").path))
        // Turning the stage on later takes the file.
        let again = try runner(workspace) { _ in }.run(paths: [workspace.inbox.path])
        #expect(again.summary.transactions.added == 3)
    }

    @Test func archivePolicyRemovesStoredFilesAndKeepsQuarantinedOnes() throws {
        let workspace = try Workspace()
        let checking = try workspace.write("checking.csv", Exports.checking)
        let copy = try workspace.write("sub/same-content.csv", Exports.checking)
        let junk = try workspace.write("junk.csv", "")
        let report = try runner(workspace) { $0.processedFiles = .archive }.run(paths: [workspace.inbox.path])
        #expect(report.summary.filesNew == 1)
        #expect(report.summary.filesSkipped == 1)
        #expect(!FileManager.default.fileExists(atPath: checking))
        #expect(!FileManager.default.fileExists(atPath: copy), "a duplicate of stored content is removed too")
        #expect(FileManager.default.fileExists(atPath: junk), "quarantined files stay for the user to fix")
        let archived = try FileManager.default.subpathsOfDirectory(atPath: workspace.book.archiveDirectory.path).filter
        { $0.hasSuffix(".csv") }
        #expect(archived.count == 2)
    }

    @Test func quarantineBecomesAnAlertAndTheJournalStoresSummaryAndAlerts() throws {
        let workspace = try Workspace()
        try workspace.write("checking.csv", Exports.checking)
        try workspace.write("junk.csv", "")
        let report = try runner(workspace) { _ in }.run(paths: [workspace.inbox.path])
        #expect(report.alerts.map(\.kind) == [.quarantinedFile])
        #expect(report.alerts.first?.code == "empty_file")
        try report.record(in: workspace.ledger, pipeline: "pipelines/test.yaml")
        let details = try #require(try workspace.ledger.runDetails(report.runID))
        #expect(details.pipeline == "pipelines/test.yaml")
        let summary =
            try JSONSerialization.jsonObject(with: Data(try #require(details.summaryJSON).utf8)) as? [String: Any]
        #expect(summary?["added"] as? Int == 3)
        #expect(summary?["files_quarantined"] as? Int == 1)
        #expect(
            (summary?["quarantined"] as? [[String: Any]])?.first?["reason"] as? String
                == report.quarantined.first?.reason)
        let alerts =
            try JSONSerialization.jsonObject(with: Data(try #require(details.alertsJSON).utf8)) as? [[String: Any]]
        #expect(alerts?.first?["kind"] as? String == "quarantined_file")
        #expect(alerts?.first?["file"] as? String == workspace.inbox.appendingPathComponent("junk.csv").path)
    }

    @Test func stopRequestEndsTheRunBetweenDocuments() throws {
        let workspace = try Workspace()
        for index in 0..<5 {
            try workspace.write(
                "file\(index).csv", "Date,Description,Amount\n2024-03-0\(index + 1),ITEM \(index),-1.00\n")
        }
        let processed = Mutex(0)
        let report = try runner(workspace) { options in
            options.progress = { event in if case .file = event { processed.withLock { $0 += 1 } } }
            options.shouldStop = { processed.withLock { $0 } >= 2 }
        }.run(paths: [workspace.inbox.path])
        #expect(report.stoppedEarly)
        #expect(report.summary.filesNew == 2)
        #expect(try workspace.ledger.status().transactions == 2)
        let rest = try runner(workspace) { _ in }.run(paths: [workspace.inbox.path])
        #expect(rest.summary.filesNew == 3)
        #expect(rest.summary.filesSkipped == 2)
        #expect(try workspace.ledger.status().transactions == 5)
    }

    @Test func progressReportsEveryFileWithItsStage() throws {
        let workspace = try Workspace()
        try workspace.write("a.csv", Exports.checking)
        try workspace.write("b.jpg", Data([0xFF, 0xD8, 0xFF]))
        let events = Mutex<[RunProgress]>([])
        _ = try runner(workspace) { $0.progress = { event in events.withLock { $0.append(event) } } }.run(paths: [
            workspace.inbox.path
        ])
        let a = workspace.inbox.appendingPathComponent("a.csv").path
        let b = workspace.inbox.appendingPathComponent("b.jpg").path
        #expect(
            events.withLock { $0 } == [
                .started(total: 2), .file(index: 0, total: 2, path: a, stage: .statements),
                .file(index: 1, total: 2, path: b, stage: .receipts), .finished(total: 2),
            ])
    }
}
