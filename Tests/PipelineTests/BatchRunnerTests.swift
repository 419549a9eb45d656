import Book
import Foundation
import Pipeline
import Statements
import Storage
import Testing

@Suite struct BatchRunnerTests {
    @Test func folderOfExportsImportsAndSecondRunSkipsEverything() throws {
        let space = try Workspace()
        try space.write("checking.csv", Exports.checking)
        try space.write("savings.csv", Exports.savings)

        let first = try space.run()
        #expect(first.summary.filesNew == 2)
        #expect(first.summary.filesSkipped == 0)
        #expect(first.summary.transactions.added == 5)
        #expect(first.exitStatus == .ok)
        let rows = try space.ledger.exportRows()
        #expect(rows.map(\.amount.minorUnits) == [-450, 250_000, -2_310, 123, -10_000])
        #expect(
            rows.map(\.sourceFile) == ["checking.csv", "checking.csv", "checking.csv", "savings.csv", "savings.csv"])
        #expect(rows.map(\.sourceLine) == [2, 3, 4, 2, 3])
        #expect(try space.ledger.status().accounts == 2)

        let second = try space.run()
        #expect(second.summary.filesSkipped == 2)
        #expect(second.summary.filesNew == 0)
        #expect(second.summary.transactions.added == 0)
        #expect(second.summary.transactions.merged == 0)
        #expect(second.exitStatus == .ok)
        #expect(try space.ledger.exportRows().count == 5)
        #expect(try space.ledger.status().recentRuns.map(\.status) == ["ok", "ok"])
    }

    @Test func copyUnderAnotherNameIsSkippedByHash() throws {
        let space = try Workspace()
        try space.write("checking.csv", Exports.checking)
        _ = try space.run()
        try space.write("checking (1).csv", Exports.checking)
        let report = try space.run()
        #expect(report.summary.filesSkipped == 2)
        #expect(report.summary.filesNew == 0)
        #expect(try space.ledger.exportRows().count == 3)
    }

    @Test func originalIsArchivedBySha256AndSurvivesDeletingTheInput() throws {
        let space = try Workspace()
        let path = try space.write("checking.csv", Exports.checking)
        let sha = try InputFile.read(path).sha256
        _ = try space.run()
        try FileManager.default.removeItem(atPath: path)
        let archived = space.book.root.appendingPathComponent("archive/\(sha.prefix(2))/\(sha).csv")
        #expect(try Data(contentsOf: archived) == Data(Exports.checking.utf8))
        #expect(try space.ledger.document(sha256: sha)?.status == "processed")
    }

    @Test func junkIsQuarantinedWhileGoodFilesImport() throws {
        let space = try Workspace()
        try space.write("checking.csv", Exports.checking)
        let empty = try space.write("empty.csv", Data())
        let binary = try space.write(
            "binary.csv", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0xFF, 0x01]))
        let prose = try space.write(
            "letter.csv",
            """
            Dear customer, thank you for banking with us.
            Your statement is attached to this message as a PDF.
            Kind regards, the team

            """)
        let report = try space.run()
        #expect(report.exitStatus == .quarantined)
        #expect(report.summary.filesNew == 1)
        #expect(report.summary.filesQuarantined == 3)
        #expect(report.summary.transactions.added == 3)
        #expect(Set(report.quarantined.map(\.path)) == [empty, binary, prose])

        for (path, code) in [(empty, "empty_file"), (binary, "binary_file"), (prose, "no_transaction_table")] {
            let sha = try InputFile.read(path).sha256
            let name = (path as NSString).lastPathComponent
            let sidecar = try space.sidecar(for: name, sha256: sha)
            #expect(sidecar["code"] as? String == code, "\(name)")
            #expect(sidecar["file"] as? String == name)
            #expect(sidecar["sha256"] as? String == sha)
            let copy = space.book.quarantineDirectory.appendingPathComponent("\(sha.prefix(8))-\(name)")
            #expect(try Data(contentsOf: copy) == Data(contentsOf: URL(fileURLWithPath: path)))
        }
        let status = try space.ledger.status()
        #expect(status.quarantined.map(\.originalName) == ["binary.csv", "empty.csv", "letter.csv"])
        #expect(status.quarantined.map(\.code) == ["binary_file", "empty_file", "no_transaction_table"])
        #expect(status.recentRuns.first?.status == "completed_with_quarantine")
    }

    @Test func quarantinedFileWaitsForAProfileThenImports() throws {
        let space = try Workspace()
        let path = try space.write("thatfile.csv", Exports.unsigned)
        let sha = try InputFile.read(path).sha256

        let first = try space.run()
        #expect(first.exitStatus == .quarantined)
        #expect(try space.sidecar(for: "thatfile.csv", sha256: sha)["code"] as? String == "ambiguous_sign")
        #expect(try space.ledger.document(sha256: sha)?.errorCode == "ambiguous_sign")

        let unchanged = try space.run()
        #expect(unchanged.summary.filesSkipped == 1)
        #expect(unchanged.summary.filesQuarantined == 0)
        #expect(unchanged.exitStatus == .ok)

        try Data("match: \"thatfile.csv\"\nsign: charges-positive\n".utf8)
            .write(to: space.book.profilesDirectory.appendingPathComponent("thatfile.yaml"))
        let retried = try space.run()
        #expect(retried.summary.filesNew == 1)
        #expect(retried.summary.filesSkipped == 0)
        #expect(retried.summary.transactions.added == 3)
        #expect(retried.exitStatus == .ok)
        #expect(try space.ledger.exportRows().map(\.amount.minorUnits) == [-450, -2_310, -1_200])
        #expect(try space.ledger.status().quarantined.isEmpty)
        #expect(try space.ledger.document(sha256: sha)?.status == "processed")
    }

    @Test func invalidProfileMakesTheRunnerThrow() throws {
        let space = try Workspace()
        try Data("match: \"*.csv\"\nsign: upside-down\n".utf8)
            .write(to: space.book.profilesDirectory.appendingPathComponent("bad.yaml"))
        let error = #expect(throws: StatementError.self) { try space.runner() }
        #expect(error?.code == "bad_profile")
        #expect(error?.message.contains("bad.yaml:2: key `sign`") == true)
    }
}
