/// How wide text is on a terminal or in a fixed-width column: Han, kana, Hangul and fullwidth
/// forms take two cells, everything else one.
public enum TextWidth {
    /// True for characters drawn at full width: CJK ideographs, kana, Hangul, fullwidth forms.
    public static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value, scalar >= 0x1100 else { return false }
        return (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFE30...0xFE4F).contains(scalar) || (0xFF00...0xFF60).contains(scalar)
            || (0xFFE0...0xFFE6).contains(scalar) || (0x20000...0x3FFFD).contains(scalar)
    }

    /// The cells `text` takes.
    public static func cells(_ text: String) -> Int { text.reduce(0) { $0 + (isWide($1) ? 2 : 1) } }

    /// `text` followed by spaces up to `cells` cells (unchanged when already that wide).
    public static func pad(_ text: String, to cells: Int) -> String {
        text + String(repeating: " ", count: max(0, cells - Self.cells(text)))
    }
}
