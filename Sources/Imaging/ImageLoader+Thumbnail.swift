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
    /// A large JPEG (a phone photo) is decoded at 1/2, 1/4 or 1/8 scale by libjpeg itself,
    /// which is many times faster than decoding every pixel and scaling afterwards.
    ///
    /// - Throws: `ImagingError` as `loadGray`, or `write_failed` when JPEG encoding fails.
    public static func thumbnail(path: String, maxSide: Int, quality: Int = 70) throws -> Thumbnail {
        let gray = try reducedJPEG(path: path, maxSide: maxSide) ?? loadGray(path: path, maxSide: maxSide)
        guard let pix = LeptonicaImage(gray: gray) else {
            throw ImagingError(
                .writeFailed, "\(path): could not allocate a \(gray.width)x\(gray.height) thumbnail", path: path)
        }
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMemJpeg(&bytes, &size, pix.pix, Int32(max(1, min(100, quality))), 0) == 0, let bytes, size > 0
        else {
            throw ImagingError(.writeFailed, "\(path): could not encode the thumbnail as JPEG", path: path)
        }
        defer { free(bytes) }
        return Thumbnail(image: gray, jpeg: Data(bytes: bytes, count: size))
    }

    /// The fast path for JPEGs at least twice `maxSide`; nil (use `loadGray`) for anything else
    /// or when any step fails, so errors are still reported by `loadGray` with the file named.
    static func reducedJPEG(path: String, maxSide: Int) -> GrayImage? {
        var format: Int32 = 0, w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, cmap: Int32 = 0
        guard maxSide > 0, pixReadHeader(path, &format, &w, &h, &bps, &spp, &cmap) == 0, format == Int32(IFF_JFIF_JPEG),
            Int(w) * Int(h) <= maxPixels
        else { return nil }
        let longest = Int(max(w, h))
        var reduction = 1
        while reduction < 8, longest / (reduction * 2) >= maxSide { reduction *= 2 }
        guard reduction > 1, var image = LeptonicaImage(taking: pixReadJpeg(path, 0, Int32(reduction), nil, 0)) else {
            return nil
        }
        if image.depth != 8 || pixGetColormap(image.pix) != nil {
            guard let converted = LeptonicaImage(taking: pixConvertTo8(image.pix, 0)) else { return nil }
            image = converted
        }
        let side = max(image.width, image.height)
        if side > maxSide {
            let tw = max(1, min(maxSide, image.width * maxSide / side)),
                th = max(1, min(maxSide, image.height * maxSide / side))
            guard let scaled = LeptonicaImage(taking: pixScaleToSize(image.pix, Int32(tw), Int32(th))) else {
                return nil
            }
            image = scaled
        }
        return image.grayImage()
    }
}
