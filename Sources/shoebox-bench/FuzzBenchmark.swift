import ArgumentParser
import Book
import Foundation
import GRDB
import Imaging
import ReceiptFixtures
import ShoeboxCore

/// `shoebox-bench fuzz`: batches of generated hostile files, each beside good files, run through
/// the real `shoebox run` under a time limit; then a normal run and `shoebox report` on the same
/// book. Prints crashes, hangs, files without a reason, good files not imported and peak RSS.
struct FuzzBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz", abstract: "Hostile inputs: crashes, hangs, silence.")

    @Option(help: "Number of batches (one `shoebox run` each).") var batches = 16
    @Option(help: "Hostile files per batch.") var perBatch = 60
    @Option(help: "Seed of the generator.") var seed: UInt64 = 19
    @Option(help: "Seconds one run may take before it counts as a hang.") var timeLimit: Double = 300
    @Option(help: "Size of the huge NUL-filled .csv (MB), in the first batch.") var hugeMB = 400
    @Option(help: "Working directory (default: a new temporary one, removed after).") var workdir: String?

    struct Tally {
        var runs = 0, crashes = 0, hangs = 0, withoutReason = 0, goodMissed = 0, hostile = 0, quarantined = 0,
            processed = 0
        var peakRSSKiB = 0, peakBatch = ""
        var problems: [String] = [], recoveries: [String] = []
    }

    func run() throws {
        setenv("OMP_THREAD_LIMIT", "1", 1)
        let keep = workdir != nil
        let dir = workdir.map { URL(fileURLWithPath: $0) } ?? BenchDirectory.make("fuzz")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(at: dir) } }
        let book = dir.appendingPathComponent("book").path
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        var corpus = FuzzCorpus(
            random: SeededGenerator(state: seed), year: year, bases: try Self.bases(in: dir), hugeBytes: hugeMB << 20)
        var tally = Tally()
        let families = FuzzCorpus.families.filter { $0 != "csv-nul-huge" }
        var bomb: Data?
        for batch in 0..<batches {
            let inbox = dir.appendingPathComponent("inbox-\(batch)")
            try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
            // Written, then dropped: the bench holds no file data while `shoebox` runs, so the child's
            // peak RSS (which starts from the parent's at spawn) is its own.
            let hostile = try write(batch: batch, families: families, corpus: &corpus, bomb: &bomb, into: inbox)
            let good = Self.goodFiles(batch: batch, year: year)
            var hashes = hostile.hashes
            for (file, _) in good {
                let url = inbox.appendingPathComponent(file.name)
                try file.data.write(to: url)
                hashes[file.name] = try InputFile.fingerprint(url.path).sha256
            }
            let hostileFiles = hostile.files
            var result = try shoebox(["run", "--quiet", "--no-progress", "--book", book, inbox.path], dir: dir)
            tally.runs += 1
            tally.hostile += hostileFiles.count
            note(result, what: "batch \(batch)", into: &tally)
            // A crashed run leaves its files in the inbox, as a user's would be: the same inbox is run
            // again (the crash guard sets the culprit aside after `ReadingMarker.strikes` crashes).
            var reruns = 0
            while !result.succeeded, reruns < ReadingMarker.strikes + 1 {
                reruns += 1
                result = try shoebox(["run", "--quiet", "--no-progress", "--book", book, inbox.path], dir: dir)
                tally.runs += 1
                note(result, what: "batch \(batch) run again (\(reruns))", into: &tally)
            }
            if reruns > 0 {
                tally.recoveries.append(
                    "batch \(batch): \(result.succeeded ? "recovered" : "NOT recovered") after \(reruns) more run(s)")
            }
            let stdout = String(decoding: result.output, as: UTF8.self)
            let documents = try Self.documents(book)
            for file in hostileFiles {
                guard let document = documents[hashes[file.name]!] else {
                    if !stdout.contains(file.name) {
                        tally.withoutReason += 1
                        tally.problems.append("no reason: \(file.name) (\(file.family))")
                    }
                    continue
                }
                if document.status == "processed" {
                    tally.processed += 1
                } else if document.code?.isEmpty == false {
                    tally.quarantined += 1
                } else {
                    tally.withoutReason += 1
                    tally.problems.append("no reason: \(file.name) status \(document.status)")
                }
            }
            for (file, rows) in good {
                guard let document = documents[hashes[file.name]!], document.status == "processed",
                    rows == nil || document.count == rows
                else {
                    tally.goodMissed += 1
                    tally.problems.append("good file not imported: \(file.name) in batch \(batch)")
                    continue
                }
            }
            print(
                String(
                    format: "batch %2d: %3d hostile files, exit %@, %.1f s, peak RSS %d MB", batch, hostileFiles.count,
                    "\(result.outcome)", result.elapsedSeconds, result.peakRSSKiB / 1024))
            fflush(nil)  // one line per batch, also into a file
            if !keep { try? FileManager.default.removeItem(at: inbox) }
        }
        try laterRunAndReport(book: book, dir: dir, year: year, into: &tally)
        print("")
        print("shoebox-bench fuzz --batches \(batches) --per-batch \(perBatch) --seed \(seed) --huge-mb \(hugeMB)")
        print("runs:                       \(tally.runs)")
        print(
            "hostile files:              \(tally.hostile) (\(tally.quarantined) quarantined with a reason, \(tally.processed) read)"
        )
        print("crashes:                    \(tally.crashes)")
        print("hangs (> \(Int(timeLimit)) s):            \(tally.hangs)")
        for line in tally.recoveries { print("  " + line) }
        print("files without a reason:     \(tally.withoutReason) (after the reruns)")
        print("good files not imported:    \(tally.goodMissed)")
        print("peak RSS of one run:        \(tally.peakRSSKiB / 1024) MB (\(tally.peakBatch))")
        for problem in tally.problems.prefix(40) { print("  " + problem) }
        if tally.crashes + tally.hangs + tally.withoutReason + tally.goodMissed > 0 { throw ExitCode(1) }
    }

    /// Writes one batch's hostile files; returns their names and families, and content hashes.
    func write(
        batch: Int, families: [String], corpus: inout FuzzCorpus, bomb: inout Data?,
        into inbox: URL
    ) throws -> (files: [(name: String, family: String)], hashes: [String: String]) {
        var files: [(name: String, family: String)] = [], hashes: [String: String] = [:]
        func keep(_ file: FuzzFile) throws {
            let url = inbox.appendingPathComponent(file.name)
            try file.data.write(to: url)
            hashes[file.name] = try InputFile.fingerprint(url.path).sha256
            files.append((file.name, file.family))
        }
        for offset in 0..<perBatch {
            let family = families[(batch * perBatch + offset) % families.count]
            if family == "png-bomb" {
                if bomb == nil { bomb = corpus.make(family, index: 0).data }
                try keep(
                    FuzzFile(
                        name: "png-bomb-\(batch)-\(offset).png", data: bomb! + Data("\(offset)".utf8), family: family))
                continue
            }
            try keep(corpus.make(family, index: batch * 1000 + offset))
        }
        if batch == 0 { try keep(corpus.make("csv-nul-huge", index: 0)) }
        return (files, hashes)
    }

    /// Runs `shoebox` under the time limit. Peak RSS comes from GNU time (`%M` of its own child):
    /// `wait4` on a `posix_spawn`ed child also counts the parent's memory at spawn time.
    func shoebox(_ arguments: [String], dir: URL) throws -> BoundedProcess.Result {
        let limits = BoundedProcess.Limits(seconds: timeLimit, memoryMiB: 1 << 20, maxOutputBytes: 64 << 20)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            return try BoundedProcess(limits: limits).run(BenchProcess.shoebox, arguments)
        }
        let rssFile = dir.appendingPathComponent("peak-rss.txt").path
        try? FileManager.default.removeItem(atPath: rssFile)
        var result = try BoundedProcess(limits: limits).run(
            "/usr/bin/time", ["-f", "%M", "-o", rssFile, BenchProcess.shoebox] + arguments)
        let text = (try? String(contentsOfFile: rssFile, encoding: .utf8)) ?? ""
        result.peakRSSKiB =
            text.split(separator: "\n").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.last ?? 0
        // GNU time reports a child killed by a signal as "Command terminated by signal N" and exits 128 + N.
        if case .exited(let code) = result.outcome, code > 128, text.contains("terminated by signal") {
            result.outcome = .signaled(code - 128)
        }
        return result
    }

    func note(_ result: BoundedProcess.Result, what: String, into tally: inout Tally, okCodes: [Int32] = [0, 3]) {
        if result.peakRSSKiB > tally.peakRSSKiB { (tally.peakRSSKiB, tally.peakBatch) = (result.peakRSSKiB, what) }
        switch result.outcome {
        case .exited(let code) where okCodes.contains(code): break
        case .timedOut:
            tally.hangs += 1
            tally.problems.append("\(what): hang")
        default:
            tally.crashes += 1
            tally.problems.append("\(what): \(result.outcome)")
        }
    }

    /// After every batch: a normal run with one new good file, then every report for this year.
    func laterRunAndReport(book: String, dir: URL, year: Int, into tally: inout Tally) throws {
        let inbox = dir.appendingPathComponent("inbox-later")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let good = Self.goodFiles(batch: 999, year: year)[0].file
        try good.data.write(to: inbox.appendingPathComponent(good.name))
        let later = try shoebox(["run", "--quiet", "--no-progress", "--book", book, inbox.path], dir: dir)
        tally.runs += 1
        note(later, what: "later normal run", into: &tally, okCodes: [0])
        let sha = try InputFile.fingerprint(inbox.appendingPathComponent(good.name).path).sha256
        if try Self.documents(book)[sha]?.status != "processed" {
            tally.goodMissed += 1
            tally.problems.append("good file of the later run not imported")
        }
        let report = try shoebox(
            [
                "report", "--book", book, "--kind", "all", "--period", String(year),
                "--out", dir.appendingPathComponent("reports").path + "/",
            ], dir: dir)
        tally.runs += 1
        note(report, what: "shoebox report", into: &tally, okCodes: [0])
    }

    /// A statement with three rows no other batch has, and a one-trip mileage log.
    static func goodFiles(batch: Int, year: Int) -> [(file: FuzzFile, rows: Int?)] {
        let statement =
            "Date,Description,Amount\n"
            + (1...3).map { "\(year)-01-1\($0),GOODSHOP B\(batch) R\($0),-\(10 + batch).\($0)0" }
            .joined(separator: "\n") + "\n"
        let mileage = "date,purpose,miles,kind\n\(year)-01-05,Client visit \(batch),\(batch + 1).5,business\n"
        return [
            (FuzzFile(name: "good-statement-\(batch).csv", data: Data(statement.utf8), family: "good"), 3),
            (FuzzFile(name: "good-mileage-\(batch).csv", data: Data(mileage.utf8), family: "good"), nil),
        ]
    }

    struct Document { var status: String; var code: String?; var count: Int }

    static func documents(_ book: String) throws -> [String: Document] {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: book + "/shoebox.sqlite", configuration: configuration)
        return try queue.read { db in
            var out: [String: Document] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT sha256, status, error_code, transaction_count FROM documents")
            {
                out[row["sha256"]] = Document(
                    status: row["status"], code: row["error_code"], count: row["transaction_count"] ?? 0)
            }
            return out
        }
    }

    /// A receipt as PNG, JPEG and image-only PDF: the valid files that mutations start from.
    static func bases(in dir: URL) throws -> FuzzCorpus.Bases {
        let image = try SyntheticReceipt.render([
            "CORNER CAFE", "123 Main St", "Latte        4.50", "Muffin       3.25",
            "TOTAL        7.75", "VISA ****1234",
        ])
        let png = dir.appendingPathComponent("base.png").path, jpeg = dir.appendingPathComponent("base.jpg").path
        try ImageLoader.writePNG(image, to: png)
        try ImageLoader.writeJPEG(image, to: jpeg)
        return .init(
            png: try Data(contentsOf: URL(fileURLWithPath: png)),
            jpeg: try Data(contentsOf: URL(fileURLWithPath: jpeg)),
            pdf: SyntheticReceipt.imageOnlyPDF(image))
    }
}

extension BoundedProcess.Result {
    /// `shoebox run` finished by itself with 0 or 3 (some files quarantined).
    var succeeded: Bool { outcome == .exited(0) || outcome == .exited(3) }
}
