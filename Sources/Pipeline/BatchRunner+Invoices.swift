import Book
import Foundation
import Invoicing
import ShoeboxCore
import Storage

extension BatchRunner {
    /// An invoice or estimate spec (`*.invoice.yaml`, `*.estimate.yaml`) or the business
    /// profile (`business.yaml`): validated, then stored in one transaction. An invalid spec
    /// throws a `SpecError` naming file, line and key, and nothing of it is stored.
    func importInvoiceSpec(_ file: InputFile, document: NewDocument, runID: Int64) throws -> ImportCounts {
        guard let text = String(data: file.data, encoding: .utf8) else {
            throw SpecError(file: file.name, line: nil, key: nil, "not UTF-8 text")
        }
        if file.name.lowercased() == "business.yaml" {
            let profile = try BusinessSpecParser.parse(yaml: text, file: file.name)
            try ledger.saveBusinessProfile(profile, document: document, runID: runID)
            logger.info("business profile updated: \(profile.name)", metadata: ["document.path": "\(file.path)"])
            return ImportCounts()
        }
        guard let type = InvoiceSpec.type(ofFileName: file.name) else { throw unsupported(file, kind: .invoice) }
        let defaultCurrency = try ledger.businessProfile()?.defaultCurrency ?? options.defaultCurrency
        let spec = try SpecParser.parse(yaml: text, file: file.name, type: type, defaultCurrency: defaultCurrency)
        let result = try ledger.importInvoiceSpec(spec, document: document, runID: runID, today: options.today)
        logger.info("\(type.rawValue) \(result.number) \(result.created ? "created" : "updated") (\(result.status.rawValue))",
                    metadata: ["document.path": "\(file.path)"])
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
        return files.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
}
