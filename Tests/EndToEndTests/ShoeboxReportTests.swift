import Foundation
import Testing

@Suite struct ShoeboxReportTests {
    @Test func reportCommandWritesPDFsAndMileageIsImported() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        try dirs.write(
            "mileage_2024.csv",
            """
            date,purpose,miles,kind,vehicle
            2024-03-04,Client meeting,42.5,business,Car
            2024-03-05,Groceries,8,personal,Car
            """)
        try dirs.write(
            "mileage_overlap.csv",
            """
            Date,Purpose,Miles,Kind,Vehicle
            2024-03-04,Client meeting,42.5,business,Car
            2024-03-09,Workshop,10,business,Car
            """)
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        // End of run: this year's Schedule C, this month's P&L and this quarter's tax estimate.
        let outputs = try FileManager.default.contentsOfDirectory(atPath: dirs.book + "/output")
        #expect(
            outputs.contains { $0.hasPrefix("schedule-c-") } && outputs.contains { $0.hasPrefix("pnl-") }
                && outputs.contains { $0.hasPrefix("tax-") })

        let out = dirs.root.appendingPathComponent("sc.pdf").path
        let report = try ShoeboxBinary.run([
            "report", "--book", dirs.book, "--kind", "schedule-c", "--period", "2024", "--out", out,
        ])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains(out))
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.starts(with: Data("%PDF".utf8)))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext") {
            let text = try ShoeboxBinary.pdfText(out)
            // 42.5 + 10 business miles (the repeated trip counted once) × 67¢ = $35.18 (35.175 rounded half up).
            #expect(text.contains("52.5 business miles"))
            #expect(text.contains("$35.18"))
            #expect(text.contains("Uncategorized"))
        }
        let all = try ShoeboxBinary.run(["report", "--book", dirs.book, "--kind", "all", "--period", "2024-Q1"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout.split(separator: "\n").count == 5)
    }

    @Test func badArgumentsAndMissingTablesAreClearErrors() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        _ = try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path])
        let badPeriod = try ShoeboxBinary.run(["report", "--book", dirs.book, "--kind", "pnl", "--period", "2024-13"])
        #expect(badPeriod.status == 64)
        #expect(badPeriod.stderr.contains("--period 2024-13 is not a year"))
        let badKind = try ShoeboxBinary.run(["report", "--book", dirs.book, "--kind", "balance", "--period", "2024"])
        #expect(badKind.status == 64)
        let noTable = try ShoeboxBinary.run(["report", "--book", dirs.book, "--kind", "tax", "--period", "2019-Q1"])
        #expect(noTable.status == 1)
        #expect(noTable.stderr.contains("2019.yaml is missing"))
    }
}

extension ShoeboxBinary {
    static func pdfText(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        process.arguments = ["-layout", path, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
