import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

/// The byte writer of review.csv must give exactly what the cell-by-cell writer gives.
@Suite struct ReviewSheetBytesTests {
    /// Cells that stress quoting and formula neutralization: signs, numbers, commas, quotes,
    /// line breaks (LF, CR, CRLF), tabs, non-ASCII text and combining marks.
    static let cells = [
        "", "-46.00", "+3", "-", "+", "1.", ".5", "1.2.3", "-12.50", "=SUM(A1)", "@home", "+1 555", "-x", "\tTAB",
        "\rCR", "\r\nCRLF", "a\r\nb", "a\rb", "a\nb", "PAPER SOURCE, \"THE\" 8122", "\"quoted\"", "=\"a,b\"",
        "CAFÉ ÉCLAIR", "=\u{301}x", "-\u{301}", "naïve, \"x\"", "'already", "0.58", "1e5", "-1,234.00",
        // Non-ASCII cells written on their bytes unless a comma, quote, line break or trigger is in them;
        // a comma or quote that carries a combining mark is not the plain character.
        "kind word 'deli' → meals (vocabulary 'restaurant', line 12)", "→ x", "é", "@é", "\tCAFÉ", "\u{A0}-1",
        "a,\u{301}b", "\"\u{301}x\"", "x\n\u{301}", "é\r\n", "=é", "-é", "+é", "😀,😀", "caf\u{E9}\u{301}",
        "café, \"bar\"\nnext → x", "é,", ",é", "é\"", "\"é", "\u{600},x", "x,\u{600}", "\u{0915}\u{094D},", "é\n",
        "a\u{200D},b", "👍🏽,\"x\"", "🇺🇸,🇺🇸", "→\"\"→", "\u{301},", "e\u{301},\u{301}", "x \"y\" → z, w",
    ]

    @Test func bytesEqualTheCellByCellSheet() {
        var items: [ReviewItem] = []
        for (index, cell) in Self.cells.enumerated() {
            let other = Self.cells[(index * 7 + 3) % Self.cells.count]
            items.append(
                ReviewItem(
                    kind: "category", reason: cell, transactionID: Int64(index), date: other, account: cell,
                    description: cell, amount: other, currency: "USD", suggestion: cell, source: other,
                    confidence: cell, explanation: other, answer: cell))
        }
        for book in ["book-1", "=evil", "a,b"] {
            let plain = ReviewSheet.renderPlain(bookID: book, items: items)
            let bytes = ReviewSheet.renderBytes(bookID: book, items: items)
            #expect(bytes == Array(plain.utf8))
            #expect(ReviewSheet.render(bookID: book, items: items) == plain)
        }
    }

    @Test(arguments: [
        ("-46.00", true), ("+3", true), ("12", true), ("-", false), ("+", false), ("1.", false), (".5", false),
        ("1.2.3", false), ("1e5", false), ("-1,234.00", false), ("", false), ("--1", false), ("-.5", false),
    ])
    func plainNumbersOnBytes(_ cell: String, _ plain: Bool) {
        #expect(ReviewSheet.isPlainNumber(cell) == plain)
    }
}
