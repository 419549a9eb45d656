import ShoeboxCore
import Testing

@testable import Receipts

/// Re-read lines decide only where the first reading is unsure, and only what a check confirms.
@Suite struct LineRereadTests {
    let options = ExtractionOptions(defaultCurrency: .usd, today: LocalDate(iso: "2026-11-22")!)

    func lines(_ text: String) -> [ReceiptLine] { ReceiptLine.lines(fromText: text) }

    @Test func aReceiptWhoseChecksAgreeIsNotReadAgain() {
        let page = lines("SHOP\n25/03/2024 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 10.80")
        #expect(RereadPlan.lines(page, options: options).isEmpty)
    }

    @Test func anUnconfirmedTotalAsksForTheTotalAndCheckLines() {
        // 16.80 is not 10.00 + 0.80: the total and its checks are read again, the date is sure.
        let page = lines("SHOP\n25/03/2024 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 16.80\nCASH 20.00")
        #expect(RereadPlan.lines(page, options: options) == [2, 3, 4, 5])
    }

    @Test func anUnsureDateAsksForTheLinesThatMayHoldIt() {
        let page = lines("SHOP\nDate: 2S/O3/2O24X 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 10.80")
        #expect(RereadPlan.lines(page, options: options) == [1])
    }

    @Test func aReReadTotalIsTakenWhenACheckThenAgrees() {
        let page = lines("SHOP\n25/03/2024 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 16.80")
        let rereads = [LineReread(line: 4, pass: 0, text: "TOTAL 10.80", confidence: 0.9)]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.total?.value == 1080)
        #expect(receipt.total?.line == 4)
    }

    @Test func aReReadTotalNoCheckConfirmsIsNotTaken() {
        let page = lines("SHOP\n25/03/2024 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 16.80")
        let rereads = [LineReread(line: 4, pass: 0, text: "TOTAL 18.80", confidence: 0.95)]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.total?.value == 1680)
    }

    @Test func aConfirmedTotalIsNeverReplacedByAReRead() {
        let page = lines("SHOP\n25/03/2024 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 10.80")
        let rereads = [
            LineReread(line: 2, pass: 0, text: "SUBTOTAL 16.00", confidence: 0.99),
            LineReread(line: 4, pass: 0, text: "TOTAL 16.80", confidence: 0.99),
        ]
        #expect(ReceiptExtractor.extract(page, rereads: rereads, options: options).total?.value == 1080)
    }

    @Test func aReReadDateIsTakenWhenTheFirstReadingHadNone() {
        let page = lines("SHOP\nDate: 2S/O3/2O24X 14:05\nTOTAL 10.80")
        let rereads = [LineReread(line: 1, pass: 1, text: "Date: 25/03/2024 14:05", confidence: 0.92)]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.date?.value == LocalDate(iso: "2024-03-25"))
        #expect(receipt.date?.line == 1)
    }

    @Test func aReReadDateInTheFutureStaysUnsure() {
        let page = lines("SHOP\nDate: 2S/O3/2O24X 14:05\nTOTAL 10.80")
        let rereads = [LineReread(line: 1, pass: 0, text: "Date: 25/03/2029 14:05", confidence: 0.95)]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect((receipt.date?.confidence ?? 0) < ExtractedReceipt.flagThresholds[.date]!)
    }
}
