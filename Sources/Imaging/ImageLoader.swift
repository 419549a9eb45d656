internal import CLeptonica
import Foundation

/// Reads PNG, JPEG and TIFF files into 8-bit grey `GrayImage`s, and writes them back as PNG.
///
/// The header is read and checked before any pixel is decoded, so empty files,
/// non-images and decompression bombs are refused without allocating the image.
/// Large JPEGs are decoded at 1/2, 1/4 or 1/8 scale by libjpeg itself, so memory stays
/// bounded by the requested size, and the EXIF orientation of JPEGs is applied.
public enum ImageLoader {
    /// The largest image `loadGray` will decode: 100 megapixels.
    public static let maxPixels = 100_000_000
    /// Largest decoded PNG/TIFF in memory (pixels × bytes per pixel), checked from the header
    /// before decoding: a 0.4 MB 10000×10000 RGBA PNG would otherwise take 400 MB and more.
    public static let maxDecodedBytes = 160 << 20

    /// Loads the image at `path`, converts it to 8-bit grey (alpha composited on white),
    /// turns it upright according to its EXIF orientation, and scales it down, keeping its
    /// aspect ratio, so the longest side is at most `maxSide`. Smaller images keep their size.
    ///
    /// - Throws: `ImagingError` with code `file_not_found`, `not_an_image`, `unsupported_format`,
    ///   `image_too_large`, `truncated_image` or `decode_failed`.
    public static func loadGray(path: String, maxSide: Int) throws -> GrayImage {
        try loadImage(path: path, maxSide: maxSide).grayImage()
    }

    /// `loadGray` without leaving Leptonica: the pipeline keeps working on the result.
    static func loadImage(path: String, maxSide: Int) throws(ImagingError) -> LeptonicaImage {
        precondition(maxSide > 0, "maxSide must be positive, got \(maxSide)")
        _ = silenceLeptonica
        let header = try readHeader(path)
        var image =
            header.format == "JPEG" ? try decodeJPEG(path, header, maxSide: maxSide) : try decodeOther(path, header)
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
        if header.format == "JPEG", let data = FileHandle(forReadingAtPath: path)?.readData(ofLength: 256 * 1024),
            let orientation = ExifOrientation.read(jpeg: data)
        {
            image = try step(image.oriented(orientation), "apply EXIF orientation \(orientation.rawValue)", path)
        }
        return image
    }

    /// Writes `image` as an 8-bit greyscale PNG at `path`, replacing any existing file.
    ///
    /// - Throws: `ImagingError` with code `write_failed`.
    public static func writePNG(_ image: GrayImage, to path: String) throws {
        guard let pix = LeptonicaImage(gray: image) else {
            throw ImagingError(
                .writeFailed, "\(path): could not allocate a \(image.width)x\(image.height) image", path: path)
        }
        try writePNG(pix, to: path)
    }

    /// Writes `image` as a greyscale baseline JPEG (`quality` 1...100) at `path`.
    ///
    /// - Throws: `ImagingError` with code `write_failed`.
    public static func writeJPEG(_ image: GrayImage, to path: String, quality: Int = 80) throws {
        _ = silenceLeptonica
        guard let pix = LeptonicaImage(gray: image), pixWriteJpeg(path, pix.pix, Int32(quality), 0) == 0 else {
            throw ImagingError(
                .writeFailed, "\(path): could not write the JPEG (check the directory exists and is writable)",
                path: path)
        }
    }

    static func writePNG(_ pix: LeptonicaImage, to path: String) throws(ImagingError) {
        _ = silenceLeptonica
        guard pixWrite(path, pix.pix, Int32(IFF_PNG)) == 0 else {
            throw ImagingError(
                .writeFailed, "\(path): could not write the PNG (check the directory exists and is writable)",
                path: path)
        }
    }

    // MARK: - Internals

    /// Leptonica prints its own errors to stderr; every failure here becomes an `ImagingError`
    /// that names the file instead. Set once, process-wide (Imaging is Leptonica's only importer).
    static let silenceLeptonica: Void = { _ = setMsgSeverity(Int32(L_SEVERITY_NONE)) }()

    private struct Header { var format: String; var width: Int; var height: Int }

    /// Decodes a JPEG as luminance only, reduced by libjpeg (1, 2, 4 or 8) towards `maxSide`.
    private static func decodeJPEG(_ path: String, _ header: Header, maxSide: Int) throws(ImagingError)
        -> LeptonicaImage
    {
        var reduction = 1
        while reduction < 8, max(header.width, header.height) / (reduction * 2) >= maxSide { reduction *= 2 }
        var warnings: Int32 = 0
        let pix = pixReadJpeg(path, 0, Int32(reduction), &warnings, Int32(L_JPEG_READ_LUMINANCE))
        guard let image = LeptonicaImage(taking: pix), warnings == 0 || endsWithMarker(path, [0xFF, 0xD9]) else {
            if !endsWithMarker(path, [0xFF, 0xD9]) {
                throw ImagingError(
                    .truncatedImage, "\(path): the JPEG data ends early (truncated file; copy it again)", path: path)
            }
            throw ImagingError(.decodeFailed, "\(path): the JPEG data could not be decoded (corrupt)", path: path)
        }
        return image
    }

    private static func decodeOther(_ path: String, _ header: Header) throws(ImagingError) -> LeptonicaImage {
        guard let image = LeptonicaImage(taking: pixRead(path)) else {
            if header.format == "PNG", !endsWithMarker(path, Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]) {
                throw ImagingError(
                    .truncatedImage, "\(path): the PNG data ends early (truncated file; copy it again)", path: path)
            }
            throw ImagingError(
                .decodeFailed, "\(path): the \(header.format) data could not be decoded (truncated or corrupt)",
                path: path)
        }
        guard image.width * image.height <= maxPixels else { throw tooLarge(path, image.width, image.height) }
        return image
    }

    /// Whether the file's last bytes (ignoring trailing NUL/whitespace padding) are `marker`.
    private static func endsWithMarker(_ path: String, _ marker: [UInt8]) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        handle.seek(toFileOffset: size > 4096 ? size - 4096 : 0)
        var tail = [UInt8]((try? handle.readToEnd()) ?? Data())
        while let last = tail.last, last == 0 || last == 0x0A || last == 0x0D || last == 0x20 { tail.removeLast() }
        return tail.count >= marker.count && Array(tail.suffix(marker.count)) == marker
    }

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
        switch FileSignature.of(path: path) {
        case .heic:
            throw ImagingError(
                .unsupportedFormat,
                "\(path): HEIC/HEIF photos are not supported; export the photo as JPEG (on iPhone: Settings > Camera > Formats > Most Compatible)",
                path: path)
        case .pdf:
            throw ImagingError(
                .unsupportedFormat, "\(path): a PDF is not an image; read it as a PDF receipt", path: path)
        default: break
        }
        var format: Int32 = 0, w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, cmap: Int32 = 0
        guard pixReadHeader(path, &format, &w, &h, &bps, &spp, &cmap) == 0, format != Int32(IFF_UNKNOWN), w > 0, h > 0
        else {
            throw ImagingError(.notAnImage, "\(path): not a PNG, JPEG or TIFF image (unrecognised header)", path: path)
        }
        guard let name = formatName(format) else {
            throw ImagingError(
                .unsupportedFormat,
                "\(path): image format \(otherFormatName(format)) is not supported; convert it to PNG, JPEG or TIFF",
                path: path)
        }
        guard Int(w) * Int(h) <= maxPixels else { throw tooLarge(path, Int(w), Int(h)) }
        // PNG and TIFF are decoded whole: colour (or a palette) takes 4 bytes a pixel in memory.
        let bytesPerPixel = spp >= 3 || cmap != 0 ? 4 : (bps > 8 ? 2 : 1)
        guard name == "JPEG" || Int(w) * Int(h) * bytesPerPixel <= maxDecodedBytes else {
            throw ImagingError(
                .imageTooLarge,
                "\(path): \(w)x\(h) pixels of \(spp == 4 ? "RGBA" : spp == 3 ? "RGB" : "indexed or grey") "
                    + "would take \(Int(w) * Int(h) * bytesPerPixel >> 20) MB to decode (limit \(maxDecodedBytes >> 20) MB); "
                    + "scale it down or save it as JPEG", path: path)
        }
        return Header(format: name, width: Int(w), height: Int(h))
    }

    private static func tooLarge(_ path: String, _ w: Int, _ h: Int) -> ImagingError {
        let mp = (Double(w * h) / 1_000_000 * 10).rounded() / 10
        return ImagingError(
            .imageTooLarge,
            "\(path): \(w)x\(h) pixels (\(mp) megapixels) exceeds the \(maxPixels / 1_000_000)-megapixel limit; scale it down first",
            path: path)
    }

    /// The choke point for Leptonica calls that return a new image or nil.
    static func step(_ result: UnsafeMutablePointer<PIX>?, _ what: String, _ path: String) throws(ImagingError)
        -> LeptonicaImage
    {
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
            Int(IFF_TIFF_LZW), Int(IFF_TIFF_ZIP), Int(IFF_TIFF_JPEG):
            "TIFF"
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
