import Dedup
import Foundation
import ShoeboxCore
import Storage

extension Ledger {
    /// Merges account `source` into `target` (see `LedgerTransaction.moveAccount`), then runs
    /// duplicate detection again over the moved rows. Returns how many moved rows became
    /// duplicates (or completed pending rows). One transaction.
    public func mergeAccounts(into target: Int64, from source: Int64) throws -> ImportCounts {
        guard target != source else { return ImportCounts() }
        return try write { tx in
            let moved = try tx.moveAccount(source, into: target)
            return try DedupUpkeep.rededup(accountID: target, movedIDs: moved, in: tx)
        }
    }

    /// Marks pending rows that no posted row matched within `days` of `today` as expired (kept,
    /// left out of totals). Returns how many expired now.
    @discardableResult
    public func expirePending(today: LocalDate, days: Int = PendingExpiry.defaultDays) throws -> Int {
        try write { tx in
            let expired = PendingExpiry.expired(try tx.unexpiredPendingRows(), today: today, days: days)
            for id in expired {
                try tx.expirePendingRow(id, evidence: "pending, no posted row within \(days) days (expired \(today))")
            }
            return expired.count
        }
    }

    /// Links the two legs of transfers between own accounts: category `transfer` on both,
    /// `linked_id` pointing at each other. Returns the number of pairs linked now.
    @discardableResult
    public func linkTransfers() throws -> Int {
        try write { tx in
            let candidates = try tx.transferCandidates().map {
                TransferCandidate(
                    id: $0.id, accountID: $0.accountID, date: $0.date, amount: $0.amount, description: $0.description)
            }
            let links = TransferPairer.links(candidates)
            for link in links {
                for (id, partner) in [(link.outgoing, link.incoming), (link.incoming, link.outgoing)] {
                    try tx.linkTransferLeg(id, to: partner, evidence: link.evidence)
                }
            }
            return links.count
        }
    }
}

enum DedupUpkeep {
    /// Duplicate detection over rows already stored (after an account merge): `movedIDs` are
    /// compared with the account's other canonical rows as if they had just been imported.
    static func rededup(accountID: Int64, movedIDs: [Int64], in tx: LedgerTransaction) throws -> ImportCounts {
        guard !movedIDs.isEmpty else { return ImportCounts() }
        let rows = try tx.bankRows(ids: movedIDs)
        let incoming = rows.map {
            IncomingRow(
                date: $0.date, minorUnits: $0.amountCents, canonicalDescription: $0.dedupDescription,
                pending: $0.pending, bankID: $0.bankID)
        }
        let dates = incoming.map(\.date)
        let window = StatementDeduplicator.postingWindow.upperBound
        let span = dates.min()!.adding(days: -window)...dates.max()!.adding(days: window)
        let stored = try tx.bankRows(accountID: accountID, datedIn: span, excluding: Set(movedIDs)).map(StoredRow.init)
        var counts = ImportCounts()
        for (id, plan) in zip(rows.map(\.id), StatementDeduplicator.plannedRows(incoming: incoming, stored: stored)) {
            let evidence = plan.score?.description
            switch plan.decision {
            case .new: continue
            case .possibleDuplicate(let other):
                try tx.recordPossibleDuplicate(transactionID: id, candidateID: other, evidence: evidence ?? "")
            case .duplicate(let other, let reason):
                try tx.markDuplicate(id, of: other, reason: reason.rawValue, evidence: evidence)
                counts.merged += 1
            case .posts(let pendingID):
                // The stored pending row is the stale copy now: it points at the posted row.
                try tx.markDuplicate(pendingID, of: id, reason: MergeReason.stalePending.rawValue, evidence: evidence)
                counts.updated += 1
            }
        }
        return counts
    }
}
