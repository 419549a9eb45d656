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
        // 19.60 is not 10.00 + 0.80 (nor one digit away): the total and its checks are read again;
        // the date is sure.
        let page = lines("SHOP\n25/03/2024 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 19.60\nCASH 20.00")
        #expect(RereadPlan.lines(page, options: options) == [2, 3, 4, 5])
    }

    @Test func anUnsureDateAsksForTheLinesThatMayHoldIt() {
        let page = lines("SHOP\nDate: 2S/O3/2O24X 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 10.80")
        #expect(RereadPlan.lines(page, options: options) == [1])
    }

    @Test func aReReadTotalIsTakenWhenACheckThenAgrees() {
        let page = lines("SHOP\n25/03/2024 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 19.60")
        let rereads = [LineReread(line: 4, pass: 0, text: "TOTAL 10.80", confidence: 0.9)]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.total?.value == 1080)
        #expect(receipt.total?.line == 4)
    }

    @Test func aReReadTotalNoCheckConfirmsIsNotTaken() {
        let page = lines("SHOP\n25/03/2024 14:05\nSUBTOTAL 10.00\nTAX 0.80\nTOTAL 19.60")
        let rereads = [LineReread(line: 4, pass: 0, text: "TOTAL 17.50", confidence: 0.95)]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.total?.value == 1960)
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

@Suite struct LineRereadAgreementTests {
    let options = ExtractionOptions(defaultCurrency: .usd, today: LocalDate(iso: "2026-11-22")!)

    @Test func aReReadThatOnlyGarblesAStrongerLabelDecidesNothing() {
        // 15.39 + 0.01 rounding = 15.40; the re-read loses "GRAND" and must not hand the total to 15.39.
        let page = ReceiptLine.lines(fromText: "SHOP\nTotal Incl GST 15.39\nTotal Incl GST 15.39\nGRAND TOTAL 15.40")
        let rereads = [LineReread(line: 3, pass: 0, text: "sand tota 15.46", confidence: 0.9)]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.total?.value == 1540)
    }

    @Test func aCheckLineReadAgainCanConfirmTheTotal() {
        // CASH 60.00 - CHANGE 16.10 = 43.90 disagrees with the rounded total; read again: 50.00.
        let page = ReceiptLine.lines(fromText: "SHOP\nTOTAL ROUNDED RM 33.90\nCASH RM 60.00\nCHANGE RM 16.10")
        let rereads = [LineReread(line: 2, pass: 0, text: "CASH RM 50.00", confidence: 0.6)]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.total?.value == 3390)
    }

    @Test func aDateOnlyOneReReadingShowsStaysFlagged() {
        let page = ReceiptLine.lines(fromText: "SHOP\nDate io JUL 17\nTOTAL 10.80")
        let rereads = [
            LineReread(line: 1, pass: 0, text: "Date 10 JUL 17", confidence: 0.95),
            LineReread(line: 1, pass: 1, text: "Date 16 JUL 17", confidence: 0.95),
        ]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.flaggedFields.contains(.date))
    }

    /// Both re-readings show Aug 28, the first reading Aug 26: the re-read date is taken, but the
    /// first reading contradicts it (two enlargements of the same pixels can repeat one misread), so
    /// it stays flagged; with nothing contradicting it, it is cleared.
    @Test func aDateBothReReadingsShowIsTakenAndFlaggedWhenTheFirstReadingDiffers() {
        let rereads = [
            LineReread(line: 1, pass: 0, text: "Aug 28, 2014 12:50 PM", confidence: 0.9),
            LineReread(line: 1, pass: 1, text: "Aug 28, 2014 12:50 PM", confidence: 0.92),
        ]
        let disputed = ReceiptExtractor.extract(
            ReceiptLine.lines(fromText: "SHOP\nfug 26, 2014 12:50 PM\nTOTAL 10.80"), rereads: rereads, options: options)
        #expect(disputed.date?.value == LocalDate(iso: "2014-08-28"))
        #expect(disputed.flaggedFields.contains(.date))
        let unread = ReceiptExtractor.extract(
            ReceiptLine.lines(fromText: "SHOP\nfug 2B, 2014 12:50 PM\nTOTAL 10.80"), rereads: rereads, options: options)
        #expect(unread.date?.value == LocalDate(iso: "2014-08-28"))
        #expect(!unread.flaggedFields.contains(.date))
    }

    @Test func aDayGluedToALookAlikeLetterIsReadBackAndFlagged() {
        let receipt = ReceiptExtractor.extract(ReceiptLine.lines(fromText: "SHOP\nDate i6 JUL 17"), options: options)
        #expect(receipt.date?.value == LocalDate(iso: "2017-07-16"))
        #expect(receipt.flaggedFields.contains(.date))
    }

    @Test func aDayGluedToAnotherLetterIsNoDay() {
        let receipt = ReceiptExtractor.extract(ReceiptLine.lines(fromText: "SHOP\nRef A6 JUL 17"), options: options)
        #expect(receipt.date == nil)
    }
}

@Suite struct TaxTableTests {
    @Test func theGrossColumnConfirmsTheTotal() {
        let r = extract(
            """
            SUMME EUR 19,46
            Mehrwertst. ohne MwSt mit MwSt
            A 19% 7,55 8,99
            B 7% 9,79 10,47
            15.04.20 16:15
            """, currency: .eur)
        #expect(r.total?.value == 1946)
        #expect(r.total.map { $0.confidence >= ExtractedReceipt.flagThresholds[.total]! } == true)
    }

    @Test func aTotalTheGrossColumnContradictsIsFlagged() {
        // The card line repeats the misread total; the tax table adds up to 19,46.
        let r = extract(
            """
            SUMME EUR 19,16
            MasterCard EUR 19,16
            Mehrwertst. ohne MwSt mit MwSt
            A 19% 7,55 8,99
            B 7% 9,79 10,47
            15.04.20 16:15
            """, currency: .eur)
        #expect(r.flaggedFields.contains(.total))
    }

    @Test func aSumRowUnderTheRatesIsNotCountedTwice() {
        let r = extract(
            """
            Total Amount 99.33
            VAT Analysis Net VAT Gross
            VAT @17.5% 84.54 14.79 99.33
            VAT @5% 0.00 0.00 0.00
            84.54 14.79 99.33
            """, currency: .gbp)
        #expect(r.total?.value == 9933)
        #expect(!r.flaggedFields.contains(.total))
    }
}
