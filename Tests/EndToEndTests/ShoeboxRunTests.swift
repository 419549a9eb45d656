import Foundation
import Testing

@Suite(.serialized) struct ShoeboxRunTests {
    static let header =
        "id,date,account,description,payee,amount,amount_cents,currency,pending,category,schedule_c_line,kind,source_file,source_line,duplicate_of,merge_reason,linked_id,category_source,confidence,bank_category,property,schedule_e_line"

    @Test func runThenExportCSV() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Summary.added(run.stdout) == 5)
        #expect(run.stdout.contains("files:        2 new, 0 skipped as already seen, 0 quarantined"))

        let export = try ShoeboxBinary.run(["export", "--book", dirs.book])
        #expect(export.status == 0)
        let lines = export.stdout.lines
        #expect(lines.first == Self.header)
        #expect(lines.count == 6)
        let first = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(first.count == 22)
        #expect(first[0] == "1")
        #expect(first[1] == "2024-03-01")
        #expect(first[3] == "BLUE BOTTLE COFFEE")
        #expect(Array(first[5...8]) == ["-4.50", "-450", "USD", "false"])
        #expect(Array(first[11...15]) == ["bank", "checking.csv", "2", "", ""])
    }

    @Test func secondRunAddsNothing() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        let first = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(Summary.added(first.stdout) == 5)
        let second = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(second.status == 0)
        #expect(Summary.added(second.stdout) == 0)
        #expect(second.stdout.contains("files:        0 new, 2 skipped as already seen, 0 quarantined"))
        let export = try ShoeboxBinary.run(["export", "--book", dirs.book])
        #expect(export.stdout.lines.count == 6)
    }

    @Test func jsonExportHasTheSameRows() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        let csv = try ShoeboxBinary.run(["export", "--book", dirs.book, "--format", "csv"])
        let json = try ShoeboxBinary.run(["export", "--book", dirs.book, "--format", "json"])
        #expect(json.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == csv.stdout.lines.count - 1)
        #expect(array.count == 5)
        #expect(array.map { $0["amount_cents"] as? Int } == [-450, 250_000, -2_310, 123, -10_000])
        #expect(array.first?["currency"] as? String == "USD")
        #expect(array.first?["source_file"] as? String == "checking.csv")
    }

    @Test func exportDateFilterIsInclusive() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        let export = try ShoeboxBinary.run([
            "export", "--book", dirs.book, "--from", "2024-03-02", "--to", "2024-03-31",
        ])
        #expect(export.status == 0)
        let dates = export.stdout.lines.dropFirst().map { $0.split(separator: ",")[1] }
        #expect(dates == ["2024-03-02", "2024-03-05", "2024-03-31"])
    }

    @Test func junkFileExitsThreeAndStatusListsIt() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        try dirs.write("junk.csv", "")
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(run.status == 3)
        #expect(Summary.added(run.stdout) == 5)
        #expect(run.stdout.contains("files:        2 new, 0 skipped as already seen, 1 quarantined"))
        let status = try ShoeboxBinary.run(["status", "--book", dirs.book])
        #expect(status.status == 0)
        #expect(status.stdout.contains("Quarantine (1):"))
        #expect(status.stdout.contains("junk.csv [empty_file]: the file is empty (0 bytes)"))
        #expect(status.stdout.contains("2 documents, 2 accounts, 5 transactions (0 pending), 0 merged duplicates"))
    }

    @Test func invalidDateOptionIsAUsageError() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        let export = try ShoeboxBinary.run(["export", "--book", dirs.book, "--from", "nonsense"])
        // swift-argument-parser exits a `ValidationError` with EX_USAGE (64), not the
        // documented usage code 2 (`ExitStatus.usage`): this asserts what the binary does.
        #expect(export.status == 64)
        #expect(export.stderr.contains("--from nonsense is not a YYYY-MM-DD date"))
        #expect(export.stdout.isEmpty)
    }

    @Test(.enabled(if: SamplesFolder.hasFiles)) func samplesImport() throws {
        let dirs = try TempDirs()
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, SamplesFolder.url.path])
        // 0, or 3 only when something in Samples/ is quarantined.
        #expect(
            run.status == 0 || (run.status == 3 && run.stdout.contains("quarantined:  ")),
            "\(run.stdout)\n\(run.stderr)")
        let export = try ShoeboxBinary.run(["export", "--book", dirs.book])
        #expect(export.stdout.lines.first == Self.header)
        let again = try ShoeboxBinary.run(["run", "--book", dirs.book, SamplesFolder.url.path])
        #expect(Summary.added(again.stdout) == 0)
    }
}

enum SamplesFolder {
    static let url = ShoeboxBinary.packageRoot.appendingPathComponent("Samples")
    static var hasFiles: Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.contains { !$0.hasPrefix(".") }
    }
}
