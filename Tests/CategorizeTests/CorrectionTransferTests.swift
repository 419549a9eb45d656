import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// What a correction teaches beyond its own payee: the cold rule it overrode, the nearest corrected rows for
/// payees nothing names, and how sure a transfer is by how alike the rows are.
@Suite struct CorrectionTransferTests {
    /// A categorizer with corrections on named accounts (description, cents, account name, category).
    func learned(_ corrections: [(String, Int64, String, String)]) -> Categorizer {
        let examples = corrections.enumerated().map { index, item in
            LearnedExample(
                id: Int64(index + 1),
                facts: TransactionFacts(
                    description: item.0, amountCents: item.1, account: item.2, accountName: item.2),
                category: item.3)
        }
        return Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: examples, catalog: CategoryCatalog())
    }

    func decide(_ categorizer: Categorizer, _ description: String, _ cents: Int64, _ account: String)
        -> CategoryDecision
    {
        categorizer.decide(
            TransactionFacts(description: description, amountCents: cents, account: account, accountName: account))
    }

    @Test func overridingAWeakRuleWithPersonalMovesItsOtherPayeesOnAHouseholdAccountForReview() {
        let categorizer = learned([("WAL-MART #2231 SPOKANE WA", -6_420, "Everyday Card 5521", "personal")])
        let target = decide(categorizer, "TARGET 00021455 SPOKANE WA", -8_810, "Everyday Card 5521")
        #expect(target.category == "personal")
        #expect(target.source == "learned:rule-override")
        #expect(target.needsReview)
        #expect(target.explanation.contains("you overrode 'marketplaces' (supplies)"))
        #expect(target.explanation.contains("'WAL MART'"))
        // Not another account, not another rule, and not a business card (there, personal is an exception).
        #expect(decide(categorizer, "TARGET 00021455 SPOKANE WA", -8_810, "Other Card 9911").category == "supplies")
        #expect(decide(categorizer, "THE HOME DEPOT #4410", -11_200, "Everyday Card 5521").category == "supplies")
        let business = learned([("WAL-MART #2231 SPOKANE WA", -6_420, "Business Card 2201", "personal")])
        #expect(decide(business, "TARGET 00021455 SPOKANE WA", -8_810, "Business Card 2201").category == "supplies")
    }

    @Test func aBusinessCategoryNeedsTwoPayeesOverridingTheRuleTheSameWay() {
        let one = learned([("TARGET 00021455 BOISE ID", -5_400, "Business Card 2201", "office")])
        #expect(decide(one, "COSTCO WHSE #0761 BOISE ID", -2_750, "Business Card 2201").category == "supplies")
        let two = learned([
            ("TARGET 00021455 BOISE ID", -5_400, "Business Card 2201", "office"),
            ("WAL-MART #2231 BOISE ID", -3_100, "Business Card 2201", "office"),
        ])
        let costco = decide(two, "COSTCO WHSE #0761 BOISE ID", -2_750, "Business Card 2201")
        #expect(costco.category == "office")
        #expect(costco.confidence == 0.5)
        // Two payees that disagree say the rule's stores sell many things: no move.
        let split = learned([
            ("TARGET 00021455 BOISE ID", -5_400, "Business Card 2201", "office"),
            ("WAL-MART #2231 BOISE ID", -3_100, "Business Card 2201", "personal"),
        ])
        #expect(decide(split, "COSTCO WHSE #0761 BOISE ID", -2_750, "Business Card 2201").category == "supplies")
    }

    @Test func aConfidentlyWrongRuleSendsItsOtherConfidentRowsOnThatAccountToReview() {
        let categorizer = learned([("FEDEX OFFICE 4410 BOISE ID", -24_000, "Business Card 2201", "advertising")])
        let staples = decide(categorizer, "STAPLES 00417 BOISE ID", -3_600, "Business Card 2201")
        #expect(staples.category == "office")
        #expect(staples.needsReview)
        #expect(staples.explanation.contains("you overrode 'office-stores' on this account ('FEDEX OFFICE'"))
        let elsewhere = decide(categorizer, "STAPLES 00417 BOISE ID", -3_600, "Business Checking 4410")
        #expect(!elsewhere.needsReview)
    }

    @Test func aCorrectionThatAgreesWithTheRuleCancelsAnOverride() {
        let categorizer = learned([
            ("FEDEX OFFICE 4410 BOISE ID", -24_000, "Business Card 2201", "advertising"),
            ("OFFICE DEPOT 0612", -4_100, "Business Card 2201", "office"),
        ])
        #expect(!decide(categorizer, "STAPLES 00417 BOISE ID", -3_600, "Business Card 2201").needsReview)
    }

    @Test func aPayeeNothingNamesGetsTheNearestCorrectedRowsAnswerAsAGuess() {
        let categorizer = learned([
            ("OKAPI NORTH 206-5550101 WA", -7_500, "Business Card 2201", "supplies"),
            ("CORVID ANALYTICS", -9_900, "Business Checking 4410", "office"),
        ])
        let guess = decide(categorizer, "PELLUCID GOODS 971-5550144", -5_800, "Business Card 2201")
        #expect(guess.category == "supplies")
        #expect(guess.source == "learned:nearest")
        #expect(guess.confidence <= 0.35)
        #expect(guess.explanation.contains("nearest 'OKAPI NORTH'"))
        #expect(guess.explanation.contains("on this account"))
        // Money the other way: no correction says anything.
        #expect(decide(categorizer, "PELLUCID GOODS 971-5550144", 5_800, "Business Card 2201").category != "supplies")
        // No correction at all: still uncategorized.
        #expect(
            decide(learned([]), "PELLUCID GOODS 971-5550144", -5_800, "Business Card 2201").category == "uncategorized")
    }

    @Test func theSameBankCategoryWeighsMoreInTheGuess() {
        let corrections: [(String, Int64, String, String?)] = [
            ("OKAPI NORTH 206-5550101 WA", -5_800, "supplies", nil),
            ("CORVID GOODS", -9_900, "office", "Merchandise"),
        ]
        let examples = corrections.enumerated().map { index, item in
            var facts = TransactionFacts(description: item.0, amountCents: item.1, account: "card")
            facts.bankCategory = item.3
            return LearnedExample(id: Int64(index + 1), facts: facts, category: item.2)
        }
        let categorizer = Categorizer(
            rules: RuleSet(user: [], defaults: DefaultRules.rules), corrections: examples, catalog: CategoryCatalog())
        var row = TransactionFacts(description: "PELLUCID 971-5550144", amountCents: -5_800, account: "card")
        // The same amount is nearest; the export's own (mixed, so otherwise silent) category tips the guess.
        #expect(categorizer.decide(row).category == "supplies")
        row.bankCategory = "Merchandise"
        #expect(categorizer.decide(row).category == "office")
        #expect(categorizer.decide(row).source == "learned:nearest")
    }

    @Test func oneAlikePayeeOrAFarAmountStaysInReview() {
        let categorizer = learned([
            ("KESTREL FABRICATION LLC", -84_000, "Business Checking 4410", "contract_labor"),
            ("LANTERN HALL EVENTS", -4_000, "Business Card 2201", "meals"),
        ])
        let head = decide(categorizer, "KESTREL FAB 2 PORTLAND OR", -42_000, "Business Checking 4410")
        #expect(head.category == "contract_labor")
        #expect(head.needsReview)
        #expect(head.explanation.contains("only the first word 'KESTREL'"))
        // The corrected payee itself, near the corrected amount: sure.
        #expect(!decide(categorizer, "KESTREL FABRICATION LLC", -61_000, "Business Checking 4410").needsReview)
        let far = decide(categorizer, "LANTERN HALL EVENTS", -120_000, "Business Card 2201")
        #expect(far.category == "meals")
        #expect(far.needsReview)
        #expect(far.explanation.contains("is far from this one"))
        #expect(!decide(categorizer, "LANTERN HALL EVENTS", -5_000, "Business Card 2201").needsReview)
    }

    @Test func aSplitVoteWithNoCorrectionAtThisAmountStaysInReview() {
        let categorizer = learned([
            ("PELICAN TRADING 0042", -14_500, "Business Card 2201", "rent_equipment"),
            ("PELICAN TRADING 0042", -36_740, "Business Card 2201", "rent_equipment"),
            ("PELICAN TRADING 0042", -17_822, "Business Card 2201", "personal"),
        ])
        // $900: only rent_equipment corrections within 2x (the $367 one): the amount separates the answers.
        let near = decide(categorizer, "PELICAN TRADING 0042", -90_000, "Business Card 2201")
        #expect(near.category == "rent_equipment")
        #expect(!near.needsReview)
        // $250: no rent_equipment correction at this amount, and the personal one ($178) is as near.
        let between = decide(categorizer, "PELICAN TRADING 0042", -25_000, "Business Card 2201")
        #expect(between.category == "rent_equipment")
        #expect(between.needsReview)
        #expect(between.explanation.contains("split, another answer near this amount"))
    }

    @Test func aCorrectionFromAnotherAccountThatLeansTheOtherWayIsReviewed() {
        let categorizer = learned([("PELICAN TRADING 0042", -4_500, "Business Card 2201", "office")])
        // On the household card the account's own lean (personal, 0.6) beats a correction from another account.
        #expect(decide(categorizer, "PELICAN TRADING 0042", -4_500, "Household Card 7730").category == "personal")
        #expect(!decide(categorizer, "PELICAN TRADING 0042", -4_500, "Other Card 9911").needsReview)
        // `personal` taught on the household card reaches the business card only for review.
        let personal = learned([("PELICAN TRADING 0042", -4_500, "Household Card 7730", "personal")])
        let business = decide(personal, "PELICAN TRADING 0042", -4_500, "Business Card 2201")
        #expect(business.category == "personal")
        #expect(business.needsReview)
        #expect(business.explanation.contains("taught on other accounts"))
    }

    @Test func transferProbeFilesParseByCaseAndRefuseMalformedRows() throws {
        let text = """
            case,role,description,amount,account,bank_category,expected
            a,teach,ZYLOWAVE 415-5550100 CA,-29.00,Card,,office
            a,check,BRIMSTACK 888-5550111,-19.00,Card,,office|supplies
            b,check,TARGET 0001,-5.00,Card,Shopping,supplies
            """
        let cases = try Evaluation.parseTransferProbe(text, file: "p.csv")
        #expect(cases.map(\.name) == ["a", "b"])
        #expect(cases[0].corrections.map(\.category) == ["office"])
        #expect(cases[0].checks[0].expected == ["office", "supplies"])
        #expect(cases[1].checks[0].facts.bankCategory == "Shopping")
        #expect(throws: RulesFileError.self) {
            try Evaluation.parseTransferProbe(text + "\nc,teach,X,-1.00,Card,,office|supplies", file: "p.csv")
        }
        #expect(throws: RulesFileError.self) {
            try Evaluation.parseTransferProbe(text + "\nc,guess,X,-1.00,Card,,office", file: "p.csv")
        }
    }
}
