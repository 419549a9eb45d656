import Foundation
import Rentals
import ShoeboxCore
import Storage

/// What one rent matching pass did.
public struct RentMatchSummary: Sendable, Equatable {
    /// (lease spec name, transaction id) of each deposit recorded as rent.
    public var paid: [String] = []
    public var awaitingReview = 0
}

extension Ledger {
    /// After the files of a run: every lease's schedule rewritten through `today`, then bank
    /// deposits no invoice, lease or person claimed matched to rent due with `RentDepositMatcher`:
    /// clear matches become rent payments (the deposit is rental income on Schedule E line 3),
    /// ambiguous ones replace the stored review candidates. One transaction.
    public func matchDepositsToRent(today: LocalDate) throws -> RentMatchSummary {
        try write { tx in
            let leases = try tx.leases()
            try tx.clearRentMatchCandidates()
            for lease in leases { try RentSchedules.refresh(lease, through: today, in: tx) }
            let live = leases.filter(\.active)
            guard let earliest = live.map(\.start).min() else { return RentMatchSummary() }
            var open: [RentDepositMatcher.OpenLease] = []
            for lease in live {
                // Matched on rent alone: late fees depend on when deposits are recorded, which this pass decides.
                let paid = try tx.rentPayments(leaseID: lease.id).filter { $0.type == "rent" || $0.type == "late_fee" }
                open.append(
                    RentDepositMatcher.OpenLease(
                        id: lease.id, property: lease.propertyName, unit: lease.unit,
                        tenants: lease.tenants.map(\.name),
                        currency: lease.currency, rent: lease.rentCents,
                        dues: try RentSchedule.periods(lease.terms, through: today).map {
                            .init(dueDate: $0.dueDate, amount: $0.amount)
                        },
                        payments: paid.map { .init(date: $0.date, amount: $0.amountCents) }))
            }
            let deposits = try tx.unmatchedRentDeposits(from: earliest.adding(days: -RentDepositMatcher.earlyDays)).map
            {
                RentDepositMatcher.Deposit(id: $0.id, date: $0.date, amount: $0.amount, description: $0.description)
            }
            let byID = Dictionary(uniqueKeysWithValues: deposits.map { ($0.id, $0) })
            let leaseByID = Dictionary(uniqueKeysWithValues: live.map { ($0.id, $0) })
            var summary = RentMatchSummary()
            for decision in RentDepositMatcher.match(deposits: deposits, leases: open) {
                switch decision {
                case .pays(let depositID, let leaseID, let evidence):
                    try RentDepositPayment.record(
                        byID[depositID]!, lease: leaseByID[leaseID]!, how: evidence.rawValue, source: "bank", in: tx)
                    summary.paid.append(leaseByID[leaseID]!.specName)
                case .review(let depositID, let leaseIDs, let reason):
                    for leaseID in leaseIDs {
                        try tx.insertRentMatchCandidate(transactionID: depositID, leaseID: leaseID, reason: reason)
                    }
                    summary.awaitingReview += 1
                }
            }
            return summary
        }
    }

    /// Records bank deposit `transactionID` as rent of the lease `leaseSpec` (a review answer, or
    /// `shoebox rent pay`).
    public func payRent(leaseSpec: String, withTransaction transactionID: Int64) throws {
        try write { tx in
            guard let lease = try tx.lease(specName: leaseSpec) else {
                throw Diagnostic(.rentRefused, "there is no lease \(leaseSpec)")
            }
            guard let deposit = try tx.bankRow(id: transactionID), deposit.amount.minorUnits > 0 else {
                throw Diagnostic(.rentRefused, "transaction \(transactionID) is not a bank deposit")
            }
            guard deposit.amount.currency == lease.currency else {
                throw Diagnostic(.rentRefused, "transaction \(transactionID) is not in \(lease.currency.code)")
            }
            if try tx.rentPayments(leaseID: lease.id).contains(where: { $0.transactionID == transactionID }) { return }
            try RentDepositPayment.record(
                RentDepositMatcher.Deposit(
                    id: deposit.id, date: deposit.date, amount: deposit.amount, description: deposit.description),
                lease: lease, how: "chosen by you", source: "review", in: tx)
        }
    }
}

enum RentDepositPayment {
    /// A deposit paying a lease: a rent payment linked to the bank row, the row on the property's
    /// line 3, and no review candidate left for it.
    static func record(
        _ deposit: RentDepositMatcher.Deposit, lease: LeaseRecord, how: String, source: String,
        in tx: LedgerTransaction
    ) throws {
        try tx.insertRentPayment(
            RentPaymentRecord(
                leaseID: lease.id, date: deposit.date, amountCents: deposit.amount.minorUnits, method: "bank_transfer",
                type: "rent", source: source, transactionID: deposit.id, notes: "\(deposit.description) (\(how))"),
            sourceDocumentID: nil, sourceLine: nil)
        try tx.assignToProperty(
            transactionID: deposit.id, propertyID: lease.propertyID, line: ScheduleELine.rentsReceived.rawValue,
            source: "rent:\(lease.specName)")
        try tx.clearRentMatchCandidates(transactionID: deposit.id)
    }
}
