import Dedup
import Testing

@Suite struct DescriptionSimilarityTests {
    @Test(arguments: [
        ("SQ *BLUE BOTTLE COFFE", "BLUE BOTTLE COFFEE OAKLAND CA", 100),
        ("SQ *BLUE BOTTLE", "BLUE BOTTLE COFFEE OAKLAND CA", 100),
        ("AMAZON MKTPLACE", "AMAZON.COM", 50),
        ("STARBUCKS STORE", "SHELL OIL", 0),
        ("", "SHELL OIL", 0),
        ("SHELL OIL", "", 0),
        ("TST* RUSTIC TAVERN", "RUSTIC TAVERN SAN FRANCISCO CA", 100),
        ("WHOLE FOODS MARKET", "WHOLE FOODS", 100),
        ("UBER *TRIP HELP.UBER.COM", "LYFT *RIDE SUN 8PM", 0),
        ("COFFEE COFFEE SHOP", "COFFEE", 100),
    ])
    func score(_ a: String, _ b: String, _ expected: Int) {
        #expect(DescriptionSimilarity.score(a, b) == expected)
    }

    @Test(arguments: ["BLUE BOTTLE", "X", "COFFEE COFFEE COFFEE", "A B C D", "PAYPAL *EBAY EBAY EBAY"])
    func scoreStaysWithinZeroToHundred(_ text: String) {
        for other in ["BLUE", "COFFEE", "EBAY", "A B C D", text] {
            #expect((0...100).contains(DescriptionSimilarity.score(text, other)), "\(text) vs \(other)")
        }
    }
}
