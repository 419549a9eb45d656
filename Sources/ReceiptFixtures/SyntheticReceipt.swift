import Foundation
import Imaging
import Rendering

/// Receipts rendered from known text, for tests, benchmarks and `Samples/`: the truth is
/// known exactly, so corner detection and OCR can be checked against it.
public enum SyntheticReceipt {
    /// A US grocery receipt with merchant, date, items, subtotal, tax, TOTAL and card last 4.
    public static let groceryLines = [
        "CORNER MARKET", "118 Main Street, Springfield IL", "03/14/2024  10:42",
        "", "MILK 1 GAL            4.29", "BREAD WHEAT           3.49", "EGGS DOZEN            5.99",
        "APPLES 2 LB           3.98", "", "SUBTOTAL             17.75", "TAX 6.25%             1.11",
        "TOTAL                18.86", "", "VISA ****4821", "THANK YOU",
    ]

    /// A shop named by two plain words (no trade word, no legal form, no second source): not a
    /// credible name on the page alone, so the reader reads its header band again.
    public static let uncredibleShopLines = [
        "ROSA LINDEN", "118 Main Street, Springfield IL", "03/14/2024  10:42", "", "MILK 1 GAL            4.29",
        "BREAD WHEAT           3.49", "", "TOTAL                 7.78", "THANK YOU",
    ]

    /// Renders `lines` (monospace, left-aligned) as a receipt-shaped grey image at `ppi`
    /// with a white margin; uses cairo/pango via `PDFDocument` and poppler's `pdftoppm`.
    public static func render(_ lines: [String], ppi: Int = 150, fontSize: Double = 11) throws -> GrayImage {
        let lineHeight = fontSize * 1.45, margin = 14.0
        let widthPt = 3.2 * 72, heightPt = margin * 2 + lineHeight * Double(lines.count)
        let pdf = PDFDocument(title: "receipt", margin: 0)
        for (i, line) in lines.enumerated() where !line.isEmpty {
            pdf.text(
                line, x: margin, y: margin + Double(i) * lineHeight, width: 0, font: "DejaVu Sans Mono \(fontSize)")
        }
        let page = try rasterize(pdf.finish(), ppi: ppi)
        return crop(page, width: Int(widthPt / 72 * Double(ppi)), height: Int(heightPt / 72 * Double(ppi)))
    }

    /// A PDF with no text layer: `image` drawn as black rectangles, one per run of dark pixels
    /// (what a scanner's PDF looks like to a text extractor). One pixel = 72/`ppi` points.
    public static func imageOnlyPDF(_ image: GrayImage, ppi: Int = 150) -> Data {
        let pdf = PDFDocument(title: "scanned receipt", margin: 0)
        let unit = 72 / Double(ppi)
        for y in 0..<image.height {
            var x = 0
            while x < image.width {
                guard image[x, y] < 128 else { x += 1; continue }
                let start = x
                while x < image.width, image[x, y] < 128 { x += 1 }
                pdf.rect(
                    x: 36 + Double(start) * unit, y: 36 + Double(y) * unit, width: Double(x - start) * unit,
                    height: unit,
                    fillGray: 0, strokeWidth: 0)
            }
        }
        return pdf.finish()
    }

    /// The top-left `width` × `height` pixels of `image`.
    public static func crop(_ image: GrayImage, width: Int, height: Int) -> GrayImage {
        let w = min(width, image.width), h = min(height, image.height)
        var out = [UInt8](repeating: 255, count: w * h)
        for y in 0..<h { for x in 0..<w { out[y * w + x] = image[x, y] } }
        return GrayImage(width: w, height: h, bytesPerRow: w, pixels: out)
    }

    private static func rasterize(_ pdf: Data, ppi: Int) throws -> GrayImage {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shoebox-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pdfPath = dir.appendingPathComponent("r.pdf").path
        try pdf.write(to: URL(fileURLWithPath: pdfPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "pdftoppm", "-r", String(ppi), "-gray", "-png", "-singlefile", pdfPath,
            dir.appendingPathComponent("r").path,
        ]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try ImageLoader.loadGray(path: dir.appendingPathComponent("r.png").path, maxSide: 20_000)
    }
}
