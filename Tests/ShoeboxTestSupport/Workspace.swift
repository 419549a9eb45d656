import Book
import Foundation
import Logging
import Pipeline
import ShoeboxCore
import Storage

/// A temporary inbox and book for one test; removed when the value goes away.
public final class Workspace {
    public let root: URL
    public let inbox: URL
    public let book: Book
    public let ledger: Ledger

    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("shoebox-pipeline-\(UUID().uuidString)")
        inbox = root.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        book = Book(root: root.appendingPathComponent("book"))
        try book.prepare()
        ledger = try Ledger(path: book.databasePath)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    @discardableResult
    public func write(_ name: String, _ data: Data) throws -> String {
        let url = inbox.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    public func runner(logger: Logger = Logger(label: "test")) throws -> BatchRunner {
        try BatchRunner(
            book: book, ledger: ledger, options: BatchRunner.Options(today: LocalDate(year: 2024, month: 12, day: 31)!),
            logger: logger)
    }

    public func run(logger: Logger = Logger(label: "test")) throws -> RunReport {
        try runner(logger: logger).run(paths: [inbox.path])
    }

    /// The parsed `.reason.json` sidecar for an input file's content.
    public func sidecar(for name: String, sha256: String) throws -> [String: Any] {
        let url = book.quarantineDirectory.appendingPathComponent("\(sha256.prefix(8))-\(name).reason.json")
        let data = try Data(contentsOf: url)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }
}

public enum Exports {
    public static let checking = """
        Date,Description,Amount
        2024-03-01,BLUE BOTTLE COFFEE,-4.50
        2024-03-02,PAYROLL ACME CORP,2500.00
        2024-03-05,HARDWARE STORE,-23.10

        """
    public static let savings = """
        Date,Description,Amount
        2024-03-31,INTEREST PAID,1.23
        2024-04-02,TRANSFER TO CHECKING,-100.00

        """
    /// Headerless, every amount positive, no wording that tells charges from deposits.
    public static let unsigned = """
        2024-03-01,BLUE BOTTLE COFFEE,4.50
        2024-03-02,HARDWARE STORE,23.10
        2024-03-04,BOOKSHOP,12.00

        """
}
