import Imaging
import OCR
import ReceiptFixtures
import Receipts
import ShoeboxCore
import Testing

@testable import ReceiptReading

@Suite("The header band read again: header lines and the merchant", .serialized)
struct HeaderBandTests {
    private func line(_ text: String, y: Int, confidence: Float, height: Int = 20) -> OCRLine {
        OCRLine(
            words: text.split(separator: " ").enumerated().map { i, word in
                OCRWord(text: String(word), confidence: confidence, x: 10 + i * 90, y: y, width: 80, height: height)
            })
    }

    @Test func aClearerLineAtTheSameHeightReplacesOneOfTheFirstThree() {
        let page = [
            line("LAN HING", y: 100, confidence: 55), line("12 MAIN ST", y: 140, confidence: 90),
            line("TEL 555", y: 180, confidence: 70), line("MILK 4.29", y: 220, confidence: 40),
        ]
        let rereads = [
            line("LOGO", y: 20, confidence: 95),  // above the page's lines: nothing to replace
            line("LIAN HING", y: 102, confidence: 88),  // clearer: replaces line 0
            line("12 MAIN ST", y: 141, confidence: 93),  // not 5 points clearer: kept
            line("T", y: 181, confidence: 99),  // loses more than half the letters: kept
            line("MILK 4.29", y: 221, confidence: 99),  // not a header line
        ]
        let replaced = ReceiptReader.headerReplacements(of: page, by: rereads)
        #expect(replaced.map(\.index) == [0])
        #expect(replaced.first?.line.text == "LIAN HING")
    }

    /// An uncredible shop name: the merchant's 2× reading of the band is one OCR pass of its own,
    /// apart from the page's lines (a reader without merchant passes reads the same lines with
    /// exactly one pass fewer); the header re-read still runs (its 36 px reading is a second
    /// source the merchant choice uses: folding the two lost merchants).
    @Test func anUnsureShopsBandIsReadForTheMerchantApartFromThePage() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let path = dir.path("receipt.png")
        try ImageLoader.writePNG(try SyntheticReceipt.render(SyntheticReceipt.uncredibleShopLines, ppi: 150), to: path)
        let reader = try ReceiptReader()
        let scan = try reader.read(path: path)
        #expect(MerchantRereadPlan.wanted(scan.receiptLines, options: reader.rereadOptions))
        #expect(reader.phaseRuns[.header] == 1 && reader.phaseRuns[.merchantReread] == 1)
        #expect(scan.merchantRereads.contains { $0.text.contains("ROSA LINDEN") }, "\(scan.merchantRereads)")
        let plain = try ReceiptReader()
        plain.merchantRereadPasses = []
        let alone = try plain.read(path: path)
        #expect(alone.merchantRereads.isEmpty)
        #expect(alone.lines.map(\.text) == scan.lines.map(\.text))
        #expect(plain.ocrReads == reader.ocrReads - 1)
    }

    /// Three different amounts read confidently show the page is upright; repeats, poorly read
    /// amounts and other numbers do not.
    @Test func confidentAmountsMakeAPageUpright() {
        let page = { (words: [(String, Float)]) in
            OCRPage(
                text: words.map(\.0).joined(separator: " "), meanConfidence: 40,
                words: words.enumerated().map { i, word in
                    OCRWord(text: word.0, confidence: word.1, x: 10, y: i * 30, width: 60, height: 20)
                })
        }
        #expect(ReceiptReader.readsUpright(page([("4.29", 91), ("3,49", 85), ("7.78", 88), ("TOTAL", 30)])))
        #expect(!ReceiptReader.readsUpright(page([("4.29", 91), ("4.29", 91), ("7.78", 88)])))
        #expect(!ReceiptReader.readsUpright(page([("4.29", 91), ("3.49", 60), ("7.78", 88)])))
        #expect(!ReceiptReader.readsUpright(page([("4.29", 91), ("03/14/24", 95), ("10:42", 95), ("7.78", 88)])))
        #expect(!ReceiptReader.readsUpright(page([("6Z'ᔭ", 91), ("6ᔭ'E", 90), ("8L'L", 88)])))
    }
}
