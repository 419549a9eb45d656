import ShoeboxCore
import Testing

@testable import Receipts

/// The merchant is chosen on evidence from the whole receipt, and is only sure when that
/// evidence is clean: hand-written receipts in the shapes of the failure classes.
@Suite struct MerchantPickingTests {
    @Test func theShopsWebDomainNamesItWhenTheLogoIsNotText() {
        let r = extract(
            """
            Senefelder Strasse 2
            33100 Paderborn
            Quittung
            Datum: 26.09.2016 13:56
            SUMME EUR 29,98
            Vielen Dank fuer Ihren Einkauf
            www. roller.de
            """, currency: .eur)
        #expect(r.merchant?.value == "Roller")
        #expect(r.flaggedFields.contains(.merchant))  // a domain alone is a guess to confirm
    }

    @Test func aDomainMisreadInASentenceTakesTheSpellingPrintedElsewhere() {
        let r = extract(
            """
            ~~ WES ~~
            132 North Glendale Ave
            Glendale, CA 91206
            Steak Burrito 10.30
            TAKE OUT Total 10.30
            Order online at Cnipotle.com
            Come into any Chipotle in costume
            """)
        #expect(r.merchant?.value == "Chipotle")
        #expect(r.flaggedFields.contains(.merchant))  // the logo was not read: the user confirms
        // A full stop inside a sentence is no domain.
        #expect(WebDomain.all(in: ReceiptLine.lines(fromText: "Thanks.Come again")).isEmpty)
    }

    @Test func aCompanyNumberWithoutBracketsEndsTheName() {
        #expect(MerchantName.cleaned("KING'S CONFECTIONERY $/B 273500-U (6KJ)") == "KING'S CONFECTIONERY S/B")
        #expect(MerchantName.cleaned("PASAR MINI 7 ELEVEN") == "PASAR MINI 7 ELEVEN")
    }

    @Test func aPaymentProvidersDomainIsNotTheShop() {
        let r = extract(
            """
            Husener Str. 121
            33100 Paderborn
            SUMME EUR 19,16
            Acme Payment Services www.acmepay.de
            """, currency: .eur)
        #expect(r.merchant == nil)
    }

    @Test func aNameOnTwoLinesEndingInATradeWordIsJoined() {
        #expect(extract("DELPHIN\nAPOTHEKE\nPADERBORN\nSUMME 5,00").merchant?.value == "DELPHIN APOTHEKE")
        #expect(extract("GREEN'S FEED\nINC.\n75 BAILEY DR\nTOTAL 5.00").merchant?.value == "GREEN'S FEED INC.")
        // Trade words and a legal form under the first half of a name complete it.
        let lian = extract("LIAN CHI PU TIAN VEGETARIAN\nRESTAURANT SON BHD\n(1095514-X)\n54 JALAN SS23/11\nTOTAL 5.00")
        #expect(lian.merchant?.value == "LIAN CHI PU TIAN VEGETARIAN RESTAURANT SDN BHD")
        // A legal form under an unreadable line names nobody.
        #expect(extract("~~ ;\nCo.Ltd\nMode : Cash\nTOTAL 5.00").merchant == nil)
        // A unit number under the name is part of the address, not of the name.
        let optus = extract("Yes Optus Plenty Valley\nShop 32\nTOTAL 5.00")
        #expect(optus.merchant?.value == "Yes Optus Plenty Valley")
    }

    @Test func aLegalFormIsAWordAfterTheNameNotAUnitOrAPlace() {
        #expect(MerchantName.isLegalEntity("Dirk Rossmann GmbH"))
        #expect(MerchantName.isLegalEntity("SIN THYE SDN BHD"))
        #expect(!MerchantName.isLegalEntity("KG. BATU"))  // Kampung Batu: a village
        #expect(!MerchantName.isLegalEntity("PERAS SST 5% 10KG"))  // ten kilograms
        let r = extract("SIMPLIFIED TAX INVOICE\nSIN THYE & COMPANY\nNO.54, BATU 5, JALAN IPOH\nKG. BATU\nTOTAL 5.00")
        #expect(r.merchant?.value == "SIN THYE & COMPANY")
    }

    @Test func aGarbledGmbHAfterAFieldNumberIsReadBack() {
        #expect(MerchantName.cleaned("VKST: 3322 Dirk Rossmann GnbH") == "Dirk Rossmann GmbH")
        #expect(MerchantName.cleaned("real GmbH") == "real GmbH")
    }

    @Test(arguments: [
        ">> SETTLED «", "Closed to Cash Purchase", "You decide what's inside.", "The Way To Go.", "CASH",
    ])
    func statusWordsAndSlogansAreNeverTheName(line: String) {
        #expect(extract("\(line)\n01/03/2024\nTOTAL 5.00").merchant == nil)
    }

    @Test func aLineReadWithLittleConfidenceIsNotAName() {
        let lines = [
            ReceiptLine(text: "Hoyos", box: TextBox(x: 0, y: 0, width: 300, height: 85), confidence: 0.05),
            ReceiptLine(
                text: "DI HUAN YA RESTAURANT", box: TextBox(x: 0, y: 90, width: 300, height: 29), confidence: 0.96),
            ReceiptLine(text: "TOTAL 5.00", box: TextBox(x: 0, y: 130, width: 300, height: 29), confidence: 0.96),
        ]
        let r = ReceiptExtractor.extract(lines, options: ExtractionOptions(today: LocalDate(iso: "2026-11-22")!))
        #expect(r.merchant?.value == "DI HUAN YA RESTAURANT")
    }

    @Test(arguments: ["MR. D.I.¥. (KUCHAT) SDN BHD", "“suc ENTERPRISE SDN BHD", "MeNTAL INITIAL SDN BHD"])
    func aNameThatLooksMisreadIsLessSure(line: String) {
        #expect(MerchantName.looksMisread(line))
        let misread = extract("\(line)\nTOTAL 5.00").merchant
        let clean = extract("SWC ENTERPRISE SDN BHD\nTOTAL 5.00").merchant
        #expect(misread != nil)
        #expect((misread?.confidence ?? 1) < (clean?.confidence ?? 0) - 0.1)
        // Neither is sure enough to go unasked: nothing on the receipt confirms them.
        #expect((clean?.confidence ?? 1) < ExtractedReceipt.flagThresholds[.merchant]!)
    }

    @Test func theHeaderAloneDoesNotClearANameASecondSourceDoes() {
        let alone = extract("DELIMA ENTERPRISE SDN BHD\nTOTAL 5.00").merchant
        let withDomain = extract("DELIMA ENTERPRISE SDN BHD\nTOTAL 5.00\nwww.delima-enterprise.com.my").merchant
        let knownPayee = extract("DELIMA ENTERPRISE SDN BHD\nTOTAL 5.00", payees: ["DELIMA ENTERPRISE"]).merchant
        let threshold = ExtractedReceipt.flagThresholds[.merchant]!
        #expect((alone?.confidence ?? 1) < threshold)
        #expect((withDomain?.confidence ?? 0) >= threshold && (knownPayee?.confidence ?? 0) >= threshold)
    }

    @Test func aKnownPayeeConfirmsAWholeNameAndRespellsALetterButDoesNotConfirmAPart() {
        func merchant(_ text: String, _ payees: [String]) -> ExtractedField<String>? {
            extract(text, payees: payees).merchant
        }
        let threshold = ExtractedReceipt.flagThresholds[.merchant]!
        let respelled = merchant("AMAND MALAYSIA SDN BHD\nTOTAL 5.00", ["AMANO MALAYSIA"])
        #expect(respelled?.value == "AMANO MALAYSIA SDN BHD" && (respelled?.confidence ?? 0) >= threshold)
        // "SUSHI KING" known does not confirm a line that only says "Sushi".
        let part = merchant("Sushi Q\nEDEN IMPRESSION SDN BHD\nTOTAL 5.00", ["SUSHI KING"])
        #expect((part?.confidence ?? 1) < threshold)
    }

    @Test func cleanNamesDoNotLookMisread() {
        for name in ["FamilyMart", "real GmbH", "McDonald's", "SUPER SEVEN CASH & CARRY SDN BHD", "Taste Of The World"]
        {
            #expect(!MerchantName.looksMisread(name), "\(name)")
        }
    }

    @Test func aNameWordReadUnclearlyMakesTheNameDoubtful() {
        func merchant(_ amano: Double) -> ExtractedField<String>? {
            let words = [("AMAND", amano), ("MALAYSIA", 0.95), ("SDN", 0.7), ("BHD", 0.6)].map {
                ReceiptWord(text: $0.0, confidence: $0.1)
            }
            // The name printed again in the footer: a second source, so a clear reading is not flagged.
            let lines = [
                ReceiptLine(text: "AMAND MALAYSIA SDN BHD", confidence: 0.93, words: words),
                ReceiptLine(text: "TOTAL 5.00", confidence: 0.95),
                ReceiptLine(text: "AMAND MALAYSIA THANKS YOU", confidence: 0.93),
            ]
            return ReceiptExtractor.extract(lines, options: ExtractionOptions(today: date("2026-11-22"))).merchant
        }
        let clear = merchant(0.96), unclear = merchant(0.72)
        #expect(clear?.value == "AMAND MALAYSIA SDN BHD" && unclear?.value == clear?.value)
        // The suffix words (read at 0.7 and 0.6) do not count: they are read back anyway.
        #expect((clear?.confidence ?? 0) >= ExtractedReceipt.flagThresholds[.merchant]!)
        #expect((unclear?.confidence ?? 1) < ExtractedReceipt.flagThresholds[.merchant]!)
    }
}
