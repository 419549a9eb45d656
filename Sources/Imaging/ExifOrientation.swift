import Foundation

/// The EXIF orientation tag (0x0112) of a JPEG: how the stored pixels must be turned
/// to be shown upright. Phones store the sensor image as shot and set this tag instead
/// of rotating the pixels; Leptonica ignores it, so Shoebox reads it itself.
public enum ExifOrientation: Int, Sendable, CaseIterable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Clockwise quarter turns to apply to the stored pixels (after `mirroredFirst`).
    var clockwiseQuarterTurns: Int {
        switch self {
        case .up, .upMirrored: 0
        case .right, .leftMirrored: 1
        case .down, .downMirrored: 2
        case .left, .rightMirrored: 3
        }
    }

    /// Whether the image must be flipped left-right after the turn.
    var flipsAfterTurn: Bool {
        switch self {
        case .upMirrored, .downMirrored, .leftMirrored, .rightMirrored: true
        case .up, .down, .left, .right: false
        }
    }

    /// Reads the orientation from the APP1 `Exif` segment of JPEG `data`.
    /// Returns nil when the data is not a JPEG, has no EXIF segment or no valid orientation tag.
    public static func read(jpeg data: Data) -> ExifOrientation? {
        let bytes = [UInt8](data.prefix(256 * 1024))  // EXIF must sit in the first segments
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { return nil }  // start of scan / end: no EXIF
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let body = offset + 4
            if marker == 0xE1, length >= 8, Array(bytes[body..<body + 6]) == Array("Exif\0\0".utf8) {
                return orientation(inTIFF: Array(bytes[(body + 6)..<(offset + 2 + length)]))
            }
            offset += 2 + length
        }
        return nil
    }

    /// Finds tag 0x0112 in IFD0 of a TIFF structure (`II*\0` or `MM\0*`).
    static func orientation(inTIFF tiff: [UInt8]) -> ExifOrientation? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ i: Int) -> Int? {
            guard i >= 0, i + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[i]) | Int(tiff[i + 1]) << 8 : Int(tiff[i]) << 8 | Int(tiff[i + 1])
        }
        func u32(_ i: Int) -> Int? {
            guard let a = u16(i), let b = u16(i + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112, u16(at + 2) == 3, let value = u16(at + 8) {
                return ExifOrientation(rawValue: value)
            }
        }
        return nil
    }
}
