import Rentals
import ShoeboxCore
import Storage

/// Conversions between the stored rental records (`Storage`) and the values `Rentals` computes with.
extension LeaseRecord {
    init(_ spec: LeaseSpec, property: PropertyRecord, currency: CurrencyCode, id: Int64 = 0) {
        var feeCents: Int64?, feeBps: Int64?
        switch spec.terms.lateFee?.charge {
        case .fixed(let units)?: feeCents = units
        case .rate(let bps)?: feeBps = bps
        case nil: break
        }
        self.init(
            id: id, specName: spec.file, propertyID: property.id, propertyName: property.name, unit: spec.unit,
            tenants: spec.tenants,
            start: spec.terms.start, end: spec.terms.end, rentCents: spec.terms.rent, currency: currency,
            cycle: spec.terms.cycle.rawValue, dueDay: spec.terms.dueDay, depositCents: spec.securityDeposit,
            lateFeeCents: feeCents, lateFeeBasisPoints: feeBps, lateFeeGraceDays: spec.terms.lateFee?.graceDays ?? 0,
            active: spec.active, notes: spec.notes)
    }

    /// The lease's terms as `Rentals` reads them.
    var terms: LeaseTerms {
        var fee: LateFeeRule?
        if let cents = lateFeeCents {
            fee = LateFeeRule(charge: .fixed(minorUnits: cents), graceDays: lateFeeGraceDays)
        } else if let bps = lateFeeBasisPoints {
            fee = LateFeeRule(charge: .rate(basisPoints: bps), graceDays: lateFeeGraceDays)
        }
        return LeaseTerms(
            start: start, end: end, rent: rentCents, cycle: RentCycle(rawValue: cycle) ?? .monthly, dueDay: dueDay,
            lateFee: fee)
    }

    func snapshot(payments: [RentPaymentRecord]) -> LeaseSnapshot {
        LeaseSnapshot(
            id: id, property: propertyName, unit: unit, tenant: tenants.map(\.name).joined(separator: " & "),
            currency: currency, terms: terms, securityDeposit: depositCents, active: active,
            payments: payments.map(\.payment))
    }
}

extension RentPaymentRecord {
    /// The payment as `Rentals` reads it; the notes name where it came from (for report appendices).
    var payment: RentPayment {
        RentPayment(
            date: date, amount: amountCents, method: RentPaymentMethod(rawValue: method) ?? .other,
            type: RentPaymentType(rawValue: type) ?? .rent, notes: origin)
    }

    /// `bank #123: ZELLE ANA RUIZ`, `lease spec`, `rent-payments.csv`.
    var origin: String {
        switch source {
        case "bank", "review": "bank #\(transactionID ?? 0)" + (notes.map { ": \($0)" } ?? "")
        case "spec": "lease spec" + (notes.map { ": \($0)" } ?? "")
        case "csv": "rent-payments.csv" + (notes.map { ": \($0)" } ?? "")
        default: source + (notes.map { ": \($0)" } ?? "")
        }
    }
}

extension PropertyRecord {
    init(_ spec: PropertySpec, id: Int64 = 0) {
        self.init(
            id: id, name: spec.name, address: spec.address, type: spec.type.rawValue, currency: spec.currency,
            purchaseDate: spec.purchaseDate, basisCents: spec.basisMinorUnits, notes: spec.notes, specName: spec.file,
            expenseRules: spec.expenseRules.map { ExpenseRule(match: $0.match, line: $0.line.rawValue) })
    }

    var spec: PropertySpec {
        var spec = PropertySpec(
            name: name, address: address, type: PropertyType(rawValue: type) ?? .residential, currency: currency,
            purchaseDate: purchaseDate, basisMinorUnits: basisCents, notes: notes, file: specName)
        spec.expenseRules = expenseRules.compactMap { rule in
            ScheduleELine(rawValue: rule.line).map { PropertyExpenseRule(match: rule.match, line: $0) }
        }
        return spec
    }
}

extension PropertyTransactionRecord {
    var entry: PropertyEntry? {
        guard let line = ScheduleELine(rawValue: scheduleELine) else { return nil }
        return PropertyEntry(
            id: transactionID, date: date, description: description, amount: amount, property: propertyName, line: line)
    }
}

extension Ledger {
    /// Every lease with its live payments, as `Rentals` values.
    public func leaseSnapshots() throws -> [LeaseSnapshot] {
        let payments = try rentPaymentsByLease()
        return try leases().map { $0.snapshot(payments: payments[$0.id] ?? []) }
    }

    /// `shoebox rent status`: one line per active lease as of `asOf`.
    public func rentStatus(asOf: LocalDate) throws -> [RentStatusLine] {
        try RentStatus.lines(try leaseSnapshots(), asOf: asOf)
    }
}
