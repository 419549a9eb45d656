import Foundation

/// Runs the built `shoebox` executable: `$SHOEBOX_BIN`, else `<package>/.build/debug/shoebox`.
enum ShoeboxBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var url: URL {
        if let path = ProcessInfo.processInfo.environment["SHOEBOX_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return packageRoot.appendingPathComponent(".build/debug/shoebox")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// A started process whose output goes to temporary files (no pipe can fill up and block it).
    final class Running {
        let process = Process()
        let outURL: URL
        let errURL: URL

        init(_ arguments: [String], environment extra: [String: String] = [:]) throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent(
                "shoebox-e2e-out-\(UUID().uuidString)")
            outURL = base.appendingPathExtension("out")
            errURL = base.appendingPathExtension("err")
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            process.executableURL = ShoeboxBinary.url
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["OMP_THREAD_LIMIT"] = "1"
            environment.removeValue(forKey: "SHOEBOX_BOOK")
            environment.merge(extra) { $1 }
            process.environment = environment
            process.standardOutput = try FileHandle(forWritingTo: outURL)
            process.standardError = try FileHandle(forWritingTo: errURL)
            try process.run()
        }

        func finish() throws -> Result {
            process.waitUntilExit()
            defer {
                try? FileManager.default.removeItem(at: outURL)
                try? FileManager.default.removeItem(at: errURL)
            }
            return Result(
                status: process.terminationStatus,
                stdout: try String(contentsOf: outURL, encoding: .utf8),
                stderr: try String(contentsOf: errURL, encoding: .utf8))
        }
    }

    static func run(_ arguments: [String]) throws -> Result {
        try Running(arguments).finish()
    }
}

/// A temporary directory holding a book and an inbox; removed with the value.
final class TempDirs {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("shoebox-e2e-\(UUID().uuidString)")
    var book: String { root.appendingPathComponent("book").path }
    var inbox: URL { root.appendingPathComponent("inbox") }

    init() throws {
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: inbox.appendingPathComponent(name))
    }

    /// Two exports of two accounts: five transactions.
    func writeExports() throws {
        try write(
            "checking.csv",
            """
            Date,Description,Amount
            2024-03-01,BLUE BOTTLE COFFEE,-4.50
            2024-03-02,PAYROLL ACME CORP,2500.00
            2024-03-05,HARDWARE STORE,-23.10

            """)
        try write(
            "savings.csv",
            """
            Date,Description,Amount
            2024-03-31,INTEREST PAID,1.23
            2024-04-02,TRANSFER TO CHECKING,-100.00

            """)
    }
}

enum Summary {
    /// The number in the summary line `  transactions: N added, ...`.
    static func added(_ stdout: String) -> Int? {
        guard let line = stdout.split(separator: "\n").first(where: { $0.contains("transactions:") }),
            let match = line.firstMatch(of: /transactions:\s+(\d+) added/)
        else { return nil }
        return Int(match.1)
    }
}

extension String {
    /// Non-empty lines, without a trailing carriage return.
    var lines: [String] {
        split(whereSeparator: { $0 == "\n" }).map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }.filter {
            !$0.isEmpty
        }
    }
}
