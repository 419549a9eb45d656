/// Decides whether a file's single amount column is written from the holder's view
/// (purchases negative) or the card issuer's (purchases positive).
enum SignConvention {
    struct Decision {
        var invert: Bool
        var evidence: String
    }

    /// - Parameters:
    ///   - amounts: signed amounts as written, one per row.
    ///   - hintTexts: per row, the description and type text that may say "payment" or "purchase".
    ///   - cardHint: the file's header, preamble or name mentions a card.
    static func decide(amounts: [Int64], hintTexts: [String], cardHint: Bool) throws -> Decision {
        var normalVotes = 0, invertVotes = 0
        for (amount, text) in zip(amounts, hintTexts) where amount != 0 {
            let hint = FlowHints.hint(text)
            if hint == 0 { continue }
            if (hint > 0) == (amount > 0) { normalVotes += 1 } else { invertVotes += 1 }
        }
        let negatives = amounts.filter { $0 < 0 }.count
        let positives = amounts.filter { $0 > 0 }.count
        if invertVotes > normalVotes {
            return Decision(invert: true, evidence: "\(invertVotes) rows say payment/refund/purchase against their sign: card issuer's view")
        }
        if negatives > 0 || positives == 0 {
            return Decision(invert: false, evidence: normalVotes > 0 ? "\(normalVotes) rows' wording agrees with their sign" : "signed amounts")
        }
        if cardHint { return Decision(invert: true, evidence: "all amounts positive in a card export") }
        if normalVotes == positives { return Decision(invert: false, evidence: "every row is an inflow by its wording") }
        throw StatementError(.ambiguousSign,
            "all \(positives) amounts are positive and the file does not say whether they are charges or deposits "
            + "(no sign, no debit/credit column, no card wording); declare `sign: charges-positive` or `sign: as-is` in a profile")
    }
}
