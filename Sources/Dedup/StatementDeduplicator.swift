import ShoeboxCore

/// A transaction already in the book, as duplicate detection sees it (canonical rows only).
public struct StoredRow: Sendable, Hashable {
    public var id: Int64
    public var date: LocalDate
    public var minorUnits: Int64
    public var canonicalDescription: String
    public var pending: Bool
    public var bankID: String?
    /// The date range of the download the row came from (its file lineage), when known.
    public var coverage: ClosedRange<LocalDate>?

    public init(
        id: Int64, date: LocalDate, minorUnits: Int64, canonicalDescription: String, pending: Bool, bankID: String?,
        coverage: ClosedRange<LocalDate>? = nil
    ) {
        self.id = id
        self.date = date
        self.minorUnits = minorUnits
        self.canonicalDescription = canonicalDescription
        self.pending = pending
        self.bankID = bankID
        self.coverage = coverage
    }
}

/// A row of a new statement for the same account.
public struct IncomingRow: Sendable, Hashable {
    public var date: LocalDate
    public var minorUnits: Int64
    public var canonicalDescription: String
    public var pending: Bool
    public var bankID: String?

    public init(date: LocalDate, minorUnits: Int64, canonicalDescription: String, pending: Bool, bankID: String?) {
        self.date = date
        self.minorUnits = minorUnits
        self.canonicalDescription = canonicalDescription
        self.pending = pending
        self.bankID = bankID
    }
}

/// What to do with one incoming row.
public enum DedupDecision: Sendable, Hashable {
    /// A transaction the book does not have yet.
    case new
    /// The same real-world transaction as a stored row: keep the row, pointing at it.
    case duplicate(of: Int64, reason: MergeReason)
    /// The posted version of a stored pending row: update that row in place.
    case posts(pending: Int64)
    /// Stored as new, but close to a stored row: the user is asked (`review.csv`, `possible_duplicate`).
    case possibleDuplicate(of: Int64)
}

/// Why two rows were merged; stored with the merge so it can be explained and undone.
public enum MergeReason: String, Sendable, Hashable {
    case bankID = "same_bank_id"
    case overlap = "overlapping_export"
    case stalePending = "pending_already_posted"
    /// The same transaction worded, dated or formatted differently by another export.
    case reexport = "reworded_reexport"
}

/// One incoming row's decision with the evidence behind it (nil for a row nothing resembled).
public struct PlannedRow: Sendable, Hashable {
    public var decision: DedupDecision
    public var score: DuplicateScore?

    public init(decision: DedupDecision, score: DuplicateScore?) {
        self.decision = decision
        self.score = score
    }
}

/// Recognises rows a book already holds when a new export of the same account arrives:
/// bank ids first, then (date, amount, description) counted with multiplicity so that two
/// identical coffees on one day stay two, then a scored, one-to-one match of what is left
/// (reworded re-exports, dates moved by the posting lag, pending rows that posted reworded),
/// then rows identical to what a stored row looked like before it was updated.
///
/// Exact steps are linear (dictionaries); the scored step compares rows of equal amount
/// (or a pending row) within the posting window only.
public enum StatementDeduplicator {
    /// Days a pending row may take to post (kept for callers that size their look-up window).
    public static let postingWindow = 0...DuplicateScorer.pendingWindow

    /// The decisions alone (see `plannedRows` for the evidence).
    public static func plan(
        incoming: [IncomingRow], stored: [StoredRow], earlierForms: [StoredRow] = []
    ) -> [DedupDecision] {
        plannedRows(incoming: incoming, stored: stored, earlierForms: earlierForms).map(\.decision)
    }

    /// - Parameters:
    ///   - stored: canonical rows of the account around the incoming dates.
    ///   - earlierForms: earlier values of stored rows (a pending row before it posted), with the
    ///     stored row's id, so that a stale pending row in a later export is recognised.
    public static func plannedRows(
        incoming: [IncomingRow], stored: [StoredRow], earlierForms: [StoredRow] = []
    ) -> [PlannedRow] {
        var planned = [PlannedRow](repeating: PlannedRow(decision: .new, score: nil), count: incoming.count)
        var byBankID: [String: StoredRow] = [:]
        var byKey: [RowKey: [StoredRow]] = [:]
        for row in stored {
            if let id = row.bankID { byBankID[id] = row }
            byKey[RowKey(row), default: []].append(row)
        }
        var consumed = Set<Int64>()
        let coverage = incoming.isEmpty ? nil : incoming.map(\.date).min()!...incoming.map(\.date).max()!

        // 1. Bank ids (OFX FITID, a unique id column) decide when both sides have one.
        for (i, row) in incoming.enumerated() {
            if let id = row.bankID, let match = byBankID[id], !consumed.contains(match.id) {
                let score = DuplicateScore(evidence: [DuplicateEvidence("same_bank_id", id, points: 100)])
                planned[i] = PlannedRow(decision: decisionFor(row, matching: match, reason: .bankID), score: score)
                consumed.insert(match.id)
            }
        }
        // 2. Same date, amount and description, matched one-to-one in file order.
        for (i, row) in incoming.enumerated() where planned[i].decision == .new {
            guard let candidates = byKey[RowKey(row)],
                let match = candidates.first(where: {
                    !consumed.contains($0.id) && ($0.bankID == nil || row.bankID == nil)
                })
            else { continue }
            consumed.insert(match.id)
            let score = DuplicateScore(evidence: [
                DuplicateEvidence("same_description", row.canonicalDescription, points: 40),
                DuplicateEvidence("amount_equal", points: 20), DuplicateEvidence("same_date", points: 25),
                DuplicateEvidence("one_to_one", "rows alike on this day are matched in order", points: 15),
            ])
            planned[i] = PlannedRow(decision: decisionFor(row, matching: match, reason: .overlap), score: score)
        }
        // 3. Scored, one-to-one: the best pairs first.
        matchScored(
            incoming: incoming, stored: stored.filter { !consumed.contains($0.id) }, coverage: coverage,
            planned: &planned)
        // 4. A row identical to what a stored row looked like before it was updated.
        var earlier: [RowKey: [Int64]] = [:]
        for form in earlierForms { earlier[RowKey(form), default: []].append(form.id) }
        var usedEarlier = Set<Int64>()
        for (i, row) in incoming.enumerated() where planned[i].decision == .new {
            guard let id = earlier[RowKey(row)]?.first(where: { !usedEarlier.contains($0) }) else { continue }
            usedEarlier.insert(id)
            let score = DuplicateScore(evidence: [DuplicateEvidence("same_as_before_posting", points: 100)])
            planned[i] = PlannedRow(decision: .duplicate(of: id, reason: .stalePending), score: score)
        }
        return planned
    }

    static func decisionFor(_ row: IncomingRow, matching stored: StoredRow, reason: MergeReason) -> DedupDecision {
        if stored.pending, !row.pending { return .posts(pending: stored.id) }
        if !stored.pending, row.pending { return .duplicate(of: stored.id, reason: .stalePending) }
        return .duplicate(of: stored.id, reason: reason)
    }

    static func matchScored(
        incoming: [IncomingRow], stored: [StoredRow], coverage: ClosedRange<LocalDate>?,
        planned: inout [PlannedRow]
    ) {
        guard !stored.isEmpty else { return }
        let commonWords = commonWords(incoming.map(\.canonicalDescription) + stored.map(\.canonicalDescription))
        var candidates: [(score: DuplicateScore, days: Int, row: Int, stored: StoredRow)] = []
        // Stored rows by date: each incoming row looks only at the days it may pair with.
        let byDay = stored.indices.sorted { stored[$0].date.dayNumber < stored[$1].date.dayNumber }
        let reach = max(DuplicateScorer.pendingWindow, DuplicateScorer.postingLag)
        for (i, row) in incoming.enumerated() where planned[i].decision == .new {
            let low = row.date.dayNumber - reach, high = row.date.dayNumber + reach
            var start = 0, end = byDay.count
            while start < end {
                let mid = (start + end) / 2
                if stored[byDay[mid]].date.dayNumber < low { start = mid + 1 } else { end = mid }
            }
            var nearby: [Int] = []
            for position in start..<byDay.count {
                guard stored[byDay[position]].date.dayNumber <= high else { break }
                nearby.append(byDay[position])
            }
            nearby.sort()
            for other in nearby.lazy.map({ stored[$0] }) where mayPair(row, other) {
                let score = DuplicateScorer.score(row, other, incomingCoverage: coverage, commonWords: commonWords)
                guard score.merges || score.asks else { continue }
                candidates.append((score, abs(row.date.dayNumber - other.date.dayNumber), i, other))
            }
        }
        let sameDayMatches = planned.filter { if case .duplicate(_, .overlap) = $0.decision { true } else { false } }
            .count
        if let direction = consistentLag(
            candidates.map { ($0.score, incoming[$0.row], $0.stored) }, sameDay: sameDayMatches)
        {
            for index in candidates.indices where candidates[index].score.veto == nil {
                let candidate = candidates[index]
                let offset = incoming[candidate.row].date.dayNumber - candidate.stored.date.dayNumber
                guard offset != 0, (offset > 0) == (direction > 0),
                    candidate.stored.pending == incoming[candidate.row].pending,
                    !candidate.score.evidence.contains(where: { $0.name == "overlapping_download" })
                else { continue }
                candidates[index].score.evidence.append(
                    DuplicateEvidence(
                        "consistent_lag", "this file's dates run \(direction > 0 ? "after" : "before")", points: 15))
            }
        }
        candidates.sort { ($0.score.points, -$0.days, -$0.row) > ($1.score.points, -$1.days, -$1.row) }
        var usedRows = Set<Int>()
        var usedStored = Set<Int64>()
        for candidate in candidates where !usedRows.contains(candidate.row) && !usedStored.contains(candidate.stored.id)
        {
            usedRows.insert(candidate.row)
            usedStored.insert(candidate.stored.id)
            let decision =
                candidate.score.merges
                ? decisionFor(incoming[candidate.row], matching: candidate.stored, reason: .reexport)
                : .possibleDuplicate(of: candidate.stored.id)
            planned[candidate.row] = PlannedRow(decision: decision, score: candidate.score)
        }
    }

    /// +1 when this file's dates run consistently after the stored rows' (posting date against
    /// transaction date), -1 before, nil when they do not: at least 3 confident pairs (same payee
    /// or reference, inside both downloads, not pending) and 80 % of them plus the same-day matches
    /// on one side.
    static func consistentLag(_ pairs: [(DuplicateScore, IncomingRow, StoredRow)], sameDay: Int) -> Int? {
        var after = 0
        var before = 0
        for (score, row, stored) in pairs where score.merges && row.pending == stored.pending {
            guard score.evidence.contains(where: { $0.name == "overlapping_download" }) else { continue }
            let offset = row.date.dayNumber - stored.date.dayNumber
            if offset > 0 { after += 1 } else if offset < 0 { before += 1 }
        }
        let total = after + before + sameDay
        if after >= 3, after * 10 >= total * 8 { return 1 }
        if before >= 3, before * 10 >= total * 8 { return -1 }
        return nil
    }

    /// Words on more than a quarter of the rows (at least 20 rows): they describe the account or the
    /// kind of movement, not a payee.
    static func commonWords(_ descriptions: [String]) -> Set<String> {
        guard descriptions.count >= 20 else { return [] }
        var counts: [String: Int] = [:]
        for text in descriptions { for word in Set(PayeeKey.words(text)) { counts[word, default: 0] += 1 } }
        return Set(counts.filter { $0.value * 4 > descriptions.count }.keys)
    }

    /// Cheap checks before scoring: same amount within the posting lag, or a pending row in the pending window.
    static func mayPair(_ row: IncomingRow, _ stored: StoredRow) -> Bool {
        let days = abs(row.date.dayNumber - stored.date.dayNumber)
        if row.pending != stored.pending {
            return days <= DuplicateScorer.pendingWindow && (row.minorUnits < 0) == (stored.minorUnits < 0)
        }
        return row.minorUnits == stored.minorUnits && days <= DuplicateScorer.postingLag
    }

    struct RowKey: Hashable {
        var date: LocalDate
        var minorUnits: Int64
        var description: String
        init(_ row: StoredRow) {
            date = row.date
            minorUnits = row.minorUnits
            description = row.canonicalDescription
        }
        init(_ row: IncomingRow) {
            date = row.date
            minorUnits = row.minorUnits
            description = row.canonicalDescription
        }
    }
}
