import Foundation
import ShoeboxCore
import Testing

@testable import OCR

/// Issue 19, class 3: PDF helpers are bounded; a huge page is never rendered at full size.
@Suite struct PDFHelperLimitTests {
    static let hasPoppler = FileManager.default.isExecutableFile(atPath: "/usr/bin/pdfinfo")

    @Test func theRasterResolutionKeepsAPageWithinThePixelBudget() {
        #expect(PDFText.rasterDPI(widthPoints: 612, heightPoints: 792) == 300)
        let big = PDFText.rasterDPI(widthPoints: 2000, heightPoints: 3000)
        #expect(big < 300)
        #expect((2000 / 72 * big) * (3000 / 72 * big) <= PDFText.maxRasterPixels)
        #expect(PDFText.rasterDPI(widthPoints: 14_400, heightPoints: 14_400) < PDFText.minimumDPI)
        #expect(PDFText.pageSize(inPDFInfo: "Pages: 1\nPage    1 size: 612 x 792 pts (letter)\n")! == (612, 792))
        #expect(PDFText.pageSize(inPDFInfo: "Page size: nan x 792 pts\n") == nil)
    }

    @Test(.enabled(if: hasPoppler)) func aTinyPDFWithAHugePageIsRefusedBeforeRendering() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("huge.pdf")
        try Data(Self.onePagePDF(width: 14_400, height: 14_400).utf8).write(to: pdf)
        #expect(throws: OCRError.self) { try PDFText.rasterizeFirstPage(of: pdf.path, into: directory) }
        do { _ = try PDFText.rasterizeFirstPage(of: pdf.path, into: directory) } catch let error as OCRError {
            #expect(error.errorCode == .pageTooLarge)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("page.png").path))
    }

    @Test(.enabled(if: hasPoppler)) func aHelperOverItsTimeLimitIsAPDFTimeout() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent("page.pdf")
        try Data(Self.onePagePDF(width: 612, height: 792).utf8).write(to: pdf)
        // Far too short for poppler to even start: the limit, not the file, decides.
        do {
            _ = try PDFText.textLayer(of: pdf.path, limits: .init(seconds: 0.000_001, memoryMiB: 256))
            Issue.record("no timeout")
        } catch let error as OCRError {
            #expect(error.errorCode == .pdfTimeout)
            #expect(error.code == "pdf_timeout")
        }
    }

    /// A minimal one-page PDF (poppler repairs the missing cross-reference table).
    static func onePagePDF(width: Int, height: Int) -> String {
        """
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] >> endobj
        trailer << /Root 1 0 R >>
        %%EOF

        """
    }
}
