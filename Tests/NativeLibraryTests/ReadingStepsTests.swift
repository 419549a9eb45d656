import Receipts
import ShoeboxCore
import Testing

@testable import ReceiptReading

@Suite("Optional reading steps and the reading cache key")
struct ReadingStepsTests {
    @Test func everyStepAddedChangesTheKey() {
        let all = ReceiptReader.readingKey()
        #expect(all == "r\(ReceiptReader.readingVersion)-eng")
        #expect(ReceiptReader.readingKey(steps: .every) == all + "-date3x-on")
        #expect(ReceiptReader.readingKey(steps: ReadingSteps.with(["date3x"])!) == all + "-date3x-on")
        #expect(ReceiptReader.readingKey(language: "deu") != all)
        #expect(ReceiptReader.readingKey(dataPath: "/a/tessdata") != ReceiptReader.readingKey(dataPath: "/b/tessdata"))
        #expect(ReadingSteps.with(["date3x", "colour"]) == nil)
    }

    /// A 3× re-read is kept only when it alone reads as a date neither in the future nor decades old.
    @Test func onlyAPlausibleDateKeepsAThreeTimesReread() throws {
        let reader = try ReceiptReader()
        reader.rereadOptions.today = LocalDate(year: 2026, month: 11, day: 22)!
        #expect(reader.holdsPlausibleDate("Date 16 JUL 17 10:02"))
        #expect(reader.holdsPlausibleDate("06/18/2009 14:20"))
        #expect(!reader.holdsPlausibleDate("Total 35.18"))
        #expect(!reader.holdsPlausibleDate("12/05/2031 09:15"))
        #expect(!reader.holdsPlausibleDate("12/05/1988 09:15"))
    }

    @Test func onlyLinesWithDigitsAndNoPriceAreReadAgainForADate() {
        #expect(ReceiptReader.mayHoldDate("Date io JUL 17"))
        #expect(ReceiptReader.mayHoldDate("21N0V'15 13:56"))
        #expect(ReceiptReader.mayHoldDate("16.05.2020 12:01"))
        #expect(!ReceiptReader.mayHoldDate("Change RM 85.00"))
        #expect(!ReceiptReader.mayHoldDate("Visa x3483 19.95 |"))
        #expect(!ReceiptReader.mayHoldDate("Thank you, come again"))
    }
}

@Suite("Reading without the header re-read, and gates on it")
struct HeaderRereadGateTests {
    static func line(_ text: String, _ confidence: Double, y: Int) -> ReceiptLine {
        ReceiptLine(text: text, box: TextBox(x: 10, y: y, width: 300, height: 30), confidence: confidence)
    }

    @Test func theReadingWithoutItIsCachedApart() {
        let steps = ReadingSteps.with(["noheader"])!
        #expect(steps.skipsHeaderReread)
        #expect(ReceiptReader.readingKey(steps: steps) == ReceiptReader.readingKey() + "-noheader-on")
        #expect(!ReadingSteps.standard.skipsHeaderReread && !ReadingSteps.every.skipsHeaderReread)
    }

    /// `unclear-line` is the reader's own rule: a first-three line below 85 asks for the re-read.
    @Test func aClearHeaderIsNotReadAgain() {
        let options = ExtractionOptions(today: LocalDate(year: 2026, month: 11, day: 22)!)
        let clear = [Self.line("CORNER MART", 0.96, y: 10), Self.line("12 Main St", 0.9, y: 50)]
        let speck = clear + [Self.line("—", 0.3, y: 90)]
        let garbled = clear + [Self.line("Te1 555-0134", 0.6, y: 90)]
        #expect(!HeaderRereadGate.unclearLine.wants(clear, options: options))
        #expect(HeaderRereadGate.unclearLine.wants(speck, options: options))
        #expect(!HeaderRereadGate.unclearWords.wants(speck, options: options))
        #expect(HeaderRereadGate.unclearWords.wants(garbled, options: options))
        // A fourth line is not the header's.
        let below = clear + [Self.line("Total 3.10", 0.99, y: 90), Self.line("x9 ~", 0.2, y: 130)]
        #expect(!HeaderRereadGate.unclearLine.wants(below, options: options))
    }
}
