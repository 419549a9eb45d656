import ShoeboxCore

/// Why an image could not be read or written. Codes are stable: they are stored
/// in the book and shown in quarantine sidecars. Messages name the file.
extension Diagnostic.Code {
    /// The file does not exist or is not a regular file.
    public static let fileNotFound = Diagnostic.Code("file_not_found")
    /// The file is empty or not an image Leptonica recognises.
    public static let notAnImage = Diagnostic.Code("not_an_image")
    /// An image, but not PNG, JPEG or TIFF.
    public static let unsupportedFormat = Diagnostic.Code("unsupported_format")
    /// The header announces more pixels than `ImageLoader.maxPixels` (decompression bomb guard).
    public static let imageTooLarge = Diagnostic.Code("image_too_large")
    /// The header was fine but decoding or conversion failed (truncated or corrupt data).
    public static let decodeFailed = Diagnostic.Code("decode_failed")
    /// The file ends before the image data does (an interrupted copy or download).
    public static let truncatedImage = Diagnostic.Code("truncated_image")
    /// The image could not be written.
    public static let writeFailed = Diagnostic.Code("write_failed")
}

/// Imaging throws `ImagingError(.notAnImage, "\(path): …", path: path)`: a `Diagnostic`.
public typealias ImagingError = Diagnostic
