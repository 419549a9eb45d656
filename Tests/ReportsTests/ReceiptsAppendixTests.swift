import Foundation
import Reports
import ShoeboxTestSupport
import Testing

@testable import Imaging

@Suite struct ReceiptsAppendixTests {
    /// A receipt-like page: white with dark text bars, 1200 × 1800 pixels.
    static func receiptImage() -> GrayImage {
        let w = 1200, h = 1800
        var pixels = [UInt8](repeating: 250, count: w * h)
        for row in stride(from: 120, to: h - 120, by: 60) {
            let length = 300 + (row * 37) % 700
            for y in row..<(row + 22) { for x in 100..<(100 + length) { pixels[y * w + x] = 30 } }
        }
        return GrayImage(width: w, height: h, bytesPerRow: w, pixels: pixels)
    }

    @Test(.enabled(if: PDFTextExtractor.isAvailable, "pdftotext (poppler-utils) is not installed"))
    func thumbnailsAreEmbeddedOnceAsSmallJPEGs() throws {
        let f = try FixtureBook()
        try FileManager.default.createDirectory(
            at: f.root.appendingPathComponent("archive"), withIntermediateDirectories: true)
        try ImageLoader.writePNG(Self.receiptImage(), to: f.root.appendingPathComponent("archive/r.png").path)
        let doc = try f.addDocument(name: "IMG_0001.png", archivePath: "archive/r.png", kind: "receipt")
        let missing = try f.addDocument(name: "gone.jpg", archivePath: "archive/gone.jpg", kind: "receipt")
        var charges: [Int64] = []
        for i in 1...6 {
            let charge = try f.add("2025-05-0\(i)", "HARDWARE STORE \(i)", -Int64(1_000 * i), "supplies")
            charges.append(charge)
            try f.add(
                "2025-05-0\(i)", "Hardware Store", -Int64(1_000 * i), "supplies", kind: "receipt", duplicateOf: charge,
                mergeReason: "receipt_linked", document: doc)
        }
        let loose = try f.add("2025-05-20", "Farmers Market", -1_250, nil, kind: "receipt", document: missing)
        let data = try f.generator.render(.receipts, period: .month(2025, 5), settings: ReportSettings())
        let pdf = String(decoding: data, as: UTF8.self)
        #expect(pdf.components(separatedBy: "/DCTDecode").count - 1 == 6, "one JPEG per receipt with an image")
        #expect(data.count < 6 * 40_000 + 60_000, "\(data.count) bytes")
        let text = try PDFTextExtractor.text(of: data)
        #expect(text.contains("R-\(loose)"))
        #expect(text.contains("not linked"))
        #expect(text.contains("HARDWARE STORE 3 -$30.00"))
        #expect(text.contains("image not in the archive"))
        #expect(text.contains("$222.50"))
    }
}

@Suite struct ThumbnailTests {
    /// A 3000 × 4000 JPEG (a phone photo's size) comes back at most 360 px, same aspect ratio.
    @Test func largeJPEGIsDecodedReduced() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("thumb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var pixels = [UInt8](repeating: 240, count: 3000 * 4000)
        for bar in stride(from: 200, to: 3800, by: 100) {
            for y in bar..<(bar + 40) { for x in 300..<2500 { pixels[y * 3000 + x] = 20 } }
        }
        let png = dir.appendingPathComponent("big.png").path
        try ImageLoader.writePNG(GrayImage(width: 3000, height: 4000, bytesPerRow: 3000, pixels: pixels), to: png)
        let full = try ImageLoader.thumbnail(path: png, maxSide: 4000, quality: 80)
        #expect(full.image.width == 3000 && full.image.height == 4000)
        let jpeg = dir.appendingPathComponent("big.jpg")
        try full.jpeg.write(to: jpeg)
        #expect(ImageLoader.reducedJPEG(path: jpeg.path, maxSide: 360) != nil, "libjpeg's reduced decode is used")
        #expect(ImageLoader.reducedJPEG(path: png, maxSide: 360) == nil, "PNGs take the general path")
        let thumb = try ImageLoader.thumbnail(path: jpeg.path, maxSide: 360, quality: 60)
        #expect(thumb.image.height == 360)
        #expect(thumb.image.width == 270)
        #expect(thumb.jpeg.starts(with: [0xFF, 0xD8]))
        #expect(thumb.jpeg.count < 40_000)
        // The dark bars survive the reduction: the image is not blank.
        #expect(thumb.image.pixels.contains { $0 < 100 })
    }
}
