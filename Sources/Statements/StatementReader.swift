import Foundation
import ShoeboxCore

/// Entry point of the statements stage: bytes of one file in, signed transactions out.
/// Pure: no file system access, so every dialect can be tested with plain values.
public enum StatementReader {
    /// File extensions this stage claims.
    public static let extensions: Set<String> = [
        "csv", "txt", "tsv", "ofx", "qfx", "qbo", "xml", "sta", "mt940", "940", "qif",
    ]

    /// Parses a CSV/TSV or OFX/QFX/QBO export.
    /// - Throws: `StatementError` naming what was wrong, the line, and how to declare it.
    public static func read(_ data: Data, context: StatementContext) throws -> ParsedStatement {
        let decoded = try TextDecoding.decode(data)
        if OFXParser.looksLikeOFX(decoded.text) {
            return try OFXParser.parse(text: decoded.text, context: context)
        }
        if CAMTParser.looksLikeCAMT(decoded.text) {
            return try CAMTParser.parse(data: data, context: context)
        }
        if MT940Parser.looksLikeMT940(decoded.text) {
            return try MT940Parser.parse(text: decoded.text, context: context)
        }
        if QIFParser.looksLikeQIF(decoded.text) {
            return try QIFParser.parse(text: decoded.text, context: context)
        }
        if let longest = longestLine(decoded.text), longest > 100_000 {
            throw StatementError(.noTable, "a line of \(longest) characters: this is not a bank export", line: 1)
        }
        return try CSVStatementParser.parse(text: decoded.text, encoding: decoded.encoding, context: context)
    }

    static func longestLine(_ text: String) -> Int? {
        var longest = 0, current = 0
        for unit in text.utf8 {
            if unit == 10 || unit == 13 { longest = max(longest, current); current = 0 } else { current += 1 }
        }
        return max(longest, current)
    }
}
