import Foundation
import Imaging
import Rendering
import Testing

@Suite("Decoding PNG, JPEG and TIFF colour pages")
struct ImageFormatTests {
    /// pdftoppm writes RGB colour images, so this also covers the 32 bpp -> 8 bpp grey conversion.
    @Test(arguments: [("-png", "png"), ("-jpeg", "jpg"), ("-tiff", "tif")])
    func loadsRenderedPage(flag: String, ext: String) throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let pdf = PDFDocument(title: "Format")
        pdf.rect(x: 0, y: 0, width: 306, height: 792, fillGray: 0, strokeWidth: 0)  // left half black
        let pdfPath = try dir.write(pdf.finish(), to: "page.pdf")
        _ = try runTool("pdftoppm", ["-r", "50", flag, "-singlefile", pdfPath, dir.path("page")])

        // Letter at 50 dpi is 425 x 550; the longest side is scaled to 400.
        let image = try ImageLoader.loadGray(path: dir.path("page.\(ext)"), maxSide: 400)
        #expect(image.width == 309 && image.height == 400)
        #expect(image[50, 200] < 30, "left half is black")
        #expect(image[250, 200] > 225, "right half is white")
    }
}
