import Dedup
import Foundation
import GRDB
import Receipts
import ShoeboxCore

extension Ledger {
    /// Stores one statement atomically: the document, its accounts, and its rows after
    /// duplicate detection against what the book already holds. Either all of it is
    /// committed or none of it (a crash mid-way leaves the book as it was).
    public func importStatement(_ document: NewDocument, _ statement: ParsedStatement, runID: Int64) throws -> ImportCounts {
        try writer.write { db in
            // The same bytes already imported: nothing to add (re-merging them would list every row twice).
            if try Ledger.rememberIfAlreadyImported(db, document) { return ImportCounts() }
            let documentID = try Ledger.upsertDocument(db, document, status: "processed", runID: runID,
                                                       dialect: statement.dialectSummary, count: statement.transactions.count)
            var counts = ImportCounts()
            let byAccount = Dictionary(grouping: statement.transactions, by: \.account.key)
            for key in byAccount.keys.sorted() {
                let rows = byAccount[key]!
                let accountID = try Ledger.resolveAccount(db, rows[0].account, fileName: document.originalName)
                counts = counts + (try Ledger.importRows(db, rows, accountID: accountID, documentID: documentID))
            }
            try Ledger.rememberPath(db, path: document.originalPath, size: document.size, mtime: document.mtimeNanoseconds, documentID: documentID)
            // Receipts imported before this statement find their charges: a charge books 0-3 days after its receipt.
            if let first = statement.transactions.map(\.date).min(), let last = statement.transactions.map(\.date).max() {
                try Ledger.linkReceipts(db, datedIn: first.adding(days: -ReceiptChargeMatcher.bookingDelay.upperBound)...last)
            }
            return counts
        }
    }

    static func account(_ db: Database, _ hint: AccountHint) throws -> Int64 {
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM accounts WHERE key = ?", arguments: [hint.key]) { return id }
        try db.execute(sql: "INSERT INTO accounts (key, name, currency, source, created_at) VALUES (?, ?, ?, ?, ?)",
                       arguments: [hint.key, hint.displayName, hint.currency.code, hint.source, Ledger.timestamp()])
        return db.lastInsertedRowID
    }

    static func importRows(_ db: Database, _ rows: [StatementTransaction], accountID: Int64, documentID: Int64) throws -> ImportCounts {
        let dates = rows.map(\.date)
        let low = dates.min()!.adding(days: -StatementDeduplicator.postingWindow.upperBound)
        let high = dates.max()!.adding(days: StatementDeduplicator.postingWindow.upperBound)
        let stored = try storedRows(db, accountID: accountID, from: low, to: high)
        let incoming = rows.map {
            IncomingRow(date: $0.date, minorUnits: $0.amount.minorUnits,
                        canonicalDescription: PayeeNormalizer.canonicalDescription($0.description),
                        pending: $0.pending, bankID: $0.bankID)
        }
        let earlierForms = try earlierForms(db, accountID: accountID, from: low, to: high)
        let planned = StatementDeduplicator.plannedRows(incoming: incoming, stored: stored, earlierForms: earlierForms)
        let insert = try db.cachedStatement(sql: """
            INSERT INTO transactions (account_id, kind, date, amount_cents, currency, description, dedup_description, payee,
                                      pending, bank_id, document_id, source_line, duplicate_of, merge_reason, created_at, updated_at,
                                      bank_category, dedup_evidence)
            VALUES (?, 'bank', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let now = Ledger.timestamp()
        var counts = ImportCounts()
        for (row, (line, plan)) in zip(rows, zip(incoming, planned)) {
            var duplicateOf: Int64?
            var reason: String?
            var candidate: Int64?
            switch plan.decision {
            case .new: counts.added += 1
            case .possibleDuplicate(let id): counts.added += 1; candidate = id
            case .duplicate(let id, let why): duplicateOf = id; reason = why.rawValue; counts.merged += 1
            case .posts(let pendingID):
                try post(db, pendingID: pendingID, row: row, canonical: line.canonicalDescription, documentID: documentID, now: now)
                duplicateOf = pendingID; reason = "posted_update"; counts.updated += 1
            }
            let evidence = plan.score.map(\.description)
            try SQLiteLibrary.execute(insert, [
                .int(accountID), .text(row.date.description), .int(row.amount.minorUnits), .text(row.amount.currency.code),
                .text(row.description), .text(line.canonicalDescription), .text(PayeeNormalizer.normalize(row.description)),
                .int(row.pending ? 1 : 0), row.bankID.map { .text($0) } ?? .null, .int(documentID), .int(Int64(row.sourceLine)),
                duplicateOf.map { .int($0) } ?? .null, reason.map { .text($0) } ?? .null, .text(now), .text(now),
                row.bankCategory.map { .text($0) } ?? .null,
                duplicateOf == nil ? .null : evidence.map { .text($0) } ?? .null,
            ])
            if let candidate, let evidence {
                try recordPossibleDuplicate(db, transactionID: db.lastInsertedRowID, candidateID: candidate, evidence: evidence)
            }
        }
        return counts
    }

    /// Updates a pending row in place with its posted values, keeping the old values as a revision.
    static func post(_ db: Database, pendingID: Int64, row: StatementTransaction, canonical: String, documentID: Int64, now: String) throws {
        guard let old = try Row.fetchOne(db, sql: "SELECT date, amount_cents, description, bank_id FROM transactions WHERE id = ?",
                                         arguments: [pendingID]) else { return }
        let previous: [String: String] = [
            "date": old["date"], "amount_cents": String(old["amount_cents"] as Int64), "description": old["description"],
            "pending": "1", "bank_id": (old["bank_id"] as String?) ?? "",
        ]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: previous, options: [.sortedKeys]), as: UTF8.self)
        try db.execute(sql: """
            INSERT INTO transaction_revisions (transaction_id, revised_at, reason, previous_json, document_id)
            VALUES (?, ?, 'pending_posted', ?, ?)
            """, arguments: [pendingID, now, json, documentID])
        try db.execute(sql: """
            UPDATE transactions SET date = ?, amount_cents = ?, description = ?, dedup_description = ?, payee = ?, pending = 0,
                bank_id = COALESCE(?, bank_id), updated_at = ?, expired_at = NULL WHERE id = ?
            """, arguments: [row.date.description, row.amount.minorUnits, row.description, canonical,
                             PayeeNormalizer.normalize(row.description), row.bankID, now, pendingID])
    }
}
