/// Sums that add up to a total when no subtotal label was read: the amount printed right above the
/// tax line (`Food $27.98 / Tax $2.03 / Total $30.01`, a subtotal label misread as `Subtota]`) plus
/// the tax, and the items' sum plus the tax.
extension TotalResolver {
    /// The evidence names of the two sums.
    static let amountAboveTaxEvidence = "amount above the tax + tax"
    static let itemsPlusTaxEvidence = "items' sum + tax"

    /// Payment words of a card slip's amount line: the card words and `EFTPOS` (Australia, New
    /// Zealand). Kept apart from `ReceiptKeywords.cardPayment`, which also plans what is read again.
    static let cardWords = ReceiptKeywords.cardPayment + ["EFTPOS"]

    /// The amount a tax is added to (at `line`), the tax's line and their sum.
    struct AmountBeforeTax {
        var line: Int
        var taxLine: Int
        var total: Int64
    }

    /// The nearest line above the tax line printing one non-zero amount (a line of zeros, `Service
    /// Charge 0.00`, is skipped), when the tax is a plausible rate of it (at most 30 %), not a
    /// payment, total or tax line of its own. Nil without a tax line.
    static func amountAboveTax(_ tax: ExtractedField<Int64>?, _ amountLines: [AmountLine]) -> AmountBeforeTax? {
        guard let tax, let taxLine = tax.line, tax.value > 0 else { return nil }
        for line in amountLines.reversed() where line.index < taxLine {
            guard let amount = line.value, !amount.repaired else { return nil }
            if amount.hundredths == 0 { continue }
            let paymentOrTotal =
                ReceiptKeywords.containsAny(line.normalized, ReceiptKeywords.tendered + cardWords)
                || candidate(line) != nil || isTaxLine(line.normalized)
            guard !paymentOrTotal, line.amounts.count <= 2, taxAdded(to: amount.hundredths, tax) != nil else {
                return nil
            }
            return AmountBeforeTax(line: line.index, taxLine: taxLine, total: amount.hundredths + tax.value)
        }
        return nil
    }

    /// `amount` + the tax, when the tax is a plausible rate of it (more than 0, at most 30 %).
    static func taxAdded(to amount: Int64, _ tax: ExtractedField<Int64>?) -> Int64? {
        guard let tax, tax.value > 0, amount > 0, tax.value * 10 <= amount * 3 else { return nil }
        return amount + tax.value
    }
}
