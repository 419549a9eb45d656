import Book
import Categorize
import Foundation
import ShoeboxCore
import Storage

extension BatchRunner {
    /// A returned `review.csv` (recognized by its header, whatever its name): every answered
    /// row is applied as a correction, all or nothing, in one database transaction with the
    /// document. Rows from another book, edited fixed columns, unknown ids, categories or
    /// row kinds quarantine the whole sheet. Rows of kind `invoice_payment` name the invoice an
    /// ambiguous deposit pays.
    func importReview(_ file: InputFile, document: NewDocument, runID: Int64) throws -> ImportCounts {
        var document = document
        document.kind = FileKind.review.rawValue
        let items = try ReviewSheet.parse(file.data, bookID: try ledger.bookIdentity())
        let service = CategorizationService(book: book, ledger: ledger)
        var corrections: [CorrectionInput] = []
        var payments: [(number: String, transactionID: Int64)] = []
        var duplicates: [(transactionID: Int64, duplicate: Bool)] = []
        var receiptAnswers: [ReceiptAnswer] = []
        for (kind, rows) in Dictionary(grouping: items, by: \.kind).sorted(by: { $0.key < $1.key }) {
            switch kind {
            case "category": corrections += try service.reviewCorrections(rows)
            case Self.paymentReviewKind: payments = try validatedPayments(rows)
            case Self.duplicateReviewKind: duplicates = try validatedDuplicateAnswers(rows)
            case Self.receiptReviewKind: receiptAnswers = try validatedReceiptAnswers(rows)
            default:
                throw FileProblem(code: "bad_review_sheet", message: "row kind '\(kind)' is not one this version handles",
                                  line: rows.first?.line)
            }
        }
        let applied = try ledger.recordCorrections(corrections, via: "review", explanation: "set by you in review.csv",
                                                   document: document, runID: runID)
        try ledger.answerPossibleDuplicates(duplicates)
        // Validated above; each payment is its own transaction after the sheet is recorded.
        for (number, transactionID) in payments {
            _ = try ledger.payInvoice(number: number, withTransaction: transactionID, today: options.today)
        }
        try applyReceiptAnswers(receiptAnswers)
        let summary = "\(applied.count) correction(s), \(payments.count) invoice payment(s), \(receiptAnswers.count) receipt answer(s)"
            + ", \(duplicates.count) duplicate answer(s)"
        logger.info("review sheet \(file.name): \(summary) applied")
        return ImportCounts(added: 0, merged: duplicates.filter(\.duplicate).count,
                            updated: applied.count + payments.count + receiptAnswers.count)
    }
}
