import Categorize
import Foundation
import Storage

extension CategorizationService {
    /// After a pass that changed what the accounts' rows usually are (a first import, a correction, new rows):
    /// the rows of the pass left to a guess (nothing names their payee) are decided again with the new profile,
    /// stored, and merged into `rows`. Rows that had no category before the pass report no change.
    func guessAgain(
        _ rows: inout [CategorizationCandidate]?, before: [CategorizationCandidate], with categorizer: Categorizer,
        patterns: BookEvidence, bankCategories: [Int64: String], outcome: inout Outcome
    ) throws {
        guard let after = rows else { return }
        let guessed = after.filter { row in
            row.category != nil && AccountProfile.guessSources.contains(row.source ?? "default")
        }
        guard !guessed.isEmpty else { return }
        let profile = try accountProfile()
        guard profile != categorizer.profile else { return }
        var again = categorizer
        again.profile = profile
        let decided = Self.decide(guessed, with: again, patterns: patterns, bankCategories: bankCategories, parts: 1)
        guard !decided.updates.isEmpty else { return }
        outcome.decided += try ledger.applyCategories(decided.updates)
        let new = Set(before.filter { $0.category == nil }.map(\.id))
        let changedIDs = Set(decided.updates.map(\.id)).subtracting(new)
        let lines = decided.changes.filter { changedIDs.contains(Self.changeID($0) ?? -1) }
        outcome.changed += lines.filter { !$0.contains(": now for review (") }.count
        outcome.changes += lines
        rows = Self.rows(after, after: decided.updates)
    }

    /// The id a change line starts with (`#12 '…' …`).
    static func changeID(_ line: String) -> Int64? {
        guard line.hasPrefix("#") else { return nil }
        return Int64(line.dropFirst().prefix { $0.isNumber })
    }
}
