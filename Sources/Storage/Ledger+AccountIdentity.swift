import Foundation
import GRDB
import ShoeboxCore

/// One account as `shoebox accounts` lists it.
public struct AccountListing: Sendable, Equatable {
    public var id: Int64
    public var key: String
    public var name: String
    public var identity: AccountIdentity
    /// Where the key came from (`ofx`, `column`, `preamble`, `file-name`, `profile`).
    public var source: String
    public var transactions: Int
    /// Original names of the files whose rows the account holds.
    public var files: [String]
    /// Other keys (later downloads, merged accounts) that resolve to this account, with why.
    public var aliases: [String]
    /// Open questions: another account that may be this one, with the reason.
    public var questions: [(otherID: Int64, reason: String)]

    public static func == (lhs: AccountListing, rhs: AccountListing) -> Bool {
        lhs.id == rhs.id && lhs.key == rhs.key && lhs.name == rhs.name && lhs.files == rhs.files
            && lhs.aliases == rhs.aliases
    }
}

extension Ledger {
    /// The account a statement's rows belong to: its key, a remembered alias, or an account with
    /// the same identity (institution + last 4 + currency). Same last 4 with an institution
    /// named on one side only creates a new account and records a question.
    static func resolveAccount(_ db: Database, _ hint: AccountHint, fileName: String) throws -> Int64 {
        if let id = try Int64.fetchOne(
            db, sql: "SELECT COALESCE(merged_into, id) FROM accounts WHERE key = ?",
            arguments: [hint.key])
        {
            return id
        }
        if let id = try Int64.fetchOne(
            db, sql: "SELECT account_id FROM account_aliases WHERE key = ?", arguments: [hint.key])
        {
            return id
        }
        let identity = AccountIdentity.derive(
            key: hint.key, displayName: hint.displayName, currency: hint.currency.code,
            fileName: fileName)
        let existing = try Row.fetchAll(
            db,
            sql: """
                SELECT id, institution, account_kind, last4, currency FROM accounts WHERE merged_into IS NULL ORDER BY id
                """
        ).map { row in (id: row["id"] as Int64, identity: AccountIdentity(row: row)) }
        let matches = existing.map { ($0.id, identity.match($0.identity)) }
        let same = matches.compactMap { id, match -> (Int64, String)? in
            if case .same(let reason) = match { return (id, reason) } else { return nil }
        }
        let now = Ledger.timestamp()
        if same.count == 1 {
            try db.execute(
                sql: "INSERT INTO account_aliases (key, account_id, reason, created_at) VALUES (?, ?, ?, ?)",
                arguments: [hint.key, same[0].0, "identity: " + same[0].1, now])
            return same[0].0
        }
        try db.execute(
            sql: """
                INSERT INTO accounts (key, name, currency, source, created_at, institution, account_kind, last4)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                hint.key, hint.displayName, hint.currency.code, hint.source, now, identity.institution,
                identity.kind.rawValue, identity.last4,
            ])
        let id = db.lastInsertedRowID
        for (other, match) in matches {
            switch match {
            case .ask(let reason), .same(let reason):
                try db.execute(
                    sql: "INSERT OR IGNORE INTO account_questions (account_id, other_id, reason) VALUES (?, ?, ?)",
                    arguments: [id, other, reason])
            case .different: continue
            }
        }
        return id
    }

    /// Every live account with its identity, files, aliases and open questions.
    public func accountListings() throws -> [AccountListing] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, key, name, institution, account_kind, last4, currency, source,
                           (SELECT COUNT(*) FROM transactions t WHERE t.account_id = a.id AND t.duplicate_of IS NULL)
                               AS transactions
                    FROM accounts a WHERE merged_into IS NULL ORDER BY id
                    """
            ).map { row in
                let id: Int64 = row["id"]
                let files = try String.fetchAll(
                    db,
                    sql: """
                        SELECT DISTINCT d.original_name FROM transactions t JOIN documents d ON d.id = t.document_id
                        WHERE t.account_id = ? ORDER BY d.id
                        """, arguments: [id])
                let aliases = try Row.fetchAll(
                    db, sql: "SELECT key, reason FROM account_aliases WHERE account_id = ? ORDER BY key",
                    arguments: [id]
                ).map { "\($0["key"] as String) (\($0["reason"] as String))" }
                let questions = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT q.other_id, q.reason FROM account_questions q JOIN accounts o ON o.id = q.other_id
                        WHERE q.account_id = ? AND q.answer IS NULL AND o.merged_into IS NULL
                        """, arguments: [id]
                ).map { (otherID: $0["other_id"] as Int64, reason: $0["reason"] as String) }
                return AccountListing(
                    id: id, key: row["key"], name: row["name"], identity: AccountIdentity(row: row),
                    source: row["source"], transactions: row["transactions"], files: files, aliases: aliases,
                    questions: questions)
            }
        }
    }

    /// The live account named by `reference`: its id, key or name (case-insensitive).
    public func accountID(_ reference: String) throws -> Int64? {
        try writer.read { db in
            if let id = Int64(reference),
                let found = try Int64.fetchOne(
                    db, sql: "SELECT COALESCE(merged_into, id) FROM accounts WHERE id = ?", arguments: [id])
            {
                return found
            }
            let ids = try Int64.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT COALESCE(merged_into, id) FROM accounts WHERE key = ? OR lower(name) = lower(?)
                    """, arguments: [reference, reference])
            return ids.count == 1 ? ids[0] : nil
        }
    }

    /// Renames an account (the name reports and exports show).
    public func renameAccount(_ id: Int64, to name: String) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE accounts SET name = ? WHERE id = ?", arguments: [name, id])
        }
    }

    /// Records that two accounts the book asked about are different (asked once).
    public func markAccountsDifferent(_ a: Int64, _ b: Int64) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    UPDATE account_questions SET answer = 'different', answered_at = ?
                    WHERE (account_id = ? AND other_id = ?) OR (account_id = ? AND other_id = ?)
                    """, arguments: [Ledger.timestamp(), a, b, b, a])
        }
    }
}

extension LedgerTransaction {
    /// Moves account `source` into `target`: rows move, the source's key (and aliases) resolve to
    /// the target from now on, open questions between them are answered `same`. Returns the ids of
    /// the moved canonical bank rows, by date (for duplicate detection to run over them again).
    public func moveAccount(_ source: Int64, into target: Int64) throws -> [Int64] {
        let moved = try Int64.fetchAll(
            db,
            sql: """
                SELECT id FROM transactions WHERE account_id = ? AND duplicate_of IS NULL AND kind = 'bank' ORDER BY date, id
                """, arguments: [source])
        try db.execute(sql: "UPDATE transactions SET account_id = ? WHERE account_id = ?", arguments: [target, source])
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO account_aliases (key, account_id, reason, created_at)
                SELECT key, ?, 'merged by you', ? FROM accounts WHERE id = ?
                """, arguments: [target, now, source])
        try db.execute(
            sql: "UPDATE account_aliases SET account_id = ? WHERE account_id = ?", arguments: [target, source])
        try db.execute(
            sql: "UPDATE accounts SET merged_into = ? WHERE id = ? OR merged_into = ?",
            arguments: [target, source, source])
        try db.execute(
            sql: """
                UPDATE account_questions SET answer = 'same', answered_at = ?
                WHERE (account_id = ? AND other_id = ?) OR (account_id = ? AND other_id = ?)
                """, arguments: [now, target, source, source, target])
        return moved
    }
}
/// An open question: may account `accountID` be account `otherID`?
public struct AccountQuestion: Sendable, Equatable {
    public var accountID: Int64
    public var accountName: String
    public var otherID: Int64
    public var otherName: String
    public var reason: String
    /// The newer account's first row: the review sheet's row id.
    public var transactionID: Int64
    public var date: String
    public var description: String
}

extension Ledger {
    /// Unanswered account questions whose two accounts are both still live.
    public func accountQuestions() throws -> [AccountQuestion] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT q.account_id, a.name AS account_name, q.other_id, o.name AS other_name, q.reason,
                           (SELECT MIN(t.id) FROM transactions t WHERE t.account_id = q.account_id) AS first_id
                    FROM account_questions q JOIN accounts a ON a.id = q.account_id JOIN accounts o ON o.id = q.other_id
                    WHERE q.answer IS NULL AND a.merged_into IS NULL AND o.merged_into IS NULL ORDER BY q.account_id
                    """
            ).compactMap { row -> AccountQuestion? in
                guard let first = row["first_id"] as Int64?,
                    let txn = try Row.fetchOne(
                        db, sql: "SELECT date, description FROM transactions WHERE id = ?", arguments: [first])
                else { return nil }
                return AccountQuestion(
                    accountID: row["account_id"], accountName: row["account_name"], otherID: row["other_id"],
                    otherName: row["other_name"], reason: row["reason"], transactionID: first,
                    date: txn[TransactionColumns.date], description: txn[TransactionColumns.description])
            }
        }
    }
}

extension Ledger {
    /// The currency of every account the book holds, by its key and by each alias key (merged
    /// accounts resolve to the account they were merged into): a statement that names no currency
    /// takes its account's.
    public func accountCurrenciesByKey() throws -> [String: CurrencyCode] {
        try writer.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT a.key, COALESCE(m.currency, a.currency) AS currency FROM accounts a LEFT JOIN accounts m ON m.id = a.merged_into
                    UNION ALL
                    SELECT s.key, a.currency FROM account_aliases s JOIN accounts a ON a.id = s.account_id
                    """)
            var result: [String: CurrencyCode] = [:]
            for row in rows {
                if let code = CurrencyCode(row["currency"] as String) { result[row["key"] as String] = code }
            }
            return result
        }
    }
}

extension AccountIdentity {
    /// The identity columns of an `accounts` row.
    init(row: Row) {
        self.init(
            institution: row["institution"], kind: AccountKind(rawValue: row["account_kind"] ?? "") ?? .unknown,
            last4: row["last4"], currency: row["currency"])
    }
}
