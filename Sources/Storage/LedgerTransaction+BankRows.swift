import Foundation
import GRDB
import ShoeboxCore

/// A bank row as duplicate detection sees it: canonical rows of an account, or the earlier
/// (pending) form of a row a revision replaced.
public struct BankRowRecord: Sendable, Hashable, FetchableRecord {
    public var id: Int64
    public var date: LocalDate
    public var amountCents: Int64
    public var dedupDescription: String
    public var pending: Bool
    public var bankID: String?
    /// The date range of the rows the same document holds for the account (its download), when read.
    public var coverage: ClosedRange<LocalDate>?

    enum Columns {
        static let dedupDescription = Column("dedup_description")
        static let bankID = Column("bank_id")
    }

    public init(
        id: Int64, date: LocalDate, amountCents: Int64, dedupDescription: String, pending: Bool, bankID: String?,
        coverage: ClosedRange<LocalDate>? = nil
    ) {
        self.coverage = coverage
        self.id = id
        self.date = date
        self.amountCents = amountCents
        self.dedupDescription = dedupDescription
        self.pending = pending
        self.bankID = bankID
    }

    public init(row: Row) {
        self.init(
            id: row[TransactionColumns.id], date: row.storedDate(TransactionColumns.date),
            amountCents: row[TransactionColumns.amount], dedupDescription: row[Columns.dedupDescription],
            pending: row[TransactionColumns.pending], bankID: row[Columns.bankID])
    }
}

/// One statement row to store, with its normalized forms and duplicate detection's decision.
public struct BankRowInsert: Sendable {
    public var row: StatementTransaction
    public var dedupDescription: String
    public var payee: String
    public var decision: BankRowDecision
    /// The duplicate score, kept on a merged row and on a possible-duplicate pair.
    public var evidence: String?

    public init(
        _ row: StatementTransaction, dedupDescription: String, payee: String, decision: BankRowDecision,
        evidence: String?
    ) {
        self.row = row
        self.dedupDescription = dedupDescription
        self.payee = payee
        self.decision = decision
        self.evidence = evidence
    }
}

/// What to do with one incoming statement row, as duplicate detection decided.
public enum BankRowDecision: Sendable, Hashable {
    /// A new transaction.
    case new
    /// Stored as a merged duplicate of a canonical row, with the reason (`merge_reason`).
    case duplicate(of: Int64, reason: String)
    /// Stored as new, with a pair for the user to answer (`duplicate_candidates`).
    case possibleDuplicate(of: Int64)
    /// The posted form of a pending row: the pending row is updated in place (its old values
    /// kept as a revision) and this row stored as its duplicate with reason `posted_update`.
    case posts(pendingID: Int64)
}

extension LedgerTransaction {
    /// Canonical (unmerged) bank rows of an account dated in `dates`, each with the date range of
    /// its download (`coverage`); rows in `excluding` are left out.
    public func bankRows(
        accountID: Int64, datedIn dates: ClosedRange<LocalDate>,
        excluding: Set<Int64> = []
    ) throws -> [BankRowRecord] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT id, date, amount_cents, dedup_description, pending, bank_id, document_id FROM transactions
                WHERE account_id = ? AND date BETWEEN ? AND ? AND duplicate_of IS NULL AND kind = 'bank'
                """, arguments: [accountID, dates.lowerBound.description, dates.upperBound.description])
        var coverage: [Int64: ClosedRange<LocalDate>] = [:]
        for document in Set(rows.map { $0["document_id"] as Int64 }) {
            let range = try Row.fetchOne(
                db,
                sql: """
                    SELECT MIN(date) AS low, MAX(date) AS high FROM transactions WHERE account_id = ? AND document_id = ?
                    """, arguments: [accountID, document])
            if let range, let low = LocalDate(iso: range["low"] as String),
                let high = LocalDate(iso: range["high"] as String)
            {
                coverage[document] = low...high
            }
        }
        return rows.compactMap { row in
            var record = BankRowRecord(row: row)
            guard !excluding.contains(record.id) else { return nil }
            record.coverage = coverage[row["document_id"] as Int64]
            return record
        }
    }

    /// Bank rows by id (for duplicate detection over rows already stored), by date then id.
    public func bankRows(ids: [Int64]) throws -> [BankRowRecord] {
        guard !ids.isEmpty else { return [] }
        return try BankRowRecord.fetchAll(
            db,
            sql: """
                SELECT id, date, amount_cents, dedup_description, pending, bank_id FROM transactions
                WHERE id IN (\(ids.map(String.init).joined(separator: ","))) ORDER BY date, id
                """)
    }

    /// The pending forms that posted rows of an account (dated in `dates`) replaced, as their
    /// revisions kept them: a stale pending export must merge into the posted row.
    public func earlierPendingForms(accountID: Int64, datedIn dates: ClosedRange<LocalDate>) throws -> [BankRowRecord] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT r.transaction_id, r.previous_json FROM transaction_revisions r JOIN transactions t ON t.id = r.transaction_id
                WHERE t.account_id = ? AND t.date BETWEEN ? AND ?
                """, arguments: [accountID, dates.lowerBound.description, dates.upperBound.description]
        ).compactMap { row in
            let json = (row["previous_json"] as String).data(using: .utf8) ?? Data()
            guard let old = try? JSONSerialization.jsonObject(with: json) as? [String: String],
                let date = old["date"].flatMap({ LocalDate(iso: $0) }),
                let cents = old["amount_cents"].flatMap({ Int64($0) }),
                let description = old["description"]
            else { return nil }
            return BankRowRecord(
                id: row["transaction_id"], date: date, amountCents: cents,
                dedupDescription: PayeeNormalizer.canonicalDescription(description), pending: true, bankID: nil)
        }
    }

    /// Stores one statement row with its decision (a `.posts` decision first updates the pending row);
    /// `evidence` (the duplicate score) is kept on a merged row and on a possible-duplicate pair.
    /// `payee` is the row's normalized payee when the caller has it (else worked out from the description).
    public func insertBankRow(
        _ row: StatementTransaction, dedupDescription: String, payee: String? = nil, decision: BankRowDecision,
        evidence: String?, accountID: Int64, documentID: Int64
    ) throws {
        var candidate: Int64?
        switch decision {
        case .new, .duplicate: break
        case .possibleDuplicate(let id): candidate = id
        case .posts(let pendingID):
            try post(pendingID: pendingID, row: row, canonical: dedupDescription, documentID: documentID)
        }
        let insert = try db.cachedStatement(sql: Self.bankInsertSQL(rows: 1))
        var values: [SQLiteLibrary.Value] = []
        appendValues(
            BankRowInsert(
                row, dedupDescription: dedupDescription, payee: payee ?? PayeeNormalizer.normalize(row.description),
                decision: decision, evidence: evidence), accountID: accountID, documentID: documentID, to: &values)
        try SQLiteLibrary.execute(insert, values)
        if let candidate, let evidence {
            try Ledger.recordPossibleDuplicate(
                db, transactionID: db.lastInsertedRowID, candidateID: candidate, evidence: evidence)
        }
    }

    /// Stores rows in order exactly as `insertBankRow` one by one would (the same ids, the same
    /// values): runs of rows that are new or merged duplicates go in multi-row `INSERT`s of up to
    /// `bankInsertBatch` rows (SQLite's work per statement is paid once per run, not per row); a
    /// row that first updates a pending row or records a possible duplicate goes alone, after the
    /// rows before it.
    public func insertBankRows(_ inserts: [BankRowInsert], accountID: Int64, documentID: Int64) throws {
        var values: [SQLiteLibrary.Value] = []
        values.reserveCapacity(Self.bankInsertBatch * Self.bankInsertColumns)
        var rows = 0
        func flush() throws {
            guard rows > 0 else { return }
            let statement = try db.cachedStatement(sql: Self.bankInsertSQL(rows: rows))
            try SQLiteLibrary.execute(statement, values)
            values.removeAll(keepingCapacity: true)
            rows = 0
        }
        for insert in inserts {
            switch insert.decision {
            case .new, .duplicate:
                appendValues(insert, accountID: accountID, documentID: documentID, to: &values)
                rows += 1
                if rows == Self.bankInsertBatch { try flush() }
            case .possibleDuplicate, .posts:
                try flush()
                try insertBankRow(
                    insert.row, dedupDescription: insert.dedupDescription, payee: insert.payee,
                    decision: insert.decision, evidence: insert.evidence, accountID: accountID,
                    documentID: documentID)
            }
        }
        try flush()
    }

    /// Rows per multi-row `INSERT` of `insertBankRows`.
    static let bankInsertBatch = 64
    /// Values bound per row by `bankInsertSQL`.
    static let bankInsertColumns = 17

    /// `INSERT INTO transactions … VALUES (…), (…)` for `rows` bank rows, `bankInsertColumns` values each.
    static func bankInsertSQL(rows: Int) -> String {
        let one = "(?, 'bank', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        return """
            INSERT INTO transactions (account_id, kind, date, amount_cents, currency, description, dedup_description, payee,
                                      pending, bank_id, document_id, source_line, duplicate_of, merge_reason, created_at, updated_at,
                                      bank_category, dedup_evidence)
            VALUES \(Array(repeating: one, count: rows).joined(separator: ", "))
            """
    }

    /// The `bankInsertColumns` values of one row, in `bankInsertSQL`'s order.
    private func appendValues(
        _ insert: BankRowInsert, accountID: Int64, documentID: Int64, to values: inout [SQLiteLibrary.Value]
    ) {
        var duplicateOf: Int64?
        var reason: String?
        switch insert.decision {
        case .new, .possibleDuplicate: break
        case .duplicate(let id, let why): (duplicateOf, reason) = (id, why)
        case .posts(let pendingID): (duplicateOf, reason) = (pendingID, "posted_update")
        }
        let row = insert.row
        values.append(.int(accountID))
        values.append(.text(row.date.description))
        values.append(.int(row.amount.minorUnits))
        values.append(.text(row.amount.currency.code))
        values.append(.text(row.description))
        values.append(.text(insert.dedupDescription))
        values.append(.text(insert.payee))
        values.append(.int(row.pending ? 1 : 0))
        values.append(row.bankID.map { .text($0) } ?? .null)
        values.append(.int(documentID))
        values.append(.int(Int64(row.sourceLine)))
        values.append(duplicateOf.map { .int($0) } ?? .null)
        values.append(reason.map { .text($0) } ?? .null)
        values.append(.text(now))
        values.append(.text(now))
        values.append(row.bankCategory.map { .text($0) } ?? .null)
        values.append(duplicateOf == nil ? .null : insert.evidence.map { .text($0) } ?? .null)
    }

    /// Updates a pending row in place with its posted values, keeping the old values as a revision.
    private func post(pendingID: Int64, row: StatementTransaction, canonical: String, documentID: Int64) throws {
        guard
            let old = try Row.fetchOne(
                db, sql: "SELECT date, amount_cents, description, bank_id FROM transactions WHERE id = ?",
                arguments: [pendingID])
        else { return }
        let previous: [String: String] = [
            "date": old["date"], "amount_cents": String(old["amount_cents"] as Int64),
            "description": old["description"],
            "pending": "1", "bank_id": (old["bank_id"] as String?) ?? "",
        ]
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: previous, options: [.sortedKeys]), as: UTF8.self)
        try db.execute(
            sql: """
                INSERT INTO transaction_revisions (transaction_id, revised_at, reason, previous_json, document_id)
                VALUES (?, ?, 'pending_posted', ?, ?)
                """, arguments: [pendingID, now, json, documentID])
        try db.execute(
            sql: """
                UPDATE transactions SET date = ?, amount_cents = ?, description = ?, dedup_description = ?, payee = ?, pending = 0,
                    bank_id = COALESCE(?, bank_id), updated_at = ?,
                    dedup_evidence = CASE WHEN expired_at IS NULL THEN dedup_evidence END, expired_at = NULL WHERE id = ?
                """,
            arguments: [
                row.date.description, row.amount.minorUnits, row.description, canonical,
                PayeeNormalizer.normalize(row.description), row.bankID, now, pendingID,
            ])
    }
}
