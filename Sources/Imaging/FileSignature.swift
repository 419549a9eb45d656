import Foundation

/// What the first bytes of a file say it is, independent of its name.
public enum FileSignature: Sendable, Equatable {
    case jpeg, png, tiff, pdf, heic, other

    /// Sniffs the first 16 bytes of the file at `path` (`other` when unreadable or empty).
    public static func of(path: String) -> FileSignature {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .other }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 16)) ?? Data())
        return of(head: head)
    }

    /// Sniffs a file's leading bytes.
    public static func of(head: [UInt8]) -> FileSignature {
        func starts(_ prefix: [UInt8]) -> Bool {
            head.count >= prefix.count && Array(head.prefix(prefix.count)) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return .png }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(Array("%PDF-".utf8)) { return .pdf }
        // ISO base media file: size(4) "ftyp" brand(4); HEIF brands as written by phones.
        if head.count >= 12, Array(head[4..<8]) == Array("ftyp".utf8) {
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            if ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif"].contains(brand) {
                return .heic
            }
        }
        return .other
    }
}
