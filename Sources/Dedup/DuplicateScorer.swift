import ShoeboxCore

/// Scores one stored row against one incoming row of the same account.
///
/// Points: payee (equal +40, contained +35, similar +15), amount equal +20 (required, except a
/// pending amount that a tip or a fuel hold may change, -5), date (same day +25, 1–3 days
/// 15/10/5; pending pairs lose 3 a day), both dates inside the range both downloads cover +15,
/// a shared reference +20 (none shared -30), a pending row on one side and a posted one on the
/// other +40. Different bank ids of one shape, different signs, amounts, time stamps or printed
/// dates, or dates beyond the window rule the pair out.
public enum DuplicateScorer {
    /// Days a re-export may move a date: transaction date in one file, posting date in the other.
    public static let postingLag = 3
    /// Days a pending card authorization may take to post.
    public static let pendingWindow = 7

    /// - Parameter commonWords: words on a large share of the account's rows (`CARD PURCHASE` in
    ///   another language, the one platform that pays every deposit): they name no payee.
    public static func score(
        _ row: IncomingRow, _ stored: StoredRow, incomingCoverage: ClosedRange<LocalDate>?,
        commonWords: Set<String> = []
    ) -> DuplicateScore {
        var evidence: [DuplicateEvidence] = []
        if (row.minorUnits < 0) != (stored.minorUnits < 0) {
            return DuplicateScore(evidence: [], veto: "opposite_signs")
        }
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
        } else if pendingPair,
            amountMayChange(
                pending: stored.pending ? stored.minorUnits : row.minorUnits,
                posted: stored.pending ? row.minorUnits : stored.minorUnits)
        {
            evidence.append(DuplicateEvidence("pending_amount_changed", points: -5))
        } else {
            return DuplicateScore(evidence: [], veto: "different_amounts")
        }
        // A pending row is by definition replaced by a posted one, a few days later.
        if pendingPair { evidence.append(DuplicateEvidence("pending_posted", points: 40)) }
        let magnitude = abs(days)
        let datePoints = magnitude == 0 ? 25 : pendingPair ? max(0, 25 - 3 * magnitude) : max(0, 20 - 5 * magnitude)
        evidence.append(
            DuplicateEvidence(
                magnitude == 0 ? "same_date" : "date_lag", magnitude == 0 ? "" : "\(magnitude)d",
                points: datePoints))

        let left = PayeeKey.descriptor(row.canonicalDescription)
        let right = PayeeKey.descriptor(stored.canonicalDescription)
        let leftWords = left.words.filter { !commonWords.contains($0) }
        let rightWords = right.words.filter { !commonWords.contains($0) }
        let contained = PayeeKey.containment(leftWords, rightWords)
        if leftWords.isEmpty || rightWords.isEmpty, !left.words.isEmpty, !right.words.isEmpty {
            evidence.append(DuplicateEvidence("common_words_only", points: 0))
        } else if !leftWords.isEmpty, leftWords == rightWords {
            evidence.append(DuplicateEvidence("same_payee", leftWords.joined(separator: " "), points: 40))
        } else if contained == 100 {
            evidence.append(DuplicateEvidence("contained_payee", shorter(leftWords, rightWords), points: 35))
        } else if contained >= 50 {
            evidence.append(DuplicateEvidence("similar_payee", "\(contained)%", points: 15))
        } else {
            evidence.append(DuplicateEvidence("different_payee", points: 0))
        }
        switch referenceEvidence(left.references, right.references) {
        case .none: break
        case .shared(let values):
            // A shared reference of 8+ characters is a transaction id in all but name.
            let long = values.contains { $0.hasPrefix("num:") && $0.count - 4 >= 8 }
            evidence.append(
                DuplicateEvidence(
                    "same_reference", values.joined(separator: " "),
                    points: (long ? 30 : 10) + 10 * values.count))
        case .numbersDiffer: evidence.append(DuplicateEvidence("references_differ", points: -30))
        case .stampsDiffer(let detail):
            return DuplicateScore(evidence: [], veto: "different_time_or_date_in_text(\(detail))")
        }
        // Both rows lie where both downloads looked: each real transaction there is in both files,
        // so an unmatched pair of equal rows is one transaction seen twice. The stored row must lie
        // inside the new download's dates; the new row may have posted up to the lag past the old one's.
        let insideStored =
            stored.coverage.map {
                $0.lowerBound.adding(days: -postingLag) <= row.date
                    && row.date <= $0.upperBound.adding(days: postingLag)
            } ?? true
        let insideIncoming = incomingCoverage?.contains(stored.date) ?? false
        if insideStored && insideIncoming {
            evidence.append(DuplicateEvidence("overlapping_download", points: 15))
        }
        return DuplicateScore(evidence: evidence)
    }

    enum ReferenceEvidence { case none, shared([String]), numbersDiffer, stampsDiffer(String) }

    /// References compared class by class (`num:`, `time:`, `date:`), only where both rows carry that class.
    static func referenceEvidence(_ a: Set<String>, _ b: Set<String>) -> ReferenceEvidence {
        var shared: [String] = []
        var numbersDiffer = false
        for label in ["time:", "date:", "num:"] {
            let left = a.filter { $0.hasPrefix(label) }
            let right = b.filter { $0.hasPrefix(label) }
            guard !left.isEmpty, !right.isEmpty else { continue }
            if let common = left.intersection(right).sorted().first {
                shared.append(common)
            } else if label == "num:" {
                numbersDiffer = true
            } else {
                return .stampsDiffer(
                    "\(left.sorted().joined(separator: " ")) ≠ \(right.sorted().joined(separator: " "))")
            }
        }
        if !shared.isEmpty { return .shared(shared) }
        return numbersDiffer ? .numbersDiffer : .none
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
        let p = pending.magnitude
        let q = posted.magnitude
        return p <= 100 || p >= q || q * 100 <= p * 135
    }
}
