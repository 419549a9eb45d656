import Foundation
import ShoeboxCore

/// Text searches of the grammar on the bytes when both strings are ASCII (almost every bank
/// descriptor). Foundation answers `contains`, `range(of:)` and `trimmingCharacters(in:)` on a
/// Swift string by bridging to `NSString`, which was most of the grammar's time; on ASCII text
/// the byte answer is the same (no canonical equivalents, one character per byte). Any other text
/// takes Foundation's path as before.
extension DescriptorGrammar {
    /// `text.contains(needle)`.
    static func has(_ text: String, _ needle: String) -> Bool {
        find(needle, in: text) != nil
    }

    /// `text.range(of: needle)`: the first occurrence.
    static func find(_ needle: String, in text: String) -> Range<String.Index>? {
        guard !needle.isEmpty, isASCII(needle), isASCII(text) else { return text.range(of: needle) }
        // Both strings' bytes in memory (native strings): a plain byte search, the range made from its offset.
        let offset = text.utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { pattern in ByteSearch.firstOffset(of: pattern, in: haystack)
            }
        }
        // Bytes not in one piece (a bridged string): Foundation, whose answer is the same.
        guard case .some(.some(let searched)) = offset else { return text.range(of: needle) }
        guard let found = searched else { return nil }
        let bytes = text.utf8
        let lower = bytes.index(bytes.startIndex, offsetBy: found)
        return lower..<bytes.index(lower, offsetBy: needle.utf8.count)
    }

    /// `text.trimmingCharacters(in: .whitespaces)`: on ASCII text, spaces and tabs at either end.
    static func trimmingBlanks(_ text: String) -> String {
        guard isASCII(text) else { return text.trimmingCharacters(in: .whitespaces) }
        let bytes = text.utf8
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !blank($0) }) else { return "" }
        let last = bytes.lastIndex(where: { !blank($0) })!
        return String(text[first...last])
    }

    /// True when every byte is below 0x80; eight bytes at a time where the string's bytes are contiguous
    /// (the grammar asks this of its text for every search).
    static func isASCII(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 <= bytes.count {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return false
                }
                offset += 8
            }
            while offset < bytes.count {
                if bytes[offset] >= 0x80 { return false }
                offset += 1
            }
            return true
        }
        return answer ?? text.utf8.allSatisfy { $0 < 0x80 }
    }
}
