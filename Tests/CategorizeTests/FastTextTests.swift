import Testing

@testable import Categorize

/// The categorizer's byte-level answers equal the general `String` ones.
@Suite struct FastTextTests {
    static let texts = [
        "", "A", "DELI", "LENSRENTALS", "CAFÉ", "E\u{301}COLE", "A\r\nB", "\r\n", "\r", "\n", "A\u{00A0}B", "東京",
        "😀", "🇺🇸", "TAB\tBED", "X\u{301}\u{302}", "'&'", "\u{212A}ELVIN",
    ]

    @Test func characterCountIsTheStringsCount() {
        for text in Self.texts + FastTextCorpus.generated(2_000, seed: 7) {
            #expect(FastText.characterCount(text) == text.count, "\(text.debugDescription)")
        }
    }
}

/// Generated texts for the equivalence tests: descriptor-like words and separators mixed with accents,
/// combining marks, tabs, no-break spaces, line breaks, emoji and other scripts.
enum FastTextCorpus {
    static let pieces = [
        "SQ", "*", " ", "  ", "\t", "\u{00A0}", "#", "12", "4417", "BLUE", "BOTTLE", "COFFEE", "DELI", "RENTALS",
        "LENSRENTALS", "Café", "CAFÉ", "E\u{301}", "\u{301}", "Ü", "ß", "東京", "😀", "\r\n", "\r", "\n", "'", "&", "-",
        ".", "/", ":", "ZELLE", "TO", "FROM", "REF", "ORIG CO NAME:", "ACME", "PAYPAL", "X", "XXXX", "ON", "WA",
        "tst*", "Amzn.com/bill", "\u{212A}", "ﬁ", "İ", "\u{3000}", "SUPPLY", "SUPPLIES", "AIRLINES", "SECRETARY",
        "STAT", "OF", "CITY", "MARKET", "MARKETING",
    ]

    static func generated(_ count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        return (0..<count).map { _ in
            (0..<(1 + next() % 9)).map { _ in pieces[next() % pieces.count] }.joined()
        }
    }
}

/// `FastText.trimmedCount` and `KindVocabulary.mayBeCut` against the trimmed string's count.
@Suite struct TrimmedCountTests {
    @Test func trimmedCountIsTheTrimmedStringsCount() {
        let texts =
            FastTextTests.texts + FastTextCorpus.generated(3_000, seed: 11)
            + [
                " \t SECRETARY OF STAT \t", "\t\t", "  A  ", "\r\n SHELL \r\n",
                "\u{00A0}SHELL OIL 1234 SAN JOSE\u{00A0}",
            ]
        for text in texts {
            #expect(
                FastText.trimmedCount(text) == DescriptorGrammar.trimmingBlanks(text).count, "\(text.debugDescription)")
        }
    }
}
