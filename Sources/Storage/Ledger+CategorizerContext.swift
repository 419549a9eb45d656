import GRDB

/// One canonical bank row as the categorizer's book-wide patterns need it.
public struct CategorizerContextRow: Sendable, Equatable {
    public var id: Int64
    public var date: String
    public var amountCents: Int64
    public var accountKey: String
    public var description: String
    public var payee: String

    public init(id: Int64, date: String, amountCents: Int64, accountKey: String, description: String, payee: String) {
        self.id = id
        self.date = date
        self.amountCents = amountCents
        self.accountKey = accountKey
        self.description = description
        self.payee = payee
    }
}

extension Ledger {
    /// Every canonical bank row (not merged duplicates), for transfer pairs, recurrence and refunds.
    public func categorizerContextRows() throws -> [CategorizerContextRow] {
        try writer.read { db in
            var found: [CategorizerContextRow] = []
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT t.id, t.date, t.amount_cents, a.key AS account_key, t.description, t.payee
                    FROM transactions t JOIN accounts a ON a.id = t.account_id
                    WHERE t.duplicate_of IS NULL AND t.kind = 'bank' ORDER BY t.id
                    """)
            while let row = try rows.next() {
                found.append(
                    CategorizerContextRow(
                        id: row[0], date: row[1], amountCents: row[2], accountKey: row[3], description: row[4],
                        payee: row[5]))
            }
            return found
        }
    }

    /// How many canonical rows each account holds per direction and stored category, counting only decisions at
    /// `minimumConfidence` or more whose source is not one of `excludingSources` (guesses): what the account's
    /// rows usually are, for the categorizer's guess about a payee nothing names. One aggregate read.
    public func categorizerAccountTallies(minimumConfidence: Double, excludingSources: Set<String>) throws
        -> [(account: String, moneyIn: Bool, category: String, count: Int)]
    {
        try writer.read { db in
            let excluded = excludingSources.sorted()
            let marks = excluded.map { _ in "?" }.joined(separator: ",")
            var arguments = StatementArguments([minimumConfidence])
            arguments += StatementArguments(excluded)
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT a.key, t.amount_cents > 0 AS money_in, t.category, COUNT(*)
                    FROM transactions t JOIN accounts a ON a.id = t.account_id
                    WHERE t.duplicate_of IS NULL AND t.category IS NOT NULL AND t.confidence >= ?
                      AND t.category_source NOT IN (\(marks.isEmpty ? "''" : marks))
                    GROUP BY a.key, money_in, t.category
                    """, arguments: arguments
            ).map { ($0[0], $0[1], $0[2], $0[3]) }
        }
    }

    /// How many rows `categorizerContextRows()` returns, counted without reading them.
    public func categorizerContextRowCount() throws -> Int {
        try writer.read { db in
            try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM transactions WHERE duplicate_of IS NULL AND kind = 'bank'") ?? 0
        }
    }

    /// How many canonical rows (not merged duplicates, any kind) the book holds.
    public func canonicalRowCount() throws -> Int {
        try writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM transactions WHERE duplicate_of IS NULL") ?? 0
        }
    }

    /// Account keys and names of the book.
    public func categorizerAccounts() throws -> [(key: String, name: String)] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT key, name FROM accounts ORDER BY id").map { ($0["key"], $0["name"]) }
        }
    }

    /// Keys and names of the accounts that hold a decided row: an account whose rows are all new is
    /// not yet part of what earlier decisions were made with.
    public func categorizerDecidedAccounts() throws -> [(key: String, name: String)] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT key, name FROM accounts
                    WHERE id IN (SELECT DISTINCT account_id FROM transactions WHERE category IS NOT NULL) ORDER BY id
                    """
            ).map { ($0["key"], $0["name"]) }
        }
    }

    /// The export's own category per transaction id, from `transactions.bank_category` (added by the
    /// statements migration); empty while the book has no such column.
    public func bankCategories() throws -> [Int64: String] {
        try writer.read { db in
            guard try db.columns(in: "transactions").contains(where: { $0.name == "bank_category" }) else { return [:] }
            var found: [Int64: String] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT id, bank_category FROM transactions WHERE bank_category IS NOT NULL")
            {
                found[row["id"]] = row["bank_category"]
            }
            return found
        }
    }

    /// The export's own category of these transactions (the corrected rows: what the evidence said before).
    public func bankCategories(ids: [Int64]) throws -> [Int64: String] {
        try writer.read { db in
            guard try db.columns(in: "transactions").contains(where: { $0.name == "bank_category" }) else { return [:] }
            var found: [Int64: String] = [:]
            for start in stride(from: 0, to: ids.count, by: 500) {
                let chunk = Array(ids[start..<min(start + 500, ids.count)])
                let marks = chunk.map { _ in "?" }.joined(separator: ",")
                for row in try Row.fetchAll(
                    db,
                    sql:
                        "SELECT id, bank_category FROM transactions WHERE bank_category IS NOT NULL AND id IN (\(marks))",
                    arguments: StatementArguments(chunk))
                {
                    found[row["id"]] = row["bank_category"]
                }
            }
            return found
        }
    }

    /// True when the book holds mileage trips (a mileage log).
    public func hasMileageLog() throws -> Bool {
        try writer.read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM mileage_trips)") ?? false }
    }
}
