import Dedup
import Testing

@Suite struct PayeeKeyTests {
    @Test(arguments: [
        ("TST* Joe's Grill", "TST* JOES GRILL"),
        ("SQ *BLUE BOTTLE COFFEE #123 OAKLAND CA", "Sq *Blue Bottle Coffee #123 Oakland, CA"),
        (
            "ORIG CO NAME:ACME PAYROLL        ORIG ID:1234567890 DESC DATE:250301 CO ENTRY DESCR:PAYROLL   SEC:PPD",
            "ACME PAYROLL DES:PAYROLL ID:XXXXX7788 INDN:RAY SMITH CO ID:1234567890 PPD"
        ),
        ("C-V-S #579 AUSTIN TX", "PURCHASE AUTHORIZED ON 05/10 C-V-S #579 AUSTIN TX S465130000000 CARD 0933"),
        ("Home Depot #0412 Grove City OH", "HOME DEPOT 0412 GROVE CITY OH"),
    ])
    func rewordingsOfOnePayeeShareAKey(_ a: String, _ b: String) {
        #expect(PayeeKey.key(a) == PayeeKey.key(b))
        #expect(!PayeeKey.key(a).isEmpty)
    }

    @Test func anAbbreviationIsContainedInTheFullName() {
        #expect(PayeeKey.containment(PayeeKey.words("Amazon.com"), PayeeKey.words("AMZN Mktp US*1A2B3C4D5")) == 100)
    }

    @Test(arguments: [
        ("ONLINE TRANSFER TO SAVINGS 4412", "ONLINE TRANSFER TO BROKERAGE 9981"),
        ("SHELL OIL 57442", "CHEVRON 00123"),
        ("ZELLE TO SMITH JOHN", "ZELLE TO GARCIA ANA"),
    ])
    func differentPartiesAreNotContained(_ a: String, _ b: String) {
        #expect(PayeeKey.containment(PayeeKey.words(a), PayeeKey.words(b)) < 50)
    }

    @Test func orderIdsAndLongNumbersAreReferences() {
        #expect(PayeeKey.references("AMZN Mktp US*1A2B3C4D5").contains("num:1A2B3C4D5"))
        #expect(PayeeKey.references("ZELLE TO JOHN 123456789") == ["num:123456789"])
        #expect(PayeeKey.references("Compra com Cartão - 01/11 23:57") == ["date:01/11", "time:23:57"])
        #expect(PayeeKey.references("C-V-S #579 AUSTIN TX").isEmpty)
    }
}
