import ArgumentParser
import Foundation
import Pipeline
import PipelineDefinition
import ShoeboxCore

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

    func validate() throws {
        if let currency, CurrencyCode(currency) == nil {
            throw ValidationError("--currency \(currency) is not an ISO 4217 code")
        }
        if let jobs, !(1...64).contains(jobs) { throw ValidationError("--jobs must be from 1 to 64") }
        if let days = pendingExpiryDays, !(1...365).contains(days) {
            throw ValidationError("--pending-expiry-days must be from 1 to 365")
        }
        if let stages {
            let set = try Self.parseStages(stages)
            if !set.contains(.ingest), !set.isDisjoint(with: Stage.documentStages) {
                throw ValidationError("--stages: document stages (receipts, statements, invoices) need ingest")
            }
        }
        for language in ocrLanguages?.split(separator: ",") ?? []
        where language.wholeMatch(of: /[a-z]{3}(_[a-z]{2,5})?/) == nil {
            throw ValidationError(
                "--ocr-languages: \(language) is not a Tesseract language code such as eng, deu or chi_sim")
        }
        if let processedFiles, ProcessedFilesPolicy(rawValue: processedFiles) == nil {
            throw ValidationError("--processed-files must be leave or archive")
        }
    }

    /// The definition from `--pipeline` (or the built-in default) with the flags applied.
    /// - Throws: `PipelineDefinitionError` for an invalid file.
    func definition() throws -> PipelineDefinition {
        var definition = try pipeline.map(PipelineDefinition.load(path:)) ?? PipelineDefinition()
        if let currency, let code = CurrencyCode(currency) { definition.options.statements.currency = code }
        definition.options.statements.profiles += profiles.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        if let stages { definition.stages = try Self.parseStages(stages) }
        if let jobs { definition.options.receipts.jobs = jobs }
        if let pendingExpiryDays { definition.options.statements.pendingExpiryDays = pendingExpiryDays }
        if let ocrLanguages {
            definition.options.receipts.ocrLanguages = ocrLanguages.split(separator: ",").map(String.init)
        }
        if let processedFiles, let policy = ProcessedFilesPolicy(rawValue: processedFiles) {
            definition.processedFiles = policy
        }
        return definition
    }

    static func parseStages(_ text: String) throws -> Set<Stage> {
        Set(
            try text.split(separator: ",").map { name in
                guard let stage = Stage(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError(
                        "--stages: \(name) is not one of \(Stage.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return stage
            })
    }
}

extension LogFormat: ExpressibleByArgument {}
