import ArgumentParser
import Book
import Foundation
import Storage

/// `shoebox-bench watch-latency`: time from a CSV landing in a watched inbox (renamed in,
/// complete) to its rows being committed, over N files, with the real `shoebox watch`.
struct WatchLatencyBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch-latency",
        abstract: "Latency from a CSV landing in the watched inbox to its rows being committed.")
    @Option(help: "Files to drop, one at a time.") var files = 20
    @Option(help: "The watcher's settle delay in seconds.") var settleDelay = 0.5

    func run() throws {
        let dir = BenchDirectory.make("watch-latency")
        defer { try? FileManager.default.removeItem(at: dir) }
        let inbox = dir.appendingPathComponent("inbox"), book = dir.appendingPathComponent("book")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        let watcher = try BenchProcess([
            "watch", "--book", book.path, "--settle-delay", "\(settleDelay)", "--batch-window", "0", "--quiet",
            inbox.path,
        ])
        defer { watcher.stop() }
        guard
            BenchPoll.until(
                seconds: 30,
                { FileManager.default.fileExists(atPath: book.appendingPathComponent("shoebox.sqlite").path) })
        else {
            throw ValidationError("the watcher did not open the book")
        }
        // Open the book under its lock: the watcher may be migrating it right now.
        let ledger: Ledger
        do {
            let lock = try BookLock(path: book.appendingPathComponent("lock").path, waitSeconds: 30)
            ledger = try Ledger(path: book.appendingPathComponent("shoebox.sqlite").path)
            withExtendedLifetime(lock) {}
        }
        var latencies: [Double] = []
        for index in 0..<files {
            let staged = dir.appendingPathComponent("staged.csv")
            try Data(
                "Date,Description,Amount\n2024-04-\(String(format: "%02d", 1 + index % 28)),LATENCY PROBE \(index),-\(index + 1).25\n"
                    .utf8
            ).write(to: staged)
            let landed = Date()
            guard rename(staged.path, inbox.appendingPathComponent("probe-\(index).csv").path) == 0 else {
                throw ValidationError("rename failed")
            }
            guard BenchPoll.until(seconds: 30, interval: 0.002, { ((try? ledger.status().transactions) ?? 0) > index })
            else {
                throw ValidationError("file \(index) was not committed within 30 s")
            }
            latencies.append(Date().timeIntervalSince(landed))
            usleep(100_000)
        }
        let sorted = latencies.sorted()
        print(
            String(
                format:
                    "watch latency over %d files (settle delay %.2f s): median %.0f ms, min %.0f ms, p90 %.0f ms, max %.0f ms",
                files, settleDelay, sorted[sorted.count / 2] * 1000, sorted[0] * 1000,
                sorted[min(sorted.count - 1, sorted.count * 9 / 10)] * 1000, sorted[sorted.count - 1] * 1000))
        print(String(format: "median minus settle delay: %.0f ms", (sorted[sorted.count / 2] - settleDelay) * 1000))
    }
}

/// `shoebox-bench idle-rerun`: a nightly run over a book with N already-processed files and
/// nothing new (goal <= 1 s for 10,000).
struct IdleRerunBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "idle-rerun", abstract: "Re-run over N already-processed files, nothing new.")
    @Option(help: "Files in the book.") var files = 10_000
    @Option(help: "Timed re-runs (the median is printed).") var repeats = 5

    func run() throws {
        let dir = BenchDirectory.make("idle-rerun")
        defer { try? FileManager.default.removeItem(at: dir) }
        let inbox = dir.appendingPathComponent("inbox"), book = dir.appendingPathComponent("book")
        try BenchDirectory.writeStatements(files, into: inbox)
        let build = try BenchProcess.time(["run", "--quiet", "--book", book.path, inbox.path])
        print(String(format: "first run, %d files: %.1f s", files, build))
        let times = try (0..<repeats).map { _ in
            try BenchProcess.time(["run", "--quiet", "--book", book.path, inbox.path])
        }.sorted()
        print(
            String(
                format: "idle re-run over %d processed files: median %.3f s, min %.3f s, max %.3f s (goal <= 1 s)",
                files, times[times.count / 2], times[0], times[times.count - 1]))
    }
}

/// `shoebox-bench watch-idle-cpu`: CPU used by an idle watcher (from /proc/PID/stat).
struct WatchIdleCPUBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch-idle-cpu", abstract: "CPU use of an idle `shoebox watch`.")
    @Option(help: "Seconds to measure.") var seconds = 30.0
    @Option(help: "Already-processed files in the watched inbox.") var files = 1_000

    func run() throws {
        let dir = BenchDirectory.make("watch-idle")
        defer { try? FileManager.default.removeItem(at: dir) }
        let inbox = dir.appendingPathComponent("inbox"), book = dir.appendingPathComponent("book")
        try BenchDirectory.writeStatements(files, into: inbox)
        _ = try BenchProcess.time(["run", "--quiet", "--book", book.path, inbox.path])
        let watcher = try BenchProcess(["watch", "--book", book.path, "--quiet", inbox.path])
        defer { watcher.stop() }
        sleep(5)  // the initial pass (all skipped) and settling
        let start = try BenchProcess.cpuTicks(watcher.pid)
        usleep(UInt32(seconds * 1_000_000))
        let used = Double(try BenchProcess.cpuTicks(watcher.pid) - start) / Double(sysconf(Int32(_SC_CLK_TCK)))
        print(
            String(
                format: "idle watcher over %d files for %.0f s: %.3f s CPU (%.3f%% of one core)", files, seconds, used,
                used / seconds * 100))
    }
}
