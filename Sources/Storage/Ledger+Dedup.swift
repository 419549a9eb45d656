import Dedup
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
    /// Canonical rows of an account dated in `from...to`, each with the date range of its download.
    static func storedRows(_ db: Database, accountID: Int64, from: LocalDate, to: LocalDate,
                           excluding: Set<Int64> = []) throws -> [StoredRow] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT id, date, amount_cents, dedup_description, pending, bank_id, document_id FROM transactions
            WHERE account_id = ? AND date BETWEEN ? AND ? AND duplicate_of IS NULL AND kind = 'bank'
            """, arguments: [accountID, from.description, to.description])
        var coverage: [Int64: ClosedRange<LocalDate>] = [:]
        for document in Set(rows.map { $0[6] as Int64 }) {
            let range = try Row.fetchOne(db, sql: """
                SELECT MIN(date), MAX(date) FROM transactions WHERE account_id = ? AND document_id = ?
                """, arguments: [accountID, document])
            if let range, let low = LocalDate(iso: range[0] as String), let high = LocalDate(iso: range[1] as String) {
                coverage[document] = low...high
            }
        }
        return rows.compactMap { row in
            let id: Int64 = row[0]
            guard !excluding.contains(id) else { return nil }
            return StoredRow(id: id, date: LocalDate(iso: row[1] as String)!, minorUnits: row[2], canonicalDescription: row[3],
                             pending: row[4], bankID: row[5], coverage: coverage[row[6] as Int64])
        }
    }

    /// Earlier values of rows that were updated in place (a pending row before it posted).
    static func earlierForms(_ db: Database, accountID: Int64, from: LocalDate, to: LocalDate) throws -> [StoredRow] {
        try Row.fetchAll(db, sql: """
            SELECT r.transaction_id, r.previous_json FROM transaction_revisions r JOIN transactions t ON t.id = r.transaction_id
            WHERE t.account_id = ? AND t.date BETWEEN ? AND ?
            """, arguments: [accountID, from.description, to.description]).compactMap { row -> StoredRow? in
            let json = (row[1] as String).data(using: .utf8) ?? Data()
            guard let old = try? JSONSerialization.jsonObject(with: json) as? [String: String],
                  let date = old["date"].flatMap({ LocalDate(iso: $0) }), let cents = old["amount_cents"].flatMap({ Int64($0) }),
                  let description = old["description"] else { return nil }
            return StoredRow(id: row[0], date: date, minorUnits: cents,
                             canonicalDescription: PayeeNormalizer.canonicalDescription(description), pending: true, bankID: nil)
        }
    }

    static func recordPossibleDuplicate(_ db: Database, transactionID: Int64, candidateID: Int64, evidence: String) throws {
        try db.execute(sql: """
            INSERT OR REPLACE INTO duplicate_candidates (transaction_id, candidate_id, evidence) VALUES (?, ?, ?)
            """, arguments: [transactionID, candidateID, evidence])
    }

    /// Duplicate detection over rows already stored (after an account merge): `movedIDs` are
    /// compared with the account's other canonical rows as if they had just been imported.
    static func rededup(_ db: Database, accountID: Int64, movedIDs: [Int64], now: String) throws -> ImportCounts {
        guard !movedIDs.isEmpty else { return ImportCounts() }
        let moved = Set(movedIDs)
        let rows = try Row.fetchAll(db, sql: """
            SELECT id, date, amount_cents, dedup_description, pending, bank_id FROM transactions
            WHERE id IN (\(movedIDs.map(String.init).joined(separator: ","))) ORDER BY date, id
            """)
        let incomingIDs: [Int64] = rows.map { $0[0] }
        let incoming = rows.map { row in
            IncomingRow(date: LocalDate(iso: row[1] as String)!, minorUnits: row[2], canonicalDescription: row[3], pending: row[4],
                        bankID: row[5])
        }
        let dates = incoming.map(\.date)
        let window = StatementDeduplicator.postingWindow.upperBound
        let stored = try storedRows(db, accountID: accountID, from: dates.min()!.adding(days: -window),
                                    to: dates.max()!.adding(days: window), excluding: moved)
        var counts = ImportCounts()
        for (id, plan) in zip(incomingIDs, StatementDeduplicator.plannedRows(incoming: incoming, stored: stored)) {
            let evidence = plan.score?.description
            switch plan.decision {
            case .new: continue
            case .possibleDuplicate(let other):
                try recordPossibleDuplicate(db, transactionID: id, candidateID: other, evidence: evidence ?? "")
            case .duplicate(let other, let reason):
                try markDuplicate(db, id, of: other, reason: reason.rawValue, evidence: evidence, now: now)
                counts.merged += 1
            case .posts(let pendingID):
                // The stored pending row is the stale copy now: it points at the posted row.
                try markDuplicate(db, pendingID, of: id, reason: MergeReason.stalePending.rawValue, evidence: evidence, now: now)
                counts.updated += 1
            }
        }
        return counts
    }

    /// Points `id` (and whatever pointed at it) at `canonical`.
    static func markDuplicate(_ db: Database, _ id: Int64, of canonical: Int64, reason: String, evidence: String?,
                              now: String) throws {
        try db.execute(sql: """
            UPDATE transactions SET duplicate_of = ?, merge_reason = ?, dedup_evidence = ?, updated_at = ? WHERE id = ?
            """, arguments: [canonical, reason, evidence, now, id])
        try db.execute(sql: "UPDATE transactions SET duplicate_of = ?, updated_at = ? WHERE duplicate_of = ?",
                       arguments: [canonical, now, id])
        try db.execute(sql: "DELETE FROM duplicate_candidates WHERE transaction_id = ? AND answer IS NULL", arguments: [id])
    }

    /// Pairs awaiting an answer in `review.csv` (kind `possible_duplicate`).
    public func possibleDuplicates() throws -> [PossibleDuplicate] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT t.id, c.candidate_id, t.date, a.name, t.description, t.amount_cents, t.currency, o.date, o.description,
                       c.evidence
                FROM duplicate_candidates c JOIN transactions t ON t.id = c.transaction_id
                JOIN transactions o ON o.id = c.candidate_id JOIN accounts a ON a.id = t.account_id
                WHERE c.answer IS NULL AND t.duplicate_of IS NULL AND o.duplicate_of IS NULL ORDER BY t.date, t.id
                """).map { row in
                PossibleDuplicate(transactionID: row[0], candidateID: row[1], date: LocalDate(iso: row[2] as String)!,
                                  account: row[3], description: row[4],
                                  amount: Money(minorUnits: row[5], currency: CurrencyCode(row[6] as String) ?? .usd),
                                  candidateDate: row[7], candidateDescription: row[8], evidence: row[9])
            }
        }
    }

    /// The user's answer to a possible duplicate: `duplicate` merges the row into its candidate
    /// (evidence kept, reason `confirmed_duplicate`), `different` keeps both and stops asking.
    static func answerPossibleDuplicate(_ db: Database, transactionID: Int64, duplicate: Bool, now: String) throws {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT candidate_id, evidence FROM duplicate_candidates WHERE transaction_id = ? AND answer IS NULL
            """, arguments: [transactionID]) else { return }
        if duplicate {
            try markDuplicate(db, transactionID, of: row[0], reason: "confirmed_duplicate",
                              evidence: "confirmed by you in review.csv; " + (row[1] as String), now: now)
        }
        try db.execute(sql: "UPDATE duplicate_candidates SET answer = ?, answered_at = ? WHERE transaction_id = ?",
                       arguments: [duplicate ? "duplicate" : "different", now, transactionID])
    }

    /// Applies answered `possible_duplicate` rows in one transaction: (transaction id, is duplicate).
    public func answerPossibleDuplicates(_ answers: [(transactionID: Int64, duplicate: Bool)]) throws {
        guard !answers.isEmpty else { return }
        try writer.write { db in
            let now = Ledger.timestamp()
            for answer in answers {
                try Ledger.answerPossibleDuplicate(db, transactionID: answer.transactionID, duplicate: answer.duplicate, now: now)
            }
        }
    }

    /// Marks pending rows that no posted row matched within `days` of `today` as expired (kept,
    /// left out of totals). Returns how many expired now.
    @discardableResult
    public func expirePending(today: LocalDate, days: Int = PendingExpiry.defaultDays) throws -> Int {
        try writer.write { db in
            let pending = try Row.fetchAll(db, sql: """
                SELECT id, date FROM transactions WHERE pending = 1 AND duplicate_of IS NULL AND expired_at IS NULL
                """).compactMap { row in LocalDate(iso: row[1] as String).map { (id: row[0] as Int64, date: $0) } }
            let expired = PendingExpiry.expired(pending, today: today, days: days)
            let now = Ledger.timestamp()
            for id in expired {
                try db.execute(sql: """
                    UPDATE transactions SET expired_at = ?, dedup_evidence = ?, updated_at = ? WHERE id = ?
                    """, arguments: [now, "pending, no posted row within \(days) days (expired \(today))", now, id])
            }
            return expired.count
        }
    }

    /// Links the two legs of transfers between own accounts: category `transfer` on both,
    /// `linked_id` pointing at each other. Returns the number of pairs linked now.
    @discardableResult
    public func linkTransfers() throws -> Int {
        try writer.write { db in
            let candidates = try Row.fetchAll(db, sql: """
                SELECT id, account_id, date, amount_cents, currency, description FROM transactions
                WHERE kind = 'bank' AND duplicate_of IS NULL AND linked_id IS NULL AND expired_at IS NULL AND pending = 0
                  AND (category_source IS NULL OR category_source NOT IN ('user', 'manual'))
                  AND (category_source IS NULL OR category_source NOT LIKE 'invoice:%')
                """).map { row in
                TransferCandidate(id: row[0], accountID: row[1], date: LocalDate(iso: row[2] as String)!,
                                  amount: Money(minorUnits: row[3], currency: CurrencyCode(row[4] as String) ?? .usd),
                                  description: row[5])
            }
            let links = TransferPairer.links(candidates)
            let now = Ledger.timestamp()
            for link in links {
                for (id, partner) in [(link.outgoing, link.incoming), (link.incoming, link.outgoing)] {
                    try db.execute(sql: """
                        UPDATE transactions SET linked_id = ?, category = 'transfer', schedule_c_line = NULL,
                            category_source = 'transfer_pair', confidence = 1.0, dedup_evidence = ?, updated_at = ? WHERE id = ?
                        """, arguments: [partner, "transfer leg: " + link.evidence, now, id])
                }
            }
            return links.count
        }
    }
}
