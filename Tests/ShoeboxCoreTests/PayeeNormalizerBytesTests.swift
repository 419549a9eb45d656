import Testing

@testable import ShoeboxCore

/// The byte-level ASCII normalizer against the general (String) one it replaces on the hot path.
struct PayeeNormalizerBytesTests {
    @Test(arguments: [
        "SQ *BLUE BOTTLE COFFE #123 OAKLAND CA", "PAYPAL *SQ *COFFEE CART", "TST*  JOES PIZZA 0123 BROOKLYN NY",
        "PURCHASE AUTHORIZED ON 01/05 WHOLEFDS MKT 10234 SEATTLE WA", "APL*ITUNES.COM/BILL 866-712-7753 CA",
        "XXXX1234 TRANSFER", "SQ *", "SQ *A", "SQ *AB", "#12345", "A", "", "   ", "\t\tnetflix.com\t",
        "STARBUCKS 12/05",
        "12/05/2024 SHELL", "AB 1/2", "X*X*", "XX*1 PAY", "CA", "PAY CA", "PAY NY TX", "PAY A B", "*** ---", "- A -",
        "PAYPAL *  ", "POS DEBIT POS PURCHASE CHECKCARD AMZN MKTP", "VISA DBT ACH IN *FOO", "dd *door dash",
        "ORIG CO NAME:GUSTO ORIG ID:9138864001 DESC DATE:240105", "CAFÉ DE FLORE PARIS", "MÜNCHEN 1234 BÄCKER",
        "NAÏVE\u{00A0}CAFE  12", "CAFE\u{0301} #9", "\u{1F600} SMILE", "SQ *CAFÉ", "TAB\u{0B}VT\u{0C}FF\rCR\nLF",
        "CTRL\u{01}CHAR 123", "12 34 56", "1/2 SHOP", "A1/2", "WWW.SHOP.COM/X 99",
    ])
    func sameAsGeneral(_ raw: String) {
        let canonical = PayeeNormalizer.canonicalDescription(raw)
        #expect(PayeeNormalizer.normalize(raw) == PayeeNormalizer.generalNormalized(canonical))
        #expect(PayeeNormalizer.normalize(canonical: canonical) == PayeeNormalizer.normalize(raw))
        let ascii = raw.utf8.allSatisfy { $0 < 0x80 } && !raw.uppercased().contains("ORIG CO NAME:")
        #expect((PayeeNormalizer.asciiNormalized(canonical) != nil) == ascii)
    }

    /// Many generated descriptors from pieces that exercise every branch: processor prefixes, masks,
    /// store numbers, dates, states, single letters, edge punctuation, odd spacing and non-ASCII letters.
    @Test func generatedDescriptorsMatch() {
        let pieces = [
            "SQ *", "SQ*", "TST* ", "PAYPAL *", "POS ", "CHECKCARD ", "VISA ", "IN *", "DD *", "AMZN ", "BLUE",
            "bottle",
            "COFFEE", "#123", "0123", "XXXX1234", "X*X*", "12/05", "1/2", "A", "K", "CA", "NY", "WA", "-", "*", ".",
            ",", ":", "/", "#", "T-1234", "WWW.X.COM", "866-712-7753", "99", "1PASSWORD", " ", "  ", "\t", "É", "Ü",
            "\u{00A0}", "CAFÉ", "ORIG CO NAME:", "ORIG ID:", "a*b",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var asciiChecked = 0
        for _ in 0..<20_000 {
            var raw = ""
            for _ in 0..<(1 + next(8)) {
                raw += pieces[next(pieces.count)]
                if next(3) > 0 { raw += " " }
            }
            let canonical = PayeeNormalizer.canonicalDescription(raw)
            let general = PayeeNormalizer.generalNormalized(canonical)
            #expect(PayeeNormalizer.normalize(raw) == general, "\(raw)")
            if let fast = PayeeNormalizer.asciiNormalized(canonical) {
                #expect(fast == general, "\(raw)")
                asciiChecked += 1
            }
        }
        #expect(asciiChecked > 5_000)
    }
}
