import Book
import Categorize
import Reports
import ShoeboxCore
import Storage

/// Per-kind import: each kind of source document has its own `import…` method in its own
/// file (`BatchRunner+<Kind>.swift`). Each stores one document in one database transaction
/// or throws a `QuarantineReason`.
extension BatchRunner {
    func importDocument(_ file: InputFile, kind: FileKind, document: NewDocument, runID: Int64) throws -> ImportCounts {
        try ContentSniff.check(file, kind: kind)  // binary named like text: quarantined before any decoding
        switch kind {
        case .review, .statement where ReviewSheet.isReviewSheet(file.data): return try importReview(file, document: document, runID: runID)
        case .statement:
            if MileageLog.looksLike(file.data) { return try importMileage(file, document: document, runID: runID) }
            return try importStatement(file, document: document, runID: runID)
        case .invoice: return try importInvoiceSpec(file, document: document, runID: runID)
        case .receipt: return try importReceipt(file, document: document, runID: runID)
        case .other: throw unsupported(file, kind: kind)
        }
    }

    func unsupported(_ file: InputFile, kind: FileKind) -> FileProblem {
        FileProblem(code: "unsupported_kind",
                    message: "\(file.name) is a \(kind == .other ? "file type" : kind.rawValue) Shoebox does not import yet; "
                        + "it is archived and will be retried automatically after an upgrade")
    }
}
