/// How sure a labelled total is, from the independent evidence that agrees with it.
///
/// The label alone leaves most of the doubt (a misread digit in large print is the most common
/// mistake); each agreeing check removes part of what is left. A sum that adds up (subtotal +
/// tax, the items, cash − change, net + tax, labelled parts, a tax table's gross column) is
/// strong: a misread digit rarely satisfies it. The card slip's amount (the terminal's printing of
/// what was charged) is nearly as strong. The same amount printed again (another line, a subtotal
/// with no tax) is weaker: the same misreading can be printed twice, or the
/// other printing is the subtotal. A second reading of the total's line that reads the same amount
/// is weaker still: the same pixels read again.
extension TotalResolver {
    /// Share of the remaining doubt each kind of agreeing evidence leaves.
    static let sumDoubt = 0.25
    static let printingDoubt = 0.55
    static let rereadDoubt = 0.6

    /// Evidence names that are sums that add up.
    static let sumChecks: Set<String> = [
        "subtotal + tax", "items' sum", "cash − change", "net + tax", "labelled parts", "tax table gross",
        amountAboveTaxEvidence, itemsPlusTaxEvidence, taxAtRateEvidence, unitPriceEvidence,
    ]
    /// The card slip's amount is the payment terminal's own printing of what was charged: a
    /// printing by another machine, stronger than the receipt printing an amount twice.
    static let cardDoubt = 0.3

    /// Evidence names that are the same amount printed again.
    static let printingChecks: Set<String> = ["printed again", "subtotal printed the same", printedThriceEvidence]

    /// The amount is printed on two other lines besides the total's (not lines another check rests on).
    static let printedThriceEvidence = "printed on two more lines"

    /// The label's own weight: a grand-total label (strength ≥ 9) says more than `TOTAL` (8), which
    /// says more than `AMOUNT` or `BETRAG`; scaled by how clearly OCR read the line.
    static func labelWeight(strength: Int, lineConfidence: Double) -> Double {
        let base = strength >= 9 ? 0.5 : strength == 8 ? 0.45 : strength >= 6 ? 0.4 : 0.3
        return base * (0.6 + 0.4 * lineConfidence)
    }

    static func labelledConfidence(strength: Int, evidence: [String], lineConfidence: Double, repaired: Bool)
        -> Double
    {
        var doubt = 1 - labelWeight(strength: strength, lineConfidence: lineConfidence)
        for item in evidence {
            if sumChecks.contains(item) { doubt *= sumDoubt }
            if printingChecks.contains(item) { doubt *= printingDoubt }
            if item == "card amount" { doubt *= cardDoubt }
        }
        return (1 - doubt) * (repaired ? 0.8 : 1)
    }

    /// The total's line read again shows the same amount: part of the doubt goes.
    static func afterAgreeingReread(_ confidence: Double) -> Double {
        1 - (1 - confidence) * rereadDoubt
    }
}
