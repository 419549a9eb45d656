import ShoeboxCore
import Testing

@testable import Receipts

/// The total's own digits read clearly (word confidence) as evidence; a count label with a
/// misread letter (`Total Itews`) is no total; a net + tax pair must look like a tax rate.
@Suite struct TotalDigitsAndLabelsTests {
    let totalThreshold = ExtractedReceipt.flagThresholds[.total]!
    let options = ExtractionOptions(defaultCurrency: CurrencyCode("MYR")!, today: LocalDate(iso: "2026-11-22")!)

    /// OCR lines whose words all carry `confidence`, except the words listed in `unsure` (0.55).
    func page(_ text: String, confidence: Double, unsure: Set<String> = []) -> [ReceiptLine] {
        ReceiptLine.lines(fromText: text).map { line in
            let words = line.text.split(separator: " ", omittingEmptySubsequences: false).map {
                ReceiptWord(text: String($0), confidence: unsure.contains(String($0)) ? 0.55 : confidence)
            }
            return ReceiptLine(text: line.text, confidence: confidence, words: words)
        }
    }

    @Test func clearDigitsPrintedAgainClearTheTotalMisreadLookingDigitsDoNot() {
        let text = "KEDAI MAKAN\n12/03/2018\nNASI 9.00\nTotal 12.40\nPAID 12.40"
        let clear = ReceiptExtractor.extract(page(text, confidence: 0.95), options: options)
        #expect(clear.total?.value == 1240)
        #expect(clear.totalEvidence.contains(TotalResolver.clearDigitsEvidence))
        #expect(clear.total!.confidence >= totalThreshold)

        let unsure = ReceiptExtractor.extract(page(text, confidence: 0.95, unsure: ["12.40"]), options: options)
        #expect(unsure.total?.value == 1240)
        #expect(!unsure.totalEvidence.contains(TotalResolver.clearDigitsEvidence))
        #expect(unsure.total!.confidence < totalThreshold)

        // Plain text has no word confidences: nothing is assumed.
        let plain = extract(text, currency: CurrencyCode("MYR")!)
        #expect(!plain.totalEvidence.contains(TotalResolver.clearDigitsEvidence))
        #expect(plain.total!.confidence < totalThreshold)
    }

    @Test func aLoneLabelWithClearDigitsIsStillFlagged() {
        let alone = ReceiptExtractor.extract(
            page("KEDAI MAKAN\n12/03/2018\nNASI 9.00\nTotal 12.40", confidence: 0.97), options: options)
        #expect(alone.total?.value == 1240)
        #expect(alone.totalEvidence.contains(TotalResolver.clearDigitsEvidence))
        #expect(alone.total!.confidence < totalThreshold)
    }

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
