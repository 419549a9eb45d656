import ShoeboxCore

/// What the rail alone says (Zelle to a person, an ACH credit, a deposited check, the same amount
/// every month) when no rule, kind word or bank category names a kind.
extension Categorizer {
    /// What the rail alone says when nothing names a kind: a person paid from or paying into an
    /// account, a bare ACH credit, a deposited check, a wallet funded from the bank.
    func grammarFallback(
        _ facts: TransactionFacts, grammar: DescriptorGrammar, lean: (personal: Bool, because: String)?
    ) -> Evidence? {
        let personal = lean?.personal == true
        switch grammar.rail {
        case .p2p where grammar.counterparty.isEmpty && grammar.note.isEmpty && walletLedgerNamed(facts) != nil:
            let wallet = walletLedgerNamed(facts)!.lowercased()
            return Evidence(
                category: "transfer", confidence: 0.8,
                because: "bank side of a \(wallet) payment; the \(wallet) ledger is in this book",
                source: "rule:grammar:wallet-funding")
        case .p2p where grammar.counterpartyIsPerson:
            let name = grammar.counterparty.joined(separator: " ")
            if facts.direction == .in {
                return personal
                    ? Evidence(
                        category: "personal", confidence: 0.5,
                        because: "money from a person (\(name)) into a personal account",
                        source: "rule:grammar:p2p")
                    : Evidence(
                        category: "income", confidence: 0.55,
                        because: "money from a person (\(name)): usually a customer",
                        source: "rule:grammar:p2p")
            }
            return personal
                ? Evidence(
                    category: "personal", confidence: 0.6, because: "paid a person (\(name)) from a personal account",
                    source: "rule:grammar:p2p")
                : Evidence(
                    category: "contract_labor", confidence: 0.5,
                    because:
                        "paid a person (\(name)) from "
                        + (lean == nil ? "an account used for business: " : "a business account: ")
                        + "usually a contractor", source: "rule:grammar:p2p")
        case .ach where facts.direction == .in:
            return personal
                ? Evidence(
                    category: "personal", confidence: 0.5, because: "ACH credit into a personal account",
                    source: "rule:grammar:ach")
                : Evidence(
                    // A named company paying into an account not known as personal: a customer or a platform payout
                    // (paychecks, tax refunds and interest have their own words and rules).
                    category: "income",
                    confidence: lean?.personal == false ? 0.62 : (grammar.counterparty.isEmpty ? 0.55 : 0.6),
                    because: lean?.personal == false
                        ? "ACH credit from a company into a business account (\(lean!.because)): a customer"
                        : "ACH credit from a company: usually a customer",
                    source: "rule:grammar:ach")
        case .deposit where facts.direction == .in:
            return Evidence(
                category: "income", confidence: 0.45, because: "a deposited check: usually a customer's payment",
                source: "rule:grammar:deposit")
        default:
            if personal {
                return Evidence(
                    category: "personal", confidence: facts.direction == .out ? 0.6 : 0.45,
                    because: "nothing names a business purpose and \(lean!.because)",
                    source: "rule:context:personal-account")
            }
            if facts.direction == .out, facts.recurringMonths >= 3, grammar.rail != .check, grammar.rail != .atm {
                // Same payee, same amount, month after month: a subscription when small, rent or a lease when large.
                let small = facts.amountCents.magnitude < 20_000
                return Evidence(
                    category: small ? "office" : "rent_property", confidence: 0.45,
                    because: "the same amount paid in \(facts.recurringMonths) months: "
                        + (small ? "a subscription (software or service)" : "rent, a lease or a loan"),
                    source: "rule:grammar:recurring")
            }
            guard facts.direction == .in, grammar.rail != .check, grammar.rail != .atm else { return nil }
            return Evidence(
                category: "income", confidence: 0.4, because: "money in that nothing else explains: perhaps a customer",
                source: "rule:grammar:money-in")
        }
    }
}
