import Foundation

/// The one decision every reader of a text file takes on its bytes: UTF-16 (byte-order mark, or
/// NULs on most bytes of one parity and almost none of the other), binary (NUL bytes outside
/// UTF-16, or too many control characters), else UTF-8 (with or without BOM) or Windows-1252.
/// The statement reader, the review-sheet reader and the first-bytes check of the run all use it,
/// so a file is text for all of them or for none.
public enum TextBytes {
    /// How many leading bytes decide whether a file is binary.
    public static let sampleSize = 65_536
    /// UTF-16 without a BOM: at least this share (in tenths) of one byte parity is NUL…
    static let utf16NULTenths = 7
    /// …and less than this share (in tenths) of the other.
    static let utf16OtherNULTenths = 1
    /// Binary when more than one byte in this many of the sample is a control character.
    static let controlBytesOneIn = 20

    /// How a text file's bytes are laid out.
    public enum Layout: Equatable, Sendable {
        /// UTF-16, with or without a byte-order mark.
        case utf16(littleEndian: Bool, byteOrderMark: Bool)
        /// One byte a unit: UTF-8 when the whole file is valid UTF-8, else Windows-1252.
        case bytes
    }

    /// Why bytes are not text.
    public enum Binary: Error, Equatable, Sendable {
        /// NUL bytes that are not UTF-16 (`firstOffset` of `count` in the first `sampled` bytes).
        case nulBytes(count: Int, firstOffset: Int, sampled: Int)
        /// Too many control characters (`count` in the first `sampled` bytes).
        case controlBytes(count: Int, sampled: Int)
        /// A UTF-16 byte-order mark, then code units that are not valid UTF-16.
        case invalidUTF16
    }

    /// The decision on the first `sampleSize` bytes of a file.
    public static func layout(of data: Data) -> Result<Layout, Binary> {
        let sample = [UInt8](data.prefix(sampleSize))
        if sample.starts(with: [0xFF, 0xFE]) { return .success(.utf16(littleEndian: true, byteOrderMark: true)) }
        if sample.starts(with: [0xFE, 0xFF]) { return .success(.utf16(littleEndian: false, byteOrderMark: true)) }
        guard let firstNUL = sample.firstIndex(of: 0) else {
            let controls = sample.filter(isControl).count
            if controls * controlBytesOneIn > sample.count {
                return .failure(.controlBytes(count: controls, sampled: sample.count))
            }
            return .success(.bytes)
        }
        let evenNULs = stride(from: 0, to: sample.count, by: 2).filter { sample[$0] == 0 }.count
        let oddNULs = sample.filter { $0 == 0 }.count - evenNULs
        let half = max(1, sample.count / 2)
        func mostly(_ nuls: Int) -> Bool { nuls * 10 >= half * utf16NULTenths }
        func few(_ nuls: Int) -> Bool { nuls * 10 < half * utf16OtherNULTenths }
        if sample.count >= 4, mostly(oddNULs), few(evenNULs) {
            return .success(.utf16(littleEndian: true, byteOrderMark: false))
        }
        if sample.count >= 4, mostly(evenNULs), few(oddNULs) {
            return .success(.utf16(littleEndian: false, byteOrderMark: false))
        }
        return .failure(.nulBytes(count: evenNULs + oddNULs, firstOffset: firstNUL, sampled: sample.count))
    }

    /// A control character that is not layout (tab, line feed, carriage return, form feed) or
    /// the DOS end-of-file mark old exports end with.
    static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1A
    }

    /// Decoded text and the name of its encoding (`UTF-8`, `UTF-8 with BOM`, `UTF-16`, `Windows-1252`).
    public struct Decoded: Equatable, Sendable {
        public var text: String
        public var encoding: String

        public init(text: String, encoding: String) {
            self.text = text
            self.encoding = encoding
        }
    }

    /// The text of `data` as `layout(of:)` decides it.
    public static func decode(_ data: Data) -> Result<Decoded, Binary> {
        switch layout(of: data) {
        case .failure(let binary): return .failure(binary)
        case .success(.utf16(let littleEndian, let byteOrderMark)):
            guard let text = utf16(byteOrderMark ? data.dropFirst(2) : data, littleEndian: littleEndian) else {
                return .failure(.invalidUTF16)
            }
            return .success(Decoded(text: text, encoding: "UTF-16"))
        case .success(.bytes):
            let bytes = [UInt8](data)
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            if let text = String(validating: body, as: UTF8.self) {
                return .success(Decoded(text: text, encoding: body.count == bytes.count ? "UTF-8" : "UTF-8 with BOM"))
            }
            return .success(Decoded(text: windows1252(body), encoding: "Windows-1252"))
        }
    }

    /// UTF-16 code units in the given byte order; nil when they are not valid UTF-16 (an odd
    /// trailing byte is ignored).
    public static func utf16(_ data: Data, littleEndian: Bool) -> String? {
        let bytes = [UInt8](data)
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return String(validating: units, as: UTF16.self)
    }

    /// Windows-1252 is a superset of Latin-1's printable range; the 0x80–0x9F block maps to € ‚ ƒ „ …
    public static func windows1252(_ bytes: [UInt8]) -> String {
        let high: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
            0x017D, 0x8F,
            0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D,
            0x017E, 0x0178,
        ]
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            let value = (0x80...0x9F).contains(byte) ? high[Int(byte) - 0x80] : UInt32(byte)
            scalars.append(Unicode.Scalar(value) ?? "?")
        }
        return String(scalars)
    }
}
