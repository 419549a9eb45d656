import Imaging
import OCR
import ReceiptFixtures
import Receipts
import ShoeboxCore
import Testing

@testable import ReceiptReading

@Suite("The header band read again for the merchant", .serialized)
struct HeaderRereadTests {
    @Test func passNamesReadBack() {
        for pass in ReceiptReader.merchantRereadPasses + [MerchantRereadPass(scale: 1, sparse: false, inverted: true)] {
            #expect(MerchantRereadPass(name: pass.name) == pass)
        }
        #expect(MerchantRereadPass(name: "0.5x-sparse") == MerchantRereadPass(scale: 0.5, sparse: true))
        #expect(MerchantRereadPass(name: "2x") == nil)
        #expect(MerchantRereadPass(name: "2x-block-bold") == nil)
        #expect(MerchantRereadPass(name: "0x-block") == nil)
    }

    @Test func theBandRunsFromTheTopToBelowTheFourthLineAndAThirdOfThePageAtMost() {
        let image = GrayImage(width: 400, height: 1200)
        let lines = (0..<8).map { i in
            OCRLine(words: [OCRWord(text: "WORD\(i)", confidence: 90, x: 10, y: 100 + i * 40, width: 80, height: 20)])
        }
        let band = ReceiptReader.merchantBand(of: lines, in: image)
        #expect(band?.top == 0 && band?.width == 400)
        #expect(band?.bottom == 100 + 3 * 40 + 20 + 10)  // the fourth line's bottom and half the tallest line
        let low = lines.map { line in
            var moved = line
            moved.box.y += 500
            return moved
        }
        #expect(ReceiptReader.merchantBand(of: low, in: image)?.bottom == 408)  // 34 % of 1200
        #expect(ReceiptReader.merchantBand(of: [OCRLine(text: "PDF", confidence: 100)], in: image) == nil)
    }

    /// A shop named by two plain words (no trade word, no legal form, no second source) is not a
    /// credible name on the page alone, so the band is read again; its lines are in the page's pixels.
    @Test func anUncredibleShopNameIsReadAgainInThePagesPixels() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let path = dir.path("receipt.png")
        try ImageLoader.writePNG(try SyntheticReceipt.render(SyntheticReceipt.uncredibleShopLines, ppi: 150), to: path)
        let reader = try ReceiptReader()
        let scan = try reader.read(path: path)
        #expect(MerchantRereadPlan.wanted(scan.receiptLines, options: reader.rereadOptions))
        let first = try #require(scan.lines.first { $0.text.contains("ROSA") })
        let again = scan.merchantRereads.filter { $0.text.contains("ROSA LINDEN") }
        #expect(Set(again.map(\.pass)) == Set(ReceiptReader.merchantRereadPasses.indices), "\(scan.merchantRereads)")
        for line in again {
            #expect(abs(line.box.y - first.box.y) <= first.box.height / 2 + 2, "\(line.box) vs \(first.box)")
        }
        let plain = try ReceiptReader()
        plain.merchantRereadPasses = []
        #expect(try plain.read(path: path).merchantRereads.isEmpty)
    }
}
