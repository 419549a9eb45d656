import Book
import Foundation
import Logging
import ShoeboxCore
import Statements
import Storage

/// What a run did, file by file, and how the process should exit.
public struct RunReport: Sendable {
    public struct QuarantinedFile: Sendable {
        public var path: String
        public var reason: String
    }

    public var runID: Int64
    public var summary = RunSummary()
    public var quarantined: [QuarantinedFile] = []
    public var exitStatus: ExitStatus { quarantined.isEmpty ? .ok : .quarantined }
}

/// One pass over input files: skip what the book has, archive the rest, read, deduplicate,
/// store — one document per database transaction — and quarantine what cannot be read.
/// A bad file never stops the run.
public final class BatchRunner {
    public struct Options: Sendable {
        public var defaultCurrency: CurrencyCode = .usd
        public var today: LocalDate
        public var extraProfileDirectories: [URL] = []
        public var commandLine = "shoebox run"

        public init(today: LocalDate) { self.today = today }
    }

    let book: Book
    let ledger: Ledger
    let options: Options
    let logger: Logger
    let profiles: [StatementProfile]
    let fingerprint: String

    /// - Throws: a `StatementError` with code `bad_profile` when a profile file is invalid.
    public init(book: Book, ledger: Ledger, options: Options, logger: Logger) throws {
        self.book = book
        self.ledger = ledger
        self.options = options
        self.logger = logger
        (profiles, fingerprint) = try ProfileLoader.load(from: [book.profilesDirectory] + options.extraProfileDirectories)
    }

    public func run(paths: [String]) throws -> RunReport {
        let interrupted = try ledger.markInterruptedRuns()
        if interrupted > 0 { logger.notice("\(interrupted) earlier run(s) were interrupted; their uncommitted files are processed again") }
        let files = try InputScanner.scan(paths) { book.contains($0) }
        var report = RunReport(runID: try ledger.beginRun(command: options.commandLine))
        for path in files {
            process(path, into: &report)
        }
        categorizeAndWriteReview(into: &report)
        try ledger.finishRun(report.runID, summary: report.summary, exitCode: report.exitStatus.rawValue)
        return report
    }

    func process(_ path: String, into report: inout RunReport) {
        var metadata: Logger.Metadata = ["document.path": "\(path)"]
        do {
            let (size, mtime) = try InputFile.stat(path)
            if let known = try ledger.unchangedDocument(path: path, size: size, mtimeNanoseconds: mtime), isSettled(known) {
                report.summary.filesSkipped += 1
                logger.debug("unchanged since last run", metadata: metadata)
                return
            }
            let file = try InputFile.read(path)
            metadata["document.sha256"] = "\(file.sha256.prefix(12))"
            if let known = try ledger.document(sha256: file.sha256), isSettled(known) {
                try ledger.rememberPath(path, size: file.size, mtimeNanoseconds: file.mtimeNanoseconds, documentID: known.id)
                report.summary.filesSkipped += 1
                logger.info("already in the book as \(known.originalName)", metadata: metadata)
                return
            }
            let archived = try Archive(book: book).store(file)
            let kind = FileKind.of(fileName: file.name)
            let document = NewDocument(sha256: file.sha256, originalName: file.name, originalPath: path, size: file.size,
                                       mtimeNanoseconds: file.mtimeNanoseconds, kind: kind.rawValue, archivePath: archived,
                                       configFingerprint: fingerprint)
            do {
                let counts = try importDocument(file, kind: kind, document: document, runID: report.runID)
                report.summary.filesNew += 1
                report.summary.transactions = report.summary.transactions + counts
                logger.info("imported: \(counts.added) added, \(counts.merged) merged, \(counts.updated) pending updated",
                            metadata: metadata)
            } catch let reason as any QuarantineReason {
                let copy = try Quarantine(book: book).put(file, reason: reason)
                try ledger.recordQuarantine(document, reason: reason, quarantinePath: copy, runID: report.runID)
                report.summary.filesQuarantined += 1
                report.quarantined.append(.init(path: path, reason: reason.description))
                logger.warning("quarantined: \(reason.description)", metadata: metadata)
            }
        } catch {
            // Unreadable file (permissions, vanished): reported, not stored, retried next run.
            report.summary.filesQuarantined += 1
            report.quarantined.append(.init(path: path, reason: "[unreadable] \(error)"))
            logger.error("could not read: \(error)", metadata: metadata)
        }
    }

    /// Processed documents are final; a quarantined one is retried only when profiles or the
    /// program changed since its verdict.
    func isSettled(_ document: StoredDocument) -> Bool {
        document.status == "processed" || document.configFingerprint == fingerprint
    }
}
