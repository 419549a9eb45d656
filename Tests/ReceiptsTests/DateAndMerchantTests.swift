import ShoeboxCore
import Testing

@testable import Receipts

@Suite struct ReceiptDateTests {
    @Test(arguments: [
        ("Date: 25/12/2018", "2018-12-25"), ("12-01-19 RM", "2019-01-12"), ("05 MAR 2018 14:02", "2018-03-05"),
        ("20180304 12:00", "2018-03-04"), ("OCT 3, 2016", "2016-10-03"), ("16.05.2020", "2020-05-16"),
        ("2018/02/22 10:00", "2018-02-22"), ("Datum 3. Dezember 2019", "2019-12-03"), ("11.02.18", "2018-02-11"),
        ("(06/12/2016)", "2016-12-06"), ("15 janvier 2019", "2019-01-15"), ("Fecha 4 ABR 2021", "2021-04-04"),
        ("Datum: 29,04,2020", "2020-04-29"), ("12/28/2017 8:11 PM", "2017-12-28"), ("25 OGOS 2019", "2019-08-25"),
        ("ORD #07 -REG #19- 10/03/2018 17:24:07", "2018-03-10"),
    ])
    func formats(line: String, expected: String) {
        #expect(extract("SHOP\n" + line, currency: .eur).date?.value.description == expected)
    }

    @Test func ambiguousOrderFollowsTheCurrencyCountry() {
        #expect(extract("DINER\n04/05/2018\nTOTAL $12.00").date?.value == date("2018-04-05"))
        #expect(extract("KEDAI\n04/05/2018\nTOTAL RM12.00").date?.value == date("2018-05-04"))
        #expect(extract("SHOP\n04/05/2018\nSUMME EUR 12,00").date?.value == date("2018-05-04"))
    }

    /// A tax only day-first countries print (`GST`, `VAT`, `ABN`) sets the order when no currency
    /// code was read (`$` alone could be any dollar); `Sales Tax` says nothing.
    @Test func aDayFirstCountrysTaxSetsTheOrder() {
        let gst = extract("SHOP\nABN 80 092 221 406\n04/05/2018 12:00\nTOTAL $12.00\nIncludes GST of 1.09")
        #expect(gst.date?.value == date("2018-05-04"))
        #expect(gst.dateEvidence.contains("order: country"))
        #expect(extract("CAFE\n04/05/2018 8:54\nVAT 20% 1.07\nTOTAL 6.40").date?.value == date("2018-05-04"))
        let us = extract("DINER\n04/05/2018 12:00\nSales Tax 0.86\nTOTAL $12.00")
        #expect(us.date?.value == date("2018-04-05"))
        #expect(us.dateEvidence.contains("order: assumed"))
        // A currency read decides before the tax does.
        #expect(extract("DINER\n04/05/2018\nVAT 1.00\nTOTAL USD 12.00").date?.value == date("2018-04-05"))
        // Canada prints GST beside a provincial tax and writes dates either way: the order stays assumed.
        let canada = extract("SHOP\n04/05/2018 12:00\nGST 5% 0.57\nPST 7% 0.80\nTOTAL $12.77")
        #expect(canada.dateEvidence.contains("order: assumed"))
    }

    @Test func anotherDateOnTheReceiptSettlesTheOrder() {
        // Printed by a US-style (month-first) printer in a MYR shop: 12/28 proves month first.
        let r = extract("RESTORAN\nTOTAL RM 15.00\n04/05/2018 12:00\nValid until 12/28/2018")
        #expect(r.date?.value == date("2018-04-05"))
    }

    @Test func aDateAfterTheImportDateIsImplausible() {
        // Month-first would be 2026-12-11, after the import date 2026-11-22.
        #expect(extract("DINER\n12/11/2026\nTOTAL $5.00").date?.value == date("2026-11-12"))
    }

    @Test func impossibleDatesAreIgnored() {
        #expect(extract("SHOP\n31/02/2018\n05/55/2018").date == nil)
    }

    /// A year's 0 read as 6, 8 or 9 (`2069`) is read back to this century's decade, marked repaired.
    @Test func aYearDecadesAheadWithALookAlikeIsRepaired() {
        let r = extract("FLYING J\n96/18/2069\nTotal Amt. 37.81")
        #expect(r.date?.value == date("2009-06-18"))
        #expect(r.flaggedFields.contains(.date))
        // A year whose tens digit is no look-alike stays as printed (and implausible), as does a
        // two-digit year (`98` may be a misread `18` as well as `08`).
        #expect(extract("SHOP\n06/18/2049\nTOTAL $5.00").date?.value == date("2049-06-18"))
        #expect(extract("SHOP\n12/28/98, 03:12 PM\nTOTAL $5.00").date?.value == date("2098-12-28"))
    }

    @Test func aDigitOCRConfusedInTheMonthIsRepaired() {
        // 0 read as 6 ("05/61/2018"), 1 read as 4 ("41/29/11", month first).
        #expect(extract("SHOP\nTOTAL RM 5.00\n05/61/2018").date?.value == date("2018-01-05"))
        #expect(extract("DINER\n41/29/11 00:37\nTOTAL $12.50").date?.value == date("2011-11-29"))
    }
}

@Suite struct MerchantAndCurrencyTests {
    @Test func aShopUnitNumberIsAddressNotName() {
        let r = extract("TAX INVOICE\nABN 80 092 221 406\nYes Optus Plenty Valley\nShop 32\nWestfield Plenty Valley")
        #expect(r.merchant?.value == "Yes Optus Plenty Valley")
    }

    @Test func skipsTaxInvoiceAddressAndPhoneLines() {
        let r = extract(
            """
            TAX INVOICE
            Tel: 03-5121 7970
            No 12, Jalan Ria 25/62
            MIZU MENTAI SDN. BHD. (1248446-V)
            Total 12.00
            """)
        #expect(r.merchant?.value == "MIZU MENTAI SDN. BHD.")
    }

    @Test func prefersANameTheBookAlreadyKnows() {
        let text = "WELCOME TO\nMall of Greenfield Level 2\nNORTHWIND OUTFITTERS\nTOTAL 45.00"
        let known = extract(text, payees: ["NORTHWIND OUTFITTERS"])
        #expect(known.merchant?.value == "NORTHWIND OUTFITTERS")
        #expect((known.merchant?.confidence ?? 0) >= 0.7)
    }

    @Test(arguments: [
        ("TOTAL RM 12.00", "MYR"), ("TOTAL 12,00 €", "EUR"), ("TOTAL £12.00", "GBP"), ("TOTAL EUR 12,00", "EUR"),
        ("TOTAL S$ 12.00", "SGD"), ("TOTAL 12.00", "CAD"), ("Summe 12,00\nMwSt 19%", "EUR"),
    ])
    func currency(line: String, expected: String) {
        #expect(extract("SHOP\n" + line, currency: CurrencyCode("CAD")!).currency.value.code == expected)
    }
}
