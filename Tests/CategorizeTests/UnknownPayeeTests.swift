import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// Payees nothing names: what this owner's corrections of other unknown payees say, and short names.
@Suite struct UnknownPayeeTests {
    @Test func unknownPayeesOnAnAccountLearnTheOwnersUsualAnswerAsAGuessForReview() {
        let cold = learnedCategorizer([])
        #expect(decide(cold, "QUILLBYTE 415-5550188 CA", -1_900).category == "uncategorized")
        let learned = learnedCategorizer([
            ("ZENTRIQ 415-5550100 CA", -2_900, "acct:biz", "office"),
            ("MARBLEWAY INC 800-5550123", -1_200, "acct:biz", "office"),
        ])
        let decision = decide(learned, "QUILLBYTE 415-5550188 CA", -1_900)
        #expect(decision.category == "office")
        #expect(decision.source == "learned:unknown")
        #expect(decision.needsReview)
        #expect(decision.explanation.contains("2 of 2 correction(s) of other unknown payees"))
        // Another account, or money the other way, learned nothing.
        #expect(decide(learned, "QUILLBYTE 415-5550188 CA", -1_900, "acct:other").category == "uncategorized")
        #expect(decide(learned, "QUILLBYTE 415-5550188 CA", 1_900).category == "uncategorized")
    }

    @Test func aSplitOrKnownEvidenceIsNotOverruledByTheUsualAnswer() {
        let learned = learnedCategorizer([
            ("ZENTRIQ 415-5550100 CA", -2_900, "acct:biz", "office"),
            ("MARBLEWAY INC 800-5550123", -1_200, "acct:biz", "supplies"),
        ])
        // One each: no majority, no guess.
        #expect(decide(learned, "QUILLBYTE 415-5550188 CA", -1_900).category == "uncategorized")
        // A row a kind word knows keeps its own evidence.
        #expect(decide(learned, "HARBORVIEW TAQUERIA SEATTLE WA", -4_800).category == "meals")
    }

    @Test func aCorrectedShortNameTeachesThatPayee() {
        let learned = learnedCategorizer([("KMX 0412", -5_400, "acct:biz", "supplies")])
        let decision = decide(learned, "KMX 0977", -3_100)
        #expect(decision.category == "supplies")
        #expect(decision.source == "learned:payee")
    }
}

/// The same payee written with its words glued (a web descriptor) or apart (a card terminal).
@Suite struct GluedPayeeTests {
    @Test func aGluedWebDescriptorFindsTheCorrectionOfTheSpacedName() {
        let learned = learnedCategorizer([("QUILL BYTE 415-5550100 CA", -2_900, "acct:biz", "office")])
        #expect(decide(learned, "QUILLBYTE.COM 415-5550188", -1_900).category == "office")
        let reverse = learnedCategorizer([("WWW.QUILLBYTE.COM", -2_900, "acct:biz", "office")])
        #expect(decide(reverse, "QUILL BYTE SAN FRANCISCO CA", -1_900).category == "office")
    }
}
