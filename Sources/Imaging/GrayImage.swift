/// An 8-bit greyscale image in a plain buffer: row-major, one byte per pixel
/// (0 = black, 255 = white), `bytesPerRow` bytes per row (at least `width`).
///
/// This is the only image type that crosses module boundaries: no Leptonica
/// or Tesseract type appears in a public signature.
public struct GrayImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance in bytes from the start of one row to the start of the next.
    public let bytesPerRow: Int
    /// `bytesPerRow * height` bytes; padding bytes at the end of a row are ignored.
    public let pixels: [UInt8]

    /// Wraps an existing buffer. Traps if the buffer is smaller than `bytesPerRow * height`
    /// or `bytesPerRow < width`: a malformed buffer is a programming error.
    public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "GrayImage needs a positive size, got \(width)x\(height)")
        precondition(bytesPerRow >= width, "bytesPerRow \(bytesPerRow) < width \(width)")
        precondition(pixels.count >= bytesPerRow * height, "pixel buffer too small for \(width)x\(height)")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = pixels
    }

    /// A tightly packed image (`bytesPerRow == width`) filled with one grey value.
    public init(width: Int, height: Int, fill: UInt8 = 255) {
        self.init(
            width: width, height: height, bytesPerRow: width,
            pixels: [UInt8](repeating: fill, count: width * height))
    }

    /// The grey value at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of range")
        return pixels[y * bytesPerRow + x]
    }
}
