import ShoeboxCore
import Testing

@testable import Categorize

/// `BookPatterns.recurringMonths` numbers each account-and-payee text once instead of building a key per row:
/// it must group exactly as the text `account|payee words|amount` did, odd keys included.
@Suite struct RecurringMonthsTests {
    /// The grouping by the whole text, as it was written before.
    static func byText(_ rows: [BookPatterns.Row]) -> [Int64: Int] {
        var months: [String: Set<Substring>] = [:]
        let keys = rows.map { row in
            row.payeeKey.isEmpty ? nil : "\(row.account)|\(row.payeeKey.joined(separator: " "))|\(row.amountCents)"
        }
        for (row, key) in zip(rows, keys) { if let key { months[key, default: []].insert(row.date.prefix(7)) } }
        var result: [Int64: Int] = [:]
        for (row, key) in zip(rows, keys) {
            guard let key, let count = months[key]?.count, count >= 3 else { continue }
            result[row.id] = count
        }
        return result
    }

    @Test func groupsLikeTheWholeText() {
        // Keys whose texts coincide although their parts differ: `|` inside an account or a payee word,
        // a word with a space against two words, canonically equal accents, an empty key.
        let payees: [(String, [String])] = [
            ("acct:1", ["NETFLIX"]), ("acct:1", ["NETFLIX", "COM"]), ("acct:1", ["NETFLIX COM"]),
            ("acct:1|X", ["NETFLIX"]), ("acct:1", ["X|NETFLIX"]), ("acct:2", ["NETFLIX"]),
            ("acct:1", ["CAF\u{C9}"]), ("acct:1", ["CAFE\u{301}"]), ("acct:1", []), ("", ["A"]), ("|", ["|"]),
        ]
        var generator = SeededGenerator(state: 7)
        var rows: [BookPatterns.Row] = []
        for id in 0..<6_000 {
            let (account, key) = payees[Int.random(in: 0..<payees.count, using: &generator)]
            let amount = [-1_599, -1_600, 1_599, -12, 0][Int.random(in: 0..<5, using: &generator)]
            let month = Int.random(in: 1...12, using: &generator)
            let date = "2025-\(month < 10 ? "0" : "")\(month)-\(Int.random(in: 10...28, using: &generator))"
            rows.append(.init(id: Int64(id), date: date, amountCents: Int64(amount), account: account, payeeKey: key))
        }
        #expect(BookPatterns.recurringMonths(rows) == Self.byText(rows))
        #expect(BookPatterns.recurringMonths(Array(rows.prefix(40))) == Self.byText(Array(rows.prefix(40))))
        #expect(BookPatterns.recurringMonths([]) == [:])
    }
}

/// Months packed as integers (seven ASCII characters) are counted as the `Set` of month texts counts them;
/// any other month shape leaves the count to the general way.
@Suite struct PackedRecurringMonthsTests {
    func rows(dates: [String], count: Int, seed: UInt64) -> [BookPatterns.Row] {
        var generator = SeededGenerator(state: seed)
        let payees: [(String, [String])] = [
            ("acct:1", ["NETFLIX"]), ("acct:1", ["SPOTIFY"]), ("acct:2", ["NETFLIX"]), ("acct:1", []),
            ("acct:1", ["CAF\u{C9}"]), ("acct:1", ["CAFE\u{301}"]),
        ]
        return (0..<count).map { id in
            let (account, key) = payees[Int.random(in: 0..<payees.count, using: &generator)]
            return BookPatterns.Row(
                id: Int64(id), date: dates[Int.random(in: 0..<dates.count, using: &generator)],
                amountCents: [-1_599, -1_600, 1_599][Int.random(in: 0..<3, using: &generator)], account: account,
                payeeKey: key)
        }
    }

    @Test func packedMonthsCountLikeTheGeneralWay() {
        let dates =
            (1...14).map { month in "2025-\(month < 10 ? "0" : "")\(month)-1\(month % 9)" } + [
                "2025-01", "2024-12-31T10:00", "1999-07-04 ",
            ]
        for seed: UInt64 in [1, 2, 3] {
            let rows = rows(dates: dates, count: 4_000, seed: seed)
            let packed = BookPatterns.packedRecurringMonths(rows)
            #expect(packed != nil)
            #expect(packed == BookPatterns.generalRecurringMonths(rows))
            #expect(packed?.isEmpty == false)
        }
    }

    @Test func otherMonthShapesTakeTheGeneralWay() {
        // A combining mark on the seventh character, a CR LF inside, a short date, non-ASCII digits.
        for odd in ["2025-01\u{301}-02", "2025-0\r\n-02", "2025-1", "2025-\u{FF10}1-02", "2025-01\u{200D}"] {
            let rows = rows(dates: ["2025-01-05", "2025-02-05", "2025-03-05", odd], count: 600, seed: 9)
            #expect(BookPatterns.packedRecurringMonths(rows) == nil, "\(odd.debugDescription)")
            #expect(BookPatterns.recurringMonths(rows) == BookPatterns.generalRecurringMonths(rows))
        }
        #expect(BookPatterns.packedMonth("2025-01-05") == BookPatterns.packedMonth("2025-01-28"))
        #expect(BookPatterns.packedMonth("2025-01-05") != BookPatterns.packedMonth("2025-02-05"))
    }
}
