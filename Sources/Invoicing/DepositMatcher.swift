import Foundation
import ShoeboxCore

/// Matches bank deposits to open invoices, with plain values in and out.
///
/// A deposit pays an invoice when it is in the same currency, dated on or after the issue date,
/// no larger than the amount due (the exact amount due, or a partial amount), and there is
/// evidence it is that invoice: its number in the description/memo, or the client's name.
/// The number is the strongest evidence; among name-only candidates one with the exact amount
/// due wins. Two or more equally good candidates are ambiguous and go to review, never guessed.
public enum DepositMatcher {
    /// A bank deposit to match (`BankMovement`).
    public typealias Deposit = BankMovement

    public struct OpenInvoice: Hashable, Sendable {
        public var id: Int64
        public var number: String
        public var clientName: String
        public var issueDate: LocalDate
        public var amountDue: Money

        public init(id: Int64, number: String, clientName: String, issueDate: LocalDate, amountDue: Money) {
            self.id = id
            self.number = number
            self.clientName = clientName
            self.issueDate = issueDate
            self.amountDue = amountDue
        }
    }

    public enum Evidence: String, Sendable {
        case number = "invoice number in memo"
        case clientName = "client name in description"
    }

    public enum Decision: Hashable, Sendable {
        /// Record a payment of the deposit's amount; `exact` when it settles the invoice.
        case pays(depositID: Int64, invoiceID: Int64, exact: Bool, evidence: Evidence)
        /// Several invoices fit equally well: a person decides.
        case ambiguous(depositID: Int64, invoiceIDs: [Int64])
    }

    /// Decisions for `deposits` (oldest first); deposits with no candidate get none. Amounts
    /// due shrink as deposits are applied, so two deposits never over-pay one invoice.
    public static func match(deposits: [Deposit], invoices: [OpenInvoice]) -> [Decision] {
        var due = Dictionary(uniqueKeysWithValues: invoices.map { ($0.id, $0.amountDue.minorUnits) })
        var decisions: [Decision] = []
        let ordered = deposits.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        for deposit in ordered where deposit.amount.minorUnits > 0 {
            let memo = normalized(deposit.description)
            let fitting = invoices.filter { invoice in
                let remaining = due[invoice.id] ?? 0
                return invoice.amountDue.currency == deposit.amount.currency && deposit.date >= invoice.issueDate
                    && remaining > 0 && deposit.amount.minorUnits <= remaining
            }
            let byNumber = fitting.filter { mentionsNumber(memo, $0.number) }
            let byName = fitting.filter { nameMatches($0.clientName, memo: memo) }
            let decision: Decision?
            if !byNumber.isEmpty {
                decision = pick(byNumber, deposit: deposit, due: due, evidence: .number)
            } else if !byName.isEmpty {
                decision = pick(byName, deposit: deposit, due: due, evidence: .clientName)
            } else {
                decision = nil
            }
            if case .pays(_, let invoiceID, _, _)? = decision {
                due[invoiceID, default: 0] -= deposit.amount.minorUnits
            }
            if let decision { decisions.append(decision) }
        }
        return decisions
    }

    /// One candidate wins outright; else the only one whose amount due is exactly the deposit;
    /// else the decision is left to a person.
    static func pick(_ candidates: [OpenInvoice], deposit: Deposit, due: [Int64: Int64], evidence: Evidence) -> Decision
    {
        let amount = deposit.amount.minorUnits
        if candidates.count == 1 {
            return .pays(
                depositID: deposit.id, invoiceID: candidates[0].id, exact: due[candidates[0].id] == amount,
                evidence: evidence)
        }
        let exact = candidates.filter { due[$0.id] == amount }
        if exact.count == 1 {
            return .pays(depositID: deposit.id, invoiceID: exact[0].id, exact: true, evidence: evidence)
        }
        let tied = exact.isEmpty ? candidates : exact
        return .ambiguous(depositID: deposit.id, invoiceIDs: tied.map(\.id).sorted())
    }

    /// Upper-case letters and digits; every other character becomes one space.
    static func normalized(_ text: String) -> String {
        var out = ""
        var lastSpace = true
        for ch in text.uppercased() {
            if ch.isLetter || ch.isNumber {
                out.append(ch); lastSpace = false
            } else if !lastSpace {
                out.append(" "); lastSpace = true
            }
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// `INV-0007` appears as `INV-0007`, `INV 0007`, `INV0007` or `INV 7`, not inside `INV-00071`.
    static func mentionsNumber(_ memo: String, _ number: String) -> Bool {
        let parts = normalized(number).split(separator: " ")
        guard let last = parts.last, let digits = Int(last), last.allSatisfy(\.isNumber) else {
            return (" " + memo + " ").contains(" " + normalized(number) + " ")
        }
        let head = parts.dropLast().joined(separator: " ")
        let tokens = memo.split(separator: " ").map(String.init)
        for (i, token) in tokens.enumerated() {
            // `INV0007` in one token, or `INV` then `0007`.
            if !head.isEmpty, token.hasPrefix(head.replacingOccurrences(of: " ", with: "")) {
                let rest = token.dropFirst(head.replacingOccurrences(of: " ", with: "").count)
                if !rest.isEmpty, rest.allSatisfy(\.isNumber), Int(rest) == digits { return true }
                if rest.isEmpty, i + 1 < tokens.count, tokens[i + 1].allSatisfy(\.isNumber),
                    Int(tokens[i + 1]) == digits
                {
                    return true
                }
            }
        }
        return false
    }

    /// Words that say nothing about who paid.
    static let noise: Set<String> = [
        "INC", "LLC", "LTD", "CO", "CORP", "CORPORATION", "COMPANY", "GMBH", "AG", "SA", "SAS",
        "BV", "PLC", "THE", "AND", "OF", "LLP", "PC", "PTY",
    ]

    /// The client's significant words all appear in the memo (or run together, `ACMESTUDIO`).
    static func nameMatches(_ clientName: String, memo: String) -> Bool {
        let words = normalized(clientName).split(separator: " ").map(String.init).filter { !noise.contains($0) }
        guard !words.isEmpty, words.joined().count >= 3 else { return false }
        let tokens = Set(memo.split(separator: " ").map(String.init))
        if words.allSatisfy({ tokens.contains($0) }) { return true }
        return memo.replacingOccurrences(of: " ", with: "").contains(words.joined())
    }
}
