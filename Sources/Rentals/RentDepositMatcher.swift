import Foundation
import ShoeboxCore

/// Matches bank deposits to rent due, with plain values in and out.
///
/// A deposit fits a lease when it is in the lease's currency, a period of the lease is still
/// owed money and due within the date window (from `lateDays` before the deposit to `earlyDays`
/// after it), and the amount is at most what is owed in that window plus one period's rent
/// (the rest becomes credit). Evidence that it is that lease: a tenant's name in the
/// description (strongest), the property's name, the unit. Among the fitting leases the best
/// evidenced one pays; equal evidence is broken only by one lease owing exactly the amount.
/// A deposit with no name evidence is never matched automatically: when its amount is exactly
/// what one or more leases owe, it goes to review (`rent_payment`) with those leases.
public enum RentDepositMatcher {
    /// A deposit may come this many days before a due date…
    public static let earlyDays = 10
    /// …or this many days after it.
    public static let lateDays = 62

    /// A bank deposit to match (`BankMovement`).
    public typealias Deposit = BankMovement

    /// A lease with its rent due period by period and the rent payments already recorded. What it
    /// owes is judged on each deposit's date, from the payments made by then (a later payment does
    /// not make an earlier deposit look unneeded).
    public struct OpenLease: Hashable, Sendable {
        public var id: Int64
        public var property: String
        public var unit: String?
        public var tenants: [String]
        public var currency: CurrencyCode
        public var rent: Int64
        /// Rent per period (late fees left out: they depend on what this pass decides).
        public var dues: [Due]
        /// Rent and late-fee payments already recorded.
        public var payments: [Paid]

        public struct Due: Hashable, Sendable {
            public var dueDate: LocalDate
            public var amount: Int64
            public init(dueDate: LocalDate, amount: Int64) {
                self.dueDate = dueDate
                self.amount = amount
            }
        }

        public struct Paid: Hashable, Sendable {
            public var date: LocalDate
            public var amount: Int64
            public init(date: LocalDate, amount: Int64) {
                self.date = date
                self.amount = amount
            }
        }

        public init(
            id: Int64, property: String, unit: String?, tenants: [String], currency: CurrencyCode, rent: Int64,
            dues: [Due], payments: [Paid]
        ) {
            self.id = id
            self.property = property
            self.unit = unit
            self.tenants = tenants
            self.currency = currency
            self.rent = rent
            self.dues = dues
            self.payments = payments
        }

        /// Balances per period (due date, balance) from the payments dated on or before `date`,
        /// oldest period first.
        func owed(on date: LocalDate) -> [(dueDate: LocalDate, balance: Int64)] {
            var left = payments.filter { $0.date <= date }.reduce(Int64(0)) { $0 + $1.amount }
            return dues.map { due in
                let taken = min(left, due.amount)
                left -= taken
                return (due.dueDate, due.amount - taken)
            }
        }
    }

    public enum Evidence: String, Sendable {
        case tenant = "tenant name in description"
        case property = "property name in description"
        case unit = "property and unit in description"
    }

    public enum Decision: Hashable, Sendable {
        case pays(depositID: Int64, leaseID: Int64, evidence: Evidence)
        /// Several leases fit equally (or only the amount says which): a person decides.
        case review(depositID: Int64, leaseIDs: [Int64], reason: String)
    }

    public static func match(deposits: [Deposit], leases: [OpenLease]) -> [Decision] {
        var leases = leases
        var decisions: [Decision] = []
        for deposit in deposits.sorted(by: { ($0.date, $0.id) < ($1.date, $1.id) }) where deposit.amount.minorUnits > 0
        {
            let memo = Words(deposit.description)
            var scored: [(lease: OpenLease, score: Int, evidence: Evidence?, exact: Bool)] = []
            for lease in leases where lease.currency == deposit.amount.currency {
                let inWindow = lease.owed(on: deposit.date).filter {
                    $0.balance > 0 && $0.dueDate.dayNumber <= deposit.date.dayNumber + earlyDays
                        && $0.dueDate.dayNumber >= deposit.date.dayNumber - lateDays
                }
                guard !inWindow.isEmpty else { continue }
                let total = inWindow.reduce(0) { $0 + $1.balance }
                let amount = deposit.amount.minorUnits
                guard amount <= total + lease.rent else { continue }
                let exact = amount == total || amount == inWindow[0].balance
                let (score, evidence) = evidenceScore(lease, memo: memo)
                scored.append((lease, score, evidence, exact))
            }
            let best = scored.map(\.score).max() ?? 0
            let decision: Decision?
            if best > 0 {
                let top = scored.filter { $0.score == best }
                let exact = top.filter(\.exact)
                if top.count == 1 {
                    decision = .pays(depositID: deposit.id, leaseID: top[0].lease.id, evidence: top[0].evidence!)
                } else if exact.count == 1 {
                    decision = .pays(depositID: deposit.id, leaseID: exact[0].lease.id, evidence: exact[0].evidence!)
                } else {
                    decision = .review(
                        depositID: deposit.id, leaseIDs: top.map(\.lease.id).sorted(),
                        reason: "the description fits \(top.count) leases equally")
                }
            } else {
                let exact = scored.filter(\.exact)
                decision =
                    exact.isEmpty
                    ? nil
                    : .review(
                        depositID: deposit.id, leaseIDs: exact.map(\.lease.id).sorted(),
                        reason: exact.count == 1
                            ? "the amount is what this lease owes, but the description names no tenant or property"
                            : "the amount is what \(exact.count) leases owe; the description names none of them")
            }
            if case .pays(_, let leaseID, _)? = decision, let index = leases.firstIndex(where: { $0.id == leaseID }) {
                leases[index].payments.append(.init(date: deposit.date, amount: deposit.amount.minorUnits))
            }
            if let decision { decisions.append(decision) }
        }
        return decisions
    }

    /// Tenant name 3, property and unit 2, property 1, nothing 0.
    static func evidenceScore(_ lease: OpenLease, memo: Words) -> (Int, Evidence?) {
        if lease.tenants.contains(where: { memo.containsName($0) }) { return (3, .tenant) }
        guard memo.containsName(lease.property) else { return (0, nil) }
        if let unit = lease.unit, memo.tokens.contains(Words(unit).joined) { return (2, .unit) }
        return (1, .property)
    }

    /// A description as upper-case words of letters and digits.
    struct Words {
        let tokens: [String]
        let joined: String

        init(_ text: String) {
            tokens = text.uppercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
            joined = tokens.joined()
        }

        /// Words that say nothing about who paid.
        static let noise: Set<String> = ["THE", "AND", "OF", "MR", "MRS", "MS", "DR", "LLC", "INC", "LTD"]

        /// Every significant word of `name` is a word of the description (or they appear run together).
        func containsName(_ name: String) -> Bool {
            let words = Words(name).tokens.filter { !Self.noise.contains($0) }
            guard !words.isEmpty, words.joined().count >= 3 else { return false }
            let set = Set(tokens)
            if words.allSatisfy({ set.contains($0) }) { return true }
            return words.count > 1 && joined.contains(words.joined())
        }
    }
}
