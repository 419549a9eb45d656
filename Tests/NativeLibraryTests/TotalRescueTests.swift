import ReceiptReading
import Receipts
import ShoeboxCore
import Testing

/// When the page's lower part is read again because no reading shows a labelled total, and how its
/// lines become readings of the page's lines.
@Suite("Total rescue: no labelled total read")
struct TotalRescueTests {
    private let options = ExtractionOptions(defaultCurrency: .usd, today: LocalDate(year: 2026, month: 11, day: 22)!)

    /// One line per text, 30 px tall, 40 px apart.
    private func lines(_ texts: [String]) -> [ReceiptLine] {
        texts.enumerated().map { row, text in
            ReceiptLine(text: text, box: TextBox(x: 20, y: 20 + row * 40, width: 400, height: 30), confidence: 0.8)
        }
    }

    private let debrisTotal = [
        "CORNER MARKET", "12 High Street", "03/11/2026 14:05", "Bread 2.50", "Milk 1.20", "Eggs 3.10",
        "~~ ,, 9.99", "Thank you",
    ]

    @Test func aTotalLabelReadAsDebrisAsksForTheRescue() {
        #expect(TotalRescuePlan.wanted(lines(debrisTotal), rereads: [], options: options))
    }

    @Test func aLabelledTotalNeedsNoRescue() {
        let read = debrisTotal.map { $0.hasPrefix("~~") ? "TOTAL 9.99" : $0 }
        #expect(!TotalRescuePlan.wanted(lines(read), rereads: [], options: options))
    }

    @Test func aReReadThatReadsTheLabelEndsTheNeed() {
        let reread = LineReread(line: 6, pass: 0, text: "TOTAL 9.99", confidence: 0.9)
        #expect(!TotalRescuePlan.wanted(lines(debrisTotal), rereads: [reread], options: options))
    }

    @Test func theBandRunsFromHalfTheTextDownToThePageBottom() throws {
        // Text from y 20 to 330 (8 lines): half way is 175, less half a line height (15).
        let band = try #require(TotalRescuePlan.band(of: lines(debrisTotal), pageHeight: 400))
        #expect(band.top == 160)
        #expect(band.bottom == 400)
        #expect(TotalRescuePlan.band(of: [ReceiptLine(text: "x", confidence: 1)], pageHeight: 400) == nil)
    }

    @Test func rescuedLinesWithAnAmountBecomeReadingsOfTheLineAtTheirHeight() {
        let page = lines(debrisTotal)
        let rescued = [
            ReceiptLine(text: "Eggs 3.10", box: TextBox(x: 20, y: 222, width: 300, height: 28), confidence: 0.9),
            ReceiptLine(text: "TOTAL 9.99", box: TextBox(x: 20, y: 262, width: 300, height: 30), confidence: 0.9),
            ReceiptLine(text: "Thank you", box: TextBox(x: 20, y: 300, width: 300, height: 30), confidence: 0.9),
            // Below every page line (the first reading saw nothing there): the nearest line's reading.
            ReceiptLine(text: "CASH 10.00", box: TextBox(x: 20, y: 380, width: 300, height: 30), confidence: 0.7),
        ]
        let found = TotalRescuePlan.rereads(of: rescued, onto: page, pass: 16)
        #expect(found.map(\.line) == [5, 6, 7])
        #expect(found.map(\.text) == ["Eggs 3.10", "TOTAL 9.99", "CASH 10.00"])
        #expect(found.allSatisfy { $0.pass == 16 })
    }

    @Test func theRescuedLabelGivesTheExtractorALabelledTotal() throws {
        let page = lines(debrisTotal)
        let rescued = TotalRescuePlan.rereads(
            of: [ReceiptLine(text: "TOTAL 9.99", box: TextBox(x: 20, y: 262, width: 300, height: 30), confidence: 0.9)],
            onto: page, pass: 16)
        let before = ReceiptExtractor.extract(page, options: options)
        let after = ReceiptExtractor.extract(page, rereads: rescued, options: options)
        #expect(before.totalEvidence.first?.hasPrefix("no label") == true)
        #expect(after.total?.value == 999)
        #expect(after.totalEvidence.first?.hasPrefix("no label") != true)
    }
}
