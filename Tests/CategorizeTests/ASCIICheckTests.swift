import Foundation
import Testing

@testable import Categorize

/// `DescriptorGrammar.isASCII` reads eight bytes at a time: it must answer what a byte-by-byte check answers,
/// wherever the first non-ASCII byte sits and whatever the length.
@Suite struct ASCIICheckTests {
    static func byteByByte(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    @Test func answersLikeAByteByByteCheckAtEveryPosition() {
        for length in 0..<40 {
            let plain = String(repeating: "A", count: length)
            #expect(DescriptorGrammar.isASCII(plain))
            for position in 0...length {
                for odd in ["é", "\u{A0}", "€", "😀", "e\u{301}"] {
                    var text = plain
                    text.insert(contentsOf: odd, at: text.index(text.startIndex, offsetBy: position))
                    #expect(DescriptorGrammar.isASCII(text) == Self.byteByByte(text), "\(text.debugDescription)")
                    #expect(!DescriptorGrammar.isASCII(text))
                }
            }
        }
    }

    @Test func answersForSubstringsAndBridgedText() {
        let text = "STARBUCKS STORE #1234 SEATTLE WA café"
        #expect(DescriptorGrammar.isASCII(String(text.prefix(20))))
        #expect(!DescriptorGrammar.isASCII(String(text.suffix(6))))
        let delete = String(UnicodeScalar(0x7F)), control = "\u{1}\t\r\n"
        #expect(DescriptorGrammar.isASCII(delete + control + text.prefix(12)))
    }

    /// `KindVocabulary.mayBeCut` counts the characters of the trimmed description: the same answer as
    /// Foundation's trimming, around the 16-character edge, with blanks, CR LF pairs and non-ASCII text.
    @Test func cutDescriptionsAreRecognisedLikeFoundation() {
        let bodies = [
            "PUGET SOUND ENER", "PUGET SOUND ENE", "PUGET SOUND ENERGY", "A\r\nB\r\nC\r\nD\r\nE\r\nF\r\nGH",
            "ABCDEFGHIJKLMNO\r\n", "CAFÉ ÉCLAIR  PARIS", "CAFE\u{301} E\u{301}CLAIR PA", "\u{A0}PUGET SOUND ENE\u{A0}",
            "", "  ", "\tTACOMA PUBLIC UTI\t",
        ]
        for body in bodies {
            for pad in ["", " ", "\t ", "  \t"] {
                let text = pad + body + pad
                let foundation = text.trimmingCharacters(in: .whitespaces).count >= 16
                #expect(KindVocabulary.mayBeCut(text) == foundation, "\(text.debugDescription)")
            }
        }
    }
}
