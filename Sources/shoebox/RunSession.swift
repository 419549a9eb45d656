import ArgumentParser
import Book
import Foundation
import Inbox
import Logging
import Pipeline
import PipelineDefinition
import ShoeboxCore
import Storage

/// What `run` and `watch` share: a validated definition turned into runner options, the book
/// lock, one pass over a list of paths, and the end of every pass (journal, reports, summary,
/// alerts, `on_alert`).
struct RunSession {
    let definition: PipelineDefinition
    let book: Book
    let logger: Logger
    let shutdown: ShutdownSignal
    let progress: TerminalProgress?
    /// JSON logs also get the summary as one structured event.
    let structuredLogs: Bool

    /// Reads the definition and applies the flags; an invalid definition exits 2 before any work.
    init(pipelineOptions: PipelineOptions, bookFlag: String?, label: String, shutdown: ShutdownSignal) throws {
        do { definition = try pipelineOptions.definition() } catch let error as PipelineDefinitionError {
            FileHandle.standardError.write(Data("shoebox: invalid pipeline definition: \(error)\n".utf8))
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        book = Book.resolve(flag: bookFlag ?? definition.book)
        let interactive = pipelineOptions.logFormat == .text && !pipelineOptions.quiet && !pipelineOptions.noProgress
            && isatty(STDERR_FILENO) == 1
        progress = interactive ? TerminalProgress() : nil
        logger = LogSetup.make(label: label, format: pipelineOptions.logFormat, quiet: pipelineOptions.quiet,
                               verbose: pipelineOptions.verbose)
        self.shutdown = shutdown
        structuredLogs = pipelineOptions.logFormat == .json
    }

    func runnerOptions() -> BatchRunner.Options {
        var options = BatchRunner.Options(today: Today.local())
        let stageOptions = definition.options
        options.defaultCurrency = stageOptions.statements.currency
        options.extraProfileDirectories = stageOptions.statements.profiles.map { URL(fileURLWithPath: $0) }
        options.commandLine = (["shoebox"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        options.stages = definition.stages
        options.stageOptions = stageOptions
        options.jobs = stageOptions.receipts.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        options.ocrLanguages = stageOptions.receipts.ocrLanguages
        options.dateOrder = stageOptions.statements.dateOrder != .auto ? stageOptions.statements.dateOrder : stageOptions.receipts.dateOrder
        options.reviewThreshold = stageOptions.categorize.reviewThreshold ?? stageOptions.receipts.reviewThreshold
        options.reports = definition.stages.contains(.reports) ? definition.reports : []
        options.processedFiles = definition.processedFiles
        let shutdown = self.shutdown
        options.shouldStop = { shutdown.isRequested }
        if let progress {
            options.progress = { progress.handle($0) }
        } else {
            // Not a terminal: plain lines (with --verbose) instead of a bar.
            let logger = self.logger
            options.progress = { event in
                switch event {
                case .started(let total): logger.debug("\(total) file(s) to look at")
                case .file(let index, let total, let path, let stage):
                    logger.debug("processing (\(index + 1)/\(total), \(stage.rawValue))", metadata: ["document.path": "\(path)", "stage.name": "\(stage.rawValue)"])
                case .finished: break
                }
            }
        }
        return options
    }

    /// Takes the book lock: waits up to `waitSeconds` (checking for a stop request), else exits 4.
    func lock(waitSeconds: Double) throws -> BookLock? {
        let deadline = Date().addingTimeInterval(waitSeconds)
        while true {
            do { return try BookLock(path: book.lockPath, waitSeconds: min(1, max(0, deadline.timeIntervalSinceNow))) } catch let error as BookLockedError {
                if shutdown.isRequested { return nil }
                guard Date() < deadline else {
                    FileHandle.standardError.write(Data("shoebox: \(error)\n".utf8))
                    throw ExitCode(ExitStatus.locked.rawValue)
                }
            }
        }
    }

    /// One pass over `paths`: import, journal, reports, summary on stdout, alerts.
    func pass(over paths: [String], ledger: Ledger) throws -> RunReport {
        var options = runnerOptions()
        options.finishJournalAfterReports = true
        let runner: BatchRunner
        do { runner = try BatchRunner(book: book, ledger: ledger, options: options, logger: logger) } catch let error as any QuarantineReason {
            FileHandle.standardError.write(Data("shoebox: \(error.message)\n".utf8))
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        let report = try runner.run(paths: paths)
        try report.record(in: ledger, pipeline: definition.source)
        PipelineReports.render(options.reports, report: report, ledger: ledger, book: book, today: options.today, logger: logger)
        try runner.finishJournal(report)  // last: a crash above leaves the run `running`, journaled `interrupted` next time
        // Unbuffered: a long-running watcher's summaries must reach a pipe or journald at once.
        FileHandle.standardOutput.write(Data((RunSummaryWriter.text(report, book: book) + AlertSummary.text(report) + "\n").utf8))
        if structuredLogs { logger.info("run finished", metadata: AlertSummary.metadata(report)) }
        if let command = definition.onAlert {
            AlertCommand.deliver(report.alerts, command: command, runID: report.runID, book: book.root.path, logger: logger)
        }
        return report
    }
}

/// The alerts part of the end-of-run text, and the summary as log metadata.
enum AlertSummary {
    static func text(_ report: RunReport) -> String {
        var lines: [String] = []
        if report.filesLeftForDisabledStages > 0 {
            lines.append("  left in place: \(report.filesLeftForDisabledStages) file(s) whose stage is off in this pipeline")
        }
        if report.stoppedEarly { lines.append("  stopped early on request; the next run takes the remaining files") }
        if !report.alerts.isEmpty {
            lines.append("  alerts:       \(report.alerts.count)")
            for alert in report.alerts {
                lines.append("    [\(alert.kind)] \(alert.file.map { ($0 as NSString).lastPathComponent + ": " } ?? "")\(alert.message)")
            }
        }
        return lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n")
    }

    static func metadata(_ report: RunReport) -> Logger.Metadata {
        let s = report.summary
        return ["run.id": "\(report.runID)", "files.new": "\(s.filesNew)", "files.skipped": "\(s.filesSkipped)",
                "files.quarantined": "\(s.filesQuarantined)", "transactions.added": "\(s.transactions.added)",
                "transactions.merged": "\(s.transactions.merged)", "alerts": "\(report.alerts.count)",
                "stopped_early": "\(report.stoppedEarly)"]
    }
}
