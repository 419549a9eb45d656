import Book
import Foundation
import PipelineDefinition
import ShoeboxCore
import Storage

/// One kind of source document: which files it takes, how it reads them and how it stores
/// what it read. Every kind is registered once, in `DocumentStages.ordered`.
///
/// `read` turns the file's bytes into a parsed value (it may look up what the book already
/// holds through the runner, but touches no other file); `store` writes that value in one
/// database transaction together with its document, or throws a `Diagnostic`.
protocol DocumentStage: Sendable {
    associatedtype Parsed

    /// The value stored in `documents.kind`.
    var documentKind: String { get }
    /// The pipeline stage that must be on for this kind to be read.
    var gate: Stage { get }
    /// True for kinds read as text: a binary file claimed by name is quarantined (`not_text`)
    /// before any decoding.
    var readsText: Bool { get }
    /// True when this stage takes the file, judged from its name and its first bytes.
    func claims(name: String, head: Data) -> Bool
    /// Work done for many files of a pass at once before they are read one by one (receipts:
    /// OCR on worker threads). Only new content is passed: known hashes are filtered out first.
    func prepare(_ files: [InputFile], in runner: BatchRunner)
    /// The file's bytes as this kind's parsed value.
    func read(_ file: InputFile, in runner: BatchRunner) throws -> Parsed
    /// Stores the parsed value and its document in one database transaction.
    func store(_ parsed: Parsed, document: NewDocument, runID: Int64, in runner: BatchRunner) throws -> ImportCounts
}

extension DocumentStage {
    var readsText: Bool { false }

    func prepare(_ files: [InputFile], in runner: BatchRunner) {}

    /// Read then store: what the runner calls for a new file.
    func importFile(_ file: InputFile, document: NewDocument, runID: Int64, in runner: BatchRunner) throws
        -> ImportCounts
    {
        if readsText { try ContentSniff.check(file) }  // binary named like text: quarantined before any decoding
        var document = document
        document.kind = documentKind
        return try store(try read(file, in: runner), document: document, runID: runID, in: runner)
    }
}

/// The one list of document kinds, in the order that decides which stage takes a file:
/// the first stage that claims it. Sniffed kinds come before the kinds they look like
/// (a review sheet, a mileage log and a shift log are CSV files, like statements); the last entry takes
/// everything left and quarantines it as not importable yet.
enum DocumentStages {
    static let ordered: [any DocumentStage] = [
        ReviewSheetStage(),
        MileageLogStage(),
        ShiftLogStage(),
        StatementStage(),
        InvoiceSpecStage(),
        // rentals (when added) go here.
        ReceiptStage(),
        UnsupportedStage(),
    ]

    /// How many leading bytes `claims(name:head:)` is given.
    static let headLength = 4096

    /// The stage that takes a file of this name and first bytes (the fallback stage when no other does).
    static func claim(name: String, head: Data) -> any DocumentStage {
        ordered.first { $0.claims(name: name, head: head) } ?? UnsupportedStage()
    }

    /// File name extensions of the statement family (review sheets and mileage logs share them).
    static let statementExtensions: Set<String> = [
        "csv", "tsv", "txt", "ofx", "qfx", "qbo", "xml", "sta", "mt940", "940", "qif",
    ]
    /// File name extensions of receipt photos, scans and PDFs.
    static let receiptExtensions: Set<String> = ["jpg", "jpeg", "png", "tif", "tiff", "heic", "heif", "pdf", "webp"]

    static func fileExtension(_ name: String) -> String { (name.lowercased() as NSString).pathExtension }
}
