import Dedup
import Foundation
import Receipts
import ShoeboxCore
import Storage

extension Ledger {
    /// Stores one statement atomically: the document, its accounts, and its rows after
    /// duplicate detection against what the book already holds (`StatementDeduplicator`), then
    /// links the receipts its charges pay. Either all of it is committed or none of it (a crash
    /// mid-way leaves the book as it was).
    public func importStatement(_ document: NewDocument, _ statement: ParsedStatement, runID: Int64) throws
        -> ImportCounts
    {
        try write { tx in
            // The same bytes already imported: nothing to add (re-merging them would list every row twice).
            if try tx.rememberIfAlreadyImported(document) { return ImportCounts() }
            let documentID = try tx.storeDocument(
                document, runID: runID, dialect: statement.dialectSummary,
                count: statement.transactions.count)
            var counts = ImportCounts()
            let byAccount = Dictionary(grouping: statement.transactions, by: \.account.key)
            for key in byAccount.keys.sorted() {
                let rows = byAccount[key]!
                let accountID = try tx.resolveAccount(rows[0].account, fileName: document.originalName)
                counts = counts + (try Self.importRows(rows, accountID: accountID, documentID: documentID, in: tx))
            }
            try tx.rememberPath(of: document, documentID: documentID)
            // Receipts imported before this statement find their charges: a charge books 0-3 days after its receipt.
            if let first = statement.transactions.map(\.date).min(), let last = statement.transactions.map(\.date).max()
            {
                try ReceiptLinking.link(
                    datedIn: first.adding(days: -ReceiptChargeMatcher.bookingDelay.upperBound)...last, in: tx)
            }
            try ReceiptLinking.dateWaitingReceipts(in: tx)
            return counts
        }
    }

    /// One account's rows: candidates read through `tx`, the deduplicator's plan, decisions written.
    static func importRows(
        _ rows: [StatementTransaction], accountID: Int64, documentID: Int64,
        in tx: LedgerTransaction
    ) throws -> ImportCounts {
        let dates = rows.map(\.date)
        let window =
            dates.min()!.adding(
                days: -StatementDeduplicator.postingWindow.upperBound)...dates.max()!.adding(
                days: StatementDeduplicator.postingWindow.upperBound)
        let stored = try tx.bankRows(accountID: accountID, datedIn: window).map(StoredRow.init)
        let earlierForms = try tx.earlierPendingForms(accountID: accountID, datedIn: window).map(StoredRow.init)
        let incoming = rows.map {
            IncomingRow(
                date: $0.date, minorUnits: $0.amount.minorUnits,
                canonicalDescription: PayeeNormalizer.canonicalDescription($0.description),
                pending: $0.pending, bankID: $0.bankID)
        }
        let planned = StatementDeduplicator.plannedRows(incoming: incoming, stored: stored, earlierForms: earlierForms)
        var counts = ImportCounts()
        var inserts: [BankRowInsert] = []
        inserts.reserveCapacity(rows.count)
        for (row, (line, plan)) in zip(rows, zip(incoming, planned)) {
            let stored: BankRowDecision
            switch plan.decision {
            case .new: stored = .new; counts.added += 1
            case .possibleDuplicate(let id): stored = .possibleDuplicate(of: id); counts.added += 1
            case .duplicate(let id, let why): stored = .duplicate(of: id, reason: why.rawValue); counts.merged += 1
            case .posts(let pendingID): stored = .posts(pendingID: pendingID); counts.updated += 1
            }
            inserts.append(
                BankRowInsert(
                    row, dedupDescription: line.canonicalDescription,
                    payee: PayeeNormalizer.normalize(canonical: line.canonicalDescription), decision: stored,
                    evidence: plan.score.map(\.description)))
        }
        try tx.insertBankRows(inserts, accountID: accountID, documentID: documentID)
        return counts
    }
}

extension StoredRow {
    /// The deduplicator's view of a stored bank row.
    init(_ record: BankRowRecord) {
        self.init(
            id: record.id, date: record.date, minorUnits: record.amountCents,
            canonicalDescription: record.dedupDescription, pending: record.pending, bankID: record.bankID,
            coverage: record.coverage)
    }
}
