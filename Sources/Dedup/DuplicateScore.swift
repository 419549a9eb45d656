import ShoeboxCore

/// One named piece of evidence for or against two rows being the same transaction, with the
/// points it adds (negative: against). Stored with a merge so `shoebox explain` can show it.
public struct DuplicateEvidence: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var detail: String
    public var points: Int

    public init(_ name: String, _ detail: String = "", points: Int) {
        self.name = name
        self.detail = detail
        self.points = points
    }

    public var description: String {
        let signed = points >= 0 ? "+\(points)" : "\(points)"
        return detail.isEmpty ? "\(name) \(signed)" : "\(name)(\(detail)) \(signed)"
    }
}

/// The sum of the evidence for one pair of rows and what it decides.
public struct DuplicateScore: Sendable, Hashable, CustomStringConvertible {
    /// At or above: the same transaction, merged.
    public static let mergeThreshold = 80
    /// From here up to the merge threshold: listed in `review.csv` as `possible_duplicate`.
    public static let reviewThreshold = 60

    public var evidence: [DuplicateEvidence]
    /// Evidence that rules the pair out whatever the points (different bank ids, amounts, signs).
    public var veto: String?

    public init(evidence: [DuplicateEvidence], veto: String? = nil) {
        self.evidence = evidence
        self.veto = veto
    }

    public var points: Int { evidence.reduce(0) { $0 + $1.points } }

    /// At or above the threshold, and something names the transaction (payee, reference, bank id,
    /// description): amount and date alone never merge.
    public var merges: Bool { veto == nil && points >= Self.mergeThreshold && identifies }

    var identifies: Bool {
        evidence.contains {
            ["same_bank_id", "same_reference", "same_description", "same_as_before_posting"].contains($0.name)
                || ($0.name.hasSuffix("payee") && $0.points > 0)
        }
    }

    /// Close enough to ask: below the threshold, above the review floor, and the payees have something in common.
    public var asks: Bool {
        veto == nil && !merges && points >= Self.reviewThreshold && identifies
    }

    /// `score 95 (merge ≥ 80): same_payee(JOES GRILL) +40, amount_equal +20, …`.
    public var description: String {
        if let veto { return "never the same: \(veto)" }
        let verdict = merges ? "merge ≥ \(Self.mergeThreshold)" : "below \(Self.mergeThreshold)"
        return "score \(points) (\(verdict)): " + evidence.map(\.description).joined(separator: ", ")
    }
}
