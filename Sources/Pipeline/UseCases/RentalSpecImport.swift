import Foundation
import Rentals
import ShoeboxCore
import Storage

/// What storing one rental input did.
public struct RentalImportResult: Sendable, Equatable {
    /// The property name, the lease spec name, or the payments file name.
    public var name: String
    /// False when an existing property or lease was updated (a revision row keeps the old state).
    public var created: Bool
    /// Payments added (lease specs and `rent-payments.csv`).
    public var paymentsAdded = 0
}

extension Ledger {
    /// Stores a property spec in one transaction with its document. A spec naming a stored
    /// property updates it after writing a revision; an unchanged one changes nothing.
    public func importPropertySpec(_ spec: PropertySpec, document: NewDocument?, runID: Int64?) throws
        -> RentalImportResult
    {
        try write { tx in
            let sourceID = try document.flatMap { doc in
                try runID.map { try tx.storeDocument(doc, runID: $0, dialect: "property", count: 0) }
            }
            let created = try PropertySpecImport.store(spec, sourceID: sourceID, in: tx)
            if let document, let sourceID { try tx.rememberPath(of: document, documentID: sourceID) }
            return RentalImportResult(name: spec.name, created: created)
        }
    }

    /// Stores a lease spec in one transaction: the lease (a revision first when it updates one),
    /// its tenants, the payments it lists (ones it no longer lists are marked removed), and its
    /// schedule through `today`. The property must be in the book.
    public func importLeaseSpec(_ spec: LeaseSpec, document: NewDocument?, runID: Int64?, today: LocalDate) throws
        -> RentalImportResult
    {
        try write { tx in
            guard let property = try tx.property(named: spec.property) else {
                throw RentalSpecError(
                    rentalCode: .badRentalSpec, file: spec.file, line: spec.keyLines["property"], key: "property",
                    "no property named `\(spec.property)` in the book: drop its .property.yaml first (or with this file)"
                )
            }
            let currency = spec.currency ?? property.currency
            guard currency == property.currency else {
                throw RentalSpecError(
                    rentalCode: .badRentalSpec, file: spec.file, line: spec.keyLines["currency"], key: "currency",
                    "\(currency.code) differs from the currency of \(property.name) (\(property.currency.code))")
            }
            let sourceID = try document.flatMap { doc in
                try runID.map { try tx.storeDocument(doc, runID: $0, dialect: "lease", count: spec.payments.count) }
            }
            var result = RentalImportResult(name: spec.file, created: false)
            let leaseID: Int64
            if let stored = try tx.lease(specName: spec.file) {
                leaseID = stored.id
                let updated = LeaseRecord(spec, property: property, currency: currency, id: stored.id)
                if updated != stored {
                    try tx.updateLease(updated, reason: "spec \(spec.file) re-dropped", sourceDocumentID: sourceID)
                }
            } else {
                leaseID = try tx.insertLease(
                    LeaseRecord(spec, property: property, currency: currency), sourceDocumentID: sourceID)
                result.created = true
            }
            result.paymentsAdded = try replaceSpecPayments(spec, leaseID: leaseID, sourceID: sourceID, in: tx)
            try RentSchedules.refresh(leaseID: leaseID, through: today, in: tx)
            if let document, let sourceID { try tx.rememberPath(of: document, documentID: sourceID) }
            return result
        }
    }

    /// Stores the rows of a `rent-payments.csv` in one transaction. Each row names its lease by
    /// property (plus unit or tenant when the property has several leases in force that day);
    /// a row already stored from an earlier version of the file is not stored twice.
    public func importRentPayments(_ rows: [RentPaymentsCSV.Row], file: String, document: NewDocument?, runID: Int64?)
        throws -> RentalImportResult
    {
        try write { tx in
            let leases = try tx.leases()
            var resolved: [(row: RentPaymentsCSV.Row, lease: LeaseRecord, amount: Int64)] = []
            for row in rows {
                let lease = try RentPaymentsResolver.lease(for: row, among: leases, file: file)
                guard let amount = AmountText.minorUnits(row.amountText, currency: lease.currency), amount > 0
                else {
                    throw RentalSpecError(
                        rentalCode: .badRentalSpec, file: file, line: row.line, key: "amount",
                        "malformed amount `\(row.amountText)`: write a plain decimal above zero such as \"1500.00\"")
                }
                resolved.append((row, lease, amount))
            }
            let sourceID = try document.flatMap { doc in
                try runID.map { try tx.storeDocument(doc, runID: $0, dialect: "rent_payments", count: rows.count) }
            }
            var added = 0
            var stored: [Int64: [RentPaymentRecord]] = [:]
            for (row, lease, amount) in resolved {
                if stored[lease.id] == nil { stored[lease.id] = try tx.rentPayments(leaseID: lease.id) }
                let record = RentPaymentRecord(
                    leaseID: lease.id, date: row.date, amountCents: amount, method: row.method.rawValue,
                    type: row.type.rawValue, source: "csv", notes: row.notes)
                // The n-th identical row of the file matches the n-th identical stored csv row.
                if let index = stored[lease.id]!.firstIndex(where: { Self.samePayment($0, record) }) {
                    stored[lease.id]!.remove(at: index)
                    continue
                }
                try tx.insertRentPayment(record, sourceDocumentID: sourceID, sourceLine: row.line)
                added += 1
            }
            if let document, let sourceID { try tx.rememberPath(of: document, documentID: sourceID) }
            return RentalImportResult(name: file, created: true, paymentsAdded: added)
        }
    }

    static func samePayment(_ a: RentPaymentRecord, _ b: RentPaymentRecord) -> Bool {
        a.source == b.source && a.date == b.date && a.amountCents == b.amountCents && a.method == b.method
            && a.type == b.type
    }

    /// The spec's payments become the lease's `spec` payments: identical ones stay, new ones are
    /// added, ones it no longer lists are marked removed. Returns how many were added.
    func replaceSpecPayments(_ spec: LeaseSpec, leaseID: Int64, sourceID: Int64?, in tx: LedgerTransaction) throws
        -> Int
    {
        var live = try tx.rentPayments(leaseID: leaseID).filter { $0.source == "spec" }
        var added = 0
        for (index, payment) in spec.payments.enumerated() {
            let record = RentPaymentRecord(
                leaseID: leaseID, date: payment.date, amountCents: payment.amount, method: payment.method.rawValue,
                type: payment.type.rawValue, source: "spec", notes: payment.notes)
            if let match = live.firstIndex(where: { Self.samePayment($0, record) && $0.notes == record.notes }) {
                live.remove(at: match)
                continue
            }
            try tx.insertRentPayment(
                record, sourceDocumentID: sourceID,
                sourceLine: spec.keyLines["payments"].map {
                    $0 + index
                })
            added += 1
        }
        for gone in live { try tx.markRentPaymentRemoved(id: gone.id) }
        return added
    }
}

enum PropertySpecImport {
    /// Inserts or updates (revision first) the property; true when it is new.
    static func store(_ spec: PropertySpec, sourceID: Int64?, in tx: LedgerTransaction) throws -> Bool {
        guard let stored = try tx.property(named: spec.name) else {
            _ = try tx.insertProperty(PropertyRecord(spec), sourceDocumentID: sourceID)
            return true
        }
        if stored.currency != spec.currency,
            try tx.leases().contains(where: { $0.propertyID == stored.id && $0.currency != spec.currency })
        {
            throw RentalSpecError(
                rentalCode: .badRentalSpec, file: spec.file, line: nil, key: "currency",
                "\(spec.name) has leases in \(stored.currency.code); its currency cannot change to \(spec.currency.code)"
            )
        }
        let updated = PropertyRecord(spec, id: stored.id)
        if updated != stored {
            try tx.updateProperty(updated, reason: "spec \(spec.file) re-dropped", sourceDocumentID: sourceID)
        }
        return false
    }
}

/// Picks the lease a `rent-payments.csv` row pays.
enum RentPaymentsResolver {
    static func lease(for row: RentPaymentsCSV.Row, among leases: [LeaseRecord], file: String) throws(RentalSpecError)
        -> LeaseRecord
    {
        let key = { (text: String) in text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        var candidates = leases.filter { key($0.propertyName) == key(row.property) }
        guard !candidates.isEmpty else {
            throw RentalSpecError(
                rentalCode: .badRentalSpec, file: file, line: row.line, key: "property",
                "no lease on a property named `\(row.property)`")
        }
        if let unit = row.unit { candidates = candidates.filter { $0.unit.map(key) == key(unit) } }
        if let tenant = row.tenant {
            candidates = candidates.filter { $0.tenants.contains { key($0.name) == key(tenant) } }
        }
        if candidates.count > 1 {
            let inForce = candidates.filter { $0.start <= row.date && ($0.end.map { row.date <= $0 } ?? true) }
            if !inForce.isEmpty { candidates = inForce }
        }
        guard candidates.count == 1 else {
            throw RentalSpecError(
                rentalCode: .badRentalSpec, file: file, line: row.line, key: candidates.isEmpty ? "tenant" : "unit",
                candidates.isEmpty
                    ? "no lease of `\(row.property)` matches this unit and tenant"
                    : "\(candidates.count) leases of `\(row.property)` fit: give `unit` or `tenant`")
        }
        return candidates[0]
    }
}

/// Rewrites stored schedules from the leases' terms.
enum RentSchedules {
    static func refresh(leaseID: Int64, through: LocalDate, in tx: LedgerTransaction) throws {
        guard let lease = try tx.leases().first(where: { $0.id == leaseID }) else { return }
        try refresh(lease, through: through, in: tx)
    }

    static func refresh(_ lease: LeaseRecord, through: LocalDate, in tx: LedgerTransaction) throws {
        let periods = try RentSchedule.periods(lease.terms, through: through).map {
            RentPeriodRecord(
                start: $0.start, end: $0.end, dueDate: $0.dueDate, amountCents: $0.amount, prorated: $0.prorated)
        }
        try tx.replaceSchedule(leaseID: lease.id, periods)
    }
}
