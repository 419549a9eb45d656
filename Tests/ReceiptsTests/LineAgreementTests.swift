import ShoeboxCore
import Testing

@testable import Receipts

@Suite("Two readings of a line: alike, or worth a third")
struct LineAgreementTests {
    @Test func theSameAmountsAndDatesReadAlike() {
        #expect(LineAgreement.readsAlike("TOTAL RM 15.15", "TOTAL RM 15.15 |"))
        #expect(LineAgreement.readsAlike("SUMME EUR 19,16", "SUMME EUR 19, 16"))  // a space after the mark
        #expect(LineAgreement.readsAlike("Date: 05/06/2018 14:29", "Date. 05/06/2018 14:29 ."))
        #expect(LineAgreement.readsAlike("Tax Invoice", "Tax lnvoice"))  // neither prints an amount or a date
    }

    @Test func aDigitAnAmountOrADateReadOtherwiseIsADispute() {
        #expect(!LineAgreement.readsAlike("TOTAL 22.40", "TOTAL 22.60"))
        #expect(!LineAgreement.readsAlike("TOTAL PAYABLE AMOUNT 5.80", "TOTAL PAYABLE AMOUNT = LD"))
        #expect(!LineAgreement.readsAlike("04/15/17 19:35", "04/18/17 19:38"))
    }

    @Test func onlyLinesNoReReadReadsAlikeAreDisputed() {
        let lines = ["TOTAL 22.40", "CASH 30.00", "CHANGE 7.40", "Tax Invoice"].map { ReceiptLine(text: $0) }
        let rereads = [
            LineReread(line: 0, pass: 0, text: "TOTAL fe wou", confidence: 0.38),
            LineReread(line: 1, pass: 0, text: "cash 30.00", confidence: 0.16),
        ]
        // Line 0 read otherwise, line 2 not read again at all, line 3 not in the plan.
        #expect(LineAgreement.disputed([0, 1, 2], lines: lines, rereads: rereads) == [0, 2])
        #expect(LineAgreement.disputed([7], lines: lines, rereads: rereads).isEmpty)
    }

    /// The total's own line read again with no amount left is garbled: it must not let another
    /// line's total (a tax summary row adding up on its own) take the total's place.
    @Test func aGarbledReReadOfTheTotalLineDecidesNothingForAnotherLine() {
        let lines = [
            "PAPER CORNER", "TAX INVOICE", "Qty Description Price Total", "2 GLUE STICK 5.80 11.60",
            "Item Discount 10% 71.16", "Total Inclusive GST: 740.45.", "CASH 00", "Change 9.55", "GST Summary",
            "Code % Net Amt GST Total", "SR 6% 9.85 0.59 10.44", "Total 9.85 0.59 10.44",
        ].map { ReceiptLine(text: $0, confidence: 0.9) }
        let options = ExtractionOptions(today: LocalDate(year: 2026, month: 11, day: 22)!)
        let first = ReceiptExtractor.extract(lines, options: options)
        #expect(first.total?.value == 74045)
        let garbled = [LineReread(line: 5, pass: 4, text: "Total inclusive GST: oss)", confidence: 0.84)]
        let again = ReceiptExtractor.extract(lines, rereads: garbled, options: options)
        #expect(again.total?.value == 74045)
        #expect(again.flaggedFields.contains(.total))
        // A re-read that still shows an amount is a reading, not debris; nor is any re-read of another line.
        let total = again.total
        #expect(ReceiptExtractor.garbles(garbled[0], total: total, lines: lines))
        let read = LineReread(line: 5, pass: 4, text: "Total Inclusive GST: 10.45", confidence: 0.84)
        #expect(!ReceiptExtractor.garbles(read, total: total, lines: lines))
        let other = LineReread(line: 6, pass: 4, text: "CASH", confidence: 0.5)
        #expect(!ReceiptExtractor.garbles(other, total: total, lines: lines))
    }
}
