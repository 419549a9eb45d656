import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

@Suite struct LearningTests {
    @Test func sameMerchantWithOtherStoreNumberCityAndReference() {
        let before = learnedCategorizer([])
        #expect(decide(before, "PAPER SOURCE 8122 BROOKLYN NY", -4_600).category == "uncategorized")
        let after = learnedCategorizer([("PAPER SOURCE 8122 BROOKLYN NY", -4_600, "acct:biz", "supplies")])
        let decision = decide(after, "PAPER SOURCE #4745 OAKLAND CA", -7_919)
        #expect(decision.category == "supplies")
        #expect(decision.source == "learned:payee")
        #expect(decision.explanation.contains("PAPER SOURCE"))
        #expect(decide(after, "ZELLE PAYMENT TO MARIA LOPEZ DESIGN JPM99AB", -10_000).category != "supplies")
    }

    @Test func accountDecidesTheSameDescriptor() {
        let learned = learnedCategorizer([
            ("COSTCO WHSE #4394 SEATTLE WA", -19_476, "acct:personal-card", "personal"),
            ("COSTCO WHSE #1111 OAKLAND CA", -31_000, "acct:biz-card", "supplies"),
        ])
        #expect(decide(learned, "COSTCO WHSE #8298 ATLANTA GA", -29_671, "acct:personal-card").category == "personal")
        #expect(decide(learned, "COSTCO WHSE #1368 SEATTLE WA", -12_000, "acct:biz-card").category == "supplies")
    }

    @Test func personalOnAnotherAccountDoesNotLeakToTheBusinessCard() {
        let learned = learnedCategorizer([
            ("AMAZON MKTPL*TE2NP8 Amzn.com/bill WA", -19_232, "acct:personal-card", "personal")
        ])
        #expect(
            decide(learned, "AMAZON MKTPL*JLZHF7 Amzn.com/bill WA", -19_742, "acct:personal-card").category
                == "personal")
        #expect(decide(learned, "AMAZON MKTPL*AB12CD Amzn.com/bill WA", -4_299, "acct:biz-card").category == "supplies")
    }

    @Test func amountDecidesBetweenDepreciationAndRepair() {
        let learned = learnedCategorizer([
            ("KEH CAMERA 748-118-2466 GA", -349_900, "acct:biz", "depreciation"),
            ("KEH CAMERA 518-780-1129 GA", -27_900, "acct:biz", "repairs"),
        ])
        let big = decide(learned, "KEH CAMERA 404-555-0101 GA", -310_000)
        let small = decide(learned, "KEH CAMERA 404-555-0101 GA", -19_900)
        #expect(big.category == "depreciation")
        #expect(small.category == "repairs")
        #expect(big.source == "learned:vote")
        #expect(small.explanation.contains("closest amount"))
    }

    @Test func recentMajorityForAPayee() {
        let learned = learnedCategorizer([
            ("ACME SUPPLY CO 1", -5_000, "acct:biz", "office"),
            ("ACME SUPPLY CO 2", -5_100, "acct:biz", "supplies"),
            ("ACME SUPPLY CO 3", -4_900, "acct:biz", "supplies"),
            ("ACME SUPPLY CO 4", -5_000, "acct:biz", "supplies"),
        ])
        let decision = decide(learned, "ACME SUPPLY CO 5", -5_000)
        #expect(decision.category == "supplies")
        #expect(decision.explanation.contains("3 of the last 4"))
    }

    @Test func anAccountLearnedAsPersonalOverridesWeakDefaults() {
        // The account's name says nothing; four corrections, all personal, make it a personal account.
        let learned = learnedCategorizer([
            ("TARGET 29846180 SEATTLE WA", -10_553, "acct:7731", "personal"),
            ("AMZN Mktp US*X23QSL Amzn.com/bill WA", -24_633, "acct:7731", "personal"),
            ("COSTCO WHSE #4394 SEATTLE WA", -19_476, "acct:7731", "personal"),
            ("BEST BUY 00012345", -8_999, "acct:7731", "personal"),
        ])
        let decision = decide(learned, "WALMART SUPERCENTER #1234", -5_000, "acct:7731")
        #expect(decision.category == "personal")
        #expect(decision.source == "learned:account")
        #expect(decide(learned, "Payment Thank You-Mobile", 50_000, "acct:7731").category == "transfer")
        #expect(decide(learned, "WALMART SUPERCENTER #1234", -5_000, "acct:biz").category == "supplies")
        // Money in is not spending: a learned personal account does not turn a payout personal.
        #expect(decide(learned, "ACME CORP DES:PAYROLL ID:99", 120_000, "acct:7731").source != "learned:account")
    }

    @Test func wordModelDecidesUnknownMerchantsAfterCorrections() {
        var corrections: [(String, Int64, String, String)] = []
        for index in 0..<6 {
            corrections.append(("KESTREL FIBERWORKS \(index)", -3_000, "acct:biz", "supplies"))
            corrections.append(("HAYES LAW GROUP \(index)", -90_000, "acct:biz", "legal_professional"))
        }
        let learned = learnedCategorizer(corrections)
        let decision = decide(learned, "FIBERWORKS OUTLET", -2_500)
        #expect(decision.category == "supplies")
        #expect(decision.source == "learned:tokens")
        #expect(decision.explanation.contains("FIBERWORKS"))
    }

    @Test func labeledSetCoversEveryLineAndMeetsTheGoals() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Samples/categorizer/labeled-transactions.csv")
        let rows = try Evaluation.parseLabeledSet(try String(contentsOf: url, encoding: .utf8), file: url.path)
        #expect(rows.count >= 300)
        #expect(Set(rows.map(\.category)).isSuperset(of: Set(BuiltInCategory.all).subtracting(["uncategorized"])))
        let rules = RuleSet(user: [], defaults: DefaultRules.rules)
        let curve = Evaluation.learningCurve(rows, rules: rules, checkpoints: [0, 10], seed: 1)
        #expect(curve[0].accuracy >= 0.8)
        #expect(curve[1].accuracy >= 0.95)
        #expect(curve[1].evaluated >= rows.count - 10)  // fewer when under 10 rows were wrong
    }
}
