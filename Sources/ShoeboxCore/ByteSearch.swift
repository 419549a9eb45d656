/// A plain byte search for the ASCII fast paths of the payee normalizer and the descriptor grammar (the generic
/// `firstRange(of:)` and Foundation's bridged `range(of:)` cost more than the rest of their work together).
public enum ByteSearch {
    /// The offset of the first occurrence of `pattern` in `haystack`; 0 for an empty pattern, nil when absent.
    @inlinable
    public static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>)
        -> Int?
    {
        guard let first = pattern.first else { return 0 }
        guard haystack.count >= pattern.count else { return nil }
        var start = 0
        let last = haystack.count - pattern.count
        while start <= last {
            if haystack[start] == first {
                var offset = 1
                while offset < pattern.count && haystack[start + offset] == pattern[offset] { offset += 1 }
                if offset == pattern.count { return start }
            }
            start += 1
        }
        return nil
    }
}
