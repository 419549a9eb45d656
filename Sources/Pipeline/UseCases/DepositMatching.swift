import Foundation
import Invoicing
import ShoeboxCore
import Storage

/// What one matching pass did.
public struct DepositMatchSummary: Sendable, Equatable {
    public var paid: [(number: String, transactionID: Int64)] = []
    public var awaitingReview = 0

    public static func == (a: Self, b: Self) -> Bool {
        a.awaitingReview == b.awaitingReview && a.paid.map(\.number) == b.paid.map(\.number)
            && a.paid.map(\.transactionID) == b.paid.map(\.transactionID)
    }
}

extension Ledger {
    /// Matches every bank deposit not yet linked to a payment (nor categorized by a person) to
    /// open invoices with `DepositMatcher`: clear matches are recorded as payments, ambiguous
    /// ones replace the stored review candidates. One transaction.
    public func matchDepositsToInvoices(today: LocalDate) throws -> DepositMatchSummary {
        try write { tx in
            let invoices = try tx.openInvoices().map {
                DepositMatcher.OpenInvoice(
                    id: $0.id, number: $0.number, clientName: $0.clientName, issueDate: $0.issueDate,
                    amountDue: $0.amountDue)
            }
            try tx.clearMatchCandidates()
            guard let earliest = invoices.map(\.issueDate).min() else { return DepositMatchSummary() }
            let deposits = try tx.unmatchedDeposits(from: earliest).map {
                DepositMatcher.Deposit(id: $0.id, date: $0.date, amount: $0.amount, description: $0.description)
            }
            let numbers = Dictionary(uniqueKeysWithValues: invoices.map { ($0.id, $0.number) })
            let byID = Dictionary(uniqueKeysWithValues: deposits.map { ($0.id, $0) })
            var summary = DepositMatchSummary()
            for decision in DepositMatcher.match(deposits: deposits, invoices: invoices) {
                switch decision {
                case .pays(let depositID, let invoiceID, _, let evidence):
                    let deposit = byID[depositID]!
                    let payment = Payment(
                        amount: deposit.amount.minorUnits, method: .bankTransfer, date: deposit.date,
                        notes: "bank deposit: \(deposit.description) (\(evidence.rawValue))")
                    _ = try InvoicePayments.add(
                        payment, invoiceID: invoiceID, transactionID: depositID, today: today, in: tx)
                    summary.paid.append((numbers[invoiceID]!, depositID))
                case .ambiguous(let depositID, let invoiceIDs):
                    for invoiceID in invoiceIDs {
                        try tx.insertMatchCandidate(transactionID: depositID, invoiceID: invoiceID)
                    }
                    summary.awaitingReview += 1
                }
            }
            return summary
        }
    }

    /// Pays invoice `number` with bank deposit `transactionID` (resolves a review item).
    @discardableResult
    public func payInvoice(number: String, withTransaction transactionID: Int64, today: LocalDate) throws
        -> DocumentStatus
    {
        try write { tx in
            guard let id = try tx.invoiceID(number: number) else {
                throw Diagnostic(.invoiceRefused, "there is no invoice \(number)")
            }
            guard let deposit = try tx.canonicalTransaction(id: transactionID) else {
                throw Diagnostic(.invoiceRefused, "there is no bank transaction \(transactionID)")
            }
            guard deposit.amount.minorUnits > 0 else {
                throw Diagnostic(.invoiceRefused, "transaction \(transactionID) is not a deposit")
            }
            let payment = Payment(
                amount: deposit.amount.minorUnits, method: .bankTransfer, date: deposit.date,
                notes: "bank deposit: \(deposit.description) (chosen by hand)")
            return try InvoicePayments.add(payment, invoiceID: id, transactionID: transactionID, today: today, in: tx)
        }
    }
}
