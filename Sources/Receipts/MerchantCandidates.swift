/// Every line the merchant picker judged as a name, with its score and confidence: what the
/// choice was made from, printed by `shoebox-bench receipts --merchant-candidates` so a lost
/// name can be explained (which line beat it, and by what).
public struct MerchantCandidate: Sendable, Hashable {
    public var name: String
    public var score: Double
    public var confidence: Double
    /// The page line the name is on (a re-read line: the page line it overlaps).
    public var line: Int
    /// The header re-read's pass, nil for a page line.
    public var pass: Int?
    /// What the confidence rests on (`MerchantFeatures.evidence`).
    public var evidence: [String]
}

/// The candidate lists of `MerchantPicker`.
public enum MerchantCandidates {
    /// The page's lines and the header re-reads judged as names, best score first.
    public static func list(
        _ lines: [ReceiptLine], merchantRereads: [MerchantReread] = [], knownPayees: [String] = []
    ) -> [MerchantCandidate] {
        let evidence = MerchantEvidence(lines: lines, knownPayees: knownPayees)
        var result: [MerchantCandidate] = []
        for index in lines.indices {
            guard let candidate = MerchantPicker.candidate(at: index, in: lines),
                let judged = MerchantPicker.judge(candidate, evidence: evidence)
            else { continue }
            result.append(
                MerchantCandidate(
                    name: judged.name, score: judged.score, confidence: judged.confidence, line: index, pass: nil,
                    evidence: judged.features.evidence))
        }
        let readings = Dictionary(grouping: merchantRereads, by: \.pass).sorted { $0.key < $1.key }.map {
            $0.value.map(\.line)
        }
        for reread in MerchantPicker.rereadJudgements(readings, evidence: evidence) {
            result.append(
                MerchantCandidate(
                    name: reread.judgement.name, score: reread.judgement.score,
                    confidence: reread.judgement.confidence, line: reread.field.line ?? 0, pass: reread.pass,
                    evidence: reread.judgement.features.evidence))
        }
        return result.sorted { $0.score > $1.score }
    }
}
