import ShoeboxCore
import Testing

@testable import Receipts

/// Session 10: sums that check a total when no subtotal label was read (the amount printed above
/// the tax + the tax, the items' sum + the tax), a repaired part in a sum, an `EFTPOS` line as the
/// card amount, and the weekday printed beside a date.
@Suite struct TotalBeforeTaxAndWeekdayTests {
    let totalThreshold = ExtractedReceipt.flagThresholds[.total]!
    let dateThreshold = ExtractedReceipt.flagThresholds[.date]!

    @Test func theAmountAboveTheTaxPlusTheTaxChecksTheTotal() {
        let r = extract(
            """
            CORNER DINER
            06/17/2016 12:16 PM
            Food $27.98
            Tax $2.03
            Total $30.01
            """)
        #expect(r.total?.value == 3001)
        #expect(r.totalEvidence.contains(TotalResolver.amountAboveTaxEvidence))
        #expect(r.total!.confidence >= totalThreshold)

        // Without the amount before tax, the label alone: flagged.
        let alone = extract(
            """
            CORNER DINER
            06/17/2016 12:16 PM
            Tax $2.03
            Total $30.01
            """)
        #expect(alone.total?.value == 3001)
        #expect(!alone.totalEvidence.contains(TotalResolver.amountAboveTaxEvidence))
        #expect(alone.total!.confidence < totalThreshold)
    }

    @Test func aTaxNoRateExplainsChecksNothing() {
        // 3.00 is 60 % of 5.00: no tax rate, an item or a misread; the sum adds up by chance.
        let r = extract(
            """
            CORNER DINER
            06/17/2016 12:16 PM
            Food 5.00
            Tax 3.00
            Total 8.00
            """)
        #expect(r.total?.value == 800)
        #expect(!r.totalEvidence.contains(TotalResolver.amountAboveTaxEvidence))
        #expect(r.total!.confidence < totalThreshold)
    }

    @Test func theItemsSumPlusTheTaxChecksTheTotal() {
        let r = extract(
            """
            CORNER DINER
            06/17/2016 12:16 PM
            Iced Tea 2.50
            Diet Coke 2.50
            Burger 10.99
            Tax 1.28
            Total 17.27
            """)
        #expect(r.total?.value == 1727)
        #expect(r.totalEvidence.contains(TotalResolver.itemsPlusTaxEvidence))
        #expect(r.total!.confidence >= totalThreshold)
    }

    @Test func anEftposLineIsTheCardAmount() {
        let r = extract(
            """
            HARDWARE STORE
            10-Dec-2017 09:28
            FRIDGE 719.20
            Total 719.20
            EFTPOS 719.20
            """, currency: CurrencyCode("AUD")!)
        #expect(r.total?.value == 71920)
        #expect(r.totalEvidence.contains("card amount"))
        #expect(r.total!.confidence >= totalThreshold)
    }

    @Test func aRepairedPartCountsInTheSumOfLabelledParts() {
        let r = extract(
            """
            WESTERN STATIONERY SDN BHD
            30-04-2018 15:57
            Sales RM1.30
            GST 6% RM 0.O8
            TOTAL RM1.38
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.value == 138)
        #expect(r.totalEvidence.contains("labelled parts"))
        #expect(r.total!.confidence >= totalThreshold)
    }

    @Test func weekdaysAreCountedFromAThursday() {
        #expect(DateWeekday.weekday(of: date("1970-01-01")) == 3)
        #expect(DateWeekday.weekday(of: date("2016-03-05")) == 5)  // a Saturday
        #expect(DateWeekday.weekday(of: date("2018-06-22")) == 4)  // a Friday
        #expect(DateWeekday.weekdays(in: "SATAY SUNDAE 12.00").isEmpty)
        #expect(DateWeekday.verdict(date("2018-06-22"), line: "Mon / Fri 22.06.2018") == nil)
    }

    @Test func theWeekdaySettlesTheOrderOfADateReadingBothWays() {
        // 05/03/2016 on a dollar receipt would be read May 3 (a Tuesday); the Saturday says March 5.
        let r = extract(
            """
            CORNER DINER
            Sat 05/03/2016 12:16
            Total 30.01
            """)
        #expect(r.date?.value == date("2016-03-05"))
        #expect(r.dateEvidence.contains("order: weekday"))
        #expect(r.dateEvidence.contains("weekday agrees"))
    }

    @Test func theWeekdayRaisesADateItAgreesWithAndHoldsOneItContradicts() {
        let plain = extract("SHOP\n22.06.2018 10:20 x1 y2 z3 noise\nTotal 12.00", currency: CurrencyCode("EUR")!)
        let agrees = extract("SHOP\nFri 22.06.2018 10:20 x1 y2 z3 noise\nTotal 12.00", currency: CurrencyCode("EUR")!)
        let differs = extract("SHOP\nMon 22.06.2018 10:20 x1 y2 z3 noise\nTotal 12.00", currency: CurrencyCode("EUR")!)
        #expect(agrees.date?.value == date("2018-06-22"))
        #expect(agrees.date!.confidence > plain.date!.confidence)
        #expect(agrees.date!.confidence >= dateThreshold)
        #expect(differs.date?.value == date("2018-06-22"))
        #expect(differs.dateEvidence.contains("weekday differs"))
        #expect(differs.date!.confidence < dateThreshold)
    }

    @Test func aTaxAtItsPrintedRateChecksTheTotalInAnyLanguage() {
        // 20 % of 52.50 is 10.50 to the cent, and the two add up to the amount below: no word needed.
        let unlabelled = extract(
            """
            KOHVIK
            15/09/2010 16:35
            KOHV 3.00
            ILMA KM 52.50
            KM 20% 10.50
            KOKKU 63.00
            """, currency: CurrencyCode("EUR")!)
        #expect(unlabelled.total?.value == 6300)
        #expect(unlabelled.totalEvidence == ["no label: a check adds up"])
        #expect(unlabelled.total!.confidence < totalThreshold)

        let labelled = extract(
            """
            KOHVIK
            15/09/2010 16:35
            KOHV 3.00
            ILMA KM 52.50
            KM 20% 10.50
            TOTAL 63.00
            """, currency: CurrencyCode("EUR")!)
        #expect(labelled.totalEvidence.contains(TotalResolver.taxAtRateEvidence))
        #expect(labelled.total!.confidence >= totalThreshold)

        // 10.00 is no 20 % of 52.50: the sum adds up by chance, and checks nothing.
        let offRate = extract(
            """
            KOHVIK
            15/09/2010 16:35
            KOHV 3.00
            ILMA KM 53.00
            KM 20% 10.00
            TOTAL 63.00
            """, currency: CurrencyCode("EUR")!)
        #expect(!offRate.totalEvidence.contains(TotalResolver.taxAtRateEvidence))
        #expect(offRate.total!.confidence < totalThreshold)
    }

    @Test func aLineMustPrintExactlyOneRate() {
        #expect(TotalResolver.printedRate("KM 20% 10.50") == 2000)
        #expect(TotalResolver.printedRate("MwSt 7,7 % 1.20") == 770)
        #expect(TotalResolver.printedRate("19 % und 7 % 3.10") == nil)
        #expect(TotalResolver.printedRate("Tax 1.28") == nil)
    }
}
