import ShoeboxCore
import Testing

@testable import Receipts

/// Session 11: a measured quantity times its unit price (fuel, goods sold by weight) is a sum that
/// checks the total; a count times a price is the price printed again, no sum.
@Suite struct TotalUnitPriceTests {
    let totalThreshold = ExtractedReceipt.flagThresholds[.total]!

    @Test func quantityTimesUnitPriceChecksTheTotal() {
        let r = extract(
            """
            HILLSIDE FUEL
            Pump: 02 UNLEADED
            Quantity 13.814
            Price 2.679
            Total 37.01
            """)
        #expect(r.total?.value == 3701)
        #expect(r.totalEvidence.contains(TotalResolver.unitPriceEvidence))
        #expect(r.total!.confidence >= totalThreshold)

        // Without the price per unit, the label alone: flagged.
        let alone = extract(
            """
            HILLSIDE FUEL
            Pump: 02 UNLEADED
            Quantity 13.814
            Total 37.01
            """)
        #expect(alone.total?.value == 3701)
        #expect(!alone.totalEvidence.contains(TotalResolver.unitPriceEvidence))
        #expect(alone.total!.confidence < totalThreshold)
    }

    @Test func theProductChoosesBetweenTwoReadingsOfTheAmount() {
        // The pump's amount misread (`37.81`) against a total label's `37.01`: the product of the
        // quantity and the price says which one was charged.
        let r = extract(
            """
            HILLSIDE FUEL
            Quantity 13.814
            Price/Gal 2.679
            Amount 37.81
            Total Amt. 37.01
            """)
        #expect(r.total?.value == 3701)
        #expect(r.totalEvidence.contains(TotalResolver.unitPriceEvidence))
    }

    @Test func aProductThatDoesNotAddUpChecksNothing() {
        let r = extract(
            """
            HILLSIDE FUEL
            Quantity 13.814
            Price 2.679
            Total 38.01
            """)
        #expect(r.total?.value == 3801)
        #expect(!r.totalEvidence.contains(TotalResolver.unitPriceEvidence))
        #expect(r.total!.confidence < totalThreshold)
    }

    @Test func aWholeCountIsNoMeasuredQuantity() {
        // One item at its price is the price printed again, not a sum of two readings.
        #expect(
            TotalResolver.unitPriceProduct(
                ReceiptLine.lines(fromText: "Qty 1.00\nPrice 15.00\nTotal 15.00")) == nil)
        // `Total Qty` counts items.
        #expect(
            TotalResolver.unitPriceProduct(
                ReceiptLine.lines(fromText: "Total Qty 2.50\nPrice 4.00\nTotal 10.00")) == nil)
        // Weighed goods: 0.456 kg at 3.99 is 1.82 (1.81944 rounded).
        #expect(
            TotalResolver.unitPriceProduct(ReceiptLine.lines(fromText: "Quantity 0.456\nPrice 3.99")) == 182)
    }
}
