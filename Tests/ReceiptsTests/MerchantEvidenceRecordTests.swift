import ShoeboxCore
import Testing

@testable import Receipts

/// What the merchant's confidence rests on is kept with the receipt (`merchantEvidence`), for the
/// bench's calibration work and for a reviewer: the line, legal form, second sources, OCR clarity,
/// the margin over the next name, and whether the header re-read chose or repeated it.
@Suite struct MerchantEvidenceRecordTests {
    let options = ExtractionOptions(today: LocalDate(year: 2026, month: 11, day: 22)!)

    @Test func aRegisteredHeaderNameRecordsItsStructureAndStaysFlaggedWithoutASecondSource() {
        let lines = receiptPage(
            [
                "KEDAI RUNCIT MAJU JAYA SDN BHD", "(123456-X)", "No. 12, Jalan Bunga Raya 3,", "Tel: 03-1234 5678",
                "1 Bread 3.20", "TOTAL 3.20",
            ], confidence: 0.93)
        let receipt = ReceiptExtractor.extract(lines, options: options)
        #expect(receipt.merchant?.value == "KEDAI RUNCIT MAJU JAYA SDN BHD")
        #expect(receipt.merchantEvidence.first == "line 0")
        #expect(receipt.merchantEvidence.contains("legal form"))
        #expect(!receipt.merchantEvidence.contains { $0.hasSuffix("sources") })
        #expect(receipt.merchantEvidence.contains("weakest word 0.93"))
        // The header alone names it; no second source: asked about.
        #expect(receipt.flaggedFields.contains(.merchant))
    }

    @Test func aNamePrintedAgainCountsAsASourceAndTheMarginIsToTheNextName() {
        let lines = receiptPage(
            [
                "Harbour Books", "Corner Cafe Bar", "12 Quay Street", "Receipt 0042", "1 Novel 12.00", "TOTAL 12.00",
                "Thank you for shopping at Harbour Books",
            ], confidence: 0.93)
        guard let picked = MerchantPicker.pickExplained(lines, knownPayees: []) else {
            Issue.record("no merchant")
            return
        }
        #expect(picked.field.value == "Harbour Books")
        #expect(picked.features.sources == 1)
        #expect(picked.features.margin > 0 && picked.features.margin < 99)
        #expect(picked.features.evidence.contains("1 sources"))
        #expect(!picked.features.fromReread)
    }

    @Test func aNameOnlyTheDomainGivesIsRecordedAsSuch() {
        let lines = receiptPage(["~~ ## ~~", "1 Lamp 49.90", "SUMME 49.90", "www.lampenwelt.de"], confidence: 0.93)
        let picked = MerchantPicker.pickExplained(lines, knownPayees: [])
        #expect(picked?.field.value == "Lampenwelt")
        #expect(picked?.features.fromDomain == true)
        #expect(picked?.features.evidence.contains("domain only") == true)
    }
}
