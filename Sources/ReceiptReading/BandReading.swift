import Imaging
import OCR

extension GrayImage {
    /// The image scaled so its longest side is `scale` times what it is (rounded to a pixel).
    func enlarged(by scale: Double) -> GrayImage {
        scaled(longestSide: Int((Double(max(width, height)) * scale).rounded()))
    }

    /// White on black turned black on white.
    func inverted() -> GrayImage {
        GrayImage(width: width, height: height, bytesPerRow: bytesPerRow, pixels: pixels.map { 255 - $0 })
    }
}

extension ReceiptReader {
    /// `body` run with the engine in segmentation mode `mode`, the engine's mode restored after.
    func reading<T>(in mode: PageSegmentationMode, _ body: () throws -> T) rethrows -> T {
        let previous = engine.pageSegmentationMode
        engine.pageSegmentationMode = mode
        defer { engine.pageSegmentationMode = previous }
        return try body()
    }

    /// Rows `top..<bottom` of `image`, across its width, enlarged `scale` times (inverted when asked)
    /// and read in `mode`: their lines, in the page's pixels; nil when the cut is too thin to read.
    func readRows(
        top: Int, bottom: Int, of image: GrayImage, scale: Double, mode: PageSegmentationMode, inverted: Bool = false,
        path: String
    ) throws -> [OCRLine]? {
        guard bottom - top >= 8 else { return nil }
        var cut = image.cropped(x: 0, y: top, width: image.width, height: bottom - top)
        if abs(scale - 1) > 0.01 {
            cut = cut.enlarged(by: scale)
        }
        guard cut.width >= 8, cut.height >= 8 else { return nil }
        if inverted { cut = cut.inverted() }
        let factor = Double(cut.width) / Double(max(1, image.width))
        let page = try reading(in: mode) { try ocr(cut, path: path) }
        return LineBuilder.lines(from: page.words.map { $0.inPage(scale: factor, top: top) })
    }
}

extension OCRWord {
    /// A word read in a band cut from the page at row `top` and scaled `scale` times, in the page's pixels.
    func inPage(scale: Double, top: Int) -> OCRWord {
        OCRWord(
            text: text, confidence: confidence, x: Int((Double(x) / scale).rounded()),
            y: Int((Double(y) / scale).rounded()) + top,
            width: Int((Double(width) / scale).rounded()), height: Int((Double(height) / scale).rounded()))
    }
}
