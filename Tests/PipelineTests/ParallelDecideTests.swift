import Categorize
import Foundation
import ShoeboxCore
import Storage
import Testing

@testable import Pipeline

/// Deciding a pass's rows in parallel runs gives exactly what one loop gives, in the same order.
@Suite struct ParallelDecideTests {
    static let descriptors = [
        "STARBUCKS STORE #%d SEATTLE WA", "AMAZON MKTPL*%dAB Amzn.com/bill WA", "SHELL OIL %d SAN JOSE CA",
        "UBER *TRIP %d HELP.UBER.COM CA", "SQ *BLUE BOTTLE %d OAKLAND CA", "ONLINE TRANSFER TO SAV %d",
        "GUSTO PAYROLL %d", "APPLE.COM/BILL %d", "HOME DEPOT #%d", "CHECK %d", "ZELLE TO J SMITH %d",
        "PAYMENT THANK YOU %d", "INTEREST CHARGE %d", "DELTA AIR %d ATLANTA GA",
    ]

    /// 24,000 rows over many payees, both directions, amounts from cents to capital items, some
    /// decided before (a changed category, an unchanged one), with transfer legs and recurrences.
    static func candidates() -> [CategorizationCandidate] {
        var state: UInt64 = 7
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        return (0..<24_000).map { index in
            let text = String(format: descriptors[Int(next() % UInt64(descriptors.count))], Int(next() % 50))
            let cents = Int64(next() % 600_000) - (next() % 5 == 0 ? 0 : 600_000)
            var row = CategorizationCandidate(
                id: Int64(index + 1), date: "202\(index % 4)-0\(1 + index % 9)-1\(index % 10)", description: text,
                amount: Money(minorUnits: cents == 0 ? -1 : cents, currency: .usd), accountKey: "acct:\(index % 3)",
                accountName: index % 3 == 2 ? "Personal Visa" : "Business Checking", payee: text.uppercased(),
                kind: "bank", category: nil, source: nil, confidence: nil, explanation: nil)
            if index % 7 == 0 {
                row.category = "meals"
                row.source = "rule:coffee"
                row.confidence = 0.9
                row.explanation = "earlier"
                row.evidence = ""
            }
            return row
        }
    }

    @Test func partsGiveTheSameUpdatesAsOneLoop() {
        let rows = Self.candidates()
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: [], catalog: CategoryCatalog())
        var patterns = BookEvidence()
        for id in stride(from: Int64(3), to: 24_000, by: 97) {
            patterns.legs[id] = "-10.00 on acct:9 'TRANSFER' 2022-01-01"
            patterns.legIDs[id] = id + 1
        }
        for id in stride(from: Int64(5), to: 24_000, by: 31) { patterns.recurring[id] = 4 }
        for id in stride(from: Int64(11), to: 24_000, by: 53) { patterns.returns.insert(id) }
        let banks: [Int64: String] = [2: "Food & Drink", 40: "Travel", 99: "5812"]
        let one = CategorizationService.decide(
            rows, with: categorizer, patterns: patterns, bankCategories: banks, parts: 1)
        for parts in [2, 3] {
            let many = CategorizationService.decide(
                rows, with: categorizer, patterns: patterns, bankCategories: banks, parts: parts)
            #expect(many.updates == one.updates)
            #expect(many.changes == one.changes && many.changed == one.changed)
        }
        #expect(one.updates.count > 20_000 && one.changed > 0)
    }
}
