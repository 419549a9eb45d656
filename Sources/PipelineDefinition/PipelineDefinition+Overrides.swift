import Foundation
import ShoeboxCore

extension PipelineDefinition {
    /// Values given on the command line that override a definition (`run` and `watch` flags).
    /// nil or empty: keep the definition's.
    public struct Overrides: Sendable {
        public var currency: String?
        /// More folders of statement profiles (absolute or relative to the working directory).
        public var profiles: [String] = []
        /// Comma-separated stage names.
        public var stages: String?
        public var jobs: Int?
        /// Comma-separated Tesseract language codes.
        public var ocrLanguages: String?
        public var processedFiles: String?
        public var pendingExpiryDays: Int?

        public init(
            currency: String? = nil, profiles: [String] = [], stages: String? = nil, jobs: Int? = nil,
            ocrLanguages: String? = nil, processedFiles: String? = nil, pendingExpiryDays: Int? = nil
        ) {
            self.currency = currency
            self.profiles = profiles
            self.stages = stages
            self.jobs = jobs
            self.ocrLanguages = ocrLanguages
            self.processedFiles = processedFiles
            self.pendingExpiryDays = pendingExpiryDays
        }

        /// The first value that cannot be used, named by its flag (`--jobs must be from 1 to 64`);
        /// nil when all can.
        public func problem() -> String? {
            if let currency, CurrencyCode(currency) == nil { return "--currency \(currency) is not an ISO 4217 code" }
            if let jobs, !(1...64).contains(jobs) { return "--jobs must be from 1 to 64" }
            if let days = pendingExpiryDays, !(1...365).contains(days) {
                return "--pending-expiry-days must be from 1 to 365"
            }
            if let stages {
                switch Self.parseStages(stages) {
                case .failure(let problem): return problem.description
                case .success(let set):
                    if !set.contains(.ingest), !set.isDisjoint(with: Stage.documentStages) {
                        return "--stages: document stages (receipts, statements, invoices) need ingest"
                    }
                }
            }
            for language in ocrLanguages?.split(separator: ",") ?? []
            where language.wholeMatch(of: /[a-z]{3}(_[a-z]{2,5})?/) == nil {
                return "--ocr-languages: \(language) is not a Tesseract language code such as eng, deu or chi_sim"
            }
            if let processedFiles, ProcessedFilesPolicy(rawValue: processedFiles) == nil {
                return "--processed-files must be leave or archive"
            }
            return nil
        }

        /// `definition` with these values applied (values `problem()` refuses are ignored).
        public func applied(to definition: PipelineDefinition) -> PipelineDefinition {
            var definition = definition
            if let currency, let code = CurrencyCode(currency) { definition.options.statements.currency = code }
            definition.options.statements.profiles += profiles.map {
                URL(fileURLWithPath: $0).standardizedFileURL.path
            }
            if let stages, case .success(let set) = Self.parseStages(stages) { definition.stages = set }
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

        /// The definition at `path` (nil: the built-in default) with these values applied.
        /// - Throws: a `Diagnostic` (`bad_pipeline_definition`) for an invalid file.
        public func definition(path: String?) throws -> PipelineDefinition {
            applied(to: try path.map(PipelineDefinition.load(path:)) ?? PipelineDefinition())
        }

        static func parseStages(_ text: String) -> Result<Set<Stage>, OverrideProblem> {
            var set = Set<Stage>()
            for name in text.split(separator: ",") {
                guard let stage = Stage(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
                    let known = Stage.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(OverrideProblem(description: "--stages: \(name) is not one of \(known)"))
                }
                set.insert(stage)
            }
            return .success(set)
        }
    }

    struct OverrideProblem: Error, CustomStringConvertible { var description: String }
}
