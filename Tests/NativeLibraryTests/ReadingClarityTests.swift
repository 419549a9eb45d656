import OCR
import ReceiptFixtures
import ReceiptReading
import Receipts
import ShoeboxCore
import Testing

/// When a reading is clear enough that the reader skips the other candidate and orientation work.
@Suite("A clear reading needs no second read")
struct ReadingClarityTests {
    private let options = ExtractionOptions(defaultCurrency: .usd, today: LocalDate(year: 2026, month: 11, day: 22)!)

    /// `texts` as Tesseract would return them: one word box per space-separated word, 40 px per
    /// line; the page's mean confidence is `confidence`, the money and date lines read at
    /// `keyConfidence` (a poor photo whose printed figures still read well).
    private func page(_ texts: [String], confidence: Int, keyConfidence: Float = 90) -> (OCRPage, [OCRLine]) {
        var words: [OCRWord] = []
        for (row, text) in texts.enumerated() where !text.isEmpty {
            let key = text.contains(".") && text.last?.isNumber == true || text.contains("/20")
            var x = 20
            for word in text.split(separator: " ") {
                words.append(
                    OCRWord(
                        text: String(word), confidence: key ? keyConfidence : Float(confidence) / 2, x: x,
                        y: 20 + row * 40, width: word.count * 14, height: 24))
                x += (word.count + 1) * 14
            }
        }
        let page = OCRPage(text: texts.joined(separator: "\n"), meanConfidence: confidence, words: words)
        return (page, LineBuilder.lines(from: words))
    }

    @Test func agreeingTotalAndDateMakeAModestReadingClear() {
        let (page, lines) = page(SyntheticReceipt.groceryLines, confidence: 55)
        #expect(page.meanConfidence < ReceiptReader.confidentEnough)
        #expect(ReceiptReader.isClear(page, lines: lines, options: options))
    }

    @Test func aTotalItsChecksContradictIsNotClear() {
        let texts = SyntheticReceipt.groceryLines.map { $0.hasPrefix("TOTAL") ? "TOTAL                24.50" : $0 }
        let (page, lines) = page(texts, confidence: 55)
        #expect(!ReceiptReader.isClear(page, lines: lines, options: options))
    }

    @Test func aReceiptWithoutADateIsNotClear() {
        let texts = SyntheticReceipt.groceryLines.filter { !$0.contains("03/14/2024") }
        let (page, lines) = page(texts, confidence: 55)
        #expect(!ReceiptReader.isClear(page, lines: lines, options: options))
    }

    @Test func agreeingFieldsDoNotRescueAVeryPoorReading() {
        let (page, lines) = page(SyntheticReceipt.groceryLines, confidence: 25)
        #expect(!ReceiptReader.isClear(page, lines: lines, options: options))
    }

    @Test func aConfidentReadingIsClearWhateverItSays() {
        let (page, lines) = page(["THANK YOU", "PLEASE COME AGAIN"], confidence: 80, keyConfidence: 80)
        #expect(ReceiptReader.isClear(page, lines: lines, options: options))
    }
}
