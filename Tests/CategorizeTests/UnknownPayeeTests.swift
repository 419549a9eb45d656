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
        // Another account only gets the weaker nearest-row guess; money the other way learned nothing.
        #expect(decide(learned, "QUILLBYTE 415-5550188 CA", -1_900, "acct:other").source == "learned:nearest")
        #expect(decide(learned, "QUILLBYTE 415-5550188 CA", 1_900).category != "office")
    }

    @Test func aSplitOrKnownEvidenceIsNotOverruledByTheUsualAnswer() {
        let learned = learnedCategorizer([
            ("ZENTRIQ 415-5550100 CA", -2_900, "acct:biz", "office"),
            ("MARBLEWAY INC 800-5550123", -1_200, "acct:biz", "supplies"),
        ])
        // One each: no usual answer; only the nearest corrected row's guess (the nearer amount, on a log scale:
        // $19 is nearer $29 than $12), well below review.
        let guess = decide(learned, "QUILLBYTE 415-5550188 CA", -1_900)
        #expect(guess.source == "learned:nearest")
        #expect(guess.category == "office")
        #expect(guess.confidence <= 0.3)
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

/// Descriptor shapes the shipped knowledge reads without knowing the merchant.
@Suite struct DescriptorShapeTests {
    let cold = learnedCategorizer([])

    @Test func aBillersAutopayIsTheBillNotACardPayment() {
        #expect(decide(cold, "T-MOBILE *AUTOPAY 800-937-8997 WA", -7_000).category == "utilities")
        #expect(decide(cold, "CAPITAL ONE AUTOPAY PYMT", -41_200).category == "transfer")
    }

    @Test func aKindWordGluedToTheEndOfAWebNameCounts() {
        #expect(decide(cold, "LENSRENTALS.COM MEMPHIS TN", -12_800).category == "rent_equipment")
        #expect(decide(cold, "QUILLMARKAPP.COM PALO ALTO CA", -1_500).category == "office")
        // Three letters or more must come before it: `SNAPP` is no app.
        #expect(decide(cold, "SNAPP 0412", -1_500).category == "uncategorized")
    }

    @Test func aNameGluedToItsNumberIsStillRead() {
        #expect(PayeeNormalizer.categoryTokens("FEDEX OFFIC56010000 SEATTLE WA").contains("OFFIC"))
        #expect(!PayeeNormalizer.categoryTokens("CARD XXXX1234 PURCHASE").contains("XXXX"))
        #expect(!PayeeNormalizer.categoryTokens("REF JPMKT5JEE").contains("JPMKT"))
        #expect(decide(cold, "GOOGLE *ADS4172935501 cc@google.com CA", -25_000).category == "advertising")
    }

    @Test func aLocalFareIsTravelForReview() {
        let decision = decide(cold, "MTA*NYCT PAYGO NEW YORK NY", -290)
        #expect(decision.category == "travel")
        #expect(decision.needsReview)
    }

    @Test func aFreelancePlatformsBidFeeIsAFeeAndItsOtherChargesAreReviewed() {
        #expect(decide(cold, "UPWORK CONNECTS 8412 PALO ALTO CA", -1_485).category == "commissions_fees")
        let other = decide(cold, "UPWORK -841273REF PALO ALTO CA", -14_850)
        #expect(other.category == "contract_labor")
        #expect(other.needsReview)
    }

    @Test func aSharedFirstWordYieldsToTheShopsOwnKindWord() {
        let learned = learnedCategorizer([("HARBORTON CITY LIGHT", -9_200, "acct:biz", "utilities")])
        #expect(decide(learned, "HARBORTON COFFEE ROASTERS", -4_800).category == "meals")
        #expect(decide(learned, "HARBORTON CITY LIGHT 0412", -8_800).category == "utilities")
        #expect(decide(learned, "HARBORTON YARD #2", -8_800).category == "utilities")
    }
}

/// What corrections teach about rows nothing else knows.
@Suite struct LearnedGuessTests {
    @Test func aWordSharedWithCorrectedRowsIsAGuessForReviewRatherThanNothing() {
        let learned = learnedCategorizer([
            ("KESTREL FIBERWORKS 1", -3_000, "acct:biz", "supplies"),
            ("ALDER FIBERWORKS 4", -2_000, "acct:biz", "supplies"),
            ("HAYES QUORUM 2", -90_000, "acct:biz", "legal_professional"),
            ("PELLAM BRIDGEWAY 3", -12_000, "acct:biz", "office"),
        ])
        let decision = decide(learned, "FIBERWORKS OUTLET", -2_500)
        #expect(decision.category == "supplies")
        #expect(decision.needsReview)
        #expect(decision.explanation.contains("a guess, review"))
    }

    @Test func aMarketplacesAdProductIsAdvertisingNotAFee() {
        let cold = learnedCategorizer([])
        #expect(decide(cold, "ETSY.COM - ETSY ADS 718-8557955 NY", -1_500).category == "advertising")
        #expect(decide(cold, "ETSY.COM - LISTING FEE 718-8557955 NY", -2_000).category == "commissions_fees")
    }
}

/// A descriptor cut at a card network's fixed width still names its last word; a whole word is not a cut one.
@Suite struct CutWordTests {
    @Test func aWholeKindWordIsNotReadAsALongerOneCutShort() {
        let cold = learnedCategorizer([])
        // `MARKET` is a market, not `MARKETING` cut short (which would be a confident advertising answer).
        #expect(decide(cold, "CITY MARKET", -3_300).category != "advertising")
        #expect(decide(cold, "SECRETARY OF STAT", -7_000).category == "taxes_licenses")
        #expect(KindVocabulary.mayBeCut("SECRETARY OF STAT"))
        #expect(!KindVocabulary.mayBeCut("RIVERSIDE CLEAN"))
    }
}

/// A store that sells many things: split corrections at other amounts send its other rows to review.
@Suite struct SplitStoreTests {
    @Test func aSplitVoteAtOtherAmountsKeepsTheShopsKindForReview() {
        let learned = learnedCategorizer([
            ("RIVERTON HARDWARE #12", -8_900, "acct:biz", "rent_equipment"),
            ("RIVERTON HARDWARE #12", -12_000, "acct:biz", "personal"),
        ])
        let decision = decide(learned, "RIVERTON HARDWARE #12", -20_000)
        #expect(decision.category == "supplies")
        #expect(decision.needsReview)
        #expect(decision.explanation.contains("at another amount (review)"))
    }
}

/// A store that sells many things (a shipped rule that leaves it for review): one correction is sure only for the
/// very same charge; a near price is a likely answer for review, a far one keeps the shop's kind for review.
@Suite struct ManyThingsStoreTests {
    let learned = learnedCategorizer([("HARBOR FREIGHT 1187", -21_467, "acct:biz", "rent_equipment")])

    @Test func theSameChargeAgainTakesTheCorrection() {
        let decision = decide(learned, "HARBOR FREIGHT 1187", -21_467)
        #expect(decision.category == "rent_equipment")
        #expect(!decision.needsReview)
    }

    @Test func aNearPriceTakesTheCorrectionForReview() {
        let decision = decide(learned, "HARBOR FREIGHT 1187", -23_109)
        #expect(decision.category == "rent_equipment")
        #expect(decision.needsReview)
        #expect(decision.explanation.contains("a store that sells many things, corrected at another price (review)"))
    }

    @Test func aFarPriceKeepsTheShopsKindForReview() {
        let decision = decide(learned, "HARBOR FREIGHT 1187", -60_000)
        #expect(decision.category == "supplies")
        #expect(decision.needsReview)
    }

    @Test func aPayeeOfOneKindIsReachedAtANearPrice() {
        // A utility's bill varies month to month: within 25 % it is the same bill, sure.
        let utility = learnedCategorizer([("RIVERBEND ELECTRIC COOP", -13_862, "acct:biz", "home_office")])
        let decision = decide(utility, "RIVERBEND ELECTRIC COOP", -15_140)
        #expect(decision.category == "home_office")
        #expect(!decision.needsReview)
    }
}
