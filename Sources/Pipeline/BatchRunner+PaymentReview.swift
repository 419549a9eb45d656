import Categorize
import Foundation
import ShoeboxCore
import Storage

/// Deposits that could pay more than one open invoice, as `review.csv` rows of kind
/// `invoice_payment`: the user writes the invoice number in the last column and drops the
/// sheet back into the inbox.
extension BatchRunner {
    static let paymentReviewKind = "invoice_payment"

    func paymentReviewItems() throws -> [ReviewItem] {
        try ledger.paymentMatchesAwaitingReview().map { match in
            ReviewItem(
                kind: Self.paymentReviewKind, reason: "ambiguous_deposit", transactionID: match.transactionID,
                date: match.date.description, account: "", description: match.description,
                amount: match.amount.decimalString, currency: match.amount.currency.code,
                suggestion: match.candidateNumbers.joined(separator: " or "), source: "invoice_match", confidence: "",
                explanation: "this deposit fits \(match.candidateNumbers.count) open invoices equally; "
                    + "write the number of the one it pays in the last column")
        }
    }

    /// Checks answered `invoice_payment` rows against the deposits awaiting review, before
    /// anything of the sheet is applied; returns (invoice number, transaction id) pairs.
    /// - Throws: `FileProblem` naming the line for an edited row or a number not among the candidates.
    func validatedPayments(_ rows: [ReviewItem]) throws -> [(number: String, transactionID: Int64)] {
        let open = Dictionary(
            uniqueKeysWithValues: try ledger.paymentMatchesAwaitingReview().map { ($0.transactionID, $0) })
        var payments: [(number: String, transactionID: Int64)] = []
        for row in rows {
            guard let match = open[row.transactionID] else {
                if row.answer.isEmpty { continue }
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "deposit \(row.transactionID) no longer awaits an invoice choice", line: row.line)
            }
            guard row.date == match.date.description, row.amount == match.amount.decimalString,
                row.description == match.description
            else {
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "the row of deposit \(row.transactionID) was edited; "
                        + "only the last column may be changed", line: row.line)
            }
            let answer = row.answer.trimmingCharacters(in: .whitespaces)
            guard !answer.isEmpty else { continue }
            guard match.candidateNumbers.contains(answer) else {
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "\(answer) is not one of the invoices deposit "
                        + "\(row.transactionID) could pay (\(match.candidateNumbers.joined(separator: ", ")))",
                    line: row.line)
            }
            payments.append((answer, row.transactionID))
        }
        return payments
    }
}
