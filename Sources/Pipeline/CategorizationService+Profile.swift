import Categorize
import Foundation
import Storage

extension CategorizationService {
    /// The profile a pass decides with. A pass deciding everything (a first import, a correction, new rules)
    /// reads it from the book; a pass deciding new rows only uses the one the last full pass kept
    /// (`categorizer_state` `account_profile`), so a nightly import does not read the whole book for it.
    func passProfile(all: Bool) throws -> AccountProfile {
        if !all, let kept = try ledger.categorizerState(Self.profileState), let profile = AccountProfile(encoded: kept)
        {
            return profile
        }
        return try accountProfile()
    }

    static let profileState = "account_profile"

    /// After a pass deciding everything: the profile the book holds now is kept for later passes, and when it
    /// changed (a first import names the book's rows only as it runs; a correction), the pass's rows left to a
    /// guess (nothing names their payee) are decided again with it, stored, and merged into `rows`. Rows that had
    /// no category before the pass report no change.
    func guessAgain(
        _ rows: inout [CategorizationCandidate]?, before: [CategorizationCandidate], with categorizer: Categorizer,
        patterns: BookEvidence, bankCategories: [Int64: String], outcome: inout Outcome
    ) throws {
        let profile = try accountProfile()
        try ledger.setCategorizerState(Self.profileState, profile.encoded)
        guard let after = rows, profile != categorizer.profile else { return }
        let guessed = after.filter { row in
            row.category != nil && AccountProfile.guessSources.contains(row.source ?? "default")
        }
        guard !guessed.isEmpty else { return }
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
