import Foundation
import Testing

/// Issue 19 regressions that need the real binary: exit codes, the run journal, child processes.
@Suite struct HardeningEndToEndTests {
    static let hasSQLite3 = FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3")

    static func sqlite(_ database: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database, sql]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static var year: Int { Calendar(identifier: .gregorian).component(.year, from: Date()) }

    /// Class 2: rows stored with amounts whose sums overflow `Int64` (by an older version, or by
    /// hand) must not stop later runs or `shoebox report`, and no run may be journaled `ok` wrongly.
    @Test(.enabled(if: hasSQLite3)) func aPoisonedBookStillRunsAndReports() throws {
        let dirs = try TempDirs()
        let year = Self.year
        try dirs.write(
            "card.csv",
            """
            Date,Description,Amount
            \(year)-01-03,OFFICE DEPOT 1234,-40.00
            \(year)-01-04,STARBUCKS STORE 10529,-6.45
            \(year)-01-05,STRIPE TRANSFER ACME,2500.00
            """)
        try dirs.write("mileage.csv", "date,purpose,miles,kind\n\(year)-01-04,Client,42.5,business\n")
        let first = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(first.status == 0, "\(first.stderr)")
        let database = dirs.book + "/shoebox.sqlite"
        _ = try Self.sqlite(
            database,
            """
            UPDATE transactions SET amount_cents = 4000000000000000000;
            UPDATE mileage_trips SET miles_tenths = 9000000000000000000;
            """)
        #expect(
            try Self.sqlite(database, "SELECT count(*) FROM transactions WHERE amount_cents = 4000000000000000000")
                == "3")
        try dirs.write("more.csv", "Date,Description,Amount\n\(year)-01-09,HOME DEPOT 4411,-19.99\n")
        let second = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(second.status == 0, "\(second.stdout)\n\(second.stderr)")
        #expect(Summary.added(second.stdout) == 1)
        #expect(try Self.sqlite(database, "SELECT status FROM runs ORDER BY id DESC LIMIT 1") == "ok")
        let report = try ShoeboxBinary.run([
            "report", "--book", dirs.book, "--kind", "all", "--period", String(year),
            "--out", dirs.root.appendingPathComponent("reports").path + "/",
        ])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stderr.contains("left out of the report"))
        #expect(report.stdout.lines.count == 5)
    }

    /// Class 3: a PDF helper that never finishes is stopped at its time limit, the file is
    /// quarantined `pdf_timeout`, the run goes on, and no helper survives the run.
    @Test func aHangingPDFHelperIsStoppedAndTheFileQuarantined() throws {
        let dirs = try TempDirs()
        let bin = dirs.root.appendingPathComponent("fake-bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let marker = bin.path  // in every fake helper's command line
        for tool in ["pdftotext", "pdfinfo", "pdftoppm"] {
            let script = bin.appendingPathComponent(tool)
            try Data("#!/bin/sh\nwhile :; do :; done\n".utf8).write(to: script)
            chmod(script.path, 0o755)
        }
        try Data("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n".utf8).write(
            to: dirs.inbox.appendingPathComponent("loop.pdf"))
        try dirs.write("card.csv", "Date,Description,Amount\n2024-03-01,BLUE BOTTLE COFFEE,-4.50\n")
        let running = try ShoeboxBinary.Running(
            ["run", "--book", dirs.book, dirs.inbox.path],
            environment: [
                "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "SHOEBOX_HELPER_TIMEOUT": "1",
            ])
        let started = Date()
        let result = try running.finish()
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(result.status == 3, "\(result.stdout)\n\(result.stderr)")
        #expect(Summary.added(result.stdout) == 1)
        let sidecars = try FileManager.default.contentsOfDirectory(atPath: dirs.book + "/quarantine").filter {
            $0.hasSuffix(".reason.json")
        }
        #expect(sidecars.count == 1)
        let sidecar = try String(contentsOfFile: dirs.book + "/quarantine/" + sidecars[0], encoding: .utf8)
        #expect(sidecar.contains("pdf_timeout"))
        let survivors = Self.processes(containing: marker)
        #expect(survivors.isEmpty, "helpers still running: \(survivors)")
    }

    /// Command lines of running processes that mention `text`.
    static func processes(containing text: String) -> [String] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return pids.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
            return line.contains(text) ? line : nil
        }
    }
}
