import Book
import Foundation
import Logging
import PipelineDefinition
import ShoeboxCore

/// What `run` and `watch` share: the validated definition with the flags applied, the book,
/// logging, the progress bar and the stop signal; the pass itself is `RunPass`.
public struct RunSession {
    /// How the user asked to be told about the run (the `--log-format`, `--quiet`, `--verbose`
    /// and `--no-progress` flags).
    public struct Output: Sendable {
        public var logFormat: LogFormat = .text
        public var quiet = false
        public var verbose = false
        public var noProgress = false

        public init(logFormat: LogFormat = .text, quiet: Bool = false, verbose: Bool = false, noProgress: Bool = false)
        {
            self.logFormat = logFormat
            self.quiet = quiet
            self.verbose = verbose
            self.noProgress = noProgress
        }
    }

    public let definition: PipelineDefinition
    public let book: Book
    public let logger: Logger
    public let shouldStop: @Sendable () -> Bool
    let progress: TerminalProgress?
    let structuredLogs: Bool

    /// - Parameters:
    ///   - bookFlag: `--book`, else the definition's book, else the default book.
    ///   - label: the logger's label (`shoebox.run`, `shoebox.watch`).
    ///   - shouldStop: asked between documents and while waiting for the lock (SIGTERM/SIGINT).
    public init(
        definition: PipelineDefinition, bookFlag: String?, output: Output, label: String,
        shouldStop: @escaping @Sendable () -> Bool
    ) {
        self.definition = definition
        book = Book.resolve(flag: bookFlag ?? definition.book)
        let interactive =
            output.logFormat == .text && !output.quiet && !output.noProgress && isatty(STDERR_FILENO) == 1
        progress = interactive ? TerminalProgress() : nil
        logger = LogSetup.make(label: label, format: output.logFormat, quiet: output.quiet, verbose: output.verbose)
        self.shouldStop = shouldStop
        structuredLogs = output.logFormat == .json
    }

    /// The paths a run takes: those given, else the definition's inputs.
    /// - Throws: a message for the command line when there are none.
    public func inputs(_ paths: [String]) throws(RunSessionProblem) -> [String] {
        let inputs = paths.isEmpty ? definition.expandedInputs : paths
        guard inputs.isEmpty else { return inputs }
        throw RunSessionProblem(
            definition.inputs.isEmpty
                ? "give at least one file or directory, or a pipeline with inputs"
                : "the pipeline's inputs match no file: \(definition.inputs.joined(separator: ", "))")
    }

    /// The folders a watch takes: those given, else the definition's inputs; each must be a folder.
    public func watchedFolders(_ folders: [String]) throws(RunSessionProblem) -> [String] {
        let roots = folders.isEmpty ? definition.expandedInputs : folders
        guard !roots.isEmpty else { throw RunSessionProblem("give an inbox folder, or a pipeline with inputs") }
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw RunSessionProblem("\(root) is not a folder; watch takes folders")
            }
        }
        return roots
    }

    /// Opens (creating if needed) the book under its lock (nil: a stop was requested while waiting).
    public func open(lock policy: LockPolicy) throws -> BookSession? {
        try BookSession.open(book, create: true, lock: policy, shouldStop: shouldStop)
    }

    /// The pass with this session's options, progress and stop signal.
    public func pass() -> RunPass {
        let commandLine = (["shoebox"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        var options = BatchRunner.Options(definition: definition, today: Today.local(), commandLine: commandLine)
        options.shouldStop = shouldStop
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

/// A run with nothing to do, or a watch with no folder: the command line's fault (exit 64).
public struct RunSessionProblem: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Today's date in the local time zone.
public enum Today {
    public static func local() -> LocalDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
