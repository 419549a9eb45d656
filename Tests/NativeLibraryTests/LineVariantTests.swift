import Imaging
import OCR
import ReceiptFixtures
import Receipts
import ShoeboxCore
import Testing

@testable import ReceiptReading

@Suite("The re-read lines read once more at a steady line height", .serialized)
struct LineVariantTests {
    @Test func variantNamesReadBack() {
        for name in ["h40", "h40s", "h40r", "h40rs", "h32"] {
            #expect(LineRereadVariant(name)?.name == name)
        }
        #expect(LineRereadVariant("h40sr") == nil)
        #expect(LineRereadVariant("40") == nil)
        #expect(LineRereadVariant("h4") == nil)
        #expect(LineRereadVariant("h40x") == nil)
        let variant = LineRereadVariant(lineHeight: 40)
        #expect(variant.scale(forBoxHeight: 66) < 1)  // a flat scan's 66 px line is read smaller, not 2× larger
        #expect(variant.scale(forBoxHeight: 20) == 2)
        #expect(variant.scale(forBoxHeight: 4) == 4)
    }

    /// Each variant reads the asked line on the prepared page, or (`raw`) on the image it was
    /// prepared from, at that image's own scale: both read the same line's amount.
    @Test func aVariantReadsTheLineOnThePageAndOnItsSource() throws {
        let image = try SyntheticReceipt.render(SyntheticReceipt.groceryLines, ppi: 100)
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let path = dir.path("receipt.png")
        try ImageLoader.writePNG(image, to: path)
        let reader = try ReceiptReader()
        reader.keepsPreparedPage = true
        let scan = try reader.read(path: path)
        let page = try #require(reader.preparedPage), source = try #require(reader.preparedSource)
        let lines = scan.receiptLines
        let total = try #require(lines.firstIndex { $0.text.hasPrefix("TOTAL") })
        reader.lineVariants = [
            LineRereadVariant(lineHeight: 40), LineRereadVariant(lineHeight: 40, raw: true, sauvola: true),
        ]
        let read = try reader.lineVariantRereads(lines: lines, wanted: [total], image: page, source: source, path: path)
        #expect(read.map(\.pass) == [ReceiptReader.lineVariantPass, ReceiptReader.lineVariantPass + 1])
        for reading in read {
            #expect(reading.line == total)
            #expect(reading.text.contains("18.86"), "\(reading)")
        }
        #expect(
            try reader.lineVariantRereads(lines: lines, wanted: [], image: page, source: source, path: path).isEmpty)
    }

    /// A receipt whose checks agree asks for no re-read at all; the standard reader reads no variant.
    @Test func aCheckedReceiptReadsNoVariant() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let path = dir.path("receipt.png")
        try ImageLoader.writePNG(try SyntheticReceipt.render(SyntheticReceipt.groceryLines, ppi: 150), to: path)
        let reader = try ReceiptReader()
        reader.lineVariants = [LineRereadVariant(lineHeight: 40, sauvola: true)]
        let scan = try reader.read(path: path)
        #expect(
            !scan.rereads.contains {
                $0.pass >= ReceiptReader.lineVariantPass && $0.pass < ReceiptReader.dateRereadPass
            })
    }
}
