/// `normalize` on the bytes of ASCII text: the same answer as the general path, without a `String`
/// per word, `Set<String>` look-ups or `Character` counting (this runs for every stored row).
extension PayeeNormalizer {
    /// `normalize` of ASCII canonical text without an `ORIG CO NAME:` label; nil for any other text
    /// (the caller then takes the general path).
    static func asciiNormalized(_ canonical: String) -> String? {
        var canonical = canonical
        return canonical.withUTF8 { text -> String? in
            for byte in text where byte >= 0x80 { return nil }
            if containsBytes(text, achNameLabel) { return nil }
            var start = 0
            var end = text.count
            var stripped = true
            while stripped {
                stripped = false
                for prefix in processorPrefixBytes where end - start > prefix.count + 1 {
                    guard hasPrefix(text, from: start, prefix) else { continue }
                    start += prefix.count
                    while start < end && isBlank(text[start]) { start += 1 }
                    while end > start && isBlank(text[end - 1]) { end -= 1 }
                    stripped = true
                }
            }
            var words: [Range<Int>] = []
            var index = start
            while index < end {
                if text[index] == 0x20 {
                    index += 1
                    continue
                }
                var wordEnd = index
                while wordEnd < end && text[wordEnd] != 0x20 { wordEnd += 1 }
                let word = index..<wordEnd
                index = wordEnd
                if isNoise(text, word) {
                    if words.isEmpty { continue } else { break }
                }
                words.append(word)
            }
            while let last = words.last, words.count > 1, last.count <= 1 || isUSState(text, last) {
                words.removeLast()
            }
            var output: [UInt8] = []
            output.reserveCapacity(end - start)
            for word in words {
                if !output.isEmpty { output.append(0x20) }
                output.append(contentsOf: text[word])
            }
            var low = 0
            var high = output.count
            while low < high && isEdgePunctuation(output[low]) { low += 1 }
            while high > low && isEdgePunctuation(output[high - 1]) { high -= 1 }
            if low == high { return String(decoding: text, as: UTF8.self) }
            return String(decoding: output[low..<high], as: UTF8.self)
        }
    }

    static let processorPrefixBytes = processorPrefixes.map { Array($0.utf8) }
    static let usStateBytes = Set(usStates.map { Array($0.utf8) })

    /// Blanks trimmed after a processor prefix (`CharacterSet.whitespaces` in ASCII: space and tab).
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// A byte of `edgePunctuation` (` *#-/.,:`).
    static func isEdgePunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "/"),
            UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"):
            return true
        default: return false
        }
    }

    static func hasPrefix(_ text: UnsafeBufferPointer<UInt8>, from start: Int, _ prefix: [UInt8]) -> Bool {
        guard text.count - start >= prefix.count else { return false }
        for offset in 0..<prefix.count where text[start + offset] != prefix[offset] { return false }
        return true
    }

    static func isUSState(_ text: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        word.count == 2 && usStateBytes.contains([text[word.lowerBound], text[word.lowerBound + 1]])
    }

    /// `isNoise` of an ASCII word (each byte one character).
    static func isNoise(_ text: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Bool {
        isASCIINoise(text[word], count: word.count)
    }

    /// `isNoise` of an ASCII word given as its `count` bytes: counted over the bytes without
    /// building arrays (this runs for every word of every row).
    static func isASCIINoise<Bytes: Sequence<UInt8>>(_ bytes: Bytes, count: Int) -> Bool {
        var digits = 0, masks = 0, slashes = 0, first = true
        for byte in bytes {
            if first {
                if byte == UInt8(ascii: "#") { return true }
                first = false
            }
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
            } else if byte == 0x58 || byte == 0x2A {
                masks += 1
            } else if byte == 0x2F {
                slashes += 1
            }
        }
        if count >= 4, masks >= 3, masks + digits == count { return true }
        if digits >= 3, Double(digits) / Double(count) >= 0.5 { return true }
        return digits >= 2 && slashes > 0 && digits + slashes == count
    }

    /// `containsBytes` on a byte buffer.
    static func containsBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: bytes) != nil }
    }
}
