import Categorize
import Foundation

/// Development businesses only: the rows still wrong after N corrections, sorted into classes by what they share
/// with the corrected rows (what a correction could have taught), then printed with their decision.
struct ResidualClasses {
    /// One residual error: the labelled row, what is stored now and its class.
    struct Row {
        var label: DevSetRow
        var category: String
        var confidence: Double
        var source: String
        var explanation: String
        var kind: Kind
    }

    /// What a row shares with the corrected rows, strongest tie first.
    enum Kind: String, CaseIterable {
        case samePayeeOtherTruth = "same payee as a correction, another truth (a store with several truths)"
        case samePayeeNotReached = "same payee as a correction with this truth, not reached (account or amount)"
        case bareText = "bare bank text (check, cash, deposit)"
        case sameKind = "a kind word shared with a correction"
        case sameAccountTruth = "only the account (a correction on it has this truth)"
        case nothing = "nothing shared with the corrections"
    }

    static let vocabulary = KindVocabulary.shipped
    /// The learning-curve points whose residual errors are classed (development businesses only).
    static let steps = [5, 10]

    /// The class of a wrong row given the corrections (labelled rows with their truth).
    static func kind(of label: DevSetRow, corrections: [DevSetRow]) -> Kind {
        let view = DescriptorView(label.description)
        let key = view.payeeKey
        func samePayee(_ other: DevSetRow) -> Bool {
            let theirs = DescriptorView(other.description).payeeKey
            guard let mine = key.first, let first = theirs.first else { return false }
            return mine == first && (mine.count >= 4 || key == theirs)
        }
        let payees = corrections.filter(samePayee)
        if payees.contains(where: { $0.truth != label.truth }) { return .samePayeeOtherTruth }
        if !payees.isEmpty { return .samePayeeNotReached }
        if [.check, .atm, .deposit].contains(view.grammar.rail) { return .bareText }
        let kinds = Set(vocabulary.hits(view.tokens).map(\.kind.kind))
        if !kinds.isEmpty,
            corrections.contains(where: { other in
                !kinds.isDisjoint(with: vocabulary.hits(DescriptorView(other.description).tokens).map(\.kind.kind))
            })
        {
            return .sameKind
        }
        if corrections.contains(where: { $0.account == label.account && $0.truth == label.truth }) {
            return .sameAccountTruth
        }
        return .nothing
    }

    /// Prints the classes with counts, and with `showRows` each row under its class.
    static func print(_ rows: [Row], n: Int, rows showRows: Bool) {
        Swift.print("residual errors of the development businesses after N=\(n), by class (\(rows.count) rows):")
        for kind in Kind.allCases {
            let inClass = rows.filter { $0.kind == kind }
            guard !inClass.isEmpty else { continue }
            let sure = inClass.filter { $0.confidence >= Categorizer.reviewThreshold }.count
            Swift.print("  \(inClass.count) (\(sure) at/above the threshold): \(kind.rawValue)")
            for row in inClass where showRows {
                Swift.print(
                    "    \(row.label.id) \(row.label.truth) <- \(row.category) "
                        + String(format: "%.2f", row.confidence) + " [\(row.source)] \(row.label.account) "
                        + "\(row.label.amountCents) '\(row.label.description)' :: \(row.explanation)")
            }
        }
    }
}
