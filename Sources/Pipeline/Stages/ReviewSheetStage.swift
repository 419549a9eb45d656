import Book
import Categorize
import Foundation
import PipelineDefinition
import ShoeboxCore
import Storage

/// A returned `review.csv` (recognized by its header, whatever its name): every answered
/// row is applied as a correction, all or nothing, in one database transaction with the
/// document. Rows from another book, edited fixed columns, unknown ids, categories or
/// row kinds quarantine the whole sheet. Rows of kind `invoice_payment` name the invoice an
/// ambiguous deposit pays.
struct ReviewSheetStage: DocumentStage {
    struct Parsed {
        var corrections: [CorrectionInput] = []
        var payments: [(number: String, transactionID: Int64)] = []
        var duplicates: [(transactionID: Int64, duplicate: Bool)] = []
        var receiptAnswers: [ReceiptAnswer] = []
        var accounts: (same: [(Int64, Int64)], different: [(Int64, Int64)]) = ([], [])
    }

    var documentKind: String { "review" }
    var readsText: Bool { true }
    var gate: Stage { .categorize }

    func claims(name: String, head: Data) -> Bool {
        DocumentStages.statementExtensions.contains(DocumentStages.fileExtension(name))
            && ReviewSheet.isReviewSheet(head)
    }

    func read(_ file: InputFile, in runner: BatchRunner) throws -> Parsed {
        let items = try ReviewSheet.parse(file.data, bookID: try runner.ledger.bookIdentity())
        let service = CategorizationService(book: runner.book, ledger: runner.ledger)
        var parsed = Parsed()
        for (kind, rows) in Dictionary(grouping: items, by: \.kind).sorted(by: { $0.key < $1.key }) {
            switch kind {
            case "category": parsed.corrections += try service.reviewCorrections(rows)
            case BatchRunner.paymentReviewKind: parsed.payments = try runner.validatedPayments(rows)
            case BatchRunner.duplicateReviewKind: parsed.duplicates = try runner.validatedDuplicateAnswers(rows)
            case BatchRunner.receiptReviewKind: parsed.receiptAnswers = try runner.validatedReceiptAnswers(rows)
            case BatchRunner.accountReviewKind: parsed.accounts = try runner.validatedAccountAnswers(rows)
            default:
                throw FileProblem(
                    code: .badReviewSheet, message: "row kind '\(kind)' is not one this version handles",
                    line: rows.first?.line)
            }
        }
        return parsed
    }

    func store(_ parsed: Parsed, document: NewDocument, runID: Int64, in runner: BatchRunner) throws -> ImportCounts {
        let applied = try runner.ledger.recordCorrections(
            parsed.corrections, via: "review", explanation: "set by you in review.csv",
            document: document, runID: runID)
        try runner.ledger.answerPossibleDuplicates(parsed.duplicates)
        for (kept, merged) in parsed.accounts.same { _ = try runner.ledger.mergeAccounts(into: kept, from: merged) }
        for (a, b) in parsed.accounts.different { try runner.ledger.markAccountsDifferent(a, b) }
        // Validated by `read`; each payment is its own transaction after the sheet is recorded.
        for (number, transactionID) in parsed.payments {
            _ = try runner.ledger.payInvoice(
                number: number, withTransaction: transactionID, today: runner.options.today)
        }
        try runner.applyReceiptAnswers(parsed.receiptAnswers)
        let summary =
            "\(applied.count) correction(s), \(parsed.payments.count) invoice payment(s), "
            + "\(parsed.receiptAnswers.count) receipt answer(s), \(parsed.duplicates.count) duplicate answer(s)"
        runner.logger.info("review sheet \(document.originalName): \(summary) applied")
        return ImportCounts(
            added: 0, merged: parsed.duplicates.filter(\.duplicate).count,
            updated: applied.count + parsed.payments.count + parsed.receiptAnswers.count)
    }
}
