import Foundation
import Imaging
import OCR
import ReceiptFixtures
import ReceiptReading
import Rendering
import ShoeboxCore
import Testing

@Suite("Reading receipts: photo to best OCR page", .serialized)
struct ReceiptReaderTests {
    private static let receipt = Result { try SyntheticReceipt.render(SyntheticReceipt.groceryLines, ppi: 150) }

    private func expectGroceryText(_ scan: ReceiptScan, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = scan.lines.map(\.text)
        #expect(
            lines.contains { $0.contains("TOTAL") && $0.contains("18.86") }, "lines: \(lines)",
            sourceLocation: sourceLocation)
        #expect(scan.page.text.contains("CORNER MARKET"), "text: \(scan.page.text)", sourceLocation: sourceLocation)
    }

    @Test func perspectivePhotoIsWarpedAndRead() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let receipt = try Self.receipt.get()
        let corners = Quadrilateral(
            topLeft: Point2D(x: 330, y: 110), topRight: Point2D(x: 820, y: 170),
            bottomRight: Point2D(x: 870, y: 1000), bottomLeft: Point2D(x: 250, y: 950))
        let photo = PhotoScene(width: 1150, height: 1100, corners: corners).render(receipt)
        let path = dir.path("photo.png")
        try ImageLoader.writePNG(photo, to: path)

        let debug = dir.url.appendingPathComponent("debug")
        let scan = try ReceiptReader().read(path: path, debugDirectory: debug)
        #expect(scan.variant == "warped")
        #expect(scan.rotationDegrees == 0)
        expectGroceryText(scan)
        for step in ["1-corners", "2-warped", "3-binarized"] {
            #expect(
                FileManager.default.fileExists(atPath: debug.appendingPathComponent("photo-\(step).png").path),
                "\(step) missing")
        }
    }

    @Test func aQuadOverPartOfAFlatScanIsSeenAsOne() throws {
        let receipt = try Self.receipt.get()
        let w = Double(receipt.width), h = Double(receipt.height)
        // The top third of a flat scan: paper continues below the quad.
        let topThird = Quadrilateral(
            topLeft: Point2D(x: 0, y: 0), topRight: Point2D(x: w - 1, y: 0),
            bottomRight: Point2D(x: w - 1, y: h / 3), bottomLeft: Point2D(x: 0, y: h / 3))
        #expect(topThird.coversPartOfFlatScan(receipt))
        // The whole receipt photographed on a darker table: the quad is the true page.
        let corners = Quadrilateral(
            topLeft: Point2D(x: 330, y: 110), topRight: Point2D(x: 820, y: 170),
            bottomRight: Point2D(x: 870, y: 1000), bottomLeft: Point2D(x: 250, y: 950))
        let photo = PhotoScene(width: 1150, height: 1100, corners: corners).render(receipt)
        #expect(!corners.coversPartOfFlatScan(photo))
        // A quad covering most of the image is never questioned.
        let most = Quadrilateral(
            topLeft: Point2D(x: 0, y: 0), topRight: Point2D(x: w - 1, y: 0),
            bottomRight: Point2D(x: w - 1, y: h * 0.9), bottomLeft: Point2D(x: 0, y: h * 0.9))
        #expect(!most.coversPartOfFlatScan(receipt))
    }

    /// An upright receipt that reads clearly needs no orientation detection; a turned one does.
    @Test func orientationIsDetectedOnlyWhenTheReadingIsUnclear() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let upright = dir.path("upright.png"), turned = dir.path("turned.png")
        try ImageLoader.writePNG(try Self.receipt.get(), to: upright)
        try ImageLoader.writePNG(try Self.receipt.get().rotated(clockwiseQuarterTurns: 2), to: turned)
        let reader = try ReceiptReader()
        let scan = try reader.read(path: upright)
        #expect(scan.page.meanConfidence >= ReceiptReader.confidentEnough)
        #expect(reader.phaseSeconds[.orientation] == nil)
        #expect((reader.phaseSeconds[.firstOCR] ?? 0) > 0 && (reader.phaseSeconds[.load] ?? 0) > 0)
        reader.phaseSeconds = [:]
        let turnedScan = try reader.read(path: turned)
        #expect(turnedScan.rotationDegrees == 180)
        #expect((reader.phaseSeconds[.orientation] ?? 0) > 0)
        expectGroceryText(turnedScan)
    }

    @Test(arguments: [1, 2, 3])
    func turnedReceiptIsTurnedBack(quarterTurns: Int) throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let path = dir.path("turned.png")
        try ImageLoader.writePNG(try Self.receipt.get().rotated(clockwiseQuarterTurns: quarterTurns), to: path)
        let scan = try ReceiptReader().read(path: path)
        #expect(scan.rotationDegrees == (4 - quarterTurns) % 4 * 90)
        expectGroceryText(scan)
    }

    @Test func pdfTextLayerIsReadDirectly() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let pdf = PDFDocument(title: "Emailed receipt")
        for (i, line) in SyntheticReceipt.groceryLines.enumerated() {
            pdf.text(line, x: 72, y: 72 + Double(i) * 15, width: 0, font: "DejaVu Sans Mono 10")
        }
        let path = try dir.write(pdf.finish(), to: "emailed.pdf")
        let scan = try ReceiptReader().read(path: path)
        #expect(scan.variant == "pdf-text")
        #expect(scan.page.meanConfidence == 100)
        expectGroceryText(scan)
    }

    @Test func scannedPDFIsRasterizedAndOCRd() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let path = try dir.write(SyntheticReceipt.imageOnlyPDF(try Self.receipt.get(), ppi: 150), to: "scan.pdf")
        let scan = try ReceiptReader().read(path: path)
        #expect(scan.variant.hasPrefix("pdf-raster/"))
        expectGroceryText(scan)
    }

    private func expectFailure(_ code: String, _ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        do {
            _ = try ReceiptReader().read(path: path)
            Issue.record("expected \(code) for \(path)", sourceLocation: sourceLocation)
        } catch let error as Diagnostic {
            #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
            #expect(
                error.message.contains(path), "message must name the file: \(error.message)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func badFilesAreRejectedWithTheirCode() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        try expectFailure("not_an_image", try dir.write(Data(), to: "empty.jpg"))
        try expectFailure("not_an_image", try dir.write(Data("TOTAL 12.34\nthanks\n".utf8), to: "notes.jpg"))
        try expectFailure(
            "image_too_large", try dir.write(pngHeaderOnly(width: 20_000, height: 20_000), to: "bomb.png"))
        let heic = Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        try expectFailure("unsupported_format", try dir.write(heic, to: "IMG_0001.HEIC"))

        let jpeg = dir.path("whole.jpg")
        try ImageLoader.writeJPEG(try Self.receipt.get(), to: jpeg)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: jpeg))
        try expectFailure("truncated_image", try dir.write(bytes.prefix(bytes.count / 2), to: "cut.jpg"))

        let blank = dir.path("blank.png")
        try ImageLoader.writePNG(GrayImage(width: 400, height: 600, fill: 250), to: blank)
        try expectFailure("no_text_found", blank)
    }
}
