import ShoeboxCore

/// Processor and wallet ledgers (Square, Stripe, PayPal, Venmo) and the processors a descriptor names.
extension Categorizer {
    /// The wallet a descriptor names whose own ledger is in the book.
    func walletLedgerNamed(_ facts: TransactionFacts) -> String? {
        let upper = facts.description.uppercased()
        return BookContext.processorList.first { name, aliases in
            context.processorLedgers.contains(name) && aliases.contains { $0.count > 2 && upper.contains($0) }
        }?.name
    }

    /// The processor or wallet a descriptor names (`SQUARE INC`, `STRIPE TRANSFER`, `VENMO CASHOUT`).
    func namedProcessor(_ facts: TransactionFacts, grammar: DescriptorGrammar) -> String? {
        if let processor = grammar.processor, BookContext.processorNames[processor] != nil { return processor }
        let words = Set(PayeeNormalizer.categoryTokens(facts.description))
        return BookContext.processorList.first { _, aliases in aliases.contains { $0.count > 2 && words.contains($0) }
        }?.name
    }

    /// Rows of a processor's or wallet's own ledger: sales in are income, payouts out are transfers,
    /// refunds out are refunds to customers (income, line 2); purchases are decided like any card row.
    func processorLedgerRow(_ facts: TransactionFacts, view: DescriptorView, ledger: String) -> CategoryDecision? {
        let words = Set(view.tokens)
        if facts.direction == .out, !words.isDisjoint(with: ["CHARGEBACK", "DISPUTE", "DISPUTED"]),
            words.isDisjoint(with: ["FEE", "FEES"])
        {
            // A disputed sale taken back is a sale reversed (returns and allowances), not money moved.
            return CategoryDecision(
                category: "income", source: "rule:context:processor-ledger", confidence: 0.6,
                explanation: "a disputed sale taken back from the \(ledger.lowercased()) ledger (income, line 2)")
        }
        let movesMoney = !words.isDisjoint(with: ["PAYOUT", "TRANSFER", "WITHDRAWAL", "CASHOUT", "DEPOSIT", "BANK"])
        let name = ledger.lowercased()
        if movesMoney, !words.contains("PAYMENT") || words.contains("TRANSFER") || words.contains("PAYOUT") {
            return CategoryDecision(
                category: "transfer", source: "rule:context:processor-ledger", confidence: 0.85,
                explanation: "moving money between the \(name) ledger and a bank account")
        }
        if facts.direction == .out, !words.isDisjoint(with: ["FEE", "FEES"]) {
            return CategoryDecision(
                category: "commissions_fees", source: "rule:context:processor-ledger", confidence: 0.8,
                explanation: "the \(name) ledger's own fee, billed as its own row")
        }
        if facts.direction == .out, words.contains("REFUND") {
            return CategoryDecision(
                category: "income", source: "rule:context:processor-ledger", confidence: 0.7,
                explanation: "refund to a customer from the \(name) ledger (income, line 2)")
        }
        if facts.direction == .out, Self.merchantOnlyProcessors.contains(ledger) {
            // Nothing is bought through a card processor's balance: money out that is no payout or refund is
            // the processor billing the merchant (a monthly invoicing plan, a dispute fee).
            return CategoryDecision(
                category: "commissions_fees", source: "rule:context:processor-ledger", confidence: 0.7,
                explanation: "money out of the \(name) ledger that is no payout or refund: the processor's own billing")
        }
        if let person = paidPerson(facts, ledger: ledger) { return person }
        let sale = ["CHARGE", "PAYMENT", "SALE", "INVOICE", "ORDER"]
        let personal = context.accountLean(key: facts.account, name: facts.accountName)?.personal == true
        if facts.direction == .in, sale.contains(where: words.contains), !personal {
            return CategoryDecision(
                category: "income", source: "rule:context:processor-ledger", confidence: 0.85,
                explanation: "a sale in the \(name) ledger (customer money, net of the processor's fee)")
        }
        if facts.direction == .in, !personal, !facts.returnOfPurchase, !BookContext.walletLedgers.contains(ledger) {
            // Money into a business's processor ledger from a payer it never paid: a customer.
            return CategoryDecision(
                category: "income", source: "rule:context:processor-ledger", confidence: 0.65,
                explanation: "money into the \(name) ledger from a payer this ledger never paid: a customer")
        }
        return nil
    }

    /// Money out of a business's PayPal ledger to a person (`General Payment: Tomas Reyes`): a contractor paid
    /// through PayPal, or the owner's own (review).
    func paidPerson(_ facts: TransactionFacts, ledger: String) -> CategoryDecision? {
        guard facts.direction == .out, !Self.merchantOnlyProcessors.contains(ledger),
            !BookContext.walletLedgers.contains(ledger),
            context.accountLean(key: facts.account, name: facts.accountName)?.personal != true,
            let colon = facts.description.firstIndex(of: ":")
        else { return nil }
        let name = PayeeNormalizer.categoryTokens(String(facts.description[facts.description.index(after: colon)...]))
        guard DescriptorGrammar.namesAPerson(name) else { return nil }
        return CategoryDecision(
            category: "contract_labor", source: "rule:context:processor-ledger", confidence: 0.5,
            explanation: "a payment to a person ('\(name.joined(separator: " ").lowercased())') from the "
                + "\(ledger.lowercased()) ledger: a contractor, or the owner's own (review)")
    }
}
