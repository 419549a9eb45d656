import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// One correction fixes every row of that payee and moves alike payees, without overreaching.
@Suite struct GeneralizingCorrectionTests {
    @Test func railWordsDoNotMakeUnrelatedPayeesAlike() {
        let learned = learnedCategorizer([("ELECTRONIC WITHDRAWAL HARROW MUTUAL INS", -48_620, "acct:biz", "car_truck")]
        )
        #expect(decide(learned, "ELECTRONIC WITHDRAWAL HARROW MUTUAL INS", -48_620).category == "car_truck")
        #expect(decide(learned, "ELECTRONIC DEPOSIT GANTZ COMMONS", 348_000).category != "car_truck")
        // Not alike: at most the last-resort guess from the nearest corrected row, well below review.
        let wages = decide(learned, "ELECTRONIC WITHDRAWAL ACME WAGE PAY", -118_000)
        #expect(wages.category != "car_truck" || wages.source == "learned:nearest" && wages.confidence <= 0.35)
    }

    @Test func sameProcessorAndKindWordMovesAnotherShop() {
        let learned = learnedCategorizer([("SQ *JOES DELI 12", -2_400, "acct:biz", "personal")])
        let decision = decide(learned, "SQ *SALS DELI 9", -2_600)
        #expect(decision.category == "personal")
        #expect(decision.source == "learned:similar")
        #expect(decision.explanation.contains("same processor square and kind 'casual-food'"))
    }

    @Test func theSameFirstWordMovesAnotherDescriptorOfThePayee() {
        let learned = learnedCategorizer([("KIRKWOOD LUMBER & MILL 0042", -61_230, "acct:biz", "supplies")])
        let decision = decide(learned, "DEBIT PURCHASE -VISA KIRKWOOD YARD #2 COLUMBUS OH", -8_800)
        #expect(decision.category == "supplies")
    }

    @Test func aCapitalItemTeachesAboutLargeItemsOnly() {
        let learned = learnedCategorizer([("THE TOOLBARN #3811 G", -274_900, "acct:biz", "depreciation")])
        #expect(decide(learned, "THE TOOLBARN #3811 G", -310_000).category == "depreciation")
        #expect(decide(learned, "THE TOOLBARN #3811 G", -21_467).category != "depreciation")
    }

    @Test func aCorrectionOnTheCardFeeDoesNotMakeTheCardPaymentAFee() {
        let learned = learnedCategorizer([("FIRSTCARD MEMBER FEE", -15_000, "acct:card", "other_expenses")])
        var payment = TransactionFacts(
            description: "WEB AUTHORIZED PMT FIRSTCARD", amountCents: -318_452, account: "acct:bank")
        payment.transferLeg = "3184.52 on acct:card 'FIRSTCARD AUTOPAY PYMT'"
        #expect(learned.decide(payment).category == "transfer")
    }
}
