import Foundation
import Receipts
import ShoeboxCore

/// A SIMULATION of the book's evidence about a receipt's merchant. The bench has no bank rows,
/// so each receipt is given a card charge whose descriptor is made from its TRUE merchant (the
/// label) in generic shapes banks print (`SQ *NAME`, `NAME #1234 CITY ST`, `POS PURCHASE NAME`,
/// the name field cut at 22 characters), and `MerchantChargeEvidence` judges our OCR merchant
/// against it. A second run gives each receipt ANOTHER receipt's charge (an amount that matched
/// by coincidence) to count how often the evidence wrongly agrees. These numbers measure the
/// evidence rule, not OCR, and are never mixed into the OCR figures.
struct ReceiptChargeSimulation {
    struct Tally {
        var count = 0
        var rightBefore = 0
        var rightAfter = 0
        var keptBefore = 0
        var keptRightBefore = 0
        var keptAfter = 0
        var keptRightAfter = 0
        /// Per verdict: (count, right after).
        var verdicts: [String: (Int, Int)] = [:]

        mutating func add(
            before: ExtractedField<String>?, after: ExtractedField<String>?, verdict: String, label: String
        ) {
            let threshold = ExtractedReceipt.flagThresholds[.merchant] ?? 1
            let okBefore = FieldScore.merchantMatches(before?.value, label)
            let okAfter = FieldScore.merchantMatches(after?.value, label)
            count += 1
            rightBefore += okBefore ? 1 : 0
            rightAfter += okAfter ? 1 : 0
            if let before, before.confidence >= threshold {
                keptBefore += 1
                keptRightBefore += okBefore ? 1 : 0
            }
            if let after, after.confidence >= threshold {
                keptAfter += 1
                keptRightAfter += okAfter ? 1 : 0
            }
            var v = verdicts[verdict] ?? (0, 0)
            v.0 += 1
            v.1 += okAfter ? 1 : 0
            verdicts[verdict] = v
        }

        func lines(_ title: String) -> [String] {
            func pct(_ a: Int, _ b: Int) -> String {
                b == 0 ? "-" : String(format: "%d/%d (%.1f%%)", a, b, 100 * Double(a) / Double(b))
            }
            return [
                "  \(title): merchant right \(pct(rightBefore, count)) → \(pct(rightAfter, count)); "
                    + "not flagged right \(pct(keptRightBefore, keptBefore)) → \(pct(keptRightAfter, keptAfter)); "
                    + "flagged \(count - keptBefore) → \(count - keptAfter)",
                "    verdicts (count, right after): "
                    + verdicts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.0) (\($0.value.1) right)" }
                    .joined(separator: ", "),
            ]
        }
    }

    /// A bank descriptor for `merchant` in one of four generic shapes (chosen by `seed`).
    static func descriptor(for merchant: String, seed: Int) -> String {
        let name = merchant.uppercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "&"
        }.map(String.init).joined().split(separator: " ").joined(separator: " ")
        let store = String(format: "%04d", 1000 + (seed * 7919) % 9000)
        switch seed % 4 {
        case 0: return String(("SQ *" + name).prefix(22))
        case 1: return String((name + " #" + store).prefix(22)) + " SPRINGFIELD IL"
        case 2: return String(("POS PURCHASE " + name).prefix(22))
        default: return String(name.prefix(22))
        }
    }

    /// One charge per receipt, dated on it, paying its total; `descriptor` says who it names.
    static func judge(_ merchant: ExtractedField<String>?, descriptor: String, id: Int) -> (
        ExtractedField<String>?, String
    ) {
        let charge = LinkableCharge(
            id: Int64(id), date: LocalDate(year: 2024, month: 1, day: 1)!,
            amount: Money(minorUnits: -100, currency: .usd), description: descriptor)
        guard
            let outcome = MerchantChargeEvidence.judge(
                merchant: merchant?.value, confidence: merchant?.confidence, charge: charge)
        else { return (merchant, "unchanged") }
        return (
            ExtractedField(value: outcome.merchant, confidence: outcome.confidence, line: merchant?.line),
            outcome.verdict.rawValue
        )
    }

    static func report(
        names: [String], parts: [String: ReceiptSplit.Part], labels: [ReceiptLabel], ours: [ExtractedReceipt],
        verbose: Bool
    ) {
        print("\nSIMULATION (not OCR): a card charge whose descriptor is made from the TRUE merchant")
        print("(shapes SQ *NAME | NAME #1234 CITY ST | POS PURCHASE NAME | NAME; name field ≤ 22 chars),")
        print("judged against our OCR merchant by MerchantChargeEvidence; 'wrong charge' = another receipt's.")
        for part in ReceiptSplit.Part.allCases {
            let indices = names.indices.filter { parts[names[$0]] == part }
            guard !indices.isEmpty else { continue }
            var right = Tally()
            var wrong = Tally()
            for (k, i) in indices.enumerated() {
                let seed = Int(ReceiptSplit.sha1(names[i]).prefix(6), radix: 16) ?? k
                let (after, verdict) = judge(
                    ours[i].merchant, descriptor: descriptor(for: labels[i].merchant, seed: seed), id: k)
                right.add(before: ours[i].merchant, after: after, verdict: verdict, label: labels[i].merchant)
                let kept = (after?.confidence ?? 0) >= ExtractedReceipt.flagThresholds[.merchant]!
                let ok = FieldScore.merchantMatches(after?.value, labels[i].merchant)
                if verbose, part == .development, kept != ok {
                    print(
                        "  simulated \(verdict), \(kept ? "not flagged" : "flagged"), \(ok ? "right" : "wrong") \(names[i]): ours '\(ours[i].merchant?.value ?? "-")' → "
                            + "'\(after?.value ?? "-")'; charge '\(descriptor(for: labels[i].merchant, seed: seed))'")
                }
                // Another receipt's charge: the next one in the part whose label names another shop.
                let others = (1..<indices.count).map { indices[(k + $0) % indices.count] }
                if let j = others.first(where: {
                    MerchantAgreement.of(labels[$0].merchant, labels[i].merchant) == .different
                }) {
                    let (afterWrong, verdictWrong) = judge(
                        ours[i].merchant, descriptor: descriptor(for: labels[j].merchant, seed: seed), id: k)
                    wrong.add(
                        before: ours[i].merchant, after: afterWrong, verdict: verdictWrong, label: labels[i].merchant)
                }
            }
            print("\(part.rawValue) part (\(indices.count) receipts):")
            right.lines("linked to its own charge").forEach { print($0) }
            wrong.lines("linked to a WRONG charge").forEach { print($0) }
        }
    }

    /// The book's known payees as evidence while picking: the book knows the payee (a simulated
    /// descriptor, normalized) of every OTHER receipt of the part, as if each shop had been paid
    /// by card before; shops recur (a chain, a regular supplier), most do not. Counts what the
    /// picker gains, and how often a known payee confirms a wrong name.
    static func reportKnownPayees(
        names: [String], parts: [String: ReceiptSplit.Part], labels: [ReceiptLabel], ours: [ExtractedReceipt],
        verbose: Bool, options: ExtractionOptions, extract: (Int, ExtractionOptions) -> ExtractedReceipt?
    ) {
        print("\nSIMULATION (not OCR): known payees = normalized simulated descriptors of every OTHER receipt's")
        print("TRUE merchant in the same part (the book has paid each of those shops by card before).")
        for part in ReceiptSplit.Part.allCases {
            let indices = names.indices.filter { parts[names[$0]] == part }
            guard !indices.isEmpty else { continue }
            let payees = indices.map { i in
                PayeeNormalizer.normalize(
                    descriptor(
                        for: labels[i].merchant, seed: Int(ReceiptSplit.sha1(names[i]).prefix(6), radix: 16) ?? 0))
            }
            var tally = Tally()
            for (k, i) in indices.enumerated() {
                var known = options
                known.knownPayees = payees.enumerated().filter { $0.offset != k }.map(\.element)
                let after = extract(i, known)?.merchant
                let changed =
                    after?.value != ours[i].merchant?.value
                    || after?.confidence != ours[i].merchant?.confidence
                tally.add(
                    before: ours[i].merchant, after: after, verdict: changed ? "changed" : "unchanged",
                    label: labels[i].merchant)
                let kept = (after?.confidence ?? 0) >= ExtractedReceipt.flagThresholds[.merchant]!
                if verbose, part == .development, changed {
                    print(
                        "  known payees changed \(names[i]): '\(ours[i].merchant?.value ?? "-")' "
                            + String(
                                format: "%.2f → '%@' %.2f ", ours[i].merchant?.confidence ?? 0,
                                after?.value ?? "-", after?.confidence ?? 0)
                            + (kept ? "not flagged" : "flagged") + ", "
                            + (FieldScore.merchantMatches(after?.value, labels[i].merchant) ? "right" : "WRONG"))
                }
            }
            print("\(part.rawValue) part (\(indices.count) receipts):")
            tally.lines("book knows the other receipts' payees").forEach { print($0) }
        }
    }
}
