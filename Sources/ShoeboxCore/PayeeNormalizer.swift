import Foundation

/// Turns a raw bank descriptor into a payee name that is stable across store numbers,
/// cities, reference numbers and payment-processor prefixes:
/// `"SQ *BLUE BOTTLE COFFE #123 OAKLAND CA"` → `"BLUE BOTTLE COFFE"`.
public enum PayeeNormalizer {
    /// Prefixes added by payment processors and card networks, longest first.
    static let processorPrefixes = [
        "PAYPAL *", "PAYPAL*", "SQ *", "SQ*", "TST* ", "TST*", "SP * ", "SP *", "SP*", "PP*", "PY *",
        "CHECKCARD ", "CHECK CARD ", "POS PURCHASE ", "POS DEBIT ", "POS ", "DEBIT CARD PURCHASE ",
        "PURCHASE AUTHORIZED ON ", "RECURRING PAYMENT ", "CARD PURCHASE ", "VISA ", "DBT ", "ACH ",
        "IN *", "APL*", "GOOGLE *", "AMZN ", "WL *", "BT*", "EB *", "DD *", "TM *", "LYFT *", "UBER *",
    ]

    /// Field labels that follow the company name in ACH descriptors.
    static let achLabels = [
        "ORIG ID:", "DESC DATE:", "CO ENTRY DESCR:", "CO ID:", "SEC:", "TRACE#:", "EED:", "IND ID:", "IND NAME:",
        "TRN:",
    ]

    /// Two-letter US state and DC codes.
    public static let usStates: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
        "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND",
        "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC",
    ]

    /// Upper-cased descriptor with whitespace collapsed: the key used for duplicate detection.
    public static func canonicalDescription(_ raw: String) -> String {
        if let ascii = asciiCanonical(raw) { return ascii }
        return raw.uppercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `canonicalDescription` of ASCII text, byte by byte (the same result, without the Unicode
    /// property look-ups of `Character.isWhitespace`); nil for text with any non-ASCII byte.
    static func asciiCanonical(_ raw: String) -> String? {
        var raw = raw
        return raw.withUTF8 { bytes -> String? in
            var output = [UInt8]()
            output.reserveCapacity(bytes.count)
            var pendingSpace = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    pendingSpace = true
                    continue
                }
                if pendingSpace && !output.isEmpty { output.append(0x20) }
                pendingSpace = false
                output.append(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// A readable payee: processor prefix, store numbers, masked digits, dates, trailing
    /// city/state and reference codes removed; title case is left to the caller.
    public static func normalize(_ raw: String) -> String {
        normalize(canonical: canonicalDescription(raw))
    }

    /// `normalize` of a descriptor already in `canonicalDescription` form (the deduplicator's key), so a stored
    /// row is not canonicalized twice. ASCII text is worked on its bytes (`asciiNormalized`, the same answer).
    public static func normalize(canonical: String) -> String {
        asciiNormalized(canonical) ?? generalNormalized(canonical)
    }

    /// `normalize` on `String`s: any text (the reference the byte path is tested against).
    static func generalNormalized(_ canonical: String) -> String {
        var text = canonical
        if containsBytes(text, achNameLabel), let range = text.range(of: "ORIG CO NAME:") {
            let rest = text[range.upperBound...]
            // The name runs up to the next ACH field label (`ORIG ID:`, `DESC DATE:`, ...), which may be several words.
            if let end = achLabels.compactMap({ rest.range(of: " " + $0)?.lowerBound }).min() {
                text = String(rest[..<end])
            } else {
                text = String(
                    rest.prefix { $0 != ":" }.split(separator: " ").dropLast(rest.contains(":") ? 1 : 0)
                        .joined(separator: " "))
            }
        }
        var stripped = true
        while stripped {
            stripped = false
            for prefix in processorPrefixes where text.hasPrefix(prefix) && text.count > prefix.count + 1 {
                text = String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
                stripped = true
            }
        }
        var words: [String] = []
        for token in text.split(separator: " ") {
            let word = String(token)
            if isNoise(word) {
                if words.isEmpty { continue } else { break }
            }
            words.append(word)
        }
        while let last = words.last, words.count > 1, usStates.contains(last) || last.count <= 1 {
            words.removeLast()
        }
        let result = trimScalars(words.joined(separator: " "), in: edgePunctuation)
        return result.isEmpty ? canonical : result
    }

    static let edgePunctuation = Set(" *#-/.,:".unicodeScalars)
    static let achNameLabel = Array("ORIG CO NAME:".utf8)

    /// True when `needle` occurs in the UTF-8 bytes of `text` (a plain scan: the generic
    /// `firstRange(of:)` cost more than the rest of the normalizer together).
    static func containsBytes(_ text: String, _ needle: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { containsBytes($0, needle) }
    }

    /// `text` without the scalars of `set` at either end (what Foundation's
    /// `trimmingCharacters(in:)` does, without building a `CharacterSet` per call).
    static func trimScalars(_ text: String, in set: Set<Unicode.Scalar>) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }),
            let last = scalars.lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Store numbers, masked card digits, dates, long reference numbers.
    static func isNoise(_ word: String) -> Bool {
        // `count` in characters, as before: the same as the bytes but for a `\r\n` pair.
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return isASCIINoise(word.utf8, count: word.count) }
        if word.hasPrefix("#") { return true }
        var digits = 0, masks = 0
        for character in word {
            if character.isNumber { digits += 1 } else if character == "X" || character == "*" { masks += 1 }
        }
        if word.count >= 4, masks >= 3, masks + digits == word.count { return true }
        if digits >= 3, Double(digits) / Double(word.count) >= 0.5 { return true }
        return digits >= 2 && word.contains("/") && word.allSatisfy({ $0.isNumber || $0 == "/" })
    }
}
