import ShoeboxCore
import Testing

@testable import Receipts

/// A count label with a misread letter (`Total Itews`) is no total; `AMT DUE` is a total label;
/// a net + tax pair must look like a tax rate.
@Suite struct TotalLabelsAndChecksTests {
    @Test func aCountLabelWithAMisreadLetterIsNoTotal() {
        #expect(TotalResolver.countsSomethingElse("TOTAL ITEWS"))
        #expect(TotalResolver.countsSomethingElse("TOTAL QTV"))
        #expect(!TotalResolver.countsSomethingElse("TOTAL DUE"))
        #expect(!TotalResolver.countsSomethingElse("TOTAL"))
        let receipt = extract(
            "RESTORAN\n28/12/2017\nNASI AYAM 15.00\nTotal Itews = 1.00\nTotal Incl GST 15.00",
            currency: CurrencyCode("MYR")!)
        #expect(receipt.total?.value == 1500)
    }

    @Test func anAbbreviatedAmountDueIsATotalLabel() {
        // A tax-inclusive subtotal, the amount due, then the GST it includes: not subtotal + tax.
        let receipt = extract(
            "CHICKEN HOUSE\n12/03/2018\nDELIVERY CHG 4.00\nCHICKEN 125.30\nSub Total 129.30\nAmt Due 129.30\n"
                + "GST @6% 7.30",
            currency: CurrencyCode("MYR")!)
        #expect(receipt.total?.value == 12930)
        #expect(receipt.totalEvidence.first == "label 9")
    }

    @Test func netPlusTaxMustLookLikeATaxRate() {
        let values = [
            AmountLine(index: 0, normalized: "ITEM", amounts: AmountScanner.amounts(in: "2 5.00 10.00")),
            AmountLine(index: 1, normalized: "SR", amounts: AmountScanner.amounts(in: "SR 6% 14.15 0.85")),
        ]
        #expect(!TotalResolver.taxTableSupports(1500, [values[0]], except: 9))
        #expect(TotalResolver.taxTableSupports(1500, [values[1]], except: 9))
    }
}
