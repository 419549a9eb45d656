/// Answers on a string's UTF-8 bytes that Swift's `String` API would give through its grapheme machinery, for the
/// categorizer's hot path. Each returns exactly what the general call returns (`FastTextTests`).
enum FastText {
    /// `text.count`: on ASCII text without a carriage return (where each byte is one character; `\r\n` is one
    /// character), its byte count; on any other text, `text.count`.
    static func characterCount(_ text: String) -> Int {
        let simple = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        }
        return simple == true ? text.utf8.count : text.count
    }

    /// `DescriptorGrammar.trimmingBlanks(text).count`: on ASCII text without a carriage return, the bytes between
    /// the first and last that are not a space or a tab, without building the trimmed string.
    static func trimmedCount(_ text: String) -> Int {
        let count = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard let first = bytes.firstIndex(where: { !blank($0) }) else { return 0 }
            let last = bytes.lastIndex(where: { !blank($0) })!
            return last - first + 1
        }
        return (count ?? nil) ?? DescriptorGrammar.trimmingBlanks(text).count
    }
}
