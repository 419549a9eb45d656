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

    /// The lines of a car-wash slip as the first reading boxed them: the date printed small at the
    /// right of `Cashier1,` fell into a box merged with the next row, and the time line above it
    /// holds no date.
    var carWash: [ReceiptLine] {
        [
            ReceiptLine(text: "916-419-8845", box: TextBox(x: 214, y: 141, width: 300, height: 42)),
            ReceiptLine(text: "Car# 495", box: TextBox(x: 185, y: 217, width: 260, height: 42)),
            ReceiptLine(text: "3:12:39 PM", box: TextBox(x: 237, y: 295, width: 160, height: 32)),
            ReceiptLine(text: "-", box: TextBox(x: 100, y: 340, width: 20, height: 4)),
            ReceiptLine(
                text: "Lala \"Empl 69, Sale # 23001702656,", box: TextBox(x: 1, y: 362, width: 600, height: 72)),
            ReceiptLine(text: "total 27.99", box: TextBox(x: 361, y: 505, width: 200, height: 40)),
        ]
    }

    /// No reading shows a date: the neighbourhood of the time line is read, from the line above it
    /// to the bottom of the merged line below it (the rule between them is passed over).
    @Test func noDateAtAllReadsTheNeighbourhoodOfTheTime() {
        #expect(DateRereadPlan.neighbourhoodLine(carWash, rereads: [], options: options) == 2)
        let region = DateRereadPlan.neighbourhood(of: 2, in: carWash)
        #expect(region?.y == 217)
        #expect(region.map { $0.y + $0.height } == 434)
        // Across the text column (x 1…601 and a line height on either side), clipped at the page's edge.
        #expect(region?.x == 0)
        #expect(region.map { $0.x + $0.width } == 633)
    }

    /// A date read anywhere, even flagged, asks for no neighbourhood re-read.
    @Test func aDateReadAnywhereAsksForNoNeighbourhood() {
        var page = carWash
        page[4].text = "Shift 1, Empl 69, 12/28/18, 03:12 PM"
        #expect(DateRereadPlan.neighbourhoodLine(page, rereads: [], options: options) == nil)
        let reread = LineReread(line: 2, pass: 8, text: "12/28/18, 03:12 PM", confidence: 0.8)
        #expect(DateRereadPlan.neighbourhoodLine(carWash, rereads: [reread], options: options) == nil)
        // A re-read showing only a date in the future is no date (the extractor never takes it).
        let future = LineReread(line: 2, pass: 8, text: "12/28/49, 03:12 PM", confidence: 0.8)
        #expect(DateRereadPlan.neighbourhoodLine(carWash, rereads: [future], options: options) == 2)
        #expect(ReceiptExtractor.extract(carWash, rereads: [future], options: options).date == nil)
    }

    /// What the neighbourhood re-read shows only fills the empty date, flagged: one reading alone.
    @Test func theNeighbourhoodsDateFillsTheEmptyDateFlagged() {
        // Pass 12: `ReceiptReader.dateNeighbourhoodPass`.
        let reread = LineReread(line: 2, pass: 12, text: "12/28/18, 03:12 PM", confidence: 0.9)
        let receipt = ReceiptExtractor.extract(carWash, rereads: [reread], options: options)
        #expect(receipt.date?.value == LocalDate(iso: "2018-12-28"))
        #expect(receipt.flaggedFields.contains(.date))
    }
}
