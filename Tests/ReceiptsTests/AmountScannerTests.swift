import Testing

@testable import Receipts

@Suite struct AmountScannerTests {
    @Test(arguments: [
        ("TOTAL 12.34", [1234]), ("Summe EUR 1.234,56", [123456]), ("AMOUNT DUE $1,234.56", [123456]),
        ("RM12.30", [1230]), ("Rounding Adj -0.02", [-2]), ("GST 6% 0.48", [48]),
        ("Cash 20.00 Change 7.66", [2000, 766]),
        ("Date 25.12.2018", []), ("Qty 3", []), ("TOTAL 75.000", [7_500_000]), ("Storno 3,00-", [-300]),
    ])
    func amounts(line: String, expected: [Int64]) {
        #expect(AmountScanner.amounts(in: line).map(\.hundredths) == expected)
    }

    @Test func repairedDigitsAreFlagged() {
        let found = AmountScanner.amounts(in: "TOTAL I2.3O")
        #expect(found.map(\.hundredths) == [1230])
        #expect(found.first?.repaired == true)
        #expect(AmountScanner.amounts(in: "TOTAL 12.30").first?.repaired == false)
    }
}

@Suite struct AmountRateTests {
    @Test func aNumberFollowedByAPercentSignIsARate() {
        #expect(AmountScanner.amounts(in: "GST( Included) 6.00 % 0.06").map(\.hundredths) == [6])
    }
}
