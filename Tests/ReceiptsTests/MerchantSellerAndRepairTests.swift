import ShoeboxCore
import Testing

@testable import Receipts

/// The registered seller (a company number printed under the name, a registered operator beside a
/// brand), kinds of shop and short legal forms, a header re-read of the page's own line, and names
/// spelled back where OCR slipped a letter.
@Suite struct MerchantSellerAndRepairTests {
    let threshold = ExtractedReceipt.flagThresholds[.merchant]!
    let options = ExtractionOptions(today: date("2026-11-22"))

    @Test func aCompanyNumberUnderANameMarksTheRegisteredSeller() {
        let address = ["No.25, Jalan Metro Perdana Barat 2,", "52100 Kuala Lumpur,", "Tel: 016-680 8777", "TOTAL 3.20"]
        let numbered = extract(
            (["FACE TO FACE NOODLE HOUSE", "FTOF NOODLE HOUSE", "(002049088-U)"] + address).joined(
                separator: "\n"))
        #expect(numbered.merchant?.value == "FTOF NOODLE HOUSE")
        let unnumbered = extract(
            (["FACE TO FACE NOODLE HOUSE", "FTOF NOODLE HOUSE"] + address).joined(separator: "\n"))
        #expect(unnumbered.merchant?.value == "FACE TO FACE NOODLE HOUSE")
        // The number alone on its line, labelled, or after the name; a tax number is not a company number.
        #expect(CompanyRegistration.isNumberLine("(1125830-))"))
        #expect(CompanyRegistration.isNumberLine("CO. REG. NO: 001011128-T"))
        #expect(CompanyRegistration.isNumberLine("Company Reg No: 557752-H"))
        #expect(!CompanyRegistration.isNumberLine("GST REG. NO: 000153358336"))
        #expect(!CompanyRegistration.isNumberLine("03-60571377"))
        #expect(CompanyRegistration.endsName("Haxincone Resources Sdn Bhd (383322-D)"))
        #expect(!CompanyRegistration.endsName("Dine In (GST ID: 001927782400)"))
    }

    @Test func aRegisteredOperatorBesideABrandIsTheSellerAndStillAskedAbout() {
        let lines = [
            "BHPetrol Permas Jaya 2", "LOT PTD 101051", "Jalan Permas 10/10", "81750 Masai, Johor",
            "Esjay Fuel Enterprise",
            "CO. REG. NO: 001011128-T", "GST REG. NO: 000153358336", "TOTAL 50.00",
        ]
        let merchant = extract(lines.joined(separator: "\n")).merchant
        #expect(merchant?.value == "Esjay Fuel Enterprise")
        #expect((merchant?.confidence ?? 1) < threshold)  // brand or operator: a guess
        // A brand the receipt prints again (its own domain) stays the shop; an operator in the footer does not rival it.
        let branded = extract(
            ([
                "DOMINO'S PIZZA", "30, Jln Kebudayaan 7", "81300 Skudai, Johor", "TOTAL 25.00",
                "Visit www.dominos.com.my",
            ]
                + ["Dominal Food Services Sdn Bhd (12345-X)"]).joined(separator: "\n")
        ).merchant
        #expect(branded?.value == "DOMINO'S PIZZA")
    }

    @Test func shortLegalFormsCountInCapitalsOnly() {
        #expect(MerchantName.isLegalEntity("Premier Restaurants Eesti AS"))
        #expect(MerchantName.isLegalEntity("Kohvik Tartu OU"))
        #expect(!MerchantName.isLegalEntity("Lang) ey acon aS"))  // debris
        #expect(!MerchantName.isLegalEntity("AS SEEN ON TV"))  // the first word is no legal form
    }

    @Test func aLineOfShopKindWordsCompletesTheNameAbove() {
        #expect(
            extract("MIAMI SCIENCE\nMUSEUM\n3280 South Miami Ave\nTOTAL 29.90").merchant?.value
                == "MIAMI SCIENCE MUSEUM")
        #expect(extract("KOPI CORNER\nKOPITIAM\n12 Jalan Besar\nTOTAL 9.00").merchant?.value == "KOPI CORNER KOPITIAM")
    }

    @Test func aRereadOfThePageLineIsJudgedAtThePagePrintHeight() {
        // The page read the name with a symbol for a letter; the band re-read draws a tighter box round it.
        let lines = receiptPage([
            "“suc ENTERPRISE SDN BHD", "5-7, JALAN MAHAGONI 7/1", "BATANG KALI, SELANGOR", "TOTAL 30.00",
        ])
        let header = [
            MerchantReread(
                pass: 0, text: "SWC ENTERPRISE SDN BHD", box: TextBox(x: 20, y: 44, width: 500, height: 17),
                confidence: 0.96, wordConfidences: [0.96, 0.96, 0.96, 0.96])
        ]
        let merchant = ReceiptExtractor.extract(lines, merchantRereads: header, options: options).merchant
        #expect(merchant?.value == "SWC ENTERPRISE SDN BHD")
        #expect((merchant?.confidence ?? 1) < threshold)  // the same pixels read twice: no second source
    }

    @Test func aTradeWordWithAConfusedLetterIsSpelledBack() {
        #expect(MerchantRespelling.tradeWordsRepaired("99 SPEED HART S/B") == "99 SPEED MART S/B")
        #expect(MerchantRespelling.tradeWordsRepaired("OLIVE PHARHACY SDN BHD") == "OLIVE PHARMACY SDN BHD")
        #expect(MerchantRespelling.tradeWordsRepaired("HART ELECTRIC") == "HART ELECTRIC")  // a name's own first word
        #expect(MerchantRespelling.tradeWordsRepaired("Bob Hart") == "Bob Hart")  // not printed in capitals
        #expect(MerchantRespelling.tradeWordsRepaired("SUNNY PARK") == "SUNNY PARK")  // not one confusable letter
        // Respelled is not read: the name is still asked about.
        let merchant = extract("99 SPEED HART S/B\n12 Jalan Besar\nTOTAL 5.00\n99 SPEED HART").merchant
        #expect(merchant?.value == "99 SPEED MART S/B")
        #expect((merchant?.confidence ?? 1) < threshold)
    }

    @Test func aWordPrintedAgainBesideTheSameWordSpellsAnUnclearReading() {
        let texts = [
            "CUPER.SEVEN CASH & CARRY SDN BHD", "PASARAYA BORONG SUPER SEVEN", "No. 1 Jalan Euro 1", "TOTAL 7.00",
        ]
        // OCR read `CUPER.SEVEN` unclearly and `SUPER` clearly: the name is spelled as printed again.
        let unclear = receiptPage(texts, words: [0: [0.41, 0.93, 0.93, 0.93, 0.93, 0.93]])
        let merchant = ReceiptExtractor.extract(unclear, options: options).merchant
        #expect(merchant?.value == "SUPER.SEVEN CASH & CARRY SDN BHD")
        #expect((merchant?.confidence ?? 1) < threshold)
        // Read clearly, the name is kept as read (`Best Denki` over `Rest Denki 1 Utama` is not respelled).
        let clear = receiptPage([
            "Best Denki Malaysia (708282-A)", "Lot LG 24, Subang Parade", "Rest Denki 1 Utama", "TOTAL 9.00",
        ])
        #expect(ReceiptExtractor.extract(clear, options: options).merchant?.value == "Best Denki Malaysia")
        // Plain text (no word confidences): which printing is right cannot be told.
        #expect(extract(texts.joined(separator: "\n")).merchant?.value == "CUPER.SEVEN CASH & CARRY SDN BHD")
    }

    @Test func theMcPrefixReadHcIsReadBack() {
        #expect(MerchantName.cleaned("Willy HcCoy's") == "Willy McCoy's")
        #expect(MerchantName.cleaned("HCL TECH") == "HCL TECH")
    }
}
