import Foundation
import Testing

@Suite(.serialized) struct ShoeboxRunModesTests {
    @Test func runKilledMidwayIsResumedWithExactCounts() throws {
        let dirs = try TempDirs()
        let files = 10, rows = 800
        for index in 0..<files {
            try dirs.writeExport(String(format: "account-%02d.csv", index), rows: rows, seed: index)
        }
        let first = try ShoeboxBinary.Running(["run", "--book", dirs.book, "--verbose", dirs.inbox.path])
        // Kill it (as power loss would) once a few documents are committed and another is in progress.
        #expect(Poll.until(seconds: 120) { first.stderrSoFar.components(separatedBy: "imported:").count > 3 })
        kill(first.process.processIdentifier, SIGKILL)
        _ = try first.finish()
        let before = try #require(try BookCounts.of(dirs.book))
        #expect(before.documents >= 3 && before.documents < files, "killed midway: \(before.documents) documents")
        #expect(before.transactions == before.documents * rows, "only whole documents are stored")

        let resumed = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(
            resumed.stdout.contains(
                "files:        \(files - before.documents) new, \(before.documents) skipped as already seen, 0 quarantined"
            ))
        #expect(try BookCounts.of(dirs.book) == BookCounts(documents: files, transactions: files * rows, duplicates: 0))
        let export = try ShoeboxBinary.run(["export", "--book", dirs.book])
        #expect(export.stdout.lines.count == files * rows + 1)
        let status = try ShoeboxBinary.run(["status", "--book", dirs.book])
        #expect(status.stdout.contains(" interrupted: "), "the killed run is marked interrupted")
    }

    @Test func secondRunWaitsForTheLockWithWait() throws {
        let dirs = try TempDirs()
        try dirs.writeExport("big.csv", rows: 8_000)
        try dirs.write("small.csv", "Date,Description,Amount\n2024-03-01,COFFEE,-4.50\n")
        let lockPath = dirs.bookURL.appendingPathComponent("lock").path
        let first = try ShoeboxBinary.Running([
            "run", "--book", dirs.book, dirs.inbox.appendingPathComponent("big.csv").path,
        ])
        #expect(
            Poll.until(seconds: 60) {
                (try? String(contentsOfFile: lockPath, encoding: .utf8)) == "\(first.process.processIdentifier)\n"
            })
        let refused = try ShoeboxBinary.run([
            "run", "--book", dirs.book, dirs.inbox.appendingPathComponent("small.csv").path,
        ])
        #expect(refused.status == 4)
        #expect(refused.stderr.contains("pid \(first.process.processIdentifier)"))
        let waited = try ShoeboxBinary.run([
            "run", "--book", dirs.book, "--wait", "300", dirs.inbox.appendingPathComponent("small.csv").path,
        ])
        #expect(waited.status == 0, "\(waited.stderr)")
        #expect(Summary.added(waited.stdout) == 1)
        let firstResult = try first.finish()
        #expect(firstResult.status == 0)
        #expect(try BookCounts.of(dirs.book) == BookCounts(documents: 2, transactions: 8_001, duplicates: 0))
    }

    @Test func brokenPipelineDefinitionExitsTwoNamingFileLineAndKey() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        let pipeline = dirs.root.appendingPathComponent("broken.yaml")
        try Data("stages: [ingest, statements]\noptions:\n  receipts:\n    jobs: lots\n".utf8).write(to: pipeline)
        for command in ["run", "watch"] {
            let result = try ShoeboxBinary.run([
                command, "--book", dirs.book, "--pipeline", pipeline.path, dirs.inbox.path,
            ])
            #expect(result.status == 2)
            #expect(
                result.stderr.contains(
                    "\(pipeline.path):4: options.receipts.jobs: \"lots\" is not a whole number from 1 to 64"),
                "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dirs.book), "nothing was done")
        }
    }

    @Test func pipelineDrivesTheRunAlertsGoToOnAlertAndTheJournal() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        try dirs.write("junk.csv", "")
        try dirs.write("scan.jpg", "not really a photo")
        let alertsFile = dirs.root.appendingPathComponent("alerts.json")
        let pipeline = dirs.root.appendingPathComponent("nightly.yaml")
        try Data(
            """
            book: book
            inputs: [inbox/*.csv]
            stages: [ingest, statements, reports]
            on_alert: cat > '\(alertsFile.path)'
            """.utf8
        ).write(to: pipeline)
        let run = try ShoeboxBinary.run(["run", "--pipeline", pipeline.path, "--log-format", "json"])
        #expect(run.status == 3, "\(run.stderr)")
        #expect(Summary.added(run.stdout) == 5)
        #expect(run.stdout.contains("alerts:       1"))
        #expect(run.stdout.contains("[quarantined_file] junk.csv: [empty_file]"))
        #expect(FileManager.default.fileExists(atPath: dirs.inbox.appendingPathComponent("scan.jpg").path))
        let payload = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: alertsFile)) as? [String: Any])
        let alerts = try #require(payload["alerts"] as? [[String: Any]])
        #expect(alerts.map { $0["kind"] as? String } == ["quarantined_file"])
        #expect(alerts.first?["file"] as? String == dirs.inbox.appendingPathComponent("junk.csv").path)
        #expect(payload["book"] as? String == dirs.book)
        // Every log line is one JSON object with the documented fields.
        let events = try run.stderr.lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(!events.isEmpty)
        for event in events { #expect(Set(event.keys).isSuperset(of: ["time", "level", "stage", "file", "message"])) }
        #expect(
            events.contains {
                $0["stage"] as? String == "statements" && ($0["file"] as? String)?.hasSuffix("checking.csv") == true
            })
        // The journal keeps the summary; the run-summary report was rendered.
        #expect(
            FileManager.default.fileExists(atPath: dirs.bookURL.appendingPathComponent("output/run-summary.pdf").path))
    }

    @Test func disabledReportsStageRendersNothing() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, "--stages", "ingest,statements", dirs.inbox.path])
        #expect(run.status == 0)
        #expect(
            !FileManager.default.fileExists(atPath: dirs.bookURL.appendingPathComponent("output/run-summary.pdf").path))
    }

    @Test func scheduleInstallWritesTheUserTimerAndRemoveDeletesIt() throws {
        let dirs = try TempDirs()
        let units = dirs.root.appendingPathComponent("units")
        let pipeline = ShoeboxBinary.packageRoot.appendingPathComponent("pipelines/nightly.yaml").path
        let install = try ShoeboxBinary.run([
            "schedule", "install", "--unit-dir", units.path, "--no-systemctl", "--pipeline", pipeline,
            "--on-calendar", "*-*-* 03:15:00",
        ])
        #expect(install.status == 0, "\(install.stderr)")
        let service = try String(contentsOf: units.appendingPathComponent("shoebox-nightly.service"), encoding: .utf8)
        let timer = try String(contentsOf: units.appendingPathComponent("shoebox-nightly.timer"), encoding: .utf8)
        #expect(
            service.contains(
                "ExecStart=\(ShoeboxBinary.url.resolvingSymlinksInPath().path) run --pipeline \(pipeline) --wait 3600"))
        #expect(timer.contains("OnCalendar=*-*-* 03:15:00"))
        #expect(timer.contains("Persistent=true"))
        let status = try ShoeboxBinary.run(["schedule", "status", "--unit-dir", units.path, "--no-systemctl"])
        #expect(status.stdout.contains("shoebox-nightly.timer: installed"))
        let remove = try ShoeboxBinary.run(["schedule", "remove", "--unit-dir", units.path, "--no-systemctl"])
        #expect(remove.status == 0)
        #expect(!FileManager.default.fileExists(atPath: units.appendingPathComponent("shoebox-nightly.timer").path))
    }
}
