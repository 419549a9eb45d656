extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (also NBSP): a fast path for
    /// cells that need no trimming, which is most of them (Foundation's trim bridges to NSString).
    var trimmedSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0 == "\u{202F}" }
        guard let first = first, let last = last else { return "" }
        if !isSpace(first) && !isSpace(last) { return String(self) }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
