import ShoeboxCore
import Testing

@testable import Categorize

@Suite struct PayeeNormalizationTests {
    @Test(arguments: [
        ("SQ *BLUE BOTTLE COFFE #123 OAKLAND CA", ["BLUE", "BOTTLE", "COFFE"]),
        ("SQ *BLUE BOTTLE COFFE #998 BERKELEY CA", ["BLUE", "BOTTLE", "COFFE"]),
        ("STARBUCKS STORE 10529 BROOKLYN NY", ["STARBUCKS", "STORE"]),
        ("WHOLE FOODS #10234 SAN JOSE CA", ["WHOLE", "FOODS"]),
        ("ZELLE PAYMENT TO MARIA LOPEZ DESIGN JPMKT5JEE", ["MARIA", "LOPEZ", "DESIGN"]),
        ("Zelle payment from KESTREL LABS LLC 7HD2QX", ["KESTREL", "LABS"]),
        ("ORIG CO NAME:GUSTO ORIG ID:1234567890 DESC DATE:240101 CO ENTRY DESCR:NET PAY SEC:CCD", ["GUSTO"]),
        ("TST* STATE BIRD PROVISIONS SAN FRANCISCO CA", ["STATE", "BIRD", "PROVISIONS", "SAN"]),
        ("PAYPAL *GITHUB INC 4029357733 CA", ["GITHUB"]),
        ("SHELL OIL 57444 SAN JOSE CA", ["SHELL", "OIL"]),
    ])
    func payeeKeyIgnoresStoreNumbersCitiesAndRails(_ raw: String, _ key: [String]) {
        #expect(PayeeNormalizer.payeeKey(raw) == key)
    }

    @Test(arguments: [
        ("AMAZON MKTPL*2K4L9 Amzn.com/bill WA", ["AMAZON", "MKTPL", "AMZN", "COM", "BILL"]),
        ("T-MOBILE*AUTO PAY 507-821-7994 WA", ["T", "MOBILE", "AUTO", "PAY"]),
        ("CHECKCARD 0828 WHOLE FOODS", ["CHECKCARD", "WHOLE", "FOODS"]),
        ("XXXXXXXX1234 PAYMENT", ["PAYMENT"]),
        ("TRADER JOE'S #123 PORTLAND OR", ["TRADER", "JOES", "PORTLAND"]),
        ("STRIPE TRANSFER ST-K3J9X2 ACME", ["STRIPE", "TRANSFER", "ST", "ACME"]),
        ("1PASSWORD TORONTO ON", ["1PASSWORD", "TORONTO", "ON"]),
        ("SLACK T0ABCD12 DUBLIN", ["SLACK", "DUBLIN"]),
    ])
    func categoryTokensDropNumbersMasksAndTrailingState(_ raw: String, _ tokens: [String]) {
        #expect(PayeeNormalizer.categoryTokens(raw) == tokens)
    }

    @Test func ruleWildcardsStayOnPhraseWords() {
        #expect(PayeeNormalizer.categoryTokens("AMZN* MKTP", keepingWildcards: true) == ["AMZN*", "MKTP"])
        #expect(CategoryRule.phrase("GUSTO ... TAX") == ["GUSTO", CategoryRule.gap, "TAX"])
    }
}
