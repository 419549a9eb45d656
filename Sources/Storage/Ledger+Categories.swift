import GRDB
import ShoeboxCore

/// A stored transaction as the categorizer sees it.
public struct CategorizationCandidate: Sendable, Equatable {
    public var id: Int64
    public var date: String
    public var description: String
    public var amount: Money
    public var accountKey: String
    public var accountName: String
    /// The normalized payee stored at import.
    public var payee: String
    public var kind: String
    public var category: String?
    public var source: String?
    public var confidence: Double?
    public var explanation: String?
    /// The book-wide evidence the stored decision used (`leg=12;rec=4`), nil when never decided.
    public var evidence: String? = nil

    public init(
        id: Int64, date: String, description: String, amount: Money, accountKey: String, accountName: String,
        payee: String, kind: String, category: String?, source: String?, confidence: Double?, explanation: String?,
        evidence: String? = nil
    ) {
        self.id = id
        self.date = date
        self.description = description
        self.amount = amount
        self.accountKey = accountKey
        self.accountName = accountName
        self.payee = payee
        self.kind = kind
        self.category = category
        self.source = source
        self.confidence = confidence
        self.explanation = explanation
        self.evidence = evidence
    }
}

/// A decision to store for one transaction.
public struct CategoryUpdate: Sendable, Equatable {
    public var id: Int64
    public var category: String
    public var scheduleCLine: String?
    public var source: String
    public var confidence: Double
    public var explanation: String
    /// A display payee a rule sets (`set_payee`); exported instead of the normalized one.
    public var payeeName: String?
    /// A rule's business (true) / personal (false) flag.
    public var business: Bool?
    /// The book-wide evidence the decision used (`leg=12;rec=4`; empty when none).
    public var evidence: String

    public init(
        id: Int64, category: String, scheduleCLine: String?, source: String, confidence: Double, explanation: String,
        payeeName: String? = nil, business: Bool? = nil, evidence: String = ""
    ) {
        self.evidence = evidence
        self.payeeName = payeeName
        self.business = business
        self.id = id
        self.category = category
        self.scheduleCLine = scheduleCLine
        self.source = source
        self.confidence = confidence
        self.explanation = explanation
    }
}

/// SQL for "the categorizer may re-decide this row": never `user` or `invoice:*`.
let redecidableSQL = """
    (category_source IS NULL OR category_source = 'default' OR category_source LIKE 'rule:%' \
    OR category_source LIKE 'learned:%')
    """

extension Ledger {
    static let candidateSelect = """
        SELECT t.id, t.date, t.description, t.amount_cents, t.currency, a.key AS account_key, a.name AS account_name,
               t.kind, t.category, t.category_source, t.confidence, t.category_explanation, t.payee, t.category_evidence,
               t.explanation_id
        FROM transactions t JOIN accounts a ON a.id = t.account_id
        """

    /// A row of `candidateSelect`, read by position (the column order of `candidateSelect`); the
    /// explanation is the row's own text, else its shared one from `texts`.
    static func candidate(_ row: Row, texts: ExplanationTexts) throws -> CategorizationCandidate {
        CategorizationCandidate(
            id: row[0], date: row[1], description: row[2],
            amount: Money(minorUnits: row[3], currency: CurrencyCode(row[4] as String) ?? .usd),
            accountKey: row[5], accountName: row[6], payee: row[12], kind: row[7], category: row[8],
            source: row[9], confidence: row[10], explanation: try texts.text(inline: row[11], id: row[14]),
            evidence: row[13])
    }

    /// Every row of a `candidateSelect` query, read with a cursor (no row copies).
    static func candidates(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments())
        throws -> [CategorizationCandidate]
    {
        var found: [CategorizationCandidate] = []
        let texts = ExplanationTexts(db)
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try rows.next() { found.append(try candidate(row, texts: texts)) }
        return found
    }

    /// Canonical rows (not merged duplicates) the categorizer may decide: undecided ones,
    /// or with `all`, every row not decided by the user or another stage.
    public func categorizationCandidates(all: Bool) throws -> [CategorizationCandidate] {
        try writer.read { db in
            let filter =
                all
                ? "t.category IS NULL OR \(redecidableSQL.replacingOccurrences(of: "category_source", with: "t.category_source"))"
                : "t.category IS NULL"
            return try Self.candidates(
                db, sql: Self.candidateSelect + " WHERE t.duplicate_of IS NULL AND (\(filter)) ORDER BY t.id")
        }
    }

    /// Decided rows the categorizer may re-decide, with the book-wide evidence their decision used
    /// (id → evidence): a pass compares it with the evidence now to find the rows to re-decide.
    public func redecidableEvidence() throws -> [Int64: String] {
        try writer.read { db in
            var found: [Int64: String] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT id, category_evidence FROM transactions
                    WHERE duplicate_of IS NULL AND category IS NOT NULL AND \(redecidableSQL)
                    """)
            while let row = try rows.next() { found[row["id"]] = row["category_evidence"] ?? "" }
            return found
        }
    }

    /// The rows with these ids (any kind, duplicates included).
    public func categorizationCandidates(ids: [Int64]) throws -> [Int64: CategorizationCandidate] {
        try writer.read { db in
            var found: [Int64: CategorizationCandidate] = [:]
            for chunk in stride(from: 0, to: ids.count, by: 500).map({ Array(ids[$0..<min($0 + 500, ids.count)]) }) {
                let marks = chunk.map { _ in "?" }.joined(separator: ",")
                for item in try Self.candidates(
                    db, sql: Self.candidateSelect + " WHERE t.id IN (\(marks))", arguments: StatementArguments(chunk))
                {
                    found[item.id] = item
                }
            }
            return found
        }
    }

    /// Stores decisions in one database transaction, skipping rows a user or another stage
    /// decided meanwhile, then gives merged duplicates their canonical row's category.
    /// - Returns: how many rows were written.
    @discardableResult
    public func applyCategories(_ updates: [CategoryUpdate]) throws -> Int {
        try applyCategories(updates, inBulkFrom: Self.bulkDecisionRows)
    }

    /// From this many decisions (in increasing id order) on, they are stored through a temporary table
    /// and one `UPDATE … FROM` (`storeInBulk`) instead of one `UPDATE` per row.
    static let bulkDecisionRows = 2_000

    /// `applyCategories`, storing `updates` in bulk when they are at least `bulkRows` rows in increasing id
    /// order (each id once): the same rows written with the same values either way.
    func applyCategories(_ updates: [CategoryUpdate], inBulkFrom bulkRows: Int) throws -> Int {
        try writer.write { db in
            let bulk = updates.count >= bulkRows && zip(updates, updates.dropFirst()).allSatisfy { $0.id < $1.id }
            let written = try bulk ? Self.storeInBulk(db, updates) : Self.storeOneByOne(db, updates)
            try Self.syncDuplicates(db)
            return written
        }
    }

    /// One `UPDATE … WHERE id = ?` per decision.
    static func storeOneByOne(_ db: Database, _ updates: [CategoryUpdate]) throws -> Int {
        let statement = try db.cachedStatement(
            sql: """
                UPDATE transactions SET category = ?, schedule_c_line = ?, category_source = ?, confidence = ?,
                    category_explanation = NULL, explanation_id = ?, payee_name = ?, business = ?,
                    category_evidence = ?
                WHERE id = ? AND \(redecidableSQL)
                """)
        let explanations = ExplanationIDs(db)
        var written = 0
        for update in updates {
            var values: [SQLiteLibrary.Value] = []
            try appendDecision(update, explanations: explanations, to: &values)
            values.append(values.removeFirst())  // the id binds last, in the WHERE clause
            try SQLiteLibrary.execute(statement, values)
            written += db.changesCount
        }
        return written
    }

    /// The decisions (ids increasing) written into a temporary table, `decisionBatch` rows per `INSERT`, then
    /// copied onto their rows by one `UPDATE … FROM` under the same condition as `storeOneByOne`: SQLite walks the
    /// rows once instead of searching the table and the undecided index from the top for every row (at 1,000,000
    /// rows ~2 s of CPU less). Its columns have no declared type, so every value reaches the row as it was bound.
    static func storeInBulk(_ db: Database, _ updates: [CategoryUpdate]) throws -> Int {
        try db.execute(
            sql: """
                DROP TABLE IF EXISTS temp.category_updates;
                CREATE TEMP TABLE category_updates (id INTEGER PRIMARY KEY, new_category, new_line, new_source,
                    new_confidence, new_explanation_id, new_payee_name, new_business, new_evidence)
                """)
        let explanations = ExplanationIDs(db)
        var values: [SQLiteLibrary.Value] = []
        values.reserveCapacity(decisionBatch * decisionColumns)
        var rows = 0
        func flush() throws {
            guard rows > 0 else { return }
            let one = "(" + Array(repeating: "?", count: decisionColumns).joined(separator: ", ") + ")"
            let statement = try db.cachedStatement(
                sql: "INSERT INTO temp.category_updates VALUES "
                    + Array(repeating: one, count: rows).joined(separator: ", "))
            try SQLiteLibrary.execute(statement, values)
            values.removeAll(keepingCapacity: true)
            rows = 0
        }
        for update in updates {
            try appendDecision(update, explanations: explanations, to: &values)
            rows += 1
            if rows == decisionBatch { try flush() }
        }
        try flush()
        // `+u.id`: the temporary table is walked and each row found by its id (not the whole book scanned).
        try db.execute(
            sql: """
                UPDATE transactions SET category = u.new_category, schedule_c_line = u.new_line,
                    category_source = u.new_source, confidence = u.new_confidence, category_explanation = NULL,
                    explanation_id = u.new_explanation_id, payee_name = u.new_payee_name, business = u.new_business,
                    category_evidence = u.new_evidence
                FROM temp.category_updates AS u
                WHERE transactions.id = +u.id AND \(redecidableSQL)
                """)
        let written = db.changesCount
        try db.execute(sql: "DROP TABLE temp.category_updates")
        return written
    }

    /// Decisions per multi-row `INSERT` of `storeInBulk`, and the values of one.
    static let decisionBatch = 64
    static let decisionColumns = 9

    /// The values of one decision: id, category, line, source, confidence, explanation id, payee, business, evidence.
    static func appendDecision(
        _ update: CategoryUpdate, explanations: ExplanationIDs, to values: inout [SQLiteLibrary.Value]
    ) throws {
        values.append(.int(update.id))
        values.append(.text(update.category))
        values.append(update.scheduleCLine.map { .text($0) } ?? .null)
        values.append(.text(update.source))
        values.append(.double(update.confidence))
        values.append(.int(try explanations.id(of: update.explanation)))
        values.append(update.payeeName.map { .text($0) } ?? .null)
        values.append(update.business.map { .int($0 ? 1 : 0) } ?? .null)
        values.append(.text(update.evidence))
    }

    /// Merged duplicates (a receipt linked to its bank charge, a re-imported row) carry the
    /// category of the row they duplicate.
    static func syncDuplicates(_ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE transactions AS d SET category = c.category, schedule_c_line = c.schedule_c_line,
                    category_source = c.category_source, confidence = c.confidence,
                    category_explanation = 'same as transaction ' || c.id, explanation_id = NULL
                FROM transactions AS c
                WHERE d.duplicate_of = c.id AND c.category IS NOT NULL
                  AND (d.category IS NOT c.category OR d.category_source IS NOT c.category_source
                       OR d.schedule_c_line IS NOT c.schedule_c_line OR d.confidence IS NOT c.confidence)
                  AND (d.category_source IS NULL OR d.category_source = 'default' OR d.category_source LIKE 'rule:%'
                       OR d.category_source LIKE 'learned:%' OR d.category_source = c.category_source)
                """)
    }

    /// Canonical rows the user should look at: uncategorized or below `threshold`, and not
    /// decided by the user or another stage.
    public func reviewCandidates(threshold: Double) throws -> [CategorizationCandidate] {
        try writer.read { db in
            try Self.candidates(
                db,
                sql: Self.candidateSelect + """
                     WHERE t.duplicate_of IS NULL AND t.category IS NOT NULL
                       AND (t.category = 'uncategorized' OR t.confidence < ?)
                       AND (t.category_source IS NULL OR t.category_source = 'default' OR t.category_source LIKE 'rule:%'
                            OR t.category_source LIKE 'learned:%')
                     ORDER BY t.date, t.id
                    """, arguments: [threshold])
        }
    }

    /// The book's identity (a UUID made when the book was created).
    public func bookIdentity() throws -> String {
        try writer.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM categorizer_state WHERE key = 'book_id'") ?? ""
        }
    }

    /// A value the categorizer keeps between runs (e.g. the fingerprint of what it last decided with).
    public func categorizerState(_ key: String) throws -> String? {
        try writer.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM categorizer_state WHERE key = ?", arguments: [key])
        }
    }

    public func setCategorizerState(_ key: String, _ value: String) throws {
        try writer.write { db in
            try db.execute(
                sql:
                    "INSERT INTO categorizer_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                arguments: [key, value])
        }
    }

    /// Custom categories added with `shoebox correct --rolls-up-to`: key → built-in key.
    public func userCategories() throws -> [String: String] {
        try writer.read { db in
            Dictionary(
                uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT key, rolls_up_to FROM user_categories").map {
                    ($0["key"] as String, $0["rolls_up_to"] as String)
                })
        }
    }
}
