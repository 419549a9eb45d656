import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// A payee nothing names takes what the account's named rows usually are, as a guess for review.
@Suite struct AccountProfileTests {
    func tally(_ category: String, _ count: Int, account: String = "acct:biz", moneyIn: Bool = false)
        -> AccountProfile.Tally
    {
        AccountProfile.Tally(account: account, moneyIn: moneyIn, category: category, count: count)
    }

    func facts(_ description: String, _ cents: Int64, _ account: String = "acct:biz") -> TransactionFacts {
        TransactionFacts(description: description, amountCents: cents, account: account)
    }

    @Test func theUsualNeedsEnoughNamedRowsAndAClearShare() throws {
        let unknown = facts("QUILLBYTE 415-5550188 CA", -1_900)
        // Transfers say nothing about a payee; four named rows are too few.
        #expect(AccountProfile([tally("office", 4), tally("transfer", 9)]).usual(unknown) == nil)
        let profile = AccountProfile([tally("office", 6), tally("supplies", 2), tally("meals", 2)])
        let usual = try #require(profile.usual(unknown))
        #expect(usual.category == "office")
        #expect(usual.count == 6)
        #expect(usual.total == 10)
        // Spread too thin: no category holds 30 % of the rows.
        let spread = AccountProfile([
            tally("office", 3), tally("supplies", 3), tally("meals", 3), tally("travel", 3), tally("utilities", 3),
        ])
        #expect(spread.usual(unknown) == nil)
        // Another account, or money the other way, has no profile here.
        #expect(profile.usual(facts("QUILLBYTE 415-5550188 CA", -1_900, "acct:other")) == nil)
        #expect(profile.usual(facts("QUILLBYTE 415-5550188 CA", 1_900)) == nil)
        // A capital item is never guessed below the de minimis line.
        #expect(AccountProfile([tally("depreciation", 6)]).usual(unknown) == nil)
    }

    @Test func guessesAndWeakDecisionsDoNotCount() {
        let row = facts("FIGMA 800-5550100 CA", -1_500)
        func decision(_ category: String, _ source: String, _ confidence: Double) -> CategoryDecision {
            CategoryDecision(category: category, source: source, confidence: confidence, explanation: "")
        }
        let named = Array(repeating: (facts: row, decision: decision("office", "rule:software", 0.9)), count: 5)
        let guesses = Array(
            repeating: (facts: row, decision: decision("supplies", "learned:nearest", 0.35)), count: 9)
        let weak = Array(repeating: (facts: row, decision: decision("meals", "rule:kind:cafe", 0.45)), count: 9)
        let profile = AccountProfile(decided: named + guesses + weak)
        #expect(profile.usual(facts("QUILLBYTE 415-5550188 CA", -1_900))?.category == "office")
        #expect(profile.usual(facts("QUILLBYTE 415-5550188 CA", -1_900))?.total == 5)
    }

    @Test func aPayeeNothingNamesTakesTheAccountsUsualForReview() {
        var categorizer = learnedCategorizer([])
        categorizer.profile = AccountProfile([tally("office", 7), tally("meals", 3)])
        let decision = categorizer.decide(facts("QUILLBYTE 415-5550188 CA", -1_900))
        #expect(decision.category == "office")
        #expect(decision.source == AccountProfile.source)
        #expect(decision.confidence == 0.35)
        #expect(decision.needsReview)
        #expect(decision.explanation.contains("7 of 10 named rows of money out of this account are office"))
        // A row that something names keeps its own evidence; a bare check names nobody and is not guessed.
        #expect(categorizer.decide(facts("HARBORVIEW TAQUERIA SEATTLE WA", -4_800)).category == "meals")
        #expect(categorizer.decide(facts("CHECK 2207", -43_500)).source != AccountProfile.source)
        // Without a profile the row stays uncategorized.
        #expect(learnedCategorizer([]).decide(facts("QUILLBYTE 415-5550188 CA", -1_900)).category == "uncategorized")
    }

    @Test func theOwnersCorrectionsOfUnknownPayeesAndTheAccountsUsualVoteTogether() {
        let three = [
            ("ZENTRIQ 415-5550100 CA", Int64(-2_900), "acct:biz", "advertising"),
            ("MARBLEWAY INC 800-5550123", Int64(-1_200), "acct:biz", "advertising"),
            ("OSTRAVEL GMBH 49-5550177", Int64(-4_400), "acct:biz", "advertising"),
        ]
        // The usual holds 4 of 12 named rows: it weighs 8 × 1/3 ≈ 2.7 corrections. Three corrections outweigh it.
        let mixed = AccountProfile([tally("office", 4), tally("supplies", 3), tally("meals", 3), tally("repairs", 2)])
        var categorizer = learnedCategorizer(three)
        categorizer.profile = mixed
        let decision = categorizer.decide(facts("QUILLBYTE 415-5550188 CA", -1_900))
        #expect(decision.category == "advertising")
        #expect(decision.source == "learned:unknown")
        // Two do not: the rows it guessed right were never corrected, so the corrections are its misses only.
        var two = learnedCategorizer(Array(three.prefix(2)))
        two.profile = mixed
        let usual = two.decide(facts("QUILLBYTE 415-5550188 CA", -1_900))
        #expect(usual.category == "office")
        #expect(usual.source == AccountProfile.source)
        #expect(usual.needsReview)
        // Without a profile, two agreeing corrections answer.
        #expect(
            learnedCategorizer(Array(three.prefix(2))).decide(facts("QUILLBYTE 415-5550188 CA", -1_900)).source
                == "learned:unknown")
        // The profile still answers before one far correction's nearest-row guess.
        var one = learnedCategorizer([("ZENTRIQ 415-5550100 CA", -2_900, "acct:biz", "advertising")])
        one.profile = AccountProfile([tally("office", 7)])
        #expect(one.decide(facts("QUILLBYTE 415-5550188 CA", -1_900)).category == "office")
    }

    @Test func theTalliesReadBackFromTheirText() throws {
        let profile = AccountProfile([
            tally("office", 6, account: "file:biz|card"), tally("income", 4, account: "acct:1", moneyIn: true),
        ])
        let back = try #require(AccountProfile(encoded: profile.encoded))
        #expect(back == profile)
        #expect(AccountProfile(encoded: "")?.isEmpty == true)
        #expect(AccountProfile(encoded: "acct:1\tsideways\toffice\t3") == nil)
        #expect(AccountProfile(encoded: "acct:1\tout\toffice") == nil)
    }

    @Test func theSignatureFollowsTheTallies() {
        let a = AccountProfile([tally("office", 6), tally("meals", 2)])
        let b = AccountProfile([tally("meals", 2), tally("office", 6)])
        #expect(a.signature == b.signature)
        #expect(a == b)
        #expect(a.signature != AccountProfile([tally("office", 7), tally("meals", 2)]).signature)
    }
}
