import Foundation

extension TempDirs {
    /// A bank export with `rows` distinct transactions (one account per file name).
    func writeExport(_ name: String, rows: Int, seed: Int = 0) throws {
        var text = "Date,Description,Amount\n"
        text.reserveCapacity(rows * 40)
        for i in 0..<rows {
            let day = 1 + (i / 500) % 28, month = 1 + (i / 14_000) % 12
            text +=
                "2024-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day),SHOP \(seed) PURCHASE \(i),-\(1 + i % 500).\(i % 10)\(i % 7)\n"
        }
        try write(name, text)
    }

    var bookURL: URL { URL(fileURLWithPath: book) }
}

extension ShoeboxBinary.Running {
    /// What the process wrote to standard error so far.
    var stderrSoFar: String { (try? String(contentsOf: errURL, encoding: .utf8)) ?? "" }
    var stdoutSoFar: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }
}

enum Poll {
    /// Polls every 20 ms until `condition` holds or `seconds` pass; returns whether it held.
    @discardableResult
    static func until(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}

/// The counts line of `shoebox status`.
struct BookCounts: Equatable {
    var documents: Int
    var transactions: Int
    var duplicates: Int

    static func of(_ book: String) throws -> BookCounts? {
        let status = try ShoeboxBinary.run(["status", "--book", book])
        guard
            let match = status.stdout.firstMatch(
                of: /(\d+) documents, \d+ accounts, (\d+) transactions \(\d+ pending\), (\d+) merged duplicates/)
        else { return nil }
        return BookCounts(documents: Int(match.1)!, transactions: Int(match.2)!, duplicates: Int(match.3)!)
    }
}
