internal import CLeptonica
import Foundation

/// A downscaled greyscale copy of an image and the same pixels as JPEG bytes.
public struct Thumbnail: Sendable {
    public var image: GrayImage
    public var jpeg: Data
}

extension ImageLoader {
    /// Loads `path`, converts to grey, scales so the longest side is at most `maxSide`, and
    /// encodes it as JPEG at `quality` (1...100) — for embedding receipts in PDFs.
    ///
    /// - Throws: `ImagingError` as `loadGray`, or `write_failed` when JPEG encoding fails.
    public static func thumbnail(path: String, maxSide: Int, quality: Int = 70) throws -> Thumbnail {
        let gray = try loadGray(path: path, maxSide: maxSide)
        guard let pix = LeptonicaImage(gray: gray) else {
            throw ImagingError(.writeFailed, "\(path): could not allocate a \(gray.width)x\(gray.height) thumbnail", path: path)
        }
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMemJpeg(&bytes, &size, pix.pix, Int32(max(1, min(100, quality))), 0) == 0, let bytes, size > 0 else {
            throw ImagingError(.writeFailed, "\(path): could not encode the thumbnail as JPEG", path: path)
        }
        defer { free(bytes) }
        return Thumbnail(image: gray, jpeg: Data(bytes: bytes, count: size))
    }
}
