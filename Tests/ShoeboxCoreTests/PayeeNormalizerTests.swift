import Foundation
import Testing

@testable import ShoeboxCore

struct PayeeNormalizerTests {
    @Test(arguments: [
        ("SQ *BLUE BOTTLE COFFE #123 OAKLAND CA", "BLUE BOTTLE COFFE"),
        ("PAYPAL *NETFLIX.COM", "NETFLIX.COM"),
        ("TST* JOES PIZZA 0123 BROOKLYN NY", "JOES PIZZA"),
        ("CHECKCARD 0105 SAFEWAY STORE 1234", "SAFEWAY STORE"),
        ("PURCHASE AUTHORIZED ON 01/05 WHOLEFDS MKT 10234 SEATTLE WA", "WHOLEFDS MKT"),
        ("APL*ITUNES.COM/BILL 866-712-7753 CA", "ITUNES.COM/BILL"),
        ("COSTCO WHSE #0123 SAN JOSE CA", "COSTCO WHSE"),
        ("TARGET T-1234 AUSTIN TX", "TARGET"),
        ("STARBUCKS 12/05", "STARBUCKS"),
        ("SHELL OIL 57442", "SHELL OIL"),
        ("XXXX1234 TRANSFER", "TRANSFER"),
        ("PAYPAL *SQ *COFFEE CART", "COFFEE CART"),
        ("blue   bottle\toakland  ca", "BLUE BOTTLE OAKLAND"),
        ("Netflix.com", "NETFLIX.COM"),
        ("SQ *", "SQ"),
        ("#12345", "#12345"),
        ("A", "A"),
        ("ORIG CO NAME:GUSTO ORIG ID:9138864001 DESC DATE:240105 CO ENTRY DESCR:NET PAY", "GUSTO"),
        ("ORIG CO NAME:ACME PAYROLL SVCS ORIG ID:1234567 DESC DATE:240105", "ACME PAYROLL SVCS"),
        ("ORIG CO NAME:CITY OF SPRINGFIELD", "CITY OF SPRINGFIELD"),
    ])
    func normalize(_ raw: String, _ expected: String) {
        #expect(PayeeNormalizer.normalize(raw) == expected)
    }

    @Test func samePayeeAcrossStoresAndDates() {
        let a = PayeeNormalizer.normalize("SQ *BLUE BOTTLE COFFE #123 OAKLAND CA")
        let b = PayeeNormalizer.normalize("sq *blue bottle coffe #987 berkeley ca")
        #expect(a == "BLUE BOTTLE COFFE")
        #expect(a == b)
    }

    @Test(arguments: [
        ("  Blue   bottle\tcoffee ", "BLUE BOTTLE COFFEE"),
        ("a\nb", "A B"),
        ("", ""),
        ("Café Größe", "CAFÉ GRÖSSE"),
    ])
    func canonicalDescription(_ raw: String, _ expected: String) {
        #expect(PayeeNormalizer.canonicalDescription(raw) == expected)
    }

    @Test(arguments: [
        ("#123", true), ("12/05", true), ("XXXX1234", true), ("****", true), ("10234", true),
        ("7PM", false), ("A1", false), ("COFFEE", false), ("X1", false), ("B2B2", false),
    ])
    func noiseWords(_ word: String, _ noise: Bool) {
        #expect(PayeeNormalizer.isNoise(word) == noise)
    }
}
