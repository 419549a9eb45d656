import Foundation
import Imaging
import OCR
import Rendering
import Testing

@Suite("OCR with Tesseract")
struct TesseractEngineTests {
    @Test func versionIsReported() {
        #expect(TesseractEngine.version.first?.isNumber == true)
    }

    @Test func unknownLanguageThrowsWithoutCrashing() {
        do {
            _ = try TesseractEngine(language: "zzz-not-a-language")
            Issue.record("init should have failed")
        } catch let error as OCRError {
            #expect(error.errorCode == .initFailed)
            #expect(error.message.contains("zzz-not-a-language"))
        } catch {
            Issue.record("expected OCRError, got \(error)")
        }
    }

    /// PDF (Rendering) -> PNG (pdftoppm) -> GrayImage (Imaging) -> text (OCR).
    @Test func readsTextFromARenderedPage() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let pdf = PDFDocument(title: "Receipt")
        pdf.text("CORNER SHOP", x: 72, y: 72, width: 468, font: "DejaVu Sans 28", bold: true)
        pdf.text("TOTAL 42.17", x: 72, y: 130, width: 468, font: "DejaVu Sans 28")
        let pdfPath = try dir.write(pdf.finish(), to: "receipt.pdf")
        _ = try runTool("pdftoppm", ["-r", "200", "-png", "-singlefile", pdfPath, dir.path("receipt")])

        // Letter at 200 dpi is 1700 x 2200; maxSide 1100 halves it, so the effective resolution is 100 ppi.
        let image = try ImageLoader.loadGray(path: dir.path("receipt.png"), maxSide: 1100)
        #expect(image.width == 850 && image.height == 1100)

        let engine = try TesseractEngine()
        let page = try engine.recognize(image, ppi: 100)
        #expect(page.text.contains("TOTAL"), "OCR text was: \(page.text)")
        #expect(page.text.contains("42.17"), "OCR text was: \(page.text)")
        #expect(page.meanConfidence > 60)

        let total = try #require(page.words.first { $0.text == "TOTAL" })
        #expect(total.confidence > 60)
        // 130 pt from the top at 100 ppi is about 180 px; the word is about 20-30 px tall.
        #expect(abs(total.y - 185) < 25 && total.height > 10 && total.height < 40, "box \(total)")
        #expect(abs(total.x - 100) < 10)

        // The engine is reusable: a second page gives the same answer.
        #expect(try engine.recognize(image, ppi: 100).text == page.text)
    }

    @Test func tinyImageIsRejected() throws {
        let engine = try TesseractEngine()
        #expect(throws: OCRError.self) { try engine.recognize(GrayImage(width: 2, height: 2)) }
    }

    @Test func blankImageGivesNoWords() throws {
        let page = try TesseractEngine().recognize(GrayImage(width: 200, height: 100))
        #expect(page.words.isEmpty)
        #expect(page.meanConfidence == 0)
    }
}
