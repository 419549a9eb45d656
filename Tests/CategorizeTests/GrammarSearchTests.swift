import Foundation
import Testing

@testable import Categorize

/// The grammar's byte searches give Foundation's answers, on ASCII and on any other text.
@Suite struct GrammarSearchTests {
    static let texts = [
        "", " ", "\t SQ *BLUE BOTTLE #12 OAKLAND CA \t", "ORIG CO NAME:GUSTO CO ENTRY DESCR:PAYROLL", "SQSQ *X",
        "ZELLE TO JOHN ON 06/26 REF # BAC", "CAFÉ SQ *ÉCLAIR", "E\u{301}SQ *", "SQ *\u{301}X", "A\u{00A0}B ",
        "\u{3000}PAYPAL *X\u{3000}", "POS PURCHASE", "POS", "ABCABD", "aSQ *lower",
    ]
    static let needles = [
        "SQ *", "*", ":", "POS ", "ABD", "ZELLE", "É", "E", " ON ", "", "SQ *\u{301}", "ORIG CO NAME:",
    ]

    @Test func searchesMatchFoundation() {
        for text in Self.texts {
            for needle in Self.needles {
                #expect(DescriptorGrammar.find(needle, in: text) == text.range(of: needle), "\(text) / \(needle)")
                #expect(DescriptorGrammar.has(text, needle) == text.contains(needle), "\(text) / \(needle)")
            }
            #expect(DescriptorGrammar.trimmingBlanks(text) == text.trimmingCharacters(in: .whitespaces), "\(text)")
        }
    }

    /// The byte search on generated texts (descriptor words, accents, combining marks, tabs, no-break spaces).
    @Test func generatedSearchesMatchFoundation() {
        for text in FastTextCorpus.generated(1_500, seed: 5) {
            for needle in Self.needles + ["SQ", "ZELLE", " ", "A", "REF", "TO "] {
                #expect(DescriptorGrammar.find(needle, in: text) == text.range(of: needle), "\(text) / \(needle)")
            }
        }
    }

    @Test func grammarOfAnASCIIDescriptorIsFound() {
        let grammar = DescriptorGrammar("SQ *BLUE BOTTLE COFFEE #12 OAKLAND CA")
        #expect(grammar.processor == "SQUARE")
        #expect(grammar.counterparty.prefix(2) == ["BLUE", "BOTTLE"])
    }
}
