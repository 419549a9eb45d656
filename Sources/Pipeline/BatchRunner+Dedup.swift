import Categorize
import Dedup
import Foundation
import ShoeboxCore
import Storage

/// After the files: pending rows that never posted expire, transfer legs between own accounts
/// are linked; possible duplicates become `review.csv` rows of kind `possible_duplicate`.
extension BatchRunner {
    static let duplicateReviewKind = "possible_duplicate"

    func dedupUpkeep() {
        do {
            let days = options.stageOptions.statements.pendingExpiryDays ?? PendingExpiry.defaultDays
            let expired = try ledger.expirePending(today: options.today, days: days)
            let transfers = try ledger.linkTransfers()
            if expired + transfers > 0 {
                logger.info("dedup: \(expired) pending row(s) expired after \(days) days, \(transfers) transfer pair(s) linked")
            }
        } catch {
            logger.error("dedup upkeep failed: \(error)")
        }
    }

    func duplicateReviewItems() throws -> [ReviewItem] {
        try ledger.possibleDuplicates().map { pair in
            ReviewItem(kind: Self.duplicateReviewKind, reason: "score_below_threshold", transactionID: pair.transactionID,
                       date: pair.date.description, account: pair.account, description: pair.description,
                       amount: pair.amount.decimalString, currency: pair.amount.currency.code,
                       suggestion: "duplicate of #\(pair.candidateID)", source: "dedup", confidence: "",
                       explanation: "may be #\(pair.candidateID) \(pair.candidateDate) \"\(pair.candidateDescription)\" "
                           + "(\(pair.evidence)); write duplicate or different in the last column")
        }
    }

    /// Answers of `possible_duplicate` rows: `duplicate` (or `same`, `yes`) merges, `different` (or `no`) keeps both.
    /// - Throws: `FileProblem` naming the line for an edited row or an answer that is neither.
    func validatedDuplicateAnswers(_ rows: [ReviewItem]) throws -> [(transactionID: Int64, duplicate: Bool)] {
        let open = Dictionary(uniqueKeysWithValues: try ledger.possibleDuplicates().map { ($0.transactionID, $0) })
        var answers: [(transactionID: Int64, duplicate: Bool)] = []
        for row in rows {
            let answer = row.answer.lowercased()
            guard let pair = open[row.transactionID] else {
                if answer.isEmpty { continue }
                throw FileProblem(code: "bad_review_sheet",
                                  message: "transaction \(row.transactionID) is no longer a possible duplicate", line: row.line)
            }
            guard row.date == pair.date.description, row.amount == pair.amount.decimalString, row.description == pair.description
            else {
                throw FileProblem(code: "bad_review_sheet", message: "the row of transaction \(row.transactionID) was edited; "
                                      + "only the last column may be changed", line: row.line)
            }
            switch answer {
            case "": continue
            case "duplicate", "same", "yes", "merge": answers.append((row.transactionID, true))
            case "different", "no", "keep": answers.append((row.transactionID, false))
            default:
                throw FileProblem(code: "bad_review_sheet",
                                  message: "answer '\(row.answer)' for a possible duplicate must be duplicate or different",
                                  line: row.line)
            }
        }
        return answers
    }
}
