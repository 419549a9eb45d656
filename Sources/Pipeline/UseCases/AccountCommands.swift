import ShoeboxCore
import Storage

/// `shoebox accounts merge|rename|different` and `shoebox explain`: references resolved, a
/// refusal as a `Diagnostic` (exit 64), and the line each command prints.
extension Ledger {
    /// The id of the account given by id, key or name.
    public func resolveAccount(_ reference: String) throws -> Int64 {
        guard let id = try accountID(reference) else {
            throw Diagnostic(.accountRefused, "no account \(reference); `shoebox accounts` lists ids, keys and names")
        }
        return id
    }

    /// Merges account `source` into `target` (each an id, key or name) and finds the duplicates again.
    public func mergeAccounts(_ target: String, _ source: String) throws -> String {
        let a = try resolveAccount(target)
        let b = try resolveAccount(source)
        guard a != b else {
            throw Diagnostic(.accountRefused, "\(target) and \(source) are already one account (#\(a))")
        }
        let counts = try mergeAccounts(into: a, from: b)
        return "merged account #\(b) into #\(a): \(counts.merged) row(s) were duplicates, "
            + "\(counts.updated) pending row(s) completed; later files of #\(b) go to #\(a)"
    }

    /// Renames the account given by id, key or name.
    public func renameAccount(_ reference: String, to name: String) throws -> String {
        let id = try resolveAccount(reference)
        try renameAccount(id, to: name)
        return "account #\(id) is now \(name)"
    }

    /// Records that two accounts the book asked about are different (not asked again).
    public func markAccountsDifferent(_ first: String, _ second: String) throws -> String {
        try markAccountsDifferent(try resolveAccount(first), try resolveAccount(second))
        return "noted: \(first) and \(second) are different accounts"
    }

    /// What `shoebox explain TXN` prints.
    public func explainText(_ transactionID: Int64) throws -> String {
        guard let explained = try explain(transactionID) else {
            throw Diagnostic(.notInBook, "no transaction \(transactionID) in this book")
        }
        return AccountsText.explain(explained)
    }
}
