import GRDB
import ShoeboxCore

/// A stored row as `shoebox explain` shows it.
public struct ExplainedRow: Sendable, Equatable {
    public var id: Int64
    public var date: String
    public var account: String
    public var description: String
    public var amount: Money
    public var pending: Bool
    public var sourceFile: String
    public var sourceLine: Int64?
    public var mergeReason: String?
    public var evidence: String?

    /// `#12 2025-03-01 -12.50 USD "TST* JOES GRILL" (Chase …7310, Chase7310_Activity….CSV line 4)`.
    public var summary: String {
        "#\(id) \(date) \(amount.decimalString) \(amount.currency.code) \"\(description)\"\(pending ? " [pending]" : "")"
            + " (\(account), \(sourceFile)\(sourceLine.map { " line \($0)" } ?? ""))"
    }
}

/// Why a row is what it is: merged into another, the canonical row of others, a transfer leg,
/// an expired pending row, or a possible duplicate awaiting an answer.
public struct DedupExplanation: Sendable, Equatable {
    public var row: ExplainedRow
    /// The canonical row this one was merged into (`duplicate_of`).
    public var canonical: ExplainedRow?
    /// Rows merged into this one, each with its reason and evidence.
    public var merged: [ExplainedRow]
    /// The other leg of a transfer between own accounts.
    public var transferPartner: ExplainedRow?
    public var expiredAt: String?
    /// A row this one may duplicate, with the evidence, when the score was just below the threshold.
    public var possibleDuplicateOf: ExplainedRow?
    public var possibleDuplicateEvidence: String?
}

extension Ledger {
    static let explainSelect = """
        SELECT t.id, t.date, a.name AS account, t.description, t.amount_cents, t.currency, t.pending, d.original_name,
               t.source_line, t.merge_reason, t.dedup_evidence
        FROM transactions t JOIN accounts a ON a.id = t.account_id JOIN documents d ON d.id = t.document_id
        """

    static func explainedRow(_ row: Row) -> ExplainedRow {
        ExplainedRow(
            id: row[TransactionColumns.id], date: row[TransactionColumns.date], account: row["account"],
            description: row[TransactionColumns.description], amount: row.storedAmount,
            pending: row[TransactionColumns.pending], sourceFile: row["original_name"], sourceLine: row["source_line"],
            mergeReason: row["merge_reason"], evidence: row["dedup_evidence"])
    }

    /// The explanation of transaction `id`, nil when the book has no such row.
    public func explain(_ id: Int64) throws -> DedupExplanation? {
        try writer.read { db in
            guard let raw = try Row.fetchOne(db, sql: Self.explainSelect + " WHERE t.id = ?", arguments: [id]) else {
                return nil
            }
            let facts = try Row.fetchOne(
                db, sql: "SELECT duplicate_of, linked_id, expired_at FROM transactions WHERE id = ?",
                arguments: [id])!
            func one(_ other: Int64?) throws -> ExplainedRow? {
                guard let other else { return nil }
                return try Row.fetchOne(db, sql: Self.explainSelect + " WHERE t.id = ?", arguments: [other]).map(
                    Self.explainedRow)
            }
            let merged = try Row.fetchAll(
                db, sql: Self.explainSelect + " WHERE t.duplicate_of = ? ORDER BY t.id", arguments: [id]
            )
            .map(Self.explainedRow)
            let candidate = try Row.fetchOne(
                db,
                sql: """
                    SELECT candidate_id, evidence FROM duplicate_candidates WHERE transaction_id = ? AND answer IS NULL
                    """, arguments: [id])
            return DedupExplanation(
                row: Self.explainedRow(raw), canonical: try one(facts["duplicate_of"]), merged: merged,
                transferPartner: try one(facts["linked_id"]), expiredAt: facts["expired_at"],
                possibleDuplicateOf: try one(candidate?["candidate_id"]),
                possibleDuplicateEvidence: candidate?["evidence"])
        }
    }
}
