import ArgumentParser
import Foundation
import Inbox
import Pipeline
import PipelineDefinition

/// Flags `run` and `watch` share: the pipeline definition and the flags that override it.
struct PipelineOptions: ParsableArguments {
    @Option(help: "A pipeline definition (YAML), e.g. pipelines/nightly.yaml. Flags below override it.")
    var pipeline: String?

    @Option(help: "ISO 4217 currency for statements that name none (default: the pipeline's, else USD).")
    var currency: String?

    @Option(help: "Another folder of statement profiles (*.yaml), besides the book's profiles/.")
    var profiles: [String] = []

    @Option(help: "Stages to run, comma-separated (ingest,receipts,statements,invoices,categorize,dedup,reports).")
    var stages: String?

    @Option(help: "Worker count for parallel stages (receipts OCR).")
    var jobs: Int?

    @Option(help: "Tesseract languages for receipts, comma-separated (e.g. eng,deu).")
    var ocrLanguages: String?

    @Option(
        help: "What to do with a file once stored: leave, or archive (remove it from the inbox; the book keeps a copy)."
    )
    var processedFiles: String?

    @Option(help: "Days after which a pending row that never posted expires (default 10).")
    var pendingExpiryDays: Int?

    @Option(help: "text or json (one JSON object per event on standard error).")
    var logFormat: LogFormat = .text

    @Flag(help: "Only print the summary and warnings.") var quiet = false
    @Flag(help: "Print a line for every file, including skipped ones.") var verbose = false
    @Flag(help: "No progress bar, even on a terminal.") var noProgress = false

    /// The overriding values, for the library.
    var overrides: PipelineDefinition.Overrides {
        .init(
            currency: currency, profiles: profiles, stages: stages, jobs: jobs, ocrLanguages: ocrLanguages,
            processedFiles: processedFiles, pendingExpiryDays: pendingExpiryDays)
    }

    func validate() throws {
        if let problem = overrides.problem() { throw ValidationError(problem) }
    }

    /// The session of a `run` or `watch`: the definition from `--pipeline` (or the built-in
    /// default) with the flags applied; an invalid definition exits 2 before any work.
    func session(bookFlag: String?, label: String, shutdown: ShutdownSignal) throws -> RunSession {
        RunSession(
            definition: try overrides.definition(path: pipeline), bookFlag: bookFlag,
            output: .init(logFormat: logFormat, quiet: quiet, verbose: verbose, noProgress: noProgress), label: label,
            shouldStop: { shutdown.isRequested })
    }
}

extension LogFormat: ExpressibleByArgument {}
