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

    @Test func noDateAsksForTheDamagedDateAndTheTimeFirst() {
        // Line 1 holds a damaged date next to a time, line 3 a time alone; the price lines and
        // the line without digits are never asked for.
        let page = lines("SHOP\nCHINSSZ79 4/2 /20L7 12342 PM\nTOTAL 10.80\nServer: Amy 7:22PM\nThank you")
        #expect(DateRereadPlan.lines(page, rereads: [], options: options) == [1, 3])
    }

    @Test func atMostTwoLinesAreReadAgain() {
        let page = lines("SHOP\n10:15\nTABLE 4 11:20\nDate: see below\n12:30\nTOTAL 9.00")
        let plan = DateRereadPlan.lines(page, rereads: [], options: options)
        #expect(plan.count == 2)
        #expect(!plan.contains(5))
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
    }
}
