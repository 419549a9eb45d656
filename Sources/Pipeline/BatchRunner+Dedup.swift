import Categorize
import Dedup
import Foundation
import ShoeboxCore
import Storage

/// After the files: pending rows that never posted expire, transfer legs between own accounts
/// are linked; possible duplicates become `review.csv` rows of kind `possible_duplicate`.
extension BatchRunner {
    static let duplicateReviewKind = "possible_duplicate"
    static let accountReviewKind = "possible_same_account"

    /// Accounts that may be one (same last 4, institution named on one side only).
    func accountReviewItems() throws -> [ReviewItem] {
        try ledger.accountQuestions().map { question in
            ReviewItem(
                kind: Self.accountReviewKind, reason: "same_last4", transactionID: question.transactionID,
                date: question.date, account: question.accountName, description: question.description, amount: "",
                currency: "", suggestion: "same account as #\(question.otherID) \(question.otherName)",
                source: "accounts",
                confidence: "",
                explanation: "\(question.reason); write same (merge into #\(question.otherID)) or different")
        }
    }

    /// Answers of `possible_same_account` rows: (kept account, merged account) pairs and pairs marked different.
    func validatedAccountAnswers(_ rows: [ReviewItem]) throws -> (same: [(Int64, Int64)], different: [(Int64, Int64)]) {
        let open = Dictionary(
            try ledger.accountQuestions().map { ($0.transactionID, $0) }, uniquingKeysWith: { first, _ in first })
        var same: [(Int64, Int64)] = []
        var different: [(Int64, Int64)] = []
        for row in rows {
            let answer = row.answer.lowercased()
            guard let question = open[row.transactionID],
                row.suggestion.hasPrefix("same account as #\(question.otherID) ")
            else {
                if answer.isEmpty { continue }
                throw FileProblem(
                    code: .badReviewSheet, message: "account question of row \(row.transactionID) is no longer open",
                    line: row.line)
            }
            switch answer {
            case "": continue
            case "same", "yes", "merge": same.append((question.otherID, question.accountID))
            case "different", "no": different.append((question.otherID, question.accountID))
            default:
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "answer '\(row.answer)' for an account question must be same or different",
                    line: row.line)
            }
        }
        return (same, different)
    }

    func dedupUpkeep() {
        do {
            let days = options.stageOptions.statements.pendingExpiryDays ?? PendingExpiry.defaultDays
            let expired = try ledger.expirePending(today: options.today, days: days)
            let transfers = try ledger.linkTransfers()
            if expired + transfers > 0 {
                logger.info(
                    "dedup: \(expired) pending row(s) expired after \(days) days, \(transfers) transfer pair(s) linked")
            }
        } catch {
            logger.error("dedup upkeep failed: \(error)")
        }
    }

    func duplicateReviewItems() throws -> [ReviewItem] {
        try ledger.possibleDuplicates().map { pair in
            ReviewItem(
                kind: Self.duplicateReviewKind, reason: "score_below_threshold", transactionID: pair.transactionID,
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
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "transaction \(row.transactionID) is no longer a possible duplicate", line: row.line)
            }
            guard row.date == pair.date.description, row.amount == pair.amount.decimalString,
                row.description == pair.description
            else {
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "the row of transaction \(row.transactionID) was edited; "
                        + "only the last column may be changed", line: row.line)
            }
            switch answer {
            case "": continue
            case "duplicate", "same", "yes", "merge": answers.append((row.transactionID, true))
            case "different", "no", "keep": answers.append((row.transactionID, false))
            default:
                throw FileProblem(
                    code: .badReviewSheet,
                    message: "answer '\(row.answer)' for a possible duplicate must be duplicate or different",
                    line: row.line)
            }
        }
        return answers
    }
}
