import ShoeboxCore
import Testing

@testable import Receipts

/// Session 9: a total printed on two more lines than its own (the fuel pump's sale line, the cash
/// handed over exactly, a gross line) is weighed as two printings; one other printing still leaves
/// the total flagged, and lines another check rests on are not counted as printings.
@Suite struct TotalPrintedThriceTests {
    let threshold = ExtractedReceipt.flagThresholds[.total]!

    @Test func printedOnTwoMoreLinesIsNotFlagged() {
        let thrice = extract(
            """
            PROSPER NIAGA
            26/06/18 22:40
            V-Power 97 RM 100.00
            Total RM 100.00
            Cash RM 100.00
            """, currency: CurrencyCode("MYR")!)
        #expect(thrice.total?.value == 10000)
        #expect(thrice.totalEvidence == ["label 8", "printed again", TotalResolver.printedThriceEvidence])
        #expect(thrice.total!.confidence >= threshold)

        let twice = extract(
            """
            PROSPER NIAGA
            26/06/18 22:40
            V-Power 97 RM 100.00
            Total RM 100.00
            """, currency: CurrencyCode("MYR")!)
        #expect(twice.total?.value == 10000)
        #expect(twice.totalEvidence == ["label 8", "printed again"])
        #expect(twice.total!.confidence < threshold)
    }

    @Test func aLargerAmountAboveTheTotalMakesItNoTotalPrintedThrice() {
        // `TOTAL 5.00` under an item of 10.00: 5.00 printed on two more lines is an item's price (or
        // a digit lost from 15.00), not the total printed thrice; a total is never below what was bought.
        let r = extract(
            """
            CORNER SHOP
            12/03/2018 12:40
            BREAD 5.00
            MILK 5.00
            CHEESE 10.00
            TOTAL 5.00
            """)
        #expect(r.total?.value == 500)
        #expect(!r.totalEvidence.contains(TotalResolver.printedThriceEvidence))
        #expect(r.total!.confidence < threshold)
    }

    @Test func linesAnotherCheckRestsOnAreNoPrintings() {
        // The card slip's line is the card check; only the item line is a printing again.
        let r = extract(
            """
            real GmbH
            16.04.20 16:15
            WALNUESSE 19,46
            SUMME EUR 19,46
            MasterCard EUR 19,46
            """, currency: .eur)
        #expect(r.totalEvidence == ["label 9", "card amount", "printed again"])
        let lines = TotalResolver.prepare(ReceiptLine.lines(fromText: "A 19,46\nSUMME 19,46\nKARTE 19,46\nB 19,46"))
        #expect(TotalResolver.otherPrintingLines(of: 1946, lines, candidate: lines[1]) == [0, 2, 3])
        #expect(TotalResolver.otherPrintingLines(of: 1946, lines, candidate: lines[1], counted: [2]) == [0, 3])
    }
}

/// Session 9: a taxable amount (`TAXABLE AMT`) is the amount before tax when one rate is taxed.
@Suite struct TaxableAmountTests {
    @Test func theTaxableAmountOfOneRateIsTheAmountBeforeTax() {
        // Cash − change and taxable amount + tax both say 22.60: the total line's 22.40 is a misread digit.
        let r = extract(
            """
            KEDAI RUNCIT MAJU
            10-05-2017 12:01
            TOTAL 22.40
            CASH 30.00
            CHANGE 7.40
            TAXABLE AMT (S) 21.32
            GST 6% 1.28
            TAXABLE AMT (Z) 0.00
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.value == 2260)
        #expect(r.totalEvidence.contains("subtotal + tax"))
        #expect(r.totalEvidence.contains("cash − change"))
    }

    @Test func twoTaxedRatesGiveNoAmountBeforeTax() {
        // 21.32 + 1.28 is only the standard-rated part: the total 27.60 is not "repaired" to 22.60.
        let r = extract(
            """
            KEDAI RUNCIT MAJU
            10-05-2017 12:01
            TOTAL 27.60
            TAXABLE AMT (S) 21.32
            GST 6% 1.28
            TAXABLE AMT (Z) 5.00
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.value == 2760)
        #expect(r.subtotal == nil)
    }
}
