import ShoeboxCore

/// Scores one stored row against one incoming row of the same account.
///
/// Points: payee (equal +40, contained +35, similar +15), amount equal +20 (required, except a
/// pending amount that a tip or a fuel hold may change, -5), date (same day +25, 1–3 days
/// 15/10/5; pending pairs lose 3 a day), the incoming date inside the earlier download's date
/// range (or the stored date inside the new one's) +15, a shared reference number +20 (none
/// shared -30), a pending row on one side and a posted one on the other +40. Different bank ids of the same shape, different signs or amounts, or dates
/// beyond the lag rule the pair out.
public enum DuplicateScorer {
    /// Days a re-export may move a date: transaction date in one file, posting date in the other.
    public static let postingLag = 3
    /// Days a pending card authorization may take to post.
    public static let pendingWindow = 7

    public static func score(_ row: IncomingRow, _ stored: StoredRow, incomingCoverage: ClosedRange<LocalDate>?) -> DuplicateScore {
        var evidence: [DuplicateEvidence] = []
        if (row.minorUnits < 0) != (stored.minorUnits < 0) { return DuplicateScore(evidence: [], veto: "opposite_signs") }
        if let a = row.bankID, let b = stored.bankID {
            if a == b { return DuplicateScore(evidence: [DuplicateEvidence("same_bank_id", a, points: 100)]) }
            if sameShape(a, b) { return DuplicateScore(evidence: [], veto: "different_bank_ids(\(a) ≠ \(b))") }
        }
        let pendingPair = row.pending != stored.pending
        let days = row.date.dayNumber - stored.date.dayNumber
        let window = pendingPair ? pendingWindow : postingLag
        // A pending row posts on or after its own date; a stale pending copy comes after its posted row.
        let allowed = pendingPair ? (stored.pending ? 0...window : -window...0) : -window...window
        guard allowed.contains(days) else { return DuplicateScore(evidence: [], veto: "dates_\(abs(days))_days_apart") }

        if row.minorUnits == stored.minorUnits {
            evidence.append(DuplicateEvidence("amount_equal", points: 20))
        } else if pendingPair, amountMayChange(pending: stored.pending ? stored.minorUnits : row.minorUnits,
                                               posted: stored.pending ? row.minorUnits : stored.minorUnits) {
            evidence.append(DuplicateEvidence("pending_amount_changed", points: -5))
        } else {
            return DuplicateScore(evidence: [], veto: "different_amounts")
        }
        // A pending row is by definition replaced by a posted one, a few days later.
        if pendingPair { evidence.append(DuplicateEvidence("pending_posted", points: 40)) }
        let magnitude = abs(days)
        let datePoints = magnitude == 0 ? 25 : pendingPair ? max(0, 25 - 3 * magnitude) : max(0, 20 - 5 * magnitude)
        evidence.append(DuplicateEvidence(magnitude == 0 ? "same_date" : "date_lag", magnitude == 0 ? "" : "\(magnitude)d",
                                          points: datePoints))

        let left = PayeeKey.descriptor(row.canonicalDescription), right = PayeeKey.descriptor(stored.canonicalDescription)
        let contained = PayeeKey.containment(left.words, right.words)
        if !left.words.isEmpty, left.words == right.words {
            evidence.append(DuplicateEvidence("same_payee", left.words.joined(separator: " "), points: 40))
        } else if contained == 100 {
            evidence.append(DuplicateEvidence("contained_payee", shorter(left.words, right.words), points: 35))
        } else if contained >= 50 {
            evidence.append(DuplicateEvidence("similar_payee", "\(contained)%", points: 15))
        } else {
            evidence.append(DuplicateEvidence("different_payee", points: 0))
        }
        if !left.references.isEmpty, !right.references.isEmpty {
            if let shared = left.references.intersection(right.references).sorted().first {
                evidence.append(DuplicateEvidence("same_reference", shared, points: 20))
            } else {
                evidence.append(DuplicateEvidence("references_differ", points: -30))
            }
        }
        let insideStored = stored.coverage?.contains(row.date) ?? false
        let insideIncoming = incomingCoverage?.contains(stored.date) ?? false
        if insideStored || insideIncoming {
            evidence.append(DuplicateEvidence("overlapping_download", points: 15))
        }
        return DuplicateScore(evidence: evidence)
    }

    static func shorter(_ a: [String], _ b: [String]) -> String {
        (a.count <= b.count ? a : b).joined(separator: " ")
    }

    /// FITIDs and reference columns of one bank share a shape (length, where letters and digits are).
    static func sameShape(_ a: String, _ b: String) -> Bool {
        func shape(_ text: String) -> String { String(text.map { $0.isNumber ? "9" : $0.isLetter ? "A" : $0 }) }
        return shape(a) == shape(b)
    }

    /// Restaurants add a tip (up to ~35 %), fuel pumps hold a round amount or $1 first.
    static func amountMayChange(pending: Int64, posted: Int64) -> Bool {
        let p = pending.magnitude, q = posted.magnitude
        return p <= 100 || p >= q || q * 100 <= p * 135
    }
}
