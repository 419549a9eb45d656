import ShoeboxCore

/// Why an image could not be read or written. Codes are stable: they are stored
/// in the book and shown in quarantine sidecars. Messages name the file.
public struct ImagingError: QuarantineReason, Equatable {
    /// A stable machine-readable reason.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public var description: String { rawValue }
        /// The file does not exist or is not a regular file.
        public static let fileNotFound = Code(rawValue: "file_not_found")
        /// The file is empty or not an image Leptonica recognises.
        public static let notAnImage = Code(rawValue: "not_an_image")
        /// An image, but not PNG, JPEG or TIFF.
        public static let unsupportedFormat = Code(rawValue: "unsupported_format")
        /// The header announces more pixels than `ImageLoader.maxPixels` (decompression bomb guard).
        public static let imageTooLarge = Code(rawValue: "image_too_large")
        /// The header was fine but decoding or conversion failed (truncated or corrupt data).
        public static let decodeFailed = Code(rawValue: "decode_failed")
        /// The file ends before the image data does (an interrupted copy or download).
        public static let truncatedImage = Code(rawValue: "truncated_image")
        /// The image could not be written.
        public static let writeFailed = Code(rawValue: "write_failed")
    }

    public var errorCode: Code
    public var message: String
    /// The file the error is about.
    public var path: String
    public var line: Int? { nil }
    public var region: String? { nil }

    public var code: String { errorCode.rawValue }

    public init(_ code: Code, _ message: String, path: String) {
        self.errorCode = code
        self.message = message
        self.path = path
    }
}
