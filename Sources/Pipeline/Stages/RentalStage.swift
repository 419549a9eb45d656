import Book
import Foundation
import Logging
import PipelineDefinition
import Rentals
import ShoeboxCore
import Storage

/// A property spec (`*.property.yaml`), a lease spec (`*.lease.yaml`) or a `rent-payments.csv`:
/// validated, then stored in one transaction. An invalid file throws a `RentalSpecError` naming
/// file, line and key, and nothing of it is stored. Re-dropping an edited spec updates the
/// property or lease after writing a revision.
struct RentalStage: DocumentStage {
    enum Parsed {
        case property(PropertySpec)
        case lease(LeaseSpec)
        case payments([RentPaymentsCSV.Row], file: String)
    }

    var documentKind: String { "rental" }
    var readsText: Bool { true }
    var gate: Stage { .rentals }

    func claims(name: String, head: Data) -> Bool {
        RentalSpecParser.kind(ofFileName: name) != nil || RentPaymentsCSV.isRentPaymentsFile(name)
    }

    func read(_ file: InputFile, in runner: BatchRunner) throws -> Parsed {
        guard let text = String(data: file.data, encoding: .utf8) else {
            throw RentalSpecError(rentalCode: .badRentalSpec, file: file.name, line: nil, key: nil, "not UTF-8 text")
        }
        if RentPaymentsCSV.isRentPaymentsFile(file.name) {
            return .payments(try RentPaymentsCSV.parse(text, file: file.name), file: file.name)
        }
        let fallback = runner.options.defaultCurrency
        switch RentalSpecParser.kind(ofFileName: file.name) {
        case .property?:
            return .property(try RentalSpecParser.parseProperty(yaml: text, file: file.name, defaultCurrency: fallback))
        case .lease?:
            // A property stored earlier in the same pass is already in the book (properties are read first).
            let properties = try runner.ledger.properties()
            return .lease(
                try RentalSpecParser.parseLease(yaml: text, file: file.name, defaultCurrency: fallback) { name in
                    properties.first { $0.name.lowercased() == name.lowercased() }?.currency
                })
        case nil:
            throw UnsupportedStage.problem(file, kind: documentKind)
        }
    }

    func store(_ parsed: Parsed, document: NewDocument, runID: Int64, in runner: BatchRunner) throws -> ImportCounts {
        let metadata: Logger.Metadata = ["document.path": "\(document.originalPath)"]
        switch parsed {
        case .property(let spec):
            let result = try runner.ledger.importPropertySpec(spec, document: document, runID: runID)
            runner.logger.info("property \(spec.name) \(result.created ? "created" : "updated")", metadata: metadata)
        case .lease(let spec):
            let result = try runner.ledger.importLeaseSpec(
                spec, document: document, runID: runID, today: runner.options.today)
            // Tenant names, phones and emails stay out of the log: the spec's file name says which lease.
            let verb = result.created ? "created" : "updated"
            runner.logger.info(
                "lease \(spec.file) on \(spec.property) \(verb), \(result.paymentsAdded) payment(s) added",
                metadata: metadata)
        case .payments(let rows, let file):
            let result = try runner.ledger.importRentPayments(rows, file: file, document: document, runID: runID)
            runner.logger.info("\(file): \(result.paymentsAdded) rent payment(s) added", metadata: metadata)
        }
        return ImportCounts()
    }

    /// Inputs in the order rentals need: property specs before lease specs before payment files
    /// (a lease names its property); everything else keeps its place ahead of them.
    static func rentalsOrder(_ files: [String]) -> [String] {
        func rank(_ path: String) -> Int {
            let name = (path as NSString).lastPathComponent
            switch RentalSpecParser.kind(ofFileName: name) {
            case .property?: return 1
            case .lease?: return 2
            case nil: return RentPaymentsCSV.isRentPaymentsFile(name) ? 3 : 0
            }
        }
        return files.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }
}
