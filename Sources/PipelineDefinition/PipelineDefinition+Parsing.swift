import Foundation
import ShoeboxCore
import Yams

extension PipelineDefinition {
    /// Reads and validates a definition file. Relative paths inside it are resolved against
    /// the file's folder.
    /// - Throws: `PipelineDefinitionError` naming the file, line and key of the first problem.
    public static func load(path: String) throws -> PipelineDefinition {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw Diagnostic.pipelineDefinition(
                file: path, line: 0, key: "",
                message: "cannot read the pipeline definition (\(error.localizedDescription))")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try parse(yaml: text, file: path, baseDirectory: folder)
    }

    /// Parses and validates YAML text; `file` is used in messages only.
    public static func parse(yaml: String, file: String, baseDirectory: String) throws -> PipelineDefinition {
        let root: Node?
        do { root = try Yams.compose(yaml: yaml) } catch let error as YamlError {
            throw Diagnostic.pipelineDefinition(
                file: file, line: Self.line(of: error), key: "", message: "not valid YAML: \(error)")
        } catch {
            throw Diagnostic.pipelineDefinition(file: file, line: 0, key: "", message: "not valid YAML: \(error)")
        }
        var definition = PipelineDefinition()
        definition.source = file
        guard let root else { return definition }
        let reader = DefinitionReader(file: file, baseDirectory: baseDirectory)
        try reader.read(root, into: &definition)
        return definition
    }

    private static func line(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return 0
        }
    }
}

/// Walks the YAML tree key by key; every key is known or an error, every value checked.
struct DefinitionReader {
    let file: String
    let baseDirectory: String

    func read(_ root: Node, into definition: inout PipelineDefinition) throws {
        let top = try mapping(root, key: "")
        for (keyNode, value) in top {
            let key = try name(of: keyNode, in: "")
            switch key {
            case "book": definition.book = try path(value, key: key)
            case "inputs": definition.inputs = try strings(value, key: key).map { resolve($0) }
            case "stages": definition.stages = Set(try enumValues(value, key: key, as: Stage.self))
            case "options": try readOptions(value, into: &definition.options)
            case "reports": definition.reports = try enumValues(value, key: key, as: PipelineReport.self)
            case "processed_files":
                definition.processedFiles = try enumValue(value, key: key, as: ProcessedFilesPolicy.self)
            case "on_alert":
                let command = try string(value, key: key)
                guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw problem(value, key, "expected a shell command")
                }
                definition.onAlert = command
            case "watch": try readWatch(value, into: &definition.watch)
            default:
                throw unknown(
                    keyNode, key, in: "",
                    known: ["book", "inputs", "stages", "options", "reports", "processed_files", "on_alert", "watch"])
            }
        }
        try checkStages(definition, root: root)
    }

    private func checkStages(_ definition: PipelineDefinition, root: Node) throws {
        guard let stagesNode = root.mapping?["stages"] else { return }
        if !definition.stages.contains(.ingest), !definition.stages.isDisjoint(with: Stage.documentStages) {
            throw problem(
                stagesNode, "stages", "document stages (receipts, statements, invoices) need `ingest` to take files in")
        }
    }

    private func readOptions(_ node: Node, into options: inout StageOptions) throws {
        for (keyNode, value) in try mapping(node, key: "options") {
            let stage = try name(of: keyNode, in: "options")
            let prefix = "options.\(stage)"
            switch stage {
            case "receipts": try readReceipts(value, prefix, into: &options.receipts)
            case "statements": try readStatements(value, prefix, into: &options.statements)
            case "invoices":
                for (k, v) in try mapping(value, key: prefix) {
                    let key = try name(of: k, in: prefix)
                    switch key {
                    case "currency": options.invoices.currency = try currency(v, key: "\(prefix).\(key)")
                    case "overdue_after_days":
                        options.invoices.overdueAfterDays = try integer(v, key: "\(prefix).\(key)", in: 0...3650)
                    default: throw unknown(k, key, in: prefix, known: ["currency", "overdue_after_days"])
                    }
                }
            case "categorize":
                for (k, v) in try mapping(value, key: prefix) {
                    let key = try name(of: k, in: prefix)
                    guard key == "review_threshold" else {
                        throw unknown(k, key, in: prefix, known: ["review_threshold"])
                    }
                    options.categorize.reviewThreshold = try fraction(v, key: "\(prefix).\(key)")
                }
            case "reports":
                for (k, v) in try mapping(value, key: prefix) {
                    let key = try name(of: k, in: prefix)
                    guard key == "tax_year" else { throw unknown(k, key, in: prefix, known: ["tax_year"]) }
                    options.reports.taxYear = try integer(v, key: "\(prefix).\(key)", in: 1900...2200)
                }
            case "ingest", "dedup":
                guard try mapping(value, key: prefix).count == 0 else {
                    throw problem(value, prefix, "this stage takes no options yet")
                }
            default: throw unknown(keyNode, stage, in: "options", known: Stage.allCases.map(\.rawValue))
            }
        }
    }

    private func readReceipts(_ node: Node, _ prefix: String, into receipts: inout StageOptions.Receipts) throws {
        for (k, v) in try mapping(node, key: prefix) {
            let key = try name(of: k, in: prefix)
            let full = "\(prefix).\(key)"
            switch key {
            case "ocr_languages":
                let languages = try strings(v, key: full)
                for language in languages where language.wholeMatch(of: /[a-z]{3}(_[a-z]{2,5})?/) == nil {
                    throw problem(
                        v, full, "\"\(language)\" is not a Tesseract language code such as eng, deu or chi_sim")
                }
                guard !languages.isEmpty else { throw problem(v, full, "name at least one language") }
                receipts.ocrLanguages = languages
            case "jobs": receipts.jobs = try integer(v, key: full, in: 1...64)
            case "date_order": receipts.dateOrder = try enumValue(v, key: full, as: DateOrderHint.self)
            case "review_threshold": receipts.reviewThreshold = try fraction(v, key: full)
            case "unmatched_after_days": receipts.unmatchedAfterDays = try integer(v, key: full, in: 0...3650)
            default:
                throw unknown(
                    k, key, in: prefix,
                    known: ["ocr_languages", "jobs", "date_order", "review_threshold", "unmatched_after_days"])
            }
        }
    }

    private func readStatements(_ node: Node, _ prefix: String, into statements: inout StageOptions.Statements) throws {
        for (k, v) in try mapping(node, key: prefix) {
            let key = try name(of: k, in: prefix)
            let full = "\(prefix).\(key)"
            switch key {
            case "currency": statements.currency = try currency(v, key: full)
            case "date_order": statements.dateOrder = try enumValue(v, key: full, as: DateOrderHint.self)
            case "profiles": statements.profiles = try strings(v, key: full).map { resolve($0) }
            case "pending_expiry_days": statements.pendingExpiryDays = try integer(v, key: full, in: 1...365)
            default:
                throw unknown(k, key, in: prefix, known: ["currency", "date_order", "profiles", "pending_expiry_days"])
            }
        }
    }

    private func readWatch(_ node: Node, into watch: inout WatchSettings) throws {
        for (k, v) in try mapping(node, key: "watch") {
            let key = try name(of: k, in: "watch")
            let full = "watch.\(key)"
            switch key {
            case "settle_delay": watch.settleDelay = try duration(v, key: full, in: 0...3600)
            case "rescan_interval": watch.rescanInterval = try duration(v, key: full, in: 0.05...86_400)
            case "batch_window": watch.batchWindow = try duration(v, key: full, in: 0...3600)
            default: throw unknown(k, key, in: "watch", known: ["settle_delay", "rescan_interval", "batch_window"])
            }
        }
    }
}
