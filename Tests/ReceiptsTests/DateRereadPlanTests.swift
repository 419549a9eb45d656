import ShoeboxCore
import Testing

@testable import Receipts

/// Which lines get a date re-read of their own, and what such a re-read may decide.
@Suite struct DateRereadPlanTests {
    let options = ExtractionOptions(defaultCurrency: .usd, today: LocalDate(iso: "2026-11-22")!)

    func lines(_ text: String) -> [ReceiptLine] { ReceiptLine.lines(fromText: text) }

    @Test func aSureDateAsksForNothing() {
        let page = lines("SHOP\nDate: 25/03/2024 14:05\nTOTAL 10.80")
        #expect(DateRereadPlan.lines(page, rereads: [], options: options).isEmpty)
    }

    @Test func noDateAsksForTheLineMostLikeADate() {
        // Line 3 holds a damaged date next to a time, line 1 a time alone: the damaged date wins.
        let page = lines("SHOP\nServer: Amy 7:22PM\nTOTAL 10.80\nCHINSSZ79 4/2 /20L7 12342 PM\nThank you")
        #expect(DateRereadPlan.lines(page, rereads: [], options: options) == [3])
        // A time alone is read again when nothing looks more like a date; a price line never is.
        let timeOnly = lines("SHOP\nTOTAL 10.80\n3:12:39 PM\nCASH 20.00")
        #expect(DateRereadPlan.lines(timeOnly, rereads: [], options: options) == [2])
    }

    @Test func aDateItsLineReadTwiceTheSameIsNotReadAThirdTime() {
        // 05/03/2024 can be read either way and no currency tells the order: flagged, but its
        // digits read the same twice; another reading cannot settle the order.
        let page = lines("SHOP\n05/03/2024 14:05\nTOTAL 10.80")
        let reread = LineReread(line: 1, pass: 0, text: "05/03/2024 14:05", confidence: 0.9)
        #expect(ReceiptExtractor.extract(page, rereads: [reread], options: options).flaggedFields.contains(.date))
        #expect(DateRereadPlan.lines(page, rereads: [reread], options: options).isEmpty)
        #expect(DateRereadPlan.lines(page, rereads: [], options: options) == [1])
    }

    @Test func aLineLooksLikeADateByItsSeparatorsNotByItsWords() {
        #expect(DateRereadPlan.score("20/03/20) _No. CS-20327.", dated: false) > 0)
        #expect(DateRereadPlan.score("@6/18/28069", dated: false) > 0)
        #expect(DateRereadPlan.score("Total 12.50", dated: false) == 0)
        #expect(DateRereadPlan.score("Cash 20,00 A", dated: false) == 0)
        #expect(DateRereadPlan.score("Items 3", dated: false) == 0)
    }

    /// A date only the date re-read shows fills an empty date and stays flagged.
    @Test func aDateOnlyTheDateRereadShowsFillsAnEmptyDateFlagged() {
        let page = lines("SHOP\n1? May 15 15:17:28\nTOTAL 10.80")
        let reread = LineReread(line: 1, pass: 8, text: "17 May 15 15:17:28", confidence: 0.9)
        let receipt = ReceiptExtractor.extract(page, rereads: [reread], options: options)
        #expect(receipt.date?.value == LocalDate(iso: "2015-05-17"))
        #expect(receipt.flaggedFields.contains(.date))
    }

    /// The line re-read and the date re-read agreeing on a date the first reading garbled clear it.
    @Test func twoRereadsOfTheLineThatAgreeClearTheDate() {
        let page = lines("SHOP\nfug 26, 2O14 12:50 PM\nTOTAL 10.80")
        let rereads = [
            LineReread(line: 1, pass: 0, text: "sug 28, 2014 12:50 PM", confidence: 0.56),
            LineReread(line: 1, pass: 8, text: "Aug 28, 2014 12:50 PM", confidence: 0.93),
        ]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.date?.value == LocalDate(iso: "2014-08-28"))
        #expect(!receipt.flaggedFields.contains(.date))
    }

    /// The first reading of the date's line shows another date: whichever reading wins, it stays flagged.
    @Test func aDateTheFirstReadingOfItsLineContradictsStaysFlagged() {
        let page = lines("SHOP\nfug 26, 2014 12:50 PM\nTOTAL 10.80")
        let rereads = [
            LineReread(line: 1, pass: 0, text: "sug 28, 2014 12:50 PM", confidence: 0.56),
            LineReread(line: 1, pass: 8, text: "Aug 28, 2014 12:50 PM", confidence: 0.93),
        ]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.date?.value == LocalDate(iso: "2014-08-28"))
        #expect(receipt.flaggedFields.contains(.date))
        #expect(receipt.dateEvidence.contains("first reading differs"))
    }

    /// Two re-reads of the line disagree: the one that agrees with the first reading does not clear it.
    @Test func aReReadThatDiffersIsHeardOverOneThatAgrees() {
        let page = lines("SHOP\n05/11/2024 14:05\nTOTAL 10.80")
        let rereads = [
            LineReread(line: 1, pass: 0, text: "06/11/2024 14:05", confidence: 0.7),
            LineReread(line: 1, pass: 8, text: "05/11/2024 14:05", confidence: 0.9),
        ]
        let receipt = ReceiptExtractor.extract(page, rereads: rereads, options: options)
        #expect(receipt.flaggedFields.contains(.date))
        #expect(receipt.dateEvidence.contains("re-read differs"))
    }
}
