import Foundation
import GRDB
import Invoicing
import ShoeboxCore

/// A bank deposit that could pay more than one open invoice: a person decides
/// (`shoebox invoice pay NUMBER --transaction ID`).
public struct PaymentMatchReview: Sendable, Equatable {
    public var transactionID: Int64
    public var date: LocalDate
    public var amount: Money
    public var description: String
    /// Numbers of the invoices it could pay, sorted.
    public var candidateNumbers: [String]
}

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
        try writer.write { db in
            let invoices = try Ledger.openInvoices(db)
            try db.execute(sql: "DELETE FROM deposit_match_candidates")
            guard !invoices.isEmpty else { return DepositMatchSummary() }
            let deposits = try Ledger.unmatchedDeposits(db, from: invoices.map(\.issueDate).min()!)
            let numbers = Dictionary(uniqueKeysWithValues: invoices.map { ($0.id, $0.number) })
            let byID = Dictionary(uniqueKeysWithValues: deposits.map { ($0.id, $0) })
            var summary = DepositMatchSummary()
            for decision in DepositMatcher.match(deposits: deposits, invoices: invoices) {
                switch decision {
                case .pays(let depositID, let invoiceID, _, let evidence):
                    let deposit = byID[depositID]!
                    let payment = Payment(amount: deposit.amount.minorUnits, method: .bankTransfer, date: deposit.date,
                                          notes: "bank deposit: \(deposit.description) (\(evidence.rawValue))")
                    _ = try Ledger.addPayment(db, invoiceID: invoiceID, payment: payment, transactionID: depositID, today: today)
                    summary.paid.append((numbers[invoiceID]!, depositID))
                case .ambiguous(let depositID, let invoiceIDs):
                    for invoiceID in invoiceIDs {
                        try db.execute(sql: """
                            INSERT INTO deposit_match_candidates (transaction_id, invoice_document_id, created_at) VALUES (?, ?, ?)
                            """, arguments: [depositID, invoiceID, Ledger.timestamp()])
                    }
                    summary.awaitingReview += 1
                }
            }
            return summary
        }
    }

    /// Deposits that could pay several open invoices, oldest first, for the run's review list.
    public func paymentMatchesAwaitingReview() throws -> [PaymentMatchReview] {
        try writer.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT t.id, t.date, t.amount_cents, t.currency, t.description, d.number
                FROM deposit_match_candidates c
                JOIN transactions t ON t.id = c.transaction_id
                JOIN invoice_documents d ON d.id = c.invoice_document_id
                ORDER BY t.date, t.id, d.number
                """)
            var reviews: [PaymentMatchReview] = []
            for row in rows {
                let id: Int64 = row[0]
                if reviews.last?.transactionID == id { reviews[reviews.count - 1].candidateNumbers.append(row[5]); continue }
                reviews.append(PaymentMatchReview(
                    transactionID: id, date: LocalDate(iso: row[1] as String)!,
                    amount: Money(minorUnits: row[2], currency: CurrencyCode(row[3] as String) ?? .usd),
                    description: row[4], candidateNumbers: [row[5]]))
            }
            return reviews
        }
    }

    /// Pays invoice `number` with bank deposit `transactionID` (resolves a review item).
    @discardableResult
    public func payInvoice(number: String, withTransaction transactionID: Int64, today: LocalDate) throws -> DocumentStatus {
        try writer.write { db in
            guard let id = try Ledger.invoiceID(db, number: number) else { throw InvoiceOperationError("there is no invoice \(number)") }
            guard let row = try Row.fetchOne(db, sql: """
                SELECT date, amount_cents, description FROM transactions WHERE id = ? AND duplicate_of IS NULL
                """, arguments: [transactionID]) else { throw InvoiceOperationError("there is no bank transaction \(transactionID)") }
            let amount: Int64 = row[1]
            guard amount > 0 else { throw InvoiceOperationError("transaction \(transactionID) is not a deposit") }
            let payment = Payment(amount: amount, method: .bankTransfer, date: LocalDate(iso: row[0] as String)!,
                                  notes: "bank deposit: \(row[2] as String) (chosen by hand)")
            return try Ledger.addPayment(db, invoiceID: id, payment: payment, transactionID: transactionID, today: today)
        }
    }

    static func openInvoices(_ db: Database) throws -> [DepositMatcher.OpenInvoice] {
        try Row.fetchAll(db, sql: """
            SELECT d.id, d.number, c.name, d.issue_date, d.amount_due_cents, d.currency
            FROM invoice_documents d JOIN clients c ON c.id = d.client_id
            WHERE d.document_type = 'invoice' AND d.deleted_at IS NULL AND d.status IN ('sent', 'partial', 'overdue')
              AND d.amount_due_cents > 0
            ORDER BY d.id
            """).map { row in
            DepositMatcher.OpenInvoice(id: row[0], number: row[1], clientName: row[2], issueDate: LocalDate(iso: row[3] as String)!,
                                       amountDue: Money(minorUnits: row[4], currency: CurrencyCode(row[5] as String) ?? .usd))
        }
    }

    /// Posted bank deposits that never paid an invoice (a payment removed by hand is not
    /// matched again) and whose category no person set.
    /// Only deposits dated `from` or later are read: nothing earlier can pay an open invoice.
    static func unmatchedDeposits(_ db: Database, from: LocalDate) throws -> [DepositMatcher.Deposit] {
        try Row.fetchAll(db, sql: """
            SELECT t.id, t.date, t.amount_cents, t.currency, t.description FROM transactions t
            WHERE t.kind = 'bank' AND t.amount_cents > 0 AND t.duplicate_of IS NULL AND t.pending = 0 AND t.date >= ?
              AND (t.category IS NULL OR t.category_source IS NULL OR t.category_source NOT IN ('user', 'manual'))
              AND NOT EXISTS (SELECT 1 FROM invoice_payments p WHERE p.transaction_id = t.id)
            ORDER BY t.date, t.id
            """, arguments: [from.description]).map { row in
            DepositMatcher.Deposit(id: row[0], date: LocalDate(iso: row[1] as String)!,
                                   amount: Money(minorUnits: row[2], currency: CurrencyCode(row[3] as String) ?? .usd),
                                   description: row[4])
        }
    }
}
