import ShoeboxCore
import Testing

@testable import Receipts

@Suite struct MerchantAgreementTests {
    @Test(arguments: [
        ("MR D.I.Y. (M) SDN BHD", "MR DIY"),
        ("LIAN CHI PU TIAN VEGETARIAN RESTAURANT SDN BHD", "LIAN CHI PU TIAN VEGET"),
        ("Blue Bottle Coffee", "BLUE BOTTLE COFFE"),
        ("STARBUCKS COFFEE", "STARBUCKS SPRINGFIELD"),
        ("Trader Joe's", "TRADER JOE S"),
        ("Joe's Pizza", "JOES PIZZA"),
    ])
    func sameShop(merchant: String, payee: String) {
        #expect(MerchantAgreement.of(merchant, payee) == .same)
    }

    @Test(arguments: [
        ("AMAND CAFE", "AMANO CAFE"),
        ("TESC0 EXTRA", "TESCO EXTRA"),
        ("STARBUCKZ", "STARBUCKS SPRINGFIELD"),
    ])
    func sameShopMisread(merchant: String, payee: String) {
        #expect(MerchantAgreement.of(merchant, payee) == .nearly)
    }

    @Test(arguments: [
        ("ABC RESTAURANT", "XYZ RESTAURANT"),
        ("SUSHI KING", "SUSHI TEI"),
        ("Blue Bottle Coffee", "SHELL OIL"),
        ("RESTAURANT SDN BHD", "RESTAURANT SDN BHD"),
        ("Co. Ltd", "GOLDEN DRAGON"),
        ("HOME DEPOT", "OFFICE DEPOT"),
    ])
    func differentShops(merchant: String, payee: String) {
        #expect(MerchantAgreement.of(merchant, payee) == .different)
    }
}

@Suite struct MerchantChargeEvidenceTests {
    func charge(_ descriptor: String) -> LinkableCharge {
        LinkableCharge(
            id: 812, date: LocalDate(iso: "2024-11-20")!, amount: Money(minorUnits: -2_310, currency: .usd),
            description: descriptor)
    }

    @Test func agreementConfirmsTheReadName() throws {
        let outcome = try #require(
            MerchantChargeEvidence.judge(
                merchant: "Blue Bottle Coffee", confidence: 0.54, charge: charge("SQ *BLUE BOTTLE COFFE #12 OAKLAND CA")
            ))
        #expect(outcome.verdict == .agrees && outcome.merchant == "Blue Bottle Coffee")
        #expect(outcome.confidence >= ExtractedReceipt.flagThresholds[.merchant]!)
        #expect(outcome.reason.contains("#812 2024-11-20 'SQ *BLUE BOTTLE COFFE #12 OAKLAND CA'"))
    }

    @Test func aNameReadWithALetterWrongTakesTheBanksSpelling() throws {
        let outcome = try #require(
            MerchantChargeEvidence.judge(
                merchant: "AMAND CAFE", confidence: 0.4, charge: charge("AMANO CAFE #0412 SPRINGFIELD IL")))
        #expect(outcome.verdict == .nearlyAgrees && outcome.merchant == "AMANO CAFE")
        #expect(outcome.confidence >= ExtractedReceipt.flagThresholds[.merchant]!)
        #expect(outcome.reason.contains("'AMAND CAFE'"))
    }

    @Test func anotherNameIsFlaggedWithBothNames() throws {
        let outcome = try #require(
            MerchantChargeEvidence.judge(merchant: "Corner Books", confidence: 0.95, charge: charge("SHELL OIL 5744")))
        #expect(outcome.verdict == .disagrees && outcome.merchant == "Corner Books")
        #expect(outcome.confidence < ExtractedReceipt.flagThresholds[.merchant]!)
        #expect(outcome.reason.contains("'SHELL OIL'") && outcome.reason.contains("'Corner Books'"))
    }

    @Test func noNameReadTakesThePayeeFlagged() throws {
        let outcome = try #require(
            MerchantChargeEvidence.judge(merchant: nil, confidence: nil, charge: charge("TST* TRATTORIA ROMA")))
        #expect(outcome.verdict == .filled && outcome.merchant == "TRATTORIA ROMA")
        #expect(outcome.confidence < ExtractedReceipt.flagThresholds[.merchant]!)
    }

    @Test func theUsersNameOrANamelessChargeChangesNothing() {
        #expect(
            MerchantChargeEvidence.judge(merchant: "Corner Books", confidence: 1, charge: charge("SHELL OIL")) == nil)
        #expect(
            MerchantChargeEvidence.judge(merchant: "Corner Books", confidence: 0.5, charge: charge("POS 1234")) == nil)
    }
}
