internal import CLeptonica
import Foundation

/// Reads PNG, JPEG and TIFF files into 8-bit grey `GrayImage`s, and writes them back as PNG.
///
/// The header is read and checked before any pixel is decoded, so empty files,
/// non-images and decompression bombs are refused without allocating the image.
public enum ImageLoader {
    /// The largest image `loadGray` will decode: 100 megapixels.
    public static let maxPixels = 100_000_000

    /// Loads the image at `path`, converts it to 8-bit grey (alpha composited on white)
    /// and scales it down, keeping its aspect ratio, so the longest side is at most `maxSide`.
    /// Smaller images are returned at their own size.
    ///
    /// - Throws: `ImagingError` with code `file_not_found`, `not_an_image`, `unsupported_format`,
    ///   `image_too_large` or `decode_failed`.
    public static func loadGray(path: String, maxSide: Int) throws -> GrayImage {
        precondition(maxSide > 0, "maxSide must be positive, got \(maxSide)")
        _ = silenceLeptonica
        let header = try readHeader(path)
        guard let decoded = LeptonicaImage(taking: pixRead(path)) else {
            throw ImagingError(.decodeFailed, "\(path): the \(header.format) data could not be decoded (truncated or corrupt)", path: path)
        }
        guard decoded.width * decoded.height <= maxPixels else {
            throw tooLarge(path, decoded.width, decoded.height)
        }
        var image = decoded
        if pixGetSpp(image.pix) == 4, pixGetDepth(image.pix) == 32 {
            image = try step(pixAlphaBlendUniform(image.pix, 0xFFFF_FF00), "remove alpha", path)
        }
        if pixGetDepth(image.pix) != 8 || pixGetColormap(image.pix) != nil {
            image = try step(pixConvertTo8(image.pix, 0), "convert to 8-bit grey", path)
        }
        let longest = max(image.width, image.height)
        if longest > maxSide {
            let scale = Double(maxSide) / Double(longest)
            let w = min(maxSide, max(1, Int((Double(image.width) * scale).rounded())))
            let h = min(maxSide, max(1, Int((Double(image.height) * scale).rounded())))
            image = try step(pixScaleToSize(image.pix, Int32(w), Int32(h)), "scale to \(w)x\(h)", path)
        }
        return image.grayImage()
    }

    /// Writes `image` as an 8-bit greyscale PNG at `path`, replacing any existing file.
    ///
    /// - Throws: `ImagingError` with code `write_failed`.
    public static func writePNG(_ image: GrayImage, to path: String) throws {
        _ = silenceLeptonica
        guard let pix = LeptonicaImage(gray: image) else {
            throw ImagingError(.writeFailed, "\(path): could not allocate a \(image.width)x\(image.height) image", path: path)
        }
        guard pixWrite(path, pix.pix, Int32(IFF_PNG)) == 0 else {
            throw ImagingError(.writeFailed, "\(path): could not write the PNG (check the directory exists and is writable)", path: path)
        }
    }

    // MARK: - Internals

    /// Leptonica prints its own errors to stderr; every failure here becomes an `ImagingError`
    /// that names the file instead. Set once, process-wide (Imaging is Leptonica's only importer).
    private static let silenceLeptonica: Void = { _ = setMsgSeverity(Int32(L_SEVERITY_NONE)) }()

    private struct Header { var format: String; var width: Int; var height: Int }

    /// Checks the file exists, is not empty, is PNG/JPEG/TIFF and is within `maxPixels`.
    private static func readHeader(_ path: String) throws(ImagingError) -> Header {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw ImagingError(.fileNotFound, "\(path): no such file", path: path)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else {
            throw ImagingError(.notAnImage, "\(path): the file is empty (0 bytes)", path: path)
        }
        var format: Int32 = 0, w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, cmap: Int32 = 0
        guard pixReadHeader(path, &format, &w, &h, &bps, &spp, &cmap) == 0, format != Int32(IFF_UNKNOWN), w > 0, h > 0 else {
            throw ImagingError(.notAnImage, "\(path): not a PNG, JPEG or TIFF image (unrecognised header)", path: path)
        }
        guard let name = formatName(format) else {
            throw ImagingError(.unsupportedFormat, "\(path): image format \(otherFormatName(format)) is not supported; convert it to PNG, JPEG or TIFF", path: path)
        }
        guard Int(w) * Int(h) <= maxPixels else { throw tooLarge(path, Int(w), Int(h)) }
        return Header(format: name, width: Int(w), height: Int(h))
    }

    private static func tooLarge(_ path: String, _ w: Int, _ h: Int) -> ImagingError {
        let mp = (Double(w * h) / 1_000_000 * 10).rounded() / 10
        return ImagingError(.imageTooLarge,
            "\(path): \(w)x\(h) pixels (\(mp) megapixels) exceeds the \(maxPixels / 1_000_000)-megapixel limit; scale it down first",
            path: path)
    }

    /// The choke point for Leptonica calls that return a new image or nil.
    private static func step(_ result: UnsafeMutablePointer<PIX>?, _ what: String, _ path: String) throws(ImagingError) -> LeptonicaImage {
        guard let image = LeptonicaImage(taking: result) else {
            throw ImagingError(.decodeFailed, "\(path): could not \(what)", path: path)
        }
        return image
    }

    private static func formatName(_ format: Int32) -> String? {
        switch Int(format) {
        case Int(IFF_PNG): "PNG"
        case Int(IFF_JFIF_JPEG): "JPEG"
        case Int(IFF_TIFF), Int(IFF_TIFF_PACKBITS), Int(IFF_TIFF_RLE), Int(IFF_TIFF_G3), Int(IFF_TIFF_G4),
             Int(IFF_TIFF_LZW), Int(IFF_TIFF_ZIP), Int(IFF_TIFF_JPEG): "TIFF"
        default: nil
        }
    }

    private static func otherFormatName(_ format: Int32) -> String {
        switch Int(format) {
        case Int(IFF_BMP): "BMP"
        case Int(IFF_PNM): "PNM"
        case Int(IFF_GIF): "GIF"
        case Int(IFF_JP2): "JPEG 2000"
        case Int(IFF_WEBP): "WebP"
        case Int(IFF_PS): "PostScript"
        case Int(IFF_LPDF): "PDF"
        default: "#\(format)"
        }
    }
}
