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

extension OCRWord {
    /// A word read in a band cut from the page at row `top` and scaled `scale` times, in the page's pixels.
    func inPage(scale: Double, top: Int) -> OCRWord {
        OCRWord(
            text: text, confidence: confidence, x: Int((Double(x) / scale).rounded()),
            y: Int((Double(y) / scale).rounded()) + top,
            width: Int((Double(width) / scale).rounded()), height: Int((Double(height) / scale).rounded()))
    }
}
