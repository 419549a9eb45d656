import ArgumentParser
import Book
import Foundation
import Logging
import Pipeline
import ShoeboxCore
import Storage

/// `shoebox run PATH...`: one-shot batch over files and directories.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Import files and folders (recursively) into the book; re-running changes nothing.")

    @OptionGroup var bookOptions: BookOptions

    @Option(help: "Seconds to wait for another run holding the book lock (default: exit at once with code 4).")
    var wait: Double = 0

    @Option(help: "ISO 4217 currency for files that name none.")
    var currency: String = "USD"

    @Option(help: "Another folder of statement profiles (*.yaml), besides the book's profiles/.")
    var profiles: [String] = []

    @Option(help: "Worker threads for receipt OCR (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Only print the summary.") var quiet = false
    @Flag(help: "Print a line for every file, including skipped ones.") var verbose = false

    @Argument(help: "Files or directories to import.") var paths: [String]

    func validate() throws {
        guard CurrencyCode(currency) != nil else { throw ValidationError("--currency \(currency) is not an ISO 4217 code") }
        if paths.isEmpty { throw ValidationError("give at least one file or directory") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let logger = ConsoleLog.make(label: "shoebox.run", quiet: quiet, verbose: verbose)
        let book = Book.resolve(flag: bookOptions.book)
        try book.prepare()
        let lock: BookLock
        do { lock = try BookLock(path: book.lockPath, waitSeconds: wait) } catch let error as BookLockedError {
            FileHandle.standardError.write(Data("shoebox: \(error)\n".utf8))
            throw ExitCode(ExitStatus.locked.rawValue)
        }
        let report: RunReport
        do {
            let ledger = try Ledger(path: book.databasePath)
            var options = BatchRunner.Options(today: Today.local())
            options.defaultCurrency = CurrencyCode(currency)!
            options.jobs = jobs
            options.extraProfileDirectories = profiles.map { URL(fileURLWithPath: $0) }
            options.commandLine = (["shoebox"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
            let runner: BatchRunner
            do { runner = try BatchRunner(book: book, ledger: ledger, options: options, logger: logger) } catch let error as any QuarantineReason {
                FileHandle.standardError.write(Data("shoebox: \(error.message)\n".utf8))
                throw ExitCode(ExitStatus.usage.rawValue)
            }
            report = try runner.run(paths: paths)
            try RunSummaryReport.write(report, ledger: ledger, book: book)
            EndOfRunReports.write(book: book, ledger: ledger, today: options.today, logger: logger)
        }
        withExtendedLifetime(lock) {}
        print(RunSummaryWriter.text(report, book: book))
        if report.exitStatus != .ok { throw ExitCode(report.exitStatus.rawValue) }
    }
}

/// Today's date in the local time zone.
enum Today {
    static func local() -> LocalDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
