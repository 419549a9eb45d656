import Categorize
import Foundation
import Receipts
import ShoeboxCore
import Storage

/// One answered `receipt` row of `review.csv`.
struct ReceiptAnswer {
    var row: ReceiptReviewRow
    var correction: ReceiptCorrection
}

extension BatchRunner {
    static let receiptReviewKind = "receipt"

    /// One row per flagged receipt field (reason `receipt_merchant`, `receipt_date`,
    /// `receipt_total`) and per receipt waiting for its date (`receipt_date_unread`, its
    /// `transaction_id` is the waiting receipt's id): the extracted value is the suggestion,
    /// the region and file are in the explanation, the corrected value goes in the last column.
    func receiptReviewItems() throws -> [ReviewItem] {
        try ledger.receiptReviewRows().map { row in
            let where_ = row.region.map { "\(row.file) \($0)" } ?? row.file
            let explanation =
                row.awaitingDate
                ? "the date on \(row.file) could not be read; write it (YYYY-MM-DD) in the last column"
                : "read from \(where_); write the right \(row.field.rawValue) in the last column"
                    + (row.evidence.map { " (\($0))" } ?? "")
            return ReviewItem(
                kind: Self.receiptReviewKind, reason: Self.reason(row), transactionID: row.id, date: row.date,
                account: row.account, description: row.description,
                amount: row.amount.decimalString, currency: row.amount.currency.code, suggestion: row.value,
                source: "receipt_ocr",
                confidence: row.confidence.map { String(format: "%.2f", $0) } ?? "", explanation: explanation)
        }
    }

    static func reason(_ row: ReceiptReviewRow) -> String {
        row.awaitingDate ? "receipt_date_unread" : "receipt_\(row.field.rawValue)"
    }

    /// Checks returned receipt rows against the book (the row must still be open and its fixed
    /// columns unchanged) and parses the answers; throws on the first problem, naming its line.
    func validatedReceiptAnswers(_ items: [ReviewItem]) throws -> [ReceiptAnswer] {
        let open = Dictionary(try ledger.receiptReviewRows().map { (Self.reason($0) + ":\($0.id)", $0) }) { first, _ in
            first
        }
        var answers: [ReceiptAnswer] = []
        for item in items where !item.answer.isEmpty {
            guard let row = open[item.reason + ":\(item.transactionID)"] else {
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "receipt row \(item.reason) \(item.transactionID) is not open "
                        + "in this book (already corrected, or not a receipt)", line: item.line)
            }
            guard item.description == row.description, item.currency == row.amount.currency.code else {
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "a fixed column of receipt \(item.transactionID) was edited; "
                        + "only the last column may be changed", line: item.line)
            }
            guard
                let correction = ReceiptCorrection.parse(
                    item.answer, field: row.field, currency: row.amount.currency)
            else {
                let expected =
                    row.field == .date
                    ? "a date YYYY-MM-DD" : row.field == .total ? "an amount such as 12.50" : "a name"
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "'\(item.answer)' is not \(expected) for the receipt's "
                        + "\(row.field.rawValue)", line: item.line)
            }
            answers.append(ReceiptAnswer(row: row, correction: correction))
        }
        return answers
    }

    /// Stores each answer and links the receipt again (see `Ledger.correctReceipt`).
    func applyReceiptAnswers(_ answers: [ReceiptAnswer]) throws {
        for answer in answers {
            if answer.row.awaitingDate, case .date(let date) = answer.correction {
                try ledger.dateAwaitingReceipt(id: answer.row.id, date: date)
            } else {
                try ledger.correctReceipt(transactionID: answer.row.id, answer.correction)
            }
        }
    }
}
