import ShoeboxCore

/// How alike two bank descriptors are, 0–100, after payee normalization:
/// `"SQ *BLUE BOTTLE COFFE"` and `"BLUE BOTTLE COFFEE OAKLAND CA"` score high.
public enum DescriptionSimilarity {
    public static func score(_ a: String, _ b: String) -> Int {
        let left = tokens(a)
        let right = tokens(b)
        guard !left.isEmpty, !right.isEmpty else { return 0 }
        var shared = 0
        for token in left
        where right.contains(where: {
            $0 == token || ($0.count >= 4 && token.count >= 4 && ($0.hasPrefix(token) || token.hasPrefix($0)))
        }) {
            shared += 1
        }
        // Repeated tokens ("COFFEE COFFEE SHOP") must not push the score past 100.
        return min(100, shared * 100 / min(left.count, right.count))
    }

    static func tokens(_ text: String) -> [String] {
        PayeeNormalizer.normalize(text).split(whereSeparator: { !$0.isLetter }).map(String.init).filter {
            $0.count >= 2
        }
    }
}
