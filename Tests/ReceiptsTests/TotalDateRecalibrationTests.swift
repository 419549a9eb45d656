import ShoeboxCore
import Testing

@testable import Receipts

/// Session 8: what a guessed total and a disputed date are worth, and a due or expiry date is
/// never the purchase date (synthetic receipt text).
@Suite struct TotalDateRecalibrationTests {
    let totalThreshold = ExtractedReceipt.flagThresholds[.total]!
    let dateThreshold = ExtractedReceipt.flagThresholds[.date]!

    @Test func aLargestAmountPrintedOnceIsAWeakGuess() {
        // No total label, no check: 12.40 is only the largest amount.
        let r = extract("KIOSK\n05/03/2024 14:05\nTEA 2.10\nCAKE 12.40\nTHANK YOU")
        #expect(r.total?.value == 1240)
        #expect(r.total?.confidence == TotalResolver.largestAmountOnceConfidence)
        #expect(r.totalEvidence == ["no label: largest amount"])
    }

    @Test func aLargestAmountPrintedTwiceIsAStrongerGuessStillFlagged() {
        // The label's line is unreadable; 14.50 is printed again as the cash handed over exactly.
        let r = extract("KIOSK\n05/03/2024 14:05\nTEA 2.10\nCAKE 12.40\nxx#@ 14.50\nCASH 14.50\nTHANK YOU")
        #expect(r.total?.value == 1450)
        #expect(r.total?.confidence == TotalResolver.largestAmountRepeatedConfidence)
        #expect(r.total!.confidence < totalThreshold)
    }

    @Test func aDueDatePrintedFirstIsNotThePurchaseDate() {
        let r = extract(
            """
            ACME SUPPLIES LTD
            Due Date: 30/04/2018
            Invoice Date: 02/04/2018 10:15
            PAPER A4 12.00
            TOTAL 12.00
            """, currency: CurrencyCode("GBP")!)
        #expect(r.date?.value == date("2018-04-02"))
        #expect(!r.dateEvidence.contains("a due, expiry or return date"))
    }

    @Test func aReturnOrExpiryDateAloneIsKeptButFlagged() {
        let r = extract(
            """
            BOOK CORNER
            Returns accepted until 21/01/2019
            NOVEL 9.99
            TOTAL 9.99
            """, currency: CurrencyCode("GBP")!)
        #expect(r.date?.value == date("2019-01-21"))
        #expect(r.date!.confidence < dateThreshold)
        #expect(r.dateEvidence.contains("a due, expiry or return date"))
        let voucher = extract("CAFE\nVoucher valid until 31.12.2019\nTOTAL 4.50", currency: CurrencyCode("EUR")!)
        #expect(voucher.date!.confidence <= DateResolver.otherDateConfidence)
    }

    @Test func aDueWordOnAnotherLineChangesNothing() {
        let r = extract("SHOP\n25/03/2024 14:05\nTOTAL 10.80\nAMOUNT DUE 10.80", currency: CurrencyCode("GBP")!)
        #expect(r.date?.value == date("2024-03-25"))
        #expect(r.date!.confidence >= dateThreshold)
    }

    @Test func aDateItsLineReReadContradictsIsHeldAtWhatDisputedDatesAreWorth() {
        // 05/03/2024 with the order only assumed is below the threshold: its line is read again
        // and shows 06/03/2024. One of the two readings is wrong.
        let lines = ReceiptLine.lines(fromText: "SHOP\n05/03/2024 14:05\nTOTAL 10.80")
        let options = ExtractionOptions(defaultCurrency: .usd, today: date("2026-11-22"))
        let first = ReceiptExtractor.extract(lines, options: options)
        #expect(first.date!.confidence > DateResolver.disputedConfidence)
        let r = ReceiptExtractor.extract(
            lines, rereads: [LineReread(line: 1, pass: 0, text: "06/03/2024 14:05", confidence: 0.9)],
            options: options)
        #expect(r.date?.value == first.date?.value)
        #expect(r.dateEvidence.contains("re-read differs"))
        #expect(r.date?.confidence == DateResolver.disputedConfidence)
    }

    @Test func aCurrencyReadOnTheReceiptSettlesTheOrderOfADateThatReadsBothWays() {
        // 05/03/2024 reads both ways; `RM` names Malaysia, which writes the day first.
        let ringgit = extract("KEDAI MAJU\n05/03/2024 14:05\nTOTAL RM 10.80")
        #expect(ringgit.date?.value == date("2024-03-05"))
        #expect(ringgit.dateEvidence.contains("order: currency"))
        #expect(ringgit.date!.confidence >= dateThreshold)
        // A tax word only day-first countries print says less than a currency: still flagged.
        let gst = extract("KEDAI MAJU\n05/03/2024 14:05\nGST 0.61\nTOTAL 10.80")
        #expect(gst.date?.value == date("2024-03-05"))
        #expect(gst.dateEvidence.contains("order: country"))
        #expect(gst.date!.confidence < dateThreshold)
        // Nothing read: the default currency's order is only assumed.
        let assumed = extract("SHOP\n05/03/2024 14:05\nTOTAL 10.80")
        #expect(assumed.dateEvidence.contains("order: assumed"))
        #expect(assumed.date!.confidence < dateThreshold)
    }
}
