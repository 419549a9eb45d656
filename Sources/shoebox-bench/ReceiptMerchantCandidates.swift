import Foundation
import Receipts

/// `--merchant-candidates`: for each DEVELOPMENT receipt, the lines the merchant picker judged as
/// names (best score first), the label and which of them it matches; never the untouched part.
enum ReceiptMerchantCandidates {
    /// How many candidates are printed per receipt.
    static let shown = 6

    static func print(
        names: [String], parts: [String: ReceiptSplit.Part], labels: [ReceiptLabel], ours: [ExtractedReceipt],
        inputs: [(lines: [ReceiptLine], rereads: [LineReread], header: [MerchantReread])?]
    ) {
        Swift.print("\nmerchant candidates (development part only; * = matches the label)")
        for i in names.indices where parts[names[i]] == .development {
            guard let input = inputs[i] else { continue }
            let chosen = ours[i].merchant
            let right = FieldScore.merchantMatches(chosen?.value, labels[i].merchant)
            let inText = TruthPresence.merchant(labels[i].merchant, in: input.lines.map(\.text).joined(separator: "\n"))
            Swift.print(
                "  \(right ? "ok   " : "WRONG") \(names[i]) label '\(labels[i].merchant)' chose '\(chosen?.value ?? "-")' "
                    + String(format: "%.2f", chosen?.confidence ?? 0) + (inText ? " (label in page text)" : ""))
            let list = MerchantCandidates.list(input.lines, merchantRereads: input.header)
            for candidate in list.prefix(shown) {
                let mark = FieldScore.merchantMatches(candidate.name, labels[i].merchant) ? "*" : " "
                Swift.print(
                    String(
                        format: "     %@ %6.1f %.2f L%-2d ", mark, candidate.score, candidate.confidence, candidate.line
                    )
                        + (candidate.pass.map { "p\($0) " } ?? "   ") + "'\(candidate.name)'  "
                        + candidate.evidence.filter { !$0.hasPrefix("line ") }.joined(separator: ", "))
            }
            if let rank = list.firstIndex(where: { FieldScore.merchantMatches($0.name, labels[i].merchant) }),
                rank >= shown
            {
                let c = list[rank]
                Swift.print(
                    String(
                        format: "     * %6.1f %.2f L%-2d (rank %d) '%@'", c.score, c.confidence, c.line, rank + 1,
                        c.name))
            }
        }
    }
}
