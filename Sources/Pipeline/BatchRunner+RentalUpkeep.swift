import Categorize
import Foundation
import Rentals
import ShoeboxCore
import Storage

/// The rentals stage after the files of a pass: schedules through `today`, bank deposits matched
/// to rent due, rows of `rules.yaml` rules with `property:` moved to their property, the alerts,
/// and `review.csv` rows of kind `rent_payment` for deposits a person must place.
extension BatchRunner {
    static let rentReviewKind = "rent_payment"

    func rentalUpkeep() {
        do {
            let matches = try ledger.matchDepositsToRent(today: options.today)
            if !matches.paid.isEmpty { logger.info("rentals: \(matches.paid.count) bank deposit(s) recorded as rent") }
            let expenses = try ledger.applyPropertyExpenseRules()
            if expenses.moved > 0 {
                logger.info("rentals: \(expenses.moved) transaction(s) put on a property by its spec")
            }
            if expenses.conflicting > 0 {
                logger.notice(
                    "rentals: \(expenses.conflicting) transaction(s) match the rules of two properties: left undecided")
            }
            if matches.awaitingReview > 0 {
                logger.notice(
                    "rentals: \(matches.awaitingReview) deposit(s) could be rent of more than one lease: see review.csv"
                )
            }
        } catch {
            logger.error("rent matching failed: \(error)")
        }
    }

    /// Rows decided by a `rules.yaml` rule with `property:` go on that property's Schedule E line.
    func applyPropertyRules() {
        let url = book.root.appendingPathComponent("rules.yaml")
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        do {
            let rules = try PropertyRules.parse(String(decoding: data, as: UTF8.self), file: "rules.yaml")
            let moved = try ledger.applyPropertyRules(rules, file: "rules.yaml")
            if moved > 0 { logger.info("rentals: \(moved) transaction(s) put on a property by rules.yaml") }
        } catch {
            logger.error("rentals: property rules not applied: \(error)")
        }
    }

    func rentAlerts() throws -> [Alert] {
        try RentAlerts.alerts(try ledger.leaseSnapshots(), today: options.today)
    }

    func rentReviewItems() throws -> [ReviewItem] {
        try ledger.rentMatchesAwaitingReview().map { match in
            ReviewItem(
                kind: Self.rentReviewKind, reason: "ambiguous_rent_deposit", transactionID: match.transactionID,
                date: match.date.description, account: "", description: match.description,
                amount: match.amount.decimalString, currency: match.amount.currency.code,
                suggestion: match.candidates.map { "\($0.specName) (\($0.place))" }.joined(separator: " or "),
                source: "rent_match", confidence: "",
                explanation: "\(match.reason); write the lease file name it pays in the last column")
        }
    }

    /// Checks answered `rent_payment` rows against the deposits awaiting a lease, before anything
    /// of the sheet is applied; returns (lease spec name, transaction id) pairs.
    /// - Throws: `FileProblem` naming the line for an edited row or a lease not among the candidates.
    func validatedRentPayments(_ rows: [ReviewItem]) throws -> [(lease: String, transactionID: Int64)] {
        let open = Dictionary(
            uniqueKeysWithValues: try ledger.rentMatchesAwaitingReview().map { ($0.transactionID, $0) })
        var answers: [(lease: String, transactionID: Int64)] = []
        for row in rows {
            let answer = row.answer.trimmingCharacters(in: .whitespaces)
            guard let match = open[row.transactionID] else {
                if answer.isEmpty { continue }
                throw FileProblem(
                    code: "bad_review_sheet",
                    message: "deposit \(row.transactionID) no longer awaits a lease choice", line: row.line)
            }
            guard row.date == match.date.description, row.amount == match.amount.decimalString,
                row.description == match.description
            else {
                throw FileProblem(
                    code: "bad_review_sheet",
                    message: "the row of deposit \(row.transactionID) was edited; only the last column may be changed",
                    line: row.line)
            }
            guard !answer.isEmpty else { continue }
            let names = match.candidates.map(\.specName)
            guard names.contains(answer) else {
                throw FileProblem(
                    code: "bad_review_sheet",
                    message: "\(answer) is not one of the leases deposit \(row.transactionID) could pay "
                        + "(\(names.joined(separator: ", ")))", line: row.line)
            }
            answers.append((answer, row.transactionID))
        }
        return answers
    }
}
