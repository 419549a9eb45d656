import Storage

/// What `shoebox accounts` prints: each account with its identity, sources and open questions.
public enum AccountsText {
    public static func list(_ accounts: [AccountListing]) -> String {
        var lines: [String] = []
        for account in accounts {
            lines.append(
                "#\(account.id) \(account.name)  [\(account.identity)]  \(account.transactions) transaction(s)")
            lines.append("    key: \(account.key) (from \(account.source))")
            for alias in account.aliases { lines.append("    also: \(alias)") }
            for file in account.files { lines.append("    file: \(file)") }
            for question in account.questions {
                lines.append("    may be the same as #\(question.otherID): \(question.reason)")
                lines.append(
                    "      same? shoebox accounts merge \(question.otherID) \(account.id)   "
                        + "different? shoebox accounts different \(question.otherID) \(account.id)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What `shoebox explain TXN` prints: why a row is one with another (merge reason and
    /// evidence), what was merged into it, its transfer partner, whether it expired or awaits a
    /// duplicate answer.
    public static func explain(_ explained: DedupExplanation) -> String {
        var lines = [explained.row.summary]
        if let canonical = explained.canonical {
            lines.append("is the same transaction as \(canonical.summary)")
            lines.append("  reason:   \(explained.row.mergeReason ?? "?")")
            if let evidence = explained.row.evidence { lines.append("  evidence: \(evidence)") }
        } else {
            lines.append("canonical row (counted in totals\(explained.expiredAt == nil ? "" : " — no: expired"))")
        }
        for row in explained.merged {
            lines.append("merged into it: \(row.summary)")
            lines.append("  reason:   \(row.mergeReason ?? "?")")
            if let evidence = row.evidence { lines.append("  evidence: \(evidence)") }
        }
        if let partner = explained.transferPartner {
            lines.append("transfer between own accounts, linked with \(partner.summary)")
            if let evidence = explained.row.evidence { lines.append("  evidence: \(evidence)") }
        }
        if let expired = explained.expiredAt {
            lines.append(
                "expired pending row (\(expired)): \(explained.row.evidence ?? "never posted"); kept, not counted")
        }
        if let candidate = explained.possibleDuplicateOf {
            lines.append("possible duplicate of \(candidate.summary), awaiting your answer in review.csv")
            lines.append("  evidence: \(explained.possibleDuplicateEvidence ?? "")")
        }
        return lines.joined(separator: "\n")
    }
}
