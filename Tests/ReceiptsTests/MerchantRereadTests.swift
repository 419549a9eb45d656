import ShoeboxCore
import Testing

@testable import Receipts

/// The header band read again (`MerchantReread`) is a second reading of the shop's name: it
/// replaces the page's choice only where that choice is in doubt, and a name is cleared only
/// when another source on the receipt (a footer, the domain, a company line, a payee) agrees.
@Suite struct MerchantRereadTests {
    let threshold = ExtractedReceipt.flagThresholds[.merchant]!
    let options = ExtractionOptions(today: date("2026-11-22"))

    /// Page lines 40 px apart, body text 24 px high, the first `large` of them 48 px high.
    func page(_ texts: [String], confidence: Double = 0.92, large: Int = 0) -> [ReceiptLine] {
        texts.enumerated().map { i, text in
            ReceiptLine(
                text: text, box: TextBox(x: 20, y: 40 + i * 40, width: 500, height: i < large ? 48 : 24),
                confidence: confidence,
                words: text.split(separator: " ").map { ReceiptWord(text: String($0), confidence: confidence) })
        }
    }

    func reread(_ text: String, pass: Int = 0, y: Int, height: Int = 24, confidence: Double = 0.93) -> MerchantReread {
        MerchantReread(
            pass: pass, text: text, box: TextBox(x: 20, y: y, width: 500, height: height), confidence: confidence,
            wordConfidences: text.split(separator: " ").map { _ in confidence })
    }

    @Test func aLogoThePageReadAsDebrisIsNamedByTheRereadAndClearedByTheFooter() {
        let lines = page([
            "ee a Se", "18 Jalan Besar, 45400 Batang", "Tel: 03-1234 5678", "CHICKEN RICE 2 9.00", "TOTAL 9.00",
            "Thank you for visiting Sarawak Corner",
        ])
        // The logo sits above the first line: the re-read finds it at the top of the band.
        let header = [reread("SARAWAK CORNER", y: 4, height: 34)]
        let before = ReceiptExtractor.extract(lines, options: options).merchant
        let after = ReceiptExtractor.extract(lines, merchantRereads: header, options: options).merchant
        #expect(before?.value != "SARAWAK CORNER")
        #expect(after?.value == "SARAWAK CORNER")
        #expect((after?.confidence ?? 0) >= threshold)  // the footer prints the name again
        // Without the footer nothing else agrees: the name is right more often, but still asked about.
        let alone = ReceiptExtractor.extract(Array(lines.dropLast()), merchantRereads: header, options: options)
        #expect(alone.merchant?.value == "SARAWAK CORNER")
        #expect((alone.merchant?.confidence ?? 1) < threshold)
    }

    @Test func aMisreadLegalFormIsReadAgainOnTheSameLine() {
        let lines = page(["LIGHTROOM GALLERY, SDP", "No: 28, Jalan Astana 1C", "TOTAL 12.00"], confidence: 0.6)
        let header = [reread("LIGHTROOM GALLERY SDN BHD", y: 40, confidence: 0.96)]
        let merchant = ReceiptExtractor.extract(lines, merchantRereads: header, options: options).merchant
        #expect(merchant?.value == "LIGHTROOM GALLERY SDN BHD")
        #expect((merchant?.confidence ?? 1) < threshold)  // one reading more of the same pixels, no second source
    }

    @Test func aRereadThatLosesAWordOrReadsDebrisReplacesNothing() {
        let lines = page(["MIZU MENTAL SDN. BHD.", "No: 1-1 Ground Floor", "TOTAL 30.00"], confidence: 0.7)
        let shorter = [reread("MIZU 1 SDN BHD", y: 40)]
        #expect(
            ReceiptExtractor.extract(lines, merchantRereads: shorter, options: options).merchant?.value
                == "MIZU MENTAL SDN. BHD.")
        let blank = page(["| .", "- ~", "TOTAL 30.00"], confidence: 0.3)
        let debris = [reread("we SYS TAL HIBOOT", y: 40, confidence: 0.3)]
        #expect(ReceiptExtractor.extract(blank, merchantRereads: debris, options: options).merchant == nil)
    }

    @Test func readingsThatNameTheSamePlaceDifferentlyAreNeverCleared() {
        let lines = page(["a .", "MENTENG HUIS", "Website : www.hema-resto.com", "TOTAL 20.00"], confidence: 0.5)
        let agreeing = [
            reread("HEMA RESTO", pass: 0, y: 40, height: 48), reread("HEMA RESTO", pass: 1, y: 40, height: 48),
        ]
        let disagreeing = [
            reread("HENA RESTO", pass: 0, y: 40, height: 48), reread("HEMA RESTO", pass: 1, y: 40, height: 48),
        ]
        let cleared = ReceiptExtractor.extract(lines, merchantRereads: agreeing, options: options).merchant
        #expect(cleared?.value == "HEMA RESTO" && (cleared?.confidence ?? 0) >= threshold)  // the domain agrees
        let doubted = ReceiptExtractor.extract(lines, merchantRereads: disagreeing, options: options).merchant
        #expect((doubted?.confidence ?? 1) < threshold)
    }

    @Test func aConfirmedPageNameIsNotReadAgainNorReplaced() {
        let lines = page(["FACE TO FACE NOODLE HOUSE", "TOTAL 5.00", "Thank you from Face to Face"])
        #expect(!MerchantRereadPlan.wanted(lines, options: options))
        let header = [reread("PACE TO PACE NOODLE HOUSE SDN BHD", y: 40)]
        let merchant = ReceiptExtractor.extract(lines, merchantRereads: header, options: options).merchant
        #expect(merchant?.value == "FACE TO FACE NOODLE HOUSE")
        #expect(MerchantRereadPlan.wanted(page(["| .", "TOTAL 5.00"]), options: options))
        // Lines without boxes (plain text, a PDF's text layer) have no band to read again.
        #expect(!MerchantRereadPlan.wanted(ReceiptLine.lines(fromText: "| .\nTOTAL 5.00"), options: options))
    }

    @Test func aRereadLineKeepsItsWordsConfidences() {
        let line = reread("CHO EUN", y: 10, confidence: 0.9).line
        #expect(line.words.map(\.text) == ["CHO", "EUN"])
        #expect(line.box?.y == 10)
        let mismatched = MerchantReread(
            pass: 0, text: "CHO EUN", box: TextBox(x: 0, y: 0, width: 9, height: 9), confidence: 0.9,
            wordConfidences: [0.9])
        #expect(mismatched.line.words.isEmpty)
    }
}
