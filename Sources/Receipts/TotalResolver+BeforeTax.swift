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

extension TotalResolver {
    /// The evidence name of a net + tax pair whose tax is its printed rate of the net.
    static let taxAtRateEvidence = "tax at its printed rate"

    /// `SUMMA ILMA KM-ta: 52.50 / KAIBEMAKS 20%: 10.50` under `63.00`: a line printing a rate
    /// (`20%`, `6 %`, `7,7%`) and an amount that is that rate of the amount on the line right above
    /// it (to the cent), the two adding up to `value`. No tax or subtotal word is needed: the rate
    /// explains the amount. The tax line's index, or nil.
    static func taxAtPrintedRate(_ value: Int64, _ amountLines: [AmountLine], lines: [ReceiptLine], except: Int)
        -> Int?
    {
        for (position, taxLine) in amountLines.enumerated() where position > 0 && taxLine.index != except {
            let net = amountLines[position - 1]
            guard net.index != except, net.index >= taxLine.index - 2,
                let tax = taxLine.value, !tax.repaired, tax.hundredths > 0,
                let base = net.value, !base.repaired, base.hundredths > tax.hundredths,
                base.hundredths + tax.hundredths == value,
                let rate = printedRate(lines[taxLine.index].text), rate > 0, rate <= 3000
            else { continue }
            // rate in basis points: 20 % of 52.50 is 10.50, rounded to the cent either way.
            let exact = base.hundredths * rate
            if abs(exact - tax.hundredths * 10_000) <= 10_000 { return taxLine.index }
        }
        return nil
    }

    /// The rate printed on a line (`20%`, `6 %`, `7,7%`, `@6%`) in basis points, when exactly one is.
    static func printedRate(_ text: String) -> Int64? {
        let matches = ratePattern.matches(in: text)
        guard matches.count == 1, let whole = matches[0][1].flatMap({ Int64($0) }) else { return nil }
        let fraction = matches[0][2] ?? ""
        let hundredths = (Int64(fraction) ?? 0) * (fraction.count == 1 ? 10 : 1)
        return whole * 100 + hundredths
    }

    static let ratePattern = TextPattern(#"(?<![\d.,])(\d{1,2})(?:[.,](\d{1,2}))?\s?%"#)
}
