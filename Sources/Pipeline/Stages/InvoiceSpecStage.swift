import Book
import Foundation
import Invoicing
import Logging
import PipelineDefinition
import ShoeboxCore
import Storage

/// An invoice or estimate spec (`*.invoice.yaml`, `*.estimate.yaml`) or the business
/// profile (`business.yaml`): validated, then stored in one transaction. An invalid spec
/// throws a `SpecError` naming file, line and key, and nothing of it is stored.
struct InvoiceSpecStage: DocumentStage {
    enum Parsed {
        case businessProfile(BusinessProfile)
        case spec(InvoiceSpec)
    }

    var documentKind: String { "invoice" }
    var readsText: Bool { true }
    var gate: Stage { .invoices }

    func claims(name: String, head: Data) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".invoice.yaml") || lower.hasSuffix(".estimate.yaml") || lower == "business.yaml"
    }

    func read(_ file: InputFile, in runner: BatchRunner) throws -> Parsed {
        guard let text = String(data: file.data, encoding: .utf8) else {
            throw SpecError(file: file.name, line: nil, key: nil, "not UTF-8 text")
        }
        if file.name.lowercased() == "business.yaml" {
            return .businessProfile(try BusinessSpecParser.parse(yaml: text, file: file.name))
        }
        guard let type = InvoiceSpec.type(ofFileName: file.name) else {
            throw UnsupportedStage.problem(file, kind: documentKind)
        }
        // The stored profile's currency: a `business.yaml` earlier in the same pass is already stored.
        let defaultCurrency = try runner.ledger.businessProfile()?.defaultCurrency ?? runner.options.defaultCurrency
        return .spec(try SpecParser.parse(yaml: text, file: file.name, type: type, defaultCurrency: defaultCurrency))
    }

    func store(_ parsed: Parsed, document: NewDocument, runID: Int64, in runner: BatchRunner) throws -> ImportCounts {
        let metadata: Logger.Metadata = ["document.path": "\(document.originalPath)"]
        switch parsed {
        case .businessProfile(let profile):
            try runner.ledger.saveBusinessProfile(profile, document: document, runID: runID)
            runner.logger.info("business profile updated: \(profile.name)", metadata: metadata)
        case .spec(let spec):
            let result = try runner.ledger.importInvoiceSpec(
                spec, document: document, runID: runID, today: runner.options.today)
            let verb = result.created ? "created" : "updated"
            runner.logger.info(
                "\(spec.type.rawValue) \(result.number) \(verb) (\(result.status.rawValue))", metadata: metadata)
        }
        return ImportCounts()
    }

    /// Inputs in the order invoicing needs: `business.yaml` first (it sets prefixes and
    /// defaults), estimates before invoices (an invoice may convert one), everything else as scanned.
    static func invoicingOrder(_ files: [String]) -> [String] {
        func rank(_ path: String) -> Int {
            let name = (path as NSString).lastPathComponent.lowercased()
            if name == "business.yaml" { return 0 }
            if InvoiceSpec.type(ofFileName: name) == .estimate { return 1 }
            if InvoiceSpec.type(ofFileName: name) == .invoice { return 2 }
            return 3
        }
        return files.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }
}
