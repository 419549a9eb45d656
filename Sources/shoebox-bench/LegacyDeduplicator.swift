import Dedup
import ShoeboxCore

// The duplicate detection before issue 18 (exact keys, bank ids, pending within 4 days), kept
// only so `shoebox-bench dedup --baseline` can print the "before" figures.
/// Recognises rows a book already holds when a new export of the same account arrives:
/// bank ids first, then (date, amount, description) counted with multiplicity so that two
/// identical coffees on one day stay two, then pending rows that have since posted.
///
/// Linear in the number of rows: dictionaries keyed by bank id and by row key.
enum LegacyDeduplicator {
    /// Days a pending row may take to post.
    static let postingWindow = 0...4

    /// - Parameters:
    ///   - stored: canonical rows of the account around the incoming dates.
    ///   - earlierForms: earlier values of stored rows (a pending row before it posted), with the
    ///     stored row's id, so that a stale pending row in a later export is recognised.
    static func plan(incoming: [IncomingRow], stored: [StoredRow], earlierForms: [StoredRow] = []) -> [DedupDecision] {
        var decisions = [DedupDecision](repeating: .new, count: incoming.count)
        var byBankID: [String: StoredRow] = [:]
        var byKey: [RowKey: [StoredRow]] = [:]
        for row in stored {
            if let id = row.bankID { byBankID[id] = row }
            byKey[RowKey(row), default: []].append(row)
        }
        var consumed = Set<Int64>()

        // 1. Bank ids (OFX FITID, a unique id column) decide when both sides have one.
        for (i, row) in incoming.enumerated() {
            if let id = row.bankID, let match = byBankID[id], !consumed.contains(match.id) {
                decisions[i] = decisionFor(row, matching: match, id: match.id, reason: .bankID)
                consumed.insert(match.id)
            }
        }
        // 2. Same date, amount and description, matched one-to-one in file order.
        for (i, row) in incoming.enumerated() where decisions[i] == .new {
            guard let candidates = byKey[RowKey(row)],
                let match = candidates.first(where: {
                    !consumed.contains($0.id) && ($0.bankID == nil || row.bankID == nil)
                })
            else { continue }
            consumed.insert(match.id)
            decisions[i] = decisionFor(row, matching: match, id: match.id, reason: .overlap)
        }
        // 3. A posted row that completes a stored pending one (date, description or tip may change).
        let openPending = stored.filter { $0.pending && !consumed.contains($0.id) }
        if !openPending.isEmpty {
            matchPending(incoming: incoming, openPending: openPending, decisions: &decisions)
        }
        // 4. A row identical to what a stored row looked like before it was updated.
        var earlier: [RowKey: [Int64]] = [:]
        for form in earlierForms { earlier[RowKey(form), default: []].append(form.id) }
        var usedEarlier = Set<Int64>()
        for (i, row) in incoming.enumerated() where decisions[i] == .new {
            guard let id = earlier[RowKey(row)]?.first(where: { !usedEarlier.contains($0) }) else { continue }
            usedEarlier.insert(id)
            decisions[i] = .duplicate(of: id, reason: .stalePending)
        }
        return decisions
    }

    static func decisionFor(
        _ row: IncomingRow, matching stored: StoredRow?, id: Int64, reason: MergeReason
    ) -> DedupDecision {
        if let stored, stored.pending, !row.pending { return .posts(pending: id) }
        if let stored, !stored.pending, row.pending { return .duplicate(of: id, reason: .stalePending) }
        return .duplicate(of: id, reason: reason)
    }

    static func matchPending(incoming: [IncomingRow], openPending: [StoredRow], decisions: inout [DedupDecision]) {
        var candidates: [(score: Int, row: Int, pending: Int64)] = []
        for (i, row) in incoming.enumerated() where decisions[i] == .new && !row.pending {
            for pending in openPending {
                let days = row.date.dayNumber - pending.date.dayNumber
                guard postingWindow.contains(days), (row.minorUnits < 0) == (pending.minorUnits < 0) else { continue }
                let similarity = DescriptionSimilarity.score(row.canonicalDescription, pending.canonicalDescription)
                let sameAmount = row.minorUnits == pending.minorUnits
                guard
                    (sameAmount && similarity >= 20)
                        || (similarity >= 50 && amountMayChange(pending.minorUnits, row.minorUnits))
                else { continue }
                candidates.append(
                    (score: (sameAmount ? 1_000 : 0) + similarity * 5 - days, row: i, pending: pending.id))
            }
        }
        var usedRows = Set<Int>()
        var usedPending = Set<Int64>()
        for candidate in candidates.sorted(by: { ($0.score, -$0.row) > ($1.score, -$1.row) })
        where !usedRows.contains(candidate.row) && !usedPending.contains(candidate.pending) {
            usedRows.insert(candidate.row)
            usedPending.insert(candidate.pending)
            decisions[candidate.row] = .posts(pending: candidate.pending)
        }
    }

    /// Restaurants add a tip (up to ~30 %), fuel pumps hold a round amount or $1 first.
    static func amountMayChange(_ pending: Int64, _ posted: Int64) -> Bool {
        let p = pending.magnitude
        let q = posted.magnitude
        return p <= 100 || p >= q || q * 100 <= p * 135
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
