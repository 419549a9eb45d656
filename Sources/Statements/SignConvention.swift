/// One independent piece of evidence for a reading decision, with its weight and a sentence a
/// user can check against the file. Positive weights point one way, negative the other; what
/// each way means is up to the decision that collects them.
public struct EvidencePiece: Sendable, Hashable, CustomStringConvertible {
    public var weight: Int
    public var sentence: String

    public var description: String { "\(sentence) [\(weight > 0 ? "+" : "")\(weight)]" }
}

/// Decides whether a file's single amount column is written from the holder's view
/// (purchases negative) or the card issuer's (purchases positive), by weighing independent
/// pieces of evidence: the share of positive rows, strong and weak wording, a running balance,
/// and the file's own word for the account kind. Inverts only when the evidence clearly says
/// so; keeps the signs as written otherwise; refuses when the evidence conflicts.
enum SignConvention {
    struct Decision {
        var invert: Bool
        var evidence: String
        var pieces: [EvidencePiece] = []
    }

    /// How a running balance column relates to the amounts.
    enum BalanceFit: Equatable {
        case none
        case asWritten(String)
        case inverted(String)
        case neither(String)
    }

    /// Weight needed to invert, and how much it must outweigh the evidence for "as written".
    static let invertThreshold = 5

    /// - Parameters:
    ///   - amounts: signed amounts as written, one per row.
    ///   - hintTexts: per row, the description and type text that may say "payment" or "purchase".
    ///   - cardHint: the file's header, preamble or name mentions a card.
    ///   - balance: whether a running balance column reconciles with the amounts as written or inverted.
    ///   - processorLedger: the amount is the net next to a fee column (Stripe, PayPal, Square): the
    ///     merchant's own ledger, where sales are money in and refunds to customers money out.
    ///   - proofs: other pieces the file's structure proves (a fee column's sign, `FeeEvidence`).
    static func decide(
        amounts: [Int64], hintTexts: [String], cardHint: Bool, balance: BalanceFit = .none,
        processorLedger: Bool = false, proofs: [EvidencePiece] = []
    ) throws -> Decision {
        let negatives = amounts.filter { $0 < 0 }.count
        let positives = amounts.filter { $0 > 0 }.count
        let rows = negatives + positives
        var pieces: [EvidencePiece] = []
        switch balance {
        case .asWritten(let why): pieces.append(.init(weight: cardHint ? -3 : -8, sentence: why))
        case .inverted(let why): pieces.append(.init(weight: 8, sentence: why))
        case .neither, .none: break
        }
        if cardHint { pieces.append(.init(weight: 0, sentence: "the file name, header or preamble names a card")) }
        if processorLedger {
            pieces.append(
                .init(
                    weight: -8,
                    sentence: "net amounts next to a fee column: a payment processor's ledger, in the merchant's "
                        + "view (sales in, refunds and payouts out)"))
        }
        pieces += proofs

        var strongAgree: [String] = [], strongAgainst: [String] = [], weakAgree: [String] = [],
            weakAgainst: [String] = []
        for (amount, text) in zip(amounts, hintTexts) where amount != 0 {
            guard let wording = FlowWording.classify(text) else { continue }
            let agrees = (wording.direction > 0) == (amount > 0)
            let example = "'\(wording.phrase)' \(amount > 0 ? "positive" : "negative")"
            switch (wording.strong, agrees) {
            case (true, true): strongAgree.append(example)
            case (true, false): strongAgainst.append(example)
            case (false, true): weakAgree.append(example)
            case (false, false): weakAgainst.append(example)
            }
        }
        func sample(_ list: [String]) -> String { Array(Set(list)).sorted().prefix(3).joined(separator: ", ") }
        if !strongAgree.isEmpty {
            pieces.append(
                .init(
                    weight: -min(4 * strongAgree.count, 12),
                    sentence:
                        "\(strongAgree.count) rows' strong wording agrees with their sign (\(sample(strongAgree)))"))
        }
        if !strongAgainst.isEmpty {
            pieces.append(
                .init(
                    weight: min(4 * strongAgainst.count, 12),
                    sentence:
                        "\(strongAgainst.count) rows' strong wording contradicts their sign (\(sample(strongAgainst)))")
            )
        }
        // Weak wording weighs little per row, but wording that agrees on most of the file adds up.
        func weakWeight(_ count: Int) -> Int { max(min(count, 3), count * 8 / max(rows, 1)) }
        if !weakAgree.isEmpty {
            pieces.append(
                .init(
                    weight: -weakWeight(weakAgree.count),
                    sentence: "\(weakAgree.count) rows' weak wording agrees with their sign (\(sample(weakAgree)))"))
        }
        if !weakAgainst.isEmpty {
            pieces.append(
                .init(
                    weight: weakWeight(weakAgainst.count),
                    sentence: "\(weakAgainst.count) rows' weak wording contradicts their sign (\(sample(weakAgainst)))")
            )
        }

        if negatives == 0 && positives > 0 {
            return try decideAllPositive(
                positives: positives, pieces: pieces, cardHint: cardHint, balance: balance,
                inflowWorded: strongAgree.count + weakAgree.count)
        }
        if !cardHint {
            pieces.append(
                .init(
                    weight: -4,
                    sentence: "mixed signs in one amount column of an export that names no card: "
                        + "the holder's view in almost every bank export"))
        }
        if negatives * 10 >= rows * 6 {
            pieces.append(
                .init(
                    weight: -4,
                    sentence: "\(negatives) of \(rows) rows negative: most rows are money out (holder's view)"))
        } else if positives * 10 >= rows * 6 {
            pieces.append(
                .init(
                    weight: cardHint ? 4 : 1,
                    sentence: "\(positives) of \(rows) rows positive"
                        + (cardHint ? " in a card export: purchases positive (issuer's view)" : "")))
            let inflowNegative = zip(amounts, hintTexts).filter { amount, text in
                amount < 0 && FlowWording.classify(text).map { $0.strong && $0.direction > 0 } == true
            }.count
            if inflowNegative > 0 {
                pieces.append(
                    .init(
                        weight: 3,
                        sentence: "\(inflowNegative) payment/refund rows negative against most rows "
                            + "positive: the card issuer's pattern"))
            }
        }
        let invertWeight = pieces.filter { $0.weight > 0 }.reduce(0) { $0 + $1.weight }
        let keepWeight = -pieces.filter { $0.weight < 0 }.reduce(0) { $0 + $1.weight }
        let summary = pieces.filter { $0.weight != 0 }.map(\.description).joined(separator: "; ")
        if invertWeight >= invertThreshold && invertWeight >= 2 * keepWeight {
            return Decision(invert: true, evidence: summary, pieces: pieces)
        }
        if invertWeight < 4 || 2 * keepWeight >= 3 * invertWeight {
            return Decision(invert: false, evidence: summary.isEmpty ? "signed amounts" : summary, pieces: pieces)
        }
        throw StatementError(
            .ambiguousSign,
            "the evidence on the sign conflicts (for inverting: \(invertWeight), for as written: \(keepWeight): \(summary)); "
                + "declare `sign: charges-positive` or `sign: as-is` in a profile")
    }

    static func decideAllPositive(
        positives: Int, pieces: [EvidencePiece], cardHint: Bool, balance: BalanceFit,
        inflowWorded: Int
    ) throws -> Decision {
        var pieces = pieces
        pieces.append(.init(weight: 0, sentence: "all \(positives) amounts positive"))
        let summary = { pieces.filter { $0.weight != 0 }.map(\.description).joined(separator: "; ") }
        if case .asWritten(let why) = balance { return Decision(invert: false, evidence: why, pieces: pieces) }
        if case .inverted(let why) = balance { return Decision(invert: true, evidence: why, pieces: pieces) }
        if let proof = pieces.first(where: { abs($0.weight) >= 8 }) {
            return Decision(invert: proof.weight > 0, evidence: proof.sentence, pieces: pieces)
        }
        if cardHint {
            pieces.append(.init(weight: 6, sentence: "all amounts positive in a card export: charges positive"))
            return Decision(invert: true, evidence: summary(), pieces: pieces)
        }
        if inflowWorded == positives {
            return Decision(invert: false, evidence: "every row is an inflow by its wording", pieces: pieces)
        }
        throw StatementError(
            .ambiguousSign,
            "all \(positives) amounts are positive and the file does not say whether they are charges or deposits "
                + "(no sign, no debit/credit column, no card wording, no running balance); "
                + "declare `sign: charges-positive` or `sign: as-is` in a profile")
    }
}

/// What a row's text says about the direction of money, and how reliably. Strong phrases
/// ("payment thank you", "autopay", "refund", "interest charge") decide a row; weak ones
/// ("payment", "interest", "charge" alone) are ambiguous and weigh little. The longest
/// matching phrase wins, so "interest charge" (money out) beats "interest" (money in).
enum FlowWording {
    struct Wording {
        var direction: Int
        var strong: Bool
        var phrase: String
    }

    static let phrases: [(String, Int, Bool)] = [
        ("payment thank you", 1, true), ("thank you", 1, true), ("payment received", 1, true),
        ("autopay payment", 1, true),
        ("autopay", 1, false), ("auto pay", 1, false), ("refund", 1, true), ("return", 1, true), ("cashback", 1, true),
        ("cash back", 1, true),
        ("reversal", 1, true), ("rebate", 1, true), ("salary", 1, true), ("payroll", 1, true), ("direct dep", 1, true),
        ("dividend", 1, true), ("deposit", 1, true),
        ("credit", 1, false), ("interest", 1, false), ("payment", 1, false), ("payment from", 1, false),
        ("transfer from", 1, false), ("charge from", 1, false),
        ("interest charge", -1, true), ("interest charged", -1, true), ("finance charge", -1, true),
        ("purchase interest", -1, true), ("late fee", -1, true), ("annual fee", -1, true), ("purchase", -1, true),
        ("withdrawal", -1, true), ("atm", -1, true), ("checkcard", -1, true), ("fee", -1, true),
        ("debit", -1, false), ("charge", -1, false), ("sale", -1, false), ("payment to", -1, false),
        ("transfer to", -1, false), ("pos", -1, false),
    ]
    static let split = phrases.map { ($0.0.split(separator: " "), $0.1, $0.2, $0.0) }
        .sorted { $0.0.count > $1.0.count }

    static func classify(_ text: String) -> Wording? {
        let words = HeaderVocabulary.normalize(text).split(separator: " ")
        for (phrase, direction, strong, name) in split where phrase.count <= words.count {
            let found = (0...(words.count - phrase.count)).contains { start in
                phrase.indices.allSatisfy { words[start + $0] == phrase[$0] }
            }
            if found { return Wording(direction: direction, strong: strong, phrase: name) }
        }
        return nil
    }
}
