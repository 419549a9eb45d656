import ShoeboxCore
import Testing

@testable import Receipts

/// Session 7 total rules: a savings line is no total, a rounding line's whole amount must round
/// something, a tax-table row that adds up on its own checks its gross, and a line another check
/// rests on (the card slip, a subtotal printed the same) is not counted again as a printing.
@Suite struct TotalChecksCountOnceTests {
    let threshold = ExtractedReceipt.flagThresholds[.total]!

    @Test func whatWasSavedIsNoTotal() {
        let r = extract(
            """
            Store 1320 Waurn Ponds
            Register 004 10-Dec-2017 09:28
            1 @719.20 719.20
            Total 719.20
            EFTPOS 719.20
            TOTAL SAVINGS $318.80
            """)
        #expect(r.total?.value == 71920)
        #expect(!r.totalEvidence.contains("cash − change over label"))
        let lines = TotalResolver.prepare(ReceiptLine.lines(fromText: "TOTAL SAVINGS $318.80\nYou saved 2.00"))
        #expect(lines.allSatisfy { TotalResolver.candidate($0) == nil })
    }

    @Test func aRoundingLineMustRoundAnAmountPrinted() {
        // "Rounding Adjustment: 9.00" is a misread 0.00: nothing on the receipt is within 10 cents of it.
        let misread = extract(
            """
            YONG SOON FATT S/B
            DATE 04/02/2017
            Total Inc. GST 6%: 758.70
            Rounding Adjustment: 9.00
            """, currency: CurrencyCode("MYR")!)
        #expect(misread.total?.value == 75870)
        // "Rounding RM 182.00" under 181.98 is the rounded total.
        let rounded = extract(
            """
            HARDWARE TRADING SDN BHD
            DATE 04/02/2017
            Total Sales Inclusive GST 181.98
            Rounding RM 182.00
            """, currency: CurrencyCode("MYR")!)
        #expect(rounded.total?.value == 18200)
        let lines = TotalResolver.prepare(ReceiptLine.lines(fromText: "Total 181.98\nRounding RM 182.00"))
        #expect(TotalResolver.roundsAnother(18200, lines, except: 1))
        #expect(!TotalResolver.roundsAnother(900, lines, except: 1))
    }

    @Test func aTaxRowThatAddsUpChecksItsGross() {
        let row = TotalResolver.prepare(ReceiptLine.lines(fromText: "SR 6 7,395.09 443.71 7,838.80"))[0]
        #expect(TotalResolver.isGrossOfItsRow(row))
        let itemRow = TotalResolver.prepare(ReceiptLine.lines(fromText: "2 5.00 5.00 10.00"))[0]
        #expect(!TotalResolver.isGrossOfItsRow(itemRow))
        // No total label read: the row's gross is the total a check confirms, not the largest amount.
        let r = extract(
            """
            KAISON FURNISHING SDN BHD
            Date: 29-01-18 20:38
            122 pcs @ 18.90 2,305.80 SR
            240 pcs @ 13.90 3,336.00 SR
            GST% amt(RM) GST(RM) Total (RM)
            SR 6 7,395.09 443.71 7,838.80
            DEPOSIT 9,000.00
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.value == 783_880)
        #expect(r.totalEvidence == ["no label: a check adds up"])
        #expect(r.total!.confidence < threshold)
    }

    @Test func theCardSlipIsOnePrinting() {
        let once = extract(
            """
            real GmbH
            16.04.20 16:15
            WALNUESSE 4,99
            SUMME EUR 19,46
            MasterCard EUR 19,46
            """, currency: .eur)
        #expect(once.total?.value == 1946)
        #expect(once.totalEvidence == ["label 9", "card amount"])
        // Printed a third time on the slip: that one is a printing again.
        let thrice = extract(
            """
            real GmbH
            16.04.20 16:15
            WALNUESSE 4,99
            SUMME EUR 19,46
            MasterCard EUR 19,46
            Betrag EUR 19,46
            """, currency: .eur)
        #expect(thrice.totalEvidence == ["label 9", "card amount", "printed again"])
        #expect(thrice.total!.confidence > once.total!.confidence)
    }

    @Test func aSubtotalPrintedTheSameIsNotAlsoAPrinting() {
        let r = extract(
            """
            CORNER SHOP
            12/03/2018
            BREAD 2.50
            MILK 3.10
            SUBTOTAL 5.60
            TOTAL 5.60
            """)
        #expect(r.total?.value == 560)
        #expect(!r.totalEvidence.contains("printed again"))
        #expect(r.totalEvidence.contains("subtotal printed the same"))
    }

    @Test func aTotalLabelWithOneLetterMisreadIsAWeakLabel() {
        #expect(TotalResolver.misreadTotalWord("TOTA"))
        #expect(TotalResolver.misreadTotalWord("TAKE OUT TOTAAL INCL BTW"))
        #expect(TotalResolver.misreadTotalWord("ORDER TOTEL"))
        #expect(!TotalResolver.misreadTotalWord("SUB TOTA"))
        #expect(!TotalResolver.misreadTotalWord("FOTAL QTY"))
        #expect(!TotalResolver.misreadTotalWord("IOTAL PROMOTIONAL SAVING"))
        #expect(!TotalResolver.misreadTotalWord("TOTAL"))
        #expect(!TotalResolver.misreadTotalWord("METAL"))
        // The weak label with a sum that adds up is the total, over the larger card slip amount.
        let r = extract(
            """
            CAFE LUMIERE
            12/03/2018 12:40
            Sub Total 9.40
            Tax 0.56
            Tota! 9.96
            Cash 20.00
            Change 10.04
            """)
        #expect(r.total?.value == 996)
        #expect(r.totalEvidence.first == "label 6")
        #expect(r.total!.confidence >= threshold)
        // A label read right is stronger: the misread one does not take its place.
        let both = extract("CAFE LUMIERE\n12/03/2018\nTOTAL 9.96\nTotel 99.60")
        #expect(both.total?.value == 996)
    }

    @Test func aDiscountIsTakenOffTheSubtotal() {
        let r = extract(
            """
            DOMINO'S PIZZA
            Order Time :10:52:09 Date :08/05/18
            1 6"HT WIUELA 57.00
            Sub-Total : 57.00
            Coupon Discount 17.40
            Grand Total : 39.60
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.value == 3960)
        #expect(r.totalEvidence.contains("labelled parts"))
        #expect(r.total!.confidence >= threshold)
        #expect(TotalResolver.isDiscountLine("COUPON DISCOUNT"))
        #expect(!TotalResolver.isDiscountLine("SUB TOTAL BEFORE DISCOUNT RM"))
        #expect(!TotalResolver.isDiscountLine("AFTER DISCOUNT RM"))
    }
}
