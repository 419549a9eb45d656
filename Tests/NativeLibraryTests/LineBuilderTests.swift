import OCR
import Testing

@Suite("Rebuilding lines from word boxes")
struct LineBuilderTests {
    private func word(_ text: String, _ x: Int, _ y: Int, _ w: Int = 60, _ h: Int = 20) -> OCRWord {
        OCRWord(text: text, confidence: 90, x: x, y: y, width: w, height: h)
    }

    @Test func labelAndAmountFarApartShareALine() {
        let words = [
            word("SUBTOTAL", 10, 100), word("TOTAL", 10, 130), word("17.75", 400, 102), word("18.86", 400, 133),
        ]
        #expect(LineBuilder.lines(from: words).map(\.text) == ["SUBTOTAL 17.75", "TOTAL 18.86"])
    }

    @Test func skewedLinesAreFollowed() {
        // Lines rising 1 px per 10 px to the right: the amount at x=400 is 40 px higher than its label.
        var words: [OCRWord] = []
        for (i, pair) in [("MILK", "4.29"), ("BREAD", "3.49"), ("EGGS", "5.99"), ("TOTAL", "13.77")].enumerated() {
            let y = 100 + i * 30
            words += [
                word(pair.0, 10, y), word("x", 100, y - 9, 20), word("x", 200, y - 19, 20), word("x", 300, y - 29, 20),
                word(pair.1, 400, y - 39),
            ]
        }
        let lines = LineBuilder.lines(from: words).map(\.text)
        #expect(lines == ["MILK x x x 4.29", "BREAD x x x 3.49", "EGGS x x x 5.99", "TOTAL x x x 13.77"])
    }

    @Test func lineBoxAndConfidenceSummariseTheWords() {
        let line = OCRLine(words: [
            OCRWord(text: "A", confidence: 80, x: 10, y: 20, width: 30, height: 10),
            OCRWord(text: "B", confidence: 60, x: 50, y: 18, width: 10, height: 14),
        ])
        #expect(line.box == PixelBox(x: 10, y: 18, width: 50, height: 14))
        #expect(line.confidence == 70)
        #expect(line.text == "A B")
    }
}
