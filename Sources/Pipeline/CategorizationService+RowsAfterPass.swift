import Storage

/// The book's rows as a pass leaves them, kept in memory so the review sheet does not read them back.
extension CategorizationService {
    /// `candidates` (in id order) with `updates` (a subset, in the same order) applied: what the
    /// columns the review sheet reads hold once the updates are stored; nil if the updates are not in that order.
    static func rows(_ candidates: [CategorizationCandidate], after updates: [CategoryUpdate])
        -> [CategorizationCandidate]?
    {
        var rows = candidates
        var next = 0
        for index in rows.indices where next < updates.count && updates[next].id == rows[index].id {
            let update = updates[next]
            rows[index].category = update.category
            rows[index].source = update.source
            rows[index].confidence = update.confidence
            rows[index].explanation = update.explanation
            rows[index].evidence = update.evidence
            next += 1
        }
        return next == updates.count ? rows : nil
    }

    /// What `Ledger.reviewCandidates(threshold:)` selects, from the rows in memory: decided, uncategorized or
    /// below `threshold`, re-decidable (the SQL's `LIKE` ignores ASCII case), ordered by date (bytes) then id.
    static func reviewCandidates(_ rows: [CategorizationCandidate], threshold: Double) -> [CategorizationCandidate] {
        rows.filter { row in
            guard let category = row.category else { return false }
            let flagged =
                category.utf8.elementsEqual("uncategorized".utf8) || (row.confidence.map { $0 < threshold } ?? false)
            return flagged && redecidableInSQL(row.source)
        }
        .sorted { a, b in
            a.date.utf8.elementsEqual(b.date.utf8) ? a.id < b.id : a.date.utf8.lexicographicallyPrecedes(b.date.utf8)
        }
    }

    /// `category_source IS NULL OR category_source = 'default' OR … LIKE 'rule:%' OR … LIKE 'learned:%'`.
    static func redecidableInSQL(_ source: String?) -> Bool {
        guard let source else { return true }
        return source.utf8.elementsEqual("default".utf8) || hasPrefixIgnoringASCIICase(source, "rule:")
            || hasPrefixIgnoringASCIICase(source, "learned:")
    }

    static func hasPrefixIgnoringASCIICase(_ text: String, _ prefix: String) -> Bool {
        let bytes = text.utf8, wanted = prefix.utf8
        guard bytes.count >= wanted.count else { return false }
        return zip(bytes, wanted).allSatisfy { lowered($0) == lowered($1) }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
