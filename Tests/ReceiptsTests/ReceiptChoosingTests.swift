import ShoeboxCore
import Testing

@testable import Receipts

/// The failure classes of issue 17: lines that are never a merchant, names found where they
/// are printed again, dates never invented, units never a currency, flags per field.
@Suite struct ReceiptChoosingTests {
    @Test(arguments: [
        "Hauptstrasse 130", "Gruner Weg 41", "33098 Paderborn", "San Jose, CA 95129", "Tel. 05251-871871-0",
        "(408) 448-5085", "Goods sold are not returnable", "Cash Sale", "Charged to Visa ending in 7310",
        "Thank you for shopping with us", "415 Market Street", "Server: BAR Station", "Store Number 364",
        "Senefelder Strasse", "SELANGOR DARUL EHSAN",
    ])
    func aLineThatIsNeverAMerchant(line: String) {
        #expect(extract("\(line)\n01/03/2024\nTOTAL 5.00").merchant == nil)
    }

    @Test func aRegisteredCompanyLineInTheFooterNamesTheShop() {
        // The logo is not text: the top holds only the address.
        let r = extract(
            """
            Gruner Weg 41
            33098 Paderborn
            SUMME EUR 49,99
            06.04.2020 14:43
            Vielen Dank fuer Ihren Einkauf
            Bitte bewahren Sie den Bon auf
            Umtausch nur mit Kassenbon
            Steuer-Nr. 215/5940/2539
            Oeffnungszeiten Mo-Sa
            toom Baumarkt GmbH
            """, currency: .eur)
        #expect(r.merchant?.value == "toom Baumarkt GmbH")
    }

    @Test func aLegalSuffixAloneTakesTheNameAboveIt() {
        let r = extract("Nando's Chickenland Malaysia\nSdn. Bhd. (451564-A)\n17/05/2015\nTOTAL RM 64.15")
        #expect(r.merchant?.value == "Nando's Chickenland Malaysia Sdn. Bhd.")
    }

    @Test(arguments: [
        ("GARDENIA BAKERIES (KL) SDN BILD", "GARDENIA BAKERIES (KL) SDN BHD"),
        ("SUPER SEVEN CASH & CARRY SEN 3HD 37 5 - OX", "SUPER SEVEN CASH & CARRY SDN BHD"),
        ("SYL ROASTED DELIGHTS SDN. BHD.", "SYL ROASTED DELIGHTS SDN. BHD."),
        ("JOHNSON & SON BROS", "JOHNSON & SON BROS"),
    ])
    func aGarbledSdnBhdSuffixIsReadBack(line: String, name: String) {
        #expect(extract("\(line)\n01/03/2024\nTOTAL 5.00").merchant?.value == name)
    }

    @Test func aDateFollowedByACommaIsADate() {
        #expect(
            extract("SHOP\nINV NO: CS-020819 Date: 30-09-2017,\nTOTAL 5.00").date?.value.description == "2017-09-30")
        // An amount is not a date: "1.12.2017,50" has a digit after the comma.
        #expect(extract("SHOP\nAMOUNT 1.12.2017,50\nTOTAL 5.00").date == nil)
    }

    @Test func aMonthWithOneMisreadLetterIsReadBackOnlyNextToATime() {
        let aug = extract("SHOP\nfug 26, 2014 12:50 PM\nTOTAL 5.00").date
        #expect(aug?.value.description == "2014-08-26")
        #expect((aug?.confidence ?? 1) < ExtractedReceipt.flagThresholds[.date]!)
        #expect(extract("SHOP\n12 War’18 8:54 AM\nTOTAL 5.00").date?.value.description == "2018-03-12")
        #expect(extract("SHOP\nfug 26, 2014\nTOTAL 5.00").date == nil)  // no time: not read back
        #expect(extract("SHOP\nJUX 26, 2014 12:50\nTOTAL 5.00").date == nil)  // JUN or JUL: ambiguous
    }

    @Test func ocrDebrisIsNeverPreferredToAName() {
        let r = extract("eee EiSE ooo\nGREEN LEAF CAFE\n01/03/2024\nTOTAL 5.00")
        #expect(r.merchant?.value == "GREEN LEAF CAFE")
    }

    @Test func theWebDomainConfirmsTheNameLine() {
        let text = """
            Westernstr. 2
            Thalia Buecher
            33098 Paderborn
            SUMME EUR 49,90
            06.05.2020 10:00
            """
        let alone = extract(text, currency: .eur)
        let confirmed = extract(text + "\nwww.thalia.de", currency: .eur)
        #expect(confirmed.merchant?.value == "Thalia Buecher")
        #expect(confirmed.confidence(of: .merchant) > alone.confidence(of: .merchant) + 0.2)
    }

    @Test func aReceiptWithNoDateHasNoDateAndIsFlagged() {
        let r = extract("CORNER SHOP\nMilk 1.20\nTOTAL 1.20")
        #expect(r.date == nil)
        #expect(r.flaggedFields.contains(.date))
    }

    @Test func aUnitGluedToANumberDoesNotDecideTheCurrency() {
        let r = extract("HARDWARE DEPOT\nCable 10RM 4.99\nTOTAL 4.99", currency: .eur)
        #expect(r.currency.value == .eur)
        #expect(extract("KEDAI\nTOTAL RM4.99").currency.value.code == "MYR")
    }

    @Test func aTotalConfirmedByNetPlusTaxIsConfident() {
        let r = extract(
            """
            MARKT GMBH
            Artikel 49,99
            SUMME EUR 49,99
            19,00 % 42,01 7,98
            06.04.2020 14:43
            """, currency: .eur)
        #expect(r.total?.value == 4999)
        #expect(!r.flaggedFields.contains(.total))
    }

    @Test func aLoneUnconfirmedTotalIsFlagged() {
        let r = extract("SHOP\nTOTAL 12.00")
        #expect(r.total?.value == 1200)
        #expect(r.flaggedFields.contains(.total))
    }

    @Test(arguments: [("12.50", Int64(1250)), ("12,5", 1250), ("7", 700), ("0.05", 5)])
    func aTypedTotalIsParsed(text: String, cents: Int64) {
        #expect(ReceiptCorrection.parse(text, field: .total, currency: .usd) == .total(cents))
    }

    @Test(arguments: ["12.505", "-3", "abc", "1.2.3", ""])
    func aMalformedTotalIsRefused(text: String) {
        #expect(ReceiptCorrection.parse(text, field: .total, currency: .usd) == nil)
    }

    @Test func aTypedDateMustBeISO() {
        #expect(ReceiptCorrection.parse("2024-01-03", field: .date, currency: .usd) == .date(date("2024-01-03")))
        #expect(ReceiptCorrection.parse("03/01/2024", field: .date, currency: .usd) == nil)
    }
}
