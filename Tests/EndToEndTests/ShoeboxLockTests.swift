import Foundation
import Testing

@Suite struct ShoeboxLockTests {
    @Test func secondConcurrentRunExitsFourWithALockMessage() throws {
        let dirs = try TempDirs()
        var text = "Date,Description,Amount\n"
        text.reserveCapacity(8_000_000)
        let start = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let days = (0..<1_000).map { formatter.string(from: start.addingTimeInterval(Double($0) * 86_400)) }
        for i in 0..<200_000 {
            text += "\(days[i / 200]),SHOP \(i % 97) PURCHASE \(i),-\(1 + i % 500).\(i % 10)\(i % 7)\n"
        }
        try dirs.write("big.csv", text)
        try dirs.write("small.csv", "Date,Description,Amount\n2024-03-01,COFFEE,-4.50\n")

        let lockPath = URL(fileURLWithPath: dirs.book).appendingPathComponent("lock").path
        let first = try ShoeboxBinary.Running([
            "run", "--book", dirs.book, dirs.inbox.appendingPathComponent("big.csv").path,
        ])
        // The holder writes its pid into the lock file once it has the lock.
        let deadline = Date().addingTimeInterval(60)
        while (try? String(contentsOfFile: lockPath, encoding: .utf8)) != "\(first.process.processIdentifier)\n",
            first.process.isRunning, Date() < deadline
        {
            usleep(20_000)
        }
        #expect(first.process.isRunning, "the first run finished before the second could start")

        let second = try ShoeboxBinary.run([
            "run", "--book", dirs.book, "--wait", "0", dirs.inbox.appendingPathComponent("small.csv").path,
        ])
        #expect(second.status == 4)
        #expect(second.stderr.contains("lock"))
        #expect(second.stderr.contains("pid \(first.process.processIdentifier)"))

        // Kill the holder (the process this test started) as a crash would: the kernel drops its lock.
        // SIGKILL, not `terminate()`: children of the test runner inherit a signal mask that blocks SIGTERM.
        if first.process.isRunning { kill(first.process.processIdentifier, SIGKILL) }
        _ = try first.finish()
        let third = try ShoeboxBinary.run([
            "run", "--book", dirs.book, "--wait", "5", dirs.inbox.appendingPathComponent("small.csv").path,
        ])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(Summary.added(third.stdout) == 1)
        // On a loaded machine the holder may finish between the lock check and the kill.
        if first.process.terminationReason == .uncaughtSignal {
            let status = try ShoeboxBinary.run(["status", "--book", dirs.book])
            // Killed before its journal closed, the run is marked interrupted by the next one; a loaded machine
            // may let it close the journal (`ok`, every row added) just before the kill lands. Never `running`.
            let killed = status.stdout.split(separator: "\n").first { $0.hasPrefix("  #1 ") } ?? ""
            #expect(
                killed.contains(" interrupted: ") || (killed.contains(" ok: ") && killed.contains(" 200000 added")),
                "the killed run is marked interrupted: \(status.stdout)")
        }
    }
}
