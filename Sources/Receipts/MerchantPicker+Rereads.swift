/// The header band read again (`MerchantReread`) as a second source for the merchant: its lines
/// are judged like the page's own, with the page's evidence (domain, the name printed again
/// further down, known chains and payees), and take the place of the page's choice only where
/// that choice is in doubt.
extension MerchantPicker {
    /// How much better a re-read name must score than the page's unconfirmed one to replace it
    /// when no second source confirms either.
    static let rereadMargin = 4.0
    /// A re-read name judged below this confidence (debris, a misreading, a faint line) replaces nothing.
    static let rereadFloor = 0.2

    /// The page's choice, or a re-read line's name where the page's choice is in doubt:
    /// - a confirmed page choice (at or above the flag threshold) stands, and so does one a re-read
    ///   of its own line reads the same (the page read it right);
    /// - a re-read name replaces it when it scores better on the same line (the page misread it),
    ///   or by `rereadMargin` on another line (a logo or large print the page read as debris), and
    ///   only when it scores as a name at all (`weakScore`, `rereadFloor`) and, on the same line,
    ///   keeps the name's letters;
    /// - readings of the same place that name it differently (`HENA` / `HEMA`) are a misreading,
    ///   whichever is right: such a name is never cleared.
    static func preferReread(
        _ rereads: [[ReceiptLine]],
        over first: (score: Double, field: ExtractedField<String>, features: MerchantFeatures)?,
        evidence: MerchantEvidence
    ) -> (field: ExtractedField<String>, features: MerchantFeatures)? {
        let threshold = ExtractedReceipt.flagThresholds[.merchant] ?? 1
        let page = first.map { (field: $0.field, features: $0.features) }
        if let first, first.field.confidence >= threshold { return page }
        let judged = rereadJudgements(rereads, evidence: evidence)
        let same = { (a: String, b: String) in MerchantName.squash(a) == MerchantName.squash(b) }
        if let first,
            judged.contains(where: { $0.field.line == first.field.line && same($0.field.value, first.field.value) })
        {
            var features = first.features
            features.rereadSame = true
            return (first.field, features)
        }
        guard var best = judged.max(by: { $0.judgement.score < $1.judgement.score }),
            best.judgement.score >= weakScore, best.field.confidence >= rereadFloor
        else { return page }
        var features = best.judgement.features
        features.fromReread = true
        if judged.contains(where: {
            $0.field.line == best.field.line && $0.pass != best.pass && !same($0.field.value, best.field.value)
        }) {
            best.field.confidence = min(best.field.confidence, uncorroborated)
        }
        let reread = (field: best.field, features: features)
        guard let first else { return reread }
        let letters = { (name: String) in Double(name.filter(\.isLetter).count) }
        if best.field.line == first.field.line {
            // The same line read again: it must keep the name's letters (`MIZU 1 SDN BHD` for `MIZU MENTAL
            // SDN. BHD.` lost a word).
            let whole = letters(best.field.value) >= 0.8 * letters(first.field.value)
            return whole && best.judgement.score > first.score ? reread : page
        }
        return best.judgement.score > first.score + rereadMargin ? reread : page
    }

    /// Each re-read line (one list per reading) judged as a candidate (a suffix line joined to the
    /// line above it in the same reading), placed at the page line it overlaps (or the one below it).
    static func rereadJudgements(_ rereads: [[ReceiptLine]], evidence: MerchantEvidence) -> [(
        pass: Int, judgement: Judgement, field: ExtractedField<String>
    )] {
        var judged: [(pass: Int, judgement: Judgement, field: ExtractedField<String>)] = []
        for (number, pass) in rereads.enumerated() {
            for index in pass.indices {
                guard var candidate = candidate(at: index, in: pass) else { continue }
                let oneLine = candidate.lines.count == 1
                let position = position(of: pass[index].box, among: evidence.lines)
                candidate.words = candidate.lines.flatMap { pass[$0].words }
                candidate.text = pass[index].text
                candidate.index = position
                candidate.lines = [position]
                // The same line read again is the same print: its height is the page line's (a
                // band re-read's boxes are drawn tighter or looser than the page's).
                if evidence.lines.indices.contains(position), let page = evidence.lines[position].box,
                    let own = pass[index].box, oneLine, overlaps(own, page)
                {
                    candidate.height = page.height
                }
                guard let judgement = judge(candidate, evidence: evidence) else { continue }
                judged.append(
                    (
                        number, judgement,
                        ExtractedField(
                            value: judgement.name, confidence: judgement.confidence, line: position,
                            box: candidate.box)
                    ))
            }
        }
        return judged
    }

    /// Whether two boxes hold the same line: they overlap over at least half the taller one.
    static func overlaps(_ a: TextBox, _ b: TextBox) -> Bool {
        2 * (min(a.y + a.height, b.y + b.height) - max(a.y, b.y)) >= max(a.height, b.height)
    }

    /// The index of the page line `box` overlaps most vertically; the first line below it when it
    /// overlaps none (a logo above the first line is at 0).
    static func position(of box: TextBox?, among lines: [ReceiptLine]) -> Int {
        guard let box else { return 0 }
        var best: (index: Int, overlap: Int)?
        for (index, line) in lines.enumerated() {
            guard let other = line.box, other.height > 0 else { continue }
            let overlap = min(box.y + box.height, other.y + other.height) - max(box.y, other.y)
            if overlap > 0, overlap > (best?.overlap ?? 0) { best = (index, overlap) }
        }
        if let best { return best.index }
        return lines.firstIndex { ($0.box?.y ?? 0) >= box.y } ?? lines.count
    }
}
