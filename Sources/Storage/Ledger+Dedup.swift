import Foundation
import GRDB
import ShoeboxCore

/// A pair of rows the duplicate score put just below the merge threshold, awaiting an answer.
public struct PossibleDuplicate: Sendable, Equatable {
    public var transactionID: Int64
    public var candidateID: Int64
    public var date: LocalDate
    public var account: String
    public var description: String
    public var amount: Money
    public var candidateDate: String
    public var candidateDescription: String
    public var evidence: String
}

extension Ledger {
    static func recordPossibleDuplicate(_ db: Database, transactionID: Int64, candidateID: Int64, evidence: String)
        throws
    {
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO duplicate_candidates (transaction_id, candidate_id, evidence) VALUES (?, ?, ?)
                """, arguments: [transactionID, candidateID, evidence])
    }

    /// Points `id` (and whatever pointed at it) at `canonical`.
    static func markDuplicate(
        _ db: Database, _ id: Int64, of canonical: Int64, reason: String, evidence: String?,
        now: String
    ) throws {
        try db.execute(
            sql: """
                UPDATE transactions SET duplicate_of = ?, merge_reason = ?, dedup_evidence = ?, updated_at = ? WHERE id = ?
                """, arguments: [canonical, reason, evidence, now, id])
        try db.execute(
            sql: "UPDATE transactions SET duplicate_of = ?, updated_at = ? WHERE duplicate_of = ?",
            arguments: [canonical, now, id])
        try db.execute(
            sql: "DELETE FROM duplicate_candidates WHERE transaction_id = ? AND answer IS NULL", arguments: [id])
    }

    /// Pairs awaiting an answer in `review.csv` (kind `possible_duplicate`).
    public func possibleDuplicates() throws -> [PossibleDuplicate] {
        try writer.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, c.candidate_id, t.date, a.name AS account, t.description, t.amount_cents, t.currency,
                           o.date AS candidate_date, o.description AS candidate_description, c.evidence
                    FROM duplicate_candidates c JOIN transactions t ON t.id = c.transaction_id
                    JOIN transactions o ON o.id = c.candidate_id JOIN accounts a ON a.id = t.account_id
                    WHERE c.answer IS NULL AND t.duplicate_of IS NULL AND o.duplicate_of IS NULL ORDER BY t.date, t.id
                    """
            ).map { row in
                PossibleDuplicate(
                    transactionID: row[TransactionColumns.id], candidateID: row["candidate_id"],
                    date: row.storedDate(TransactionColumns.date), account: row["account"],
                    description: row[TransactionColumns.description], amount: row.storedAmount,
                    candidateDate: row["candidate_date"], candidateDescription: row["candidate_description"],
                    evidence: row["evidence"])
            }
        }
    }

    /// The user's answer to a possible duplicate: `duplicate` merges the row into its candidate
    /// (evidence kept, reason `confirmed_duplicate`), `different` keeps both and stops asking.
    static func answerPossibleDuplicate(_ db: Database, transactionID: Int64, duplicate: Bool, now: String) throws {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT candidate_id, evidence FROM duplicate_candidates WHERE transaction_id = ? AND answer IS NULL
                    """, arguments: [transactionID])
        else { return }
        if duplicate {
            try markDuplicate(
                db, transactionID, of: row["candidate_id"], reason: "confirmed_duplicate",
                evidence: "confirmed by you in review.csv; " + (row["evidence"] as String), now: now)
        }
        try db.execute(
            sql: "UPDATE duplicate_candidates SET answer = ?, answered_at = ? WHERE transaction_id = ?",
            arguments: [duplicate ? "duplicate" : "different", now, transactionID])
    }

    /// Applies answered `possible_duplicate` rows in one transaction: (transaction id, is duplicate).
    public func answerPossibleDuplicates(_ answers: [(transactionID: Int64, duplicate: Bool)]) throws {
        guard !answers.isEmpty else { return }
        try writer.write { db in
            let now = Ledger.timestamp()
            for answer in answers {
                try Ledger.answerPossibleDuplicate(
                    db, transactionID: answer.transactionID, duplicate: answer.duplicate, now: now)
            }
        }
    }
}

extension LedgerTransaction {
    /// Points `id` (and whatever pointed at it) at `canonical`, with the reason and evidence.
    public func markDuplicate(_ id: Int64, of canonical: Int64, reason: String, evidence: String?) throws {
        try Ledger.markDuplicate(db, id, of: canonical, reason: reason, evidence: evidence, now: now)
    }

    /// Records a pair for the user to answer (`review.csv`, kind `possible_duplicate`).
    public func recordPossibleDuplicate(transactionID: Int64, candidateID: Int64, evidence: String) throws {
        try Ledger.recordPossibleDuplicate(
            db, transactionID: transactionID, candidateID: candidateID, evidence: evidence)
    }

    /// Canonical pending rows not yet expired, with their dates.
    public func unexpiredPendingRows() throws -> [(id: Int64, date: LocalDate)] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT id, date FROM transactions WHERE pending = 1 AND duplicate_of IS NULL AND expired_at IS NULL
                """
        ).compactMap { row in LocalDate(iso: row["date"] as String).map { (id: row["id"] as Int64, date: $0) } }
    }

    /// Marks a pending row expired (kept, left out of totals), with why.
    public func expirePendingRow(_ id: Int64, evidence: String) throws {
        try db.execute(
            sql: "UPDATE transactions SET expired_at = ?, dedup_evidence = ?, updated_at = ? WHERE id = ?",
            arguments: [now, evidence, now, id])
    }

    /// Canonical posted bank rows not linked, expired, or categorized by a person, an invoice or a
    /// rental property (rent received, property expenses).
    /// Transfers join two accounts: when the candidates all sit in one account there are none, and
    /// none are read.
    public func transferCandidates() throws -> [TransferCandidateRecord] {
        let filter = """
            FROM transactions t
            WHERE kind = 'bank' AND duplicate_of IS NULL AND linked_id IS NULL AND expired_at IS NULL AND pending = 0
              AND (category_source IS NULL OR category_source NOT IN ('user', 'manual'))
              AND (category_source IS NULL OR category_source NOT LIKE 'invoice:%')
              AND (category_source IS NULL OR category_source NOT LIKE 'property:%')
            """
        guard try Bool.fetchOne(db, sql: "SELECT MIN(t.account_id) < MAX(t.account_id) " + filter) == true else {
            return []
        }
        var found: [TransferCandidateRecord] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT \(MovementRecord.selection) " + filter)
        while let row = try rows.next() { found.append(MovementRecord(positional: row)) }
        return found
    }

    /// Links one transfer leg to its partner: category `transfer`, `linked_id`, evidence.
    public func linkTransferLeg(_ id: Int64, to partner: Int64, evidence: String) throws {
        try db.execute(
            sql: """
                UPDATE transactions SET linked_id = ?, category = 'transfer', schedule_c_line = NULL,
                    category_source = 'transfer_pair', confidence = 1.0, dedup_evidence = ?, updated_at = ? WHERE id = ?
                """, arguments: [partner, "transfer leg: " + evidence, now, id])
    }
}
