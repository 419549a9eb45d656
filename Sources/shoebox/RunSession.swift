import Book
import Foundation
import Inbox
import Logging
import Pipeline
import PipelineDefinition
import ShoeboxCore

/// What `run` and `watch` share on the command line: the validated definition with the flags
/// applied, logging, the progress bar and the stop signal; the pass itself is `RunPass`.
struct RunSession {
    let definition: PipelineDefinition
    let book: Book
    let logger: Logger
    let shutdown: ShutdownSignal
    let progress: TerminalProgress?
    let structuredLogs: Bool

    /// Reads the definition and applies the flags; an invalid definition exits 2 before any work.
    init(pipelineOptions: PipelineOptions, bookFlag: String?, label: String, shutdown: ShutdownSignal) throws {
        definition = try pipelineOptions.definition()
        book = Book.resolve(flag: bookFlag ?? definition.book)
        let interactive =
            pipelineOptions.logFormat == .text && !pipelineOptions.quiet && !pipelineOptions.noProgress
            && isatty(STDERR_FILENO) == 1
        progress = interactive ? TerminalProgress() : nil
        logger = LogSetup.make(
            label: label, format: pipelineOptions.logFormat, quiet: pipelineOptions.quiet,
            verbose: pipelineOptions.verbose)
        self.shutdown = shutdown
        structuredLogs = pipelineOptions.logFormat == .json
    }

    /// Opens the book under its lock (nil: a stop was requested while waiting).
    func open(lock policy: LockPolicy) throws -> BookSession? {
        let shutdown = self.shutdown
        return try BookSession.open(book, create: true, lock: policy) { shutdown.isRequested }
    }

    /// The pass with this session's options, progress and stop signal.
    func pass() -> RunPass {
        let commandLine = (["shoebox"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        var options = BatchRunner.Options(definition: definition, today: Today.local(), commandLine: commandLine)
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
                    logger.debug(
                        "processing (\(index + 1)/\(total), \(stage.rawValue))",
                        metadata: ["document.path": "\(path)", "stage.name": "\(stage.rawValue)"])
                case .finished: break
                }
            }
        }
        var pass = RunPass(definition: definition, options: options, logger: logger)
        pass.structuredLogs = structuredLogs
        return pass
    }
}
