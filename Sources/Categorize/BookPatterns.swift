import Foundation
import ShoeboxCore

/// Evidence that needs the whole book, not one row: the two legs of a transfer between the
/// owner's own accounts, and payees paid the same amount month after month.
public enum BookPatterns {
    /// One stored row, as far as these patterns care.
    public struct Row: Sendable {
        public var id: Int64
        public var date: String
        public var amountCents: Int64
        public var account: String
        public var payeeKey: [String]

        public init(id: Int64, date: String, amountCents: Int64, account: String, payeeKey: [String]) {
            self.id = id
            self.date = date
            self.amountCents = amountCents
            self.account = account
            self.payeeKey = payeeKey
        }
    }

    /// Pairs money out of one account with the same amount into another account of the book
    /// within `days` days (nearest dates first): id → the other leg's id.
    public static func transferPairs(_ rows: [Row], days: Int = 5) -> [Int64: Int64] {
        var incoming: [Int64: [Row]] = [:]
        for row in rows where row.amountCents > 0 { incoming[row.amountCents, default: []].append(row) }
        var candidates: [(Int, Int64, Int64)] = []
        for row in rows where row.amountCents < 0 {
            for other in incoming[-row.amountCents] ?? [] where other.account != row.account {
                guard let gap = dayGap(row.date, other.date), gap <= days else { continue }
                candidates.append((gap, row.id, other.id))
            }
        }
        var pairs: [Int64: Int64] = [:]
        for (_, out, into) in candidates.sorted(by: { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) })
        where pairs[out] == nil && pairs[into] == nil {
            pairs[out] = into
            pairs[into] = out
        }
        return pairs
    }

    /// id → how many distinct months the same payee was paid exactly this amount on this account
    /// (only for rows in a run of 3 or more months).
    public static func recurringMonths(_ rows: [Row]) -> [Int64: Int] {
        packedRecurringMonths(rows) ?? generalRecurringMonths(rows)
    }

    /// `recurringMonths` with a `Set` of month texts per payee and amount (any text).
    static func generalRecurringMonths(_ rows: [Row]) -> [Int64: Int] {
        var payees = PayeeNumbers()
        var months: [AmountOfPayee: Set<Substring>] = [:]
        var keys: [AmountOfPayee?] = []
        keys.reserveCapacity(rows.count)
        for row in rows {
            guard !row.payeeKey.isEmpty else {
                keys.append(nil)
                continue
            }
            let key = AmountOfPayee(payee: payees.number(of: row), amountCents: row.amountCents)
            keys.append(key)
            months[key, default: []].insert(row.date.prefix(7))
        }
        var result: [Int64: Int] = [:]
        for (row, key) in zip(rows, keys) {
            guard let key else { continue }
            let count = months[key]?.count ?? 0
            if count >= 3 { result[row.id] = count }
        }
        return result
    }

    /// An account and a payee key, for `recurringMonths`.
    struct PayeeOfAccount: Hashable {
        var account: String
        var payeeKey: [String]
    }

    /// Rows are grouped by the text `account|payee words|amount`. Its part before the amount (which holds
    /// no `|`) is numbered once per account and payee key: the same groups, without a string per row.
    struct PayeeNumbers {
        var prefixes: [String: Int] = [:]
        var numbers: [PayeeOfAccount: Int] = [:]

        /// The number of `row`'s `account|payee words|` text (rows with equal texts share one).
        mutating func number(of row: Row) -> Int {
            let pair = PayeeOfAccount(account: row.account, payeeKey: row.payeeKey)
            if let known = numbers[pair] { return known }
            let prefix = "\(row.account)|\(row.payeeKey.joined(separator: " "))|"
            let number = prefixes[prefix] ?? prefixes.count
            prefixes[prefix] = number
            numbers[pair] = number
            return number
        }
    }

    /// A numbered account-and-payee text and an amount, for `recurringMonths`.
    struct AmountOfPayee: Hashable {
        var payee: Int
        var amountCents: Int64
    }

    /// Money in from a payee the same account paid earlier or later: a refund or return.
    public static func returnsOfPurchases(_ rows: [Row]) -> Set<Int64> {
        var paid = Set<String>()
        for row in rows where row.amountCents < 0 && !row.payeeKey.isEmpty {
            paid.insert("\(row.account)|\(row.payeeKey.joined(separator: " "))")
        }
        return Set(
            rows.filter { $0.amountCents > 0 && paid.contains("\($0.account)|\($0.payeeKey.joined(separator: " "))") }
                .map(\.id))
    }

    static func dayGap(_ a: String, _ b: String) -> Int? {
        guard let x = LocalDate(iso: String(a.prefix(10))), let y = LocalDate(iso: String(b.prefix(10))) else {
            return nil
        }
        return abs(x.dayNumber - y.dayNumber)
    }
}
