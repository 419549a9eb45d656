import Foundation
import Testing

@Suite(.serialized) struct ShoeboxWatchTests {
    @Test func sigtermDuringProcessingFinishesTheDocumentExitsZeroAndARestartTakesTheRest() throws {
        let dirs = try TempDirs()
        try dirs.writeExport("a-big.csv", rows: 8_000)
        for index in 0..<3 { try dirs.writeExport("b-small-\(index).csv", rows: 10, seed: index + 1) }
        let watch = try ShoeboxBinary.Running([
            "watch", "--book", dirs.book, "--settle-delay", "0.2", "--verbose", dirs.inbox.path,
        ])
        // Wait until the big file is being imported, then ask the watcher to stop.
        #expect(Poll.until(seconds: 60) { watch.stderrSoFar.contains("a-big.csv: processing (1/4") })
        kill(watch.process.processIdentifier, SIGTERM)
        let result = try watch.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("a-big.csv: imported: 8000 added"), "the document in progress is finished")
        #expect(result.stdout.contains("stopped early on request"))
        #expect(result.stderr.contains("stopped watching"))
        #expect(try BookCounts.of(dirs.book) == BookCounts(documents: 1, transactions: 8_000, duplicates: 0))

        // A restart takes what was left, and nothing twice.
        let restart = try ShoeboxBinary.Running([
            "watch", "--book", dirs.book, "--settle-delay", "0.2", dirs.inbox.path,
        ])
        #expect(Poll.until(seconds: 30) { restart.stdoutSoFar.contains("3 new, 1 skipped") })
        kill(restart.process.processIdentifier, SIGINT)
        let second = try restart.finish()
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try BookCounts.of(dirs.book) == BookCounts(documents: 4, transactions: 8_030, duplicates: 0))
    }

    @Test func watcherTakesNewFilesAndLetsARunInterleave() throws {
        let dirs = try TempDirs()
        let pipeline = dirs.root.appendingPathComponent("inbox.yaml")
        try Data(
            """
            processed_files: archive
            watch: {settle_delay: 200ms, rescan_interval: 1s, batch_window: 300ms}
            """.utf8
        ).write(to: pipeline)
        let watch = try ShoeboxBinary.Running([
            "watch", "--book", dirs.book, "--pipeline", pipeline.path, dirs.inbox.path,
        ])
        defer { if watch.process.isRunning { kill(watch.process.processIdentifier, SIGKILL) } }
        usleep(300_000)
        try dirs.writeExports()
        #expect(Poll.until(seconds: 20) { (try? BookCounts.of(dirs.book))??.transactions == 5 })
        #expect(
            Poll.until(seconds: 5) {
                (try? FileManager.default.contentsOfDirectory(atPath: dirs.inbox.path))?.isEmpty == true
            },
            "processed_files: archive removes stored files from the inbox")
        // The watcher holds the book lock only while a pass runs: a one-shot run gets it while the
        // watcher keeps running (the wait covers the tail of the watcher's last pass).
        let other = dirs.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("Date,Description,Amount\n2024-05-01,BOOKSHOP,-12.00\n".utf8).write(
            to: other.appendingPathComponent("card.csv"))
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, "--wait", "30", other.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(watch.process.isRunning)
        #expect(Summary.added(run.stdout) == 1)
        kill(watch.process.processIdentifier, SIGTERM)
        let result = try watch.finish()
        #expect(result.status == 0)
        #expect(result.stdout.contains("transactions: 5 added"))
    }
}
