import ShoeboxCore
import Testing

@testable import Receipts

/// A merchant is cleared (not flagged) only when two pieces of the receipt's evidence agree and
/// the name read clearly; a lone header, a coincidence or two rival names stay below the threshold.
@Suite struct MerchantConfidenceTests {
    let threshold = ExtractedReceipt.flagThresholds[.merchant]!

    @Test func anEmailUserNameOrAHandleConfirmsTheName() {
        let alone = extract("HAPPY SNACKS ENTERPRISE\nTOTAL 5.00").merchant
        let mailed = extract("HAPPY SNACKS ENTERPRISE\nTOTAL 5.00\nEmail: pysnacks69@hotmail.com").merchant
        let social = extract("Zen and coffee 28 S/B\nTOTAL 5.00\nInstagram: ZenAndCof fee").merchant
        #expect(alone?.value == "HAPPY SNACKS ENTERPRISE" && (alone?.confidence ?? 1) < threshold)
        #expect(mailed?.value == "HAPPY SNACKS ENTERPRISE" && (mailed?.confidence ?? 0) >= threshold)
        #expect((social?.confidence ?? 0) >= threshold)
        // A role name (`info@`) or an `@` between words names nobody.
        let lines = ReceiptLine.lines(fromText: "info@happysnacks.com\nNatomas Car Wash @ Detail\n2 @ 3.50")
        #expect(WebDomain.handles(in: lines).isEmpty)
        #expect(
            WebDomain.handles(in: ReceiptLine.lines(fromText: "e-mail: skcahtsbh!@gmail.com")).map(\.name) == [
                "skcahtsbh"
            ])
    }

    @Test func aCommonWordPrintedAgainIsNoSecondSource() {
        // "HOUSE" again in an item line is a coincidence; the name's own first word again is not.
        let item = extract("FACE TO FACE NOODLE HOUSE\nTOTAL 5.00\n2C22-House Specialty Hot & Spicy").merchant
        let footer = extract("FACE TO FACE NOODLE HOUSE\nTOTAL 5.00\nThank you from Face to Face").merchant
        #expect((item?.confidence ?? 1) < threshold)
        #expect((footer?.confidence ?? 0) >= threshold)
    }

    @Test func aBrandAndARegisteredCompanyOfAnotherNameAreAskedAbout() {
        func merchant(_ texts: [String]) -> ExtractedField<String>? {
            // The brand printed large, the rest in body text.
            let lines = texts.enumerated().map { i, text in
                ReceiptLine(
                    text: text, box: TextBox(x: 0, y: i * 100, width: 600, height: i == 0 ? 94 : 28), confidence: 0.94)
            }
            return ReceiptExtractor.extract(lines, options: ExtractionOptions(today: date("2026-11-22"))).merchant
        }
        let both = merchant([
            "FamilyMart", "Haxincone Resources Sdn Bhd (383322-D)", "16A, Jalan Astaka U8/83", "Tax Invoice",
            "TOTAL 5.00",
        ])
        // A known chain in large print, and its registered operator: the seller of record is named,
        // but which one the user calls the shop is a guess.
        #expect(both?.value == "Haxincone Resources Sdn Bhd")
        #expect((both?.confidence ?? 1) < threshold)
        let alone = merchant(["FamilyMart", "16A, Jalan Astaka U8/83", "Tax Invoice", "TOTAL 5.00"])
        #expect(alone?.value == "FamilyMart" && (alone?.confidence ?? 0) >= threshold)
    }

    @Test func aShortLegalFormCountsOnlyAsTheLastWord() {
        #expect(MerchantName.isLegalEntity("HORNBACH Baumarkt AG"))
        #expect(MerchantName.isLegalEntity("Zen and coffee S/B"))
        #expect(!MerchantName.isLegalEntity("UNE AB NOTE BOOK"))  // an item, not an Aktiebolag
        #expect(!MerchantName.isLegalEntity("ie Oy RED BS ey"))  // debris
        #expect(MerchantName.isLegalEntity("Dirk Rossmann GmbH, Isernhagener Str"))
    }

    @Test func sdnBhdReadWithDigitsBeforeItsNumberIsReadBack() {
        #expect(MerchantName.cleaned("99 SPEED MART 5/8 (519537-X)") == "99 SPEED MART S/B")
        #expect(MerchantName.cleaned("BOLT 5/8") == "BOLT 5/8")  // an item's size
    }

    @Test func aSloganOpeningWithAPossessiveIsNoName() {
        let r = extract(
            "Mein Drogeriemarkt\nSUMME EUR 1,95\nVielen Dank\nVKST: 3322 Dirk Rossmann GmbH", currency: .eur)
        #expect(r.merchant?.value == "Dirk Rossmann GmbH")
        #expect(extract("Your receipt\nTOTAL 5.00").merchant == nil)
    }

    @Test func anyEndingAfterWwwIsADomain() {
        let found = WebDomain.all(in: ReceiptLine.lines(fromText: "Website: www.skcahardwaretsb. tk"))
        #expect(found.map(\.name) == ["skcahardwaretsb"])
    }
}
