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
}
