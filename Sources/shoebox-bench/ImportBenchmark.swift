import ArgumentParser
import Book
import Foundation
import Pipeline
import ShoeboxCore
import Storage

/// Times `shoebox run` on a generated bank CSV against `sqlite3 .import` of the same file,
/// a re-run on the same book, and 10× rows against 1× (duplicate detection must stay linear).
struct ImportBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "import", abstract: "Statement import throughput.")

    @Option(help: "Rows in the large file.") var rows = 1_000_000
    @Option(help: "Working directory (default: a new temporary one).") var workdir: String?
    @Flag(help: "Keep the generated files and books (to compare outputs between builds).") var keep = false

    func run() throws {
        let dir = URL(fileURLWithPath: workdir ?? NSTemporaryDirectory()).appendingPathComponent(
            "shoebox-bench-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(at: dir) } }
        if keep { print("working directory kept: \(dir.path)") }
        let shoebox = siblingExecutable("shoebox")

        let small = dir.appendingPathComponent("small_export.csv"),
            large = dir.appendingPathComponent("large_export.csv")
        try BankCSVGenerator.write(rows: rows / 10, to: small, seed: 1)
        try BankCSVGenerator.write(rows: rows, to: large, seed: 2)
        let bytes = (try FileManager.default.attributesOfItem(atPath: large.path)[.size] as? Int) ?? 0
        print("generated \(rows) rows (\(bytes / 1_000_000) MB) and \(rows / 10) rows")

        let sqliteCPUBefore = Self.childrenCPUSeconds()
        let sqliteSeconds = try time(
            "sqlite3", ["-csv", dir.appendingPathComponent("plain.db").path, ".import \(large.path) t"])
        let sqliteCPU = Self.childrenCPUSeconds() - sqliteCPUBefore
        let phaseLog = dir.appendingPathComponent("phases.jsonl")
        let runCPUBefore = Self.childrenCPUSeconds()
        let runSeconds = try time(
            shoebox,
            [
                "run", "--verbose", "--no-progress", "--log-format", "json", "--book",
                dir.appendingPathComponent("book-large").path, large.path,
            ],
            okCodes: [0], standardError: phaseLog)
        let runCPU = Self.childrenCPUSeconds() - runCPUBefore
        let phases = Self.phaseTimes(in: phaseLog)
        let categorizePass = try Self.lastCategorizePass(dir.appendingPathComponent("book-large"))
        let rerunCPUBefore = Self.childrenCPUSeconds()
        let rerunSeconds = try time(
            shoebox, ["run", "--quiet", "--book", dir.appendingPathComponent("book-large").path, large.path],
            okCodes: [0])
        // A nightly run: a few new rows into the big book. Only the new rows (and rows whose
        // book-wide evidence they change) should be decided, not the whole book.
        let rerunCPU = Self.childrenCPUSeconds() - rerunCPUBefore
        let extra = dir.appendingPathComponent("extra_export.csv")
        try BankCSVGenerator.write(rows: max(rows / 100, 1), to: extra, seed: 3)
        let extraCPUBefore = Self.childrenCPUSeconds()
        let extraSeconds = try time(
            shoebox, ["run", "--quiet", "--book", dir.appendingPathComponent("book-large").path, extra.path],
            okCodes: [0])
        let extraCPU = Self.childrenCPUSeconds() - extraCPUBefore
        let extraPass = try Self.lastCategorizePass(dir.appendingPathComponent("book-large"))
        // What the pass cost before it was incremental: every row of the book decided again.
        let everyRowSeconds = try Self.timeFullPass(dir.appendingPathComponent("book-large"))
        let smallSeconds = try time(
            shoebox, ["run", "--quiet", "--book", dir.appendingPathComponent("book-small").path, small.path],
            okCodes: [0])

        print(String(format: "sqlite3 .import %d rows:       %7.2f s", rows, sqliteSeconds))
        print(
            String(
                format: "shoebox run %d rows:           %7.2f s  (%.0f rows/s)", rows, runSeconds,
                Double(rows) / runSeconds))
        print(
            String(
                format: "ratio shoebox / sqlite3:            %7.2f x  (goal <= 5x at 1,000,000 rows)",
                runSeconds / sqliteSeconds))
        print(
            String(
                format:
                    "CPU (user+sys) shoebox %.2f s, sqlite3 %.2f s: %.2f x  (steadier than wall time on a busy machine)",
                runCPU, sqliteCPU, runCPU / max(sqliteCPU, 0.001)))
        for (name, seconds, cpu) in phases {
            let label = "  phase " + name + ":"
            print(
                label.padding(toLength: 32, withPad: " ", startingAt: 0)
                    + String(format: "%7.2f s  (%5.1f x sqlite3)", seconds, seconds / sqliteSeconds)
                    + (cpu.map {
                        String(format: "  CPU %6.2f s (%5.1f x sqlite3's CPU)", $0, $0 / max(sqliteCPU, 0.001))
                    }
                        ?? ""))
        }
        if let pass = categorizePass { print(Self.describePass(pass, of: runSeconds)) }
        if let pass = categorizePass, let seconds = pass.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        {
            let rest = runSeconds - seconds
            print(
                String(
                    format: "  the rest (read, store, other stages): %7.2f s  (%.1f x sqlite3)", rest,
                    rest / sqliteSeconds))
        }
        print(String(format: "re-run on the same book:            %7.3f s  (CPU %.2f s)", rerunSeconds, rerunCPU))
        print(
            String(
                format: "then %d new rows into that book:  %7.2f s  (CPU %.2f s)", max(rows / 100, 1), extraSeconds,
                extraCPU))
        if let pass = extraPass { print(Self.describePass(pass, of: extraSeconds)) }
        print(
            String(
                format: "  the same pass deciding every row again (before it was incremental): %7.2f s (%@ rows)",
                everyRowSeconds.seconds, String(everyRowSeconds.rows)))
        print(String(format: "shoebox run %d rows:            %7.2f s", rows / 10, smallSeconds))
        print(String(format: "10x rows / 1x rows time:            %7.2f   (linear = 10)", runSeconds / smallSeconds))
    }

    /// Seconds and rows of a categorization pass that re-decides every row of `book`.
    static func timeFullPass(_ book: URL) throws -> (seconds: Double, rows: Int) {
        let root = Book(root: book)
        let service = CategorizationService(book: root, ledger: try Ledger(path: root.databasePath))
        let start = Date()
        _ = try service.categorize(forceAll: true)
        let seconds = Date().timeIntervalSince(start)
        let pass = try lastCategorizePass(book) ?? "0"
        return (seconds, Int(pass.split(separator: " ")[0]) ?? 0)
    }

    /// `  of which categorizing N rows: S s (P % of the run; read R, decide D, store W; CPU: …)` from a
    /// `last_pass` value.
    static func describePass(_ pass: String, of runSeconds: Double) -> String {
        let fields = pass.split(separator: " ").compactMap { Double($0) }
        guard fields.count >= 2 else { return "  categorizing: \(pass)" }
        var line =
            "  of which categorizing \(Int(fields[0])) rows:"
            + String(format: " %7.2f s  (%.0f %% of the run", fields[1], 100 * fields[1] / runSeconds)
        if fields.count >= 5 {
            line += String(format: "; read %.2f, decide %.2f, store %.2f", fields[2], fields[3], fields[4])
        }
        if fields.count >= 8 {
            line += String(format: "; CPU: read %.2f, decide %.2f, store %.2f", fields[5], fields[6], fields[7])
        }
        return line + ")"
    }

    /// "<rows> <seconds> [<read> <decide> <store>]" of the categorization pass inside the last `shoebox run` on `book`.
    static func lastCategorizePass(_ book: URL) throws -> String? {
        try Ledger(path: book.appendingPathComponent("shoebox.sqlite").path).categorizerState("last_pass")
    }

    /// User plus system CPU seconds of the finished child processes so far.
    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The `phase.<name>` figures (wall-clock seconds) of the `phase times` event in a JSON log, in the
    /// run's order, each with its `cpu.<name>` figure (CPU seconds) when logged.
    static func phaseTimes(in log: URL) -> [(String, Double, Double?)] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        let order = [
            "prepare", "statements_read", "statements_store", "dedup_upkeep", "invoice_upkeep", "rental_upkeep",
            "categorize_and_review", "property_rules", "alerts", "reports", "total",
        ]
        for line in text.split(separator: "\n") where line.contains("\"phase times\"") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                continue
            }
            let figures = object.compactMap { key, value -> (String, Double, Double?)? in
                guard key.hasPrefix("phase."), let seconds = Double("\(value)") else { return nil }
                let name = String(key.dropFirst(6))
                return (name, seconds, object["cpu." + name].flatMap { Double("\($0)") })
            }
            return figures.sorted {
                (order.firstIndex(of: $0.0) ?? 99, $0.0) < (order.firstIndex(of: $1.0) ?? 99, $1.0)
            }
        }
        return []
    }

    func time(
        _ executable: String, _ arguments: [String], okCodes: Set<Int32> = [0], standardError: URL? = nil
    ) throws -> Double {
        let process = Process()
        if let standardError {
            _ = FileManager.default.createFile(atPath: standardError.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: standardError)
        }
        process.executableURL = URL(fileURLWithPath: executable.hasPrefix("/") ? executable : "/usr/bin/env")
        process.arguments = executable.hasPrefix("/") ? arguments : [executable] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        let start = Date()
        try process.run()
        process.waitUntilExit()
        let elapsed = Date().timeIntervalSince(start)
        guard okCodes.contains(process.terminationStatus) else {
            throw ValidationError(
                "\(executable) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return elapsed
    }

    func siblingExecutable(_ name: String) -> String {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        return here.appendingPathComponent(name).path
    }
}

/// Writes a realistic US checking export: dates over three years, merchant descriptors with
/// store numbers, signed amounts with thousands separators, a running balance.
enum BankCSVGenerator {
    static let merchants = [
        "STARBUCKS STORE #%d SEATTLE WA", "AMAZON MKTPL*%dAB Amzn.com/bill WA", "SHELL OIL %d SAN JOSE CA",
        "UBER *TRIP %d HELP.UBER.COM CA", "WHOLE FOODS #%d OAKLAND CA", "SQ *BLUE BOTTLE %d OAKLAND CA",
        "ADOBE *CREATIVE CLOUD %d CA", "COMCAST BUSINESS %d PA", "STAPLES %d OAKLAND CA", "DELTA AIR %d ATLANTA GA",
    ]

    static func write(rows: Int, to url: URL, seed: UInt64) throws {
        var generator = SeededGenerator(state: seed)
        var text = "Date,Description,Amount,Balance\n"
        text.reserveCapacity(rows * 64)
        var balance: Int64 = 5_000_000
        let start = 19_000  // days since 1970: 2022-01-08
        for i in 0..<rows {
            let day = start + i * 1_095 / max(rows, 1)
            let date = civil(day)
            let (description, amount) = nextRow(&generator)
            balance += amount
            text += "\(date),\"\(description)\",\"\(money(amount))\",\"\(money(balance))\"\n"
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The next generated row: one in twenty a processor payout in, the rest card purchases out.
    static func nextRow(_ generator: inout SeededGenerator) -> (description: String, amountCents: Int64) {
        let income = generator.next() % 20 == 0
        let cents = Int64(income ? 50_000 + generator.next() % 500_000 : 100 + generator.next() % 40_000)
        let description =
            income
            ? "STRIPE TRANSFER ST-\(generator.next() % 100_000) ACME"
            : String(
                format: merchants[Int(generator.next() % UInt64(merchants.count))],
                Int(generator.next() % 9_000) + 100)
        return (description, income ? cents : -cents)
    }

    static func civil(_ dayNumber: Int) -> String {
        let z = dayNumber + 719_468, era = z / 146_097, doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9
        return String(format: "%02d/%02d/%04d", m, d, yoe + era * 400 + (m <= 2 ? 1 : 0))
    }

    static func money(_ cents: Int64) -> String {
        let sign = cents < 0 ? "-" : "", magnitude = cents.magnitude
        let whole = String(magnitude / 100)
        var grouped = ""
        for (i, ch) in whole.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { grouped.append(",") }
            grouped.append(ch)
        }
        return sign + String(grouped.reversed()) + String(format: ".%02d", Int(magnitude % 100))
    }
}
