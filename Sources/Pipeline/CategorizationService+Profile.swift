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
    /// no category before the pass report no change. `holdsBook`: `rows` are every canonical row as stored, so
    /// the profile is tallied from them instead of read from the book.
    func guessAgain(
        _ rows: inout [CategorizationCandidate]?, before: [CategorizationCandidate], with categorizer: Categorizer,
        patterns: BookEvidence, bankCategories: [Int64: String], holdsBook: Bool = false, outcome: inout Outcome
    ) throws {
        let profile = try holdsBook ? rows.map(Self.accountProfile(of:)) ?? accountProfile() : accountProfile()
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

    /// What `accountProfile()` reads from the book (`Ledger.categorizerAccountTallies`), tallied from `rows` when
    /// they are every canonical row as stored: decided rows at `AccountProfile.minimumConfidence` or more whose
    /// source is not a guess, per account key, direction and category, grouped and ordered by their bytes as the
    /// SQL's `NOT IN` and `GROUP BY` do.
    static func accountProfile(of rows: [CategorizationCandidate]) -> AccountProfile {
        let excluded = AccountProfile.guessSources.sorted()
        var tallies: [TallyKey: Int] = [:]
        for row in rows {
            guard let category = row.category, let source = row.source, let confidence = row.confidence,
                confidence >= AccountProfile.minimumConfidence,
                !excluded.contains(where: { $0.utf8.elementsEqual(source.utf8) })
            else { continue }
            let key = TallyKey(account: row.accountKey, moneyIn: row.amount.minorUnits > 0, category: category)
            tallies[key, default: 0] += 1
        }
        let ordered = tallies.sorted { a, b in
            if !a.key.account.utf8.elementsEqual(b.key.account.utf8) {
                return a.key.account.utf8.lexicographicallyPrecedes(b.key.account.utf8)
            }
            if a.key.moneyIn != b.key.moneyIn { return !a.key.moneyIn }
            return a.key.category.utf8.lexicographicallyPrecedes(b.key.category.utf8)
        }
        return AccountProfile(
            ordered.map {
                AccountProfile.Tally(
                    account: $0.key.account, moneyIn: $0.key.moneyIn, category: $0.key.category, count: $0.value)
            })
    }

    /// An account key, a direction and a category, equal when their bytes are (as SQL's `GROUP BY` compares).
    struct TallyKey: Hashable {
        var account: String
        var moneyIn: Bool
        var category: String

        static func == (a: TallyKey, b: TallyKey) -> Bool {
            a.moneyIn == b.moneyIn && a.account.utf8.elementsEqual(b.account.utf8)
                && a.category.utf8.elementsEqual(b.category.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(moneyIn)
            Self.combine(account, into: &hasher)
            Self.combine(category, into: &hasher)
        }

        private static func combine(_ text: String, into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(text.utf8.count)
        }
    }

    /// The id a change line starts with (`#12 '…' …`).
    static func changeID(_ line: String) -> Int64? {
        guard line.hasPrefix("#") else { return nil }
        return Int64(line.dropFirst().prefix { $0.isNumber })
    }
}
