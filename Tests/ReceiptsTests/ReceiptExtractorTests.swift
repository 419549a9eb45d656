import ShoeboxCore
import Testing

@testable import Receipts

/// Whole receipts in five languages, with the noise Tesseract adds (stray marks, broken words).
@Suite struct ReceiptExtractorTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var merchant: String
        var date: String
        var total: Int64
        var currency: String
        var subtotal: Int64? = nil
        var tax: Int64? = nil
        var tip: Int64? = nil
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "US restaurant with tip",
            text: """
                ~ BLUE BOTTLE COFFEE
                300 Webster St, Oakland CA 94607
                Tel (510) 653-3394
                Server: Ana   Table 12
                OCT 3, 2016  7:45 PM
                2 x Latte                  9.00
                Croissant                  4.25
                Subtotal                  13.25
                Sales Tax 9.25%            1.23
                Tip                        2.50
                TOTAL                     16.98
                VISA ************4821     16.98
                """, merchant: "BLUE BOTTLE COFFEE", date: "2016-10-03", total: 1698, currency: "USD",
            subtotal: 1325, tax: 123, tip: 250),
        Case(
            name: "Malaysian tax invoice with rounding",
            text: """
                SYL ROASTED DELIGHTS SDN. BHD. (1163351-K)
                NO 7, JALAN PUTERI 2/4, BANDAR PUTERI
                47100 PUCHONG, SELANGOR
                GST REG NO : 000788865024
                TAX INVOICE
                Date: 06/03/2018   Cashier USER
                ROAST DUCK HALF     1    38.00
                CHAR SIEW           1    13.42
                Total Sales (Excluding GST)   51.42
                Total GST                     3.08
                Rounding                      0.00
                Total Sales (Inclusive of GST) RM54.50
                CASH                         100.00
                CHANGE                        45.50
                """, merchant: "SYL ROASTED DELIGHTS SDN. BHD.", date: "2018-03-06", total: 5450, currency: "MYR",
            subtotal: 5142, tax: 308),
        Case(
            name: "German supermarket, comma decimals",
            text: """
                real GmbH
                33100 Paderborn
                Husener Str. 121
                SEBAMED TROCKENE H      8,99 A
                WALNUESSE 200g          3,99 B
                SUMME EUR              12,98
                MasterCard EUR         12,98
                MwSt 19% Netto 7,55 MwSt 1,44
                Datum: 16.05.2020  Uhrzeit: 16:14:51
                """, merchant: "real GmbH", date: "2020-05-16", total: 1298, currency: "EUR"),
        Case(
            name: "German hardware store, ZU ZAHLEN, month name",
            text: """
                HORNBACH Baumarkt AG
                Filiale Bielefeld
                Schrauben 4x40          5,49
                Silikon weiss           7,99
                Zwischensumme          13,48
                ZU ZAHLEN EUR          13,48
                Girocard               13,48
                3. März 2020 11:02
                """, merchant: "HORNBACH Baumarkt AG", date: "2020-03-03", total: 1348, currency: "EUR", subtotal: 1348),
        Case(
            name: "French bistro, TOTAL TTC",
            text: """
                LE PETIT ZINC
                11 rue Saint-Benoit 75006 Paris
                Table 4  Couverts 2
                2 Cafe creme            7,00
                Croque monsieur        14,50
                TOTAL HT               17,92
                TVA 20%                 3,58
                TOTAL TTC              21,50 €
                CB SANS CONTACT        21,50
                05 MARS 2018 12:31
                """, merchant: "LE PETIT ZINC", date: "2018-03-05", total: 2150, currency: "EUR", subtotal: 1792,
            tax: 358),
        Case(
            name: "Spanish cafe, IMPORTE TOTAL",
            text: """
                CAFETERIA LA PLAZA S.L.
                C/ Mayor 5, 28013 Madrid
                FACTURA SIMPLIFICADA
                Fecha: 16/05/2020 09:12
                1 Cafe con leche        1,60
                1 Tostada               2,40
                BASE IMPONIBLE          3,64
                IVA 10%                 0,36
                IMPORTE TOTAL           4,00 EUR
                EFECTIVO                5,00
                CAMBIO                  1,00
                """, merchant: "CAFETERIA LA PLAZA S.L.", date: "2020-05-16", total: 400, currency: "EUR",
            subtotal: 364, tax: 36),
        Case(
            name: "Malay labels, compact date",
            text: """
                KEDAI RUNCIT MAJU JAYA
                LOT 12 JALAN BESAR, 81750 MASAI, JOHOR
                RESIT
                TARIKH: 20180304
                GULA 1KG                2.90
                BERAS 5KG              18.50
                JUMLAH KECIL           21.40
                JUMLAH BESAR RM        21.40
                TUNAI                  50.00
                BAKI                   28.60
                """, merchant: "KEDAI RUNCIT MAJU JAYA", date: "2018-03-04", total: 2140, currency: "MYR",
            subtotal: 2140),
        Case(
            name: "UK shop, pounds, AMOUNT DUE, 2-digit year",
            text: """
                WAITROSE
                Kings Road London
                VAT NO GB 232457280
                MILK 2L                 1.45
                BREAD                   1.20
                BALANCE DUE         £2.65
                CARD PAYMENT          2.65
                12-01-19 10:44
                """, merchant: "WAITROSE", date: "2019-01-12", total: 265, currency: "GBP"),
    ]

    @Test(arguments: cases)
    func receipt(_ c: Case) {
        let r = extract(c.text)
        #expect(r.merchant?.value == c.merchant)
        #expect(r.date?.value.description == c.date)
        #expect(r.total?.value == c.total)
        #expect(r.currency.value.code == c.currency)
        if let subtotal = c.subtotal { #expect(r.subtotal?.value == subtotal) }
        if let tax = c.tax { #expect(r.tax?.value == tax) }
        if let tip = c.tip { #expect(r.tip?.value == tip) }
        #expect((r.total?.confidence ?? 0) >= 0.5)
        #expect(r.total?.line != nil)
    }

    @Test func paymentAndItems() {
        let r = extract(Self.cases[0].text)
        #expect(r.paymentMethod?.value == .card)
        #expect(r.cardBrand == "VISA")
        #expect(r.cardLast4?.value == "4821")
        #expect(r.time?.value == "19:45")
        #expect(r.items.map(\.amount) == [900, 425])
        #expect(r.items.first?.quantity == 2)
        #expect(r.items.first?.description == "Latte")
        #expect(r.tipMayFollow)
        let cash = extract(Self.cases[1].text)
        #expect(cash.paymentMethod?.value == .cash)
        #expect(cash.cardLast4 == nil)
    }

    @Test func ocrLettersInTheTotalAreRepairedOnlyWhenSubtotalAndTaxAgree() {
        let supported = extract(
            """
            CORNER DELI
            Subtotal 11.60
            Tax 0.70
            TOTAL I2.3O
            """)
        #expect(supported.total?.value == 1230)
        let unsupported = extract(
            """
            CORNER DELI
            Coffee 3.00
            TOTAL I2.3O
            """)
        #expect(unsupported.total?.value != 1230)
    }

    @Test func oneMisreadDigitIsFixedBySubtotalPlusTax() {
        let r = extract(
            """
            NOODLE HOUSE SDN BHD
            Total Sales (Excluding GST) 51.42
            Total GST 3.08
            Total Sales (Inclusive of GST) 64.50
            """)
        #expect(r.total?.value == 5450)
        #expect((r.total?.confidence ?? 1) < 0.9)
    }

    @Test func cashTenderedAndChangeAreNeverTheTotal() {
        let r = extract(
            """
            BAKERY 21
            Bread 3.20
            TOTAL 3.20
            CASH 20.00
            CHANGE 16.80
            """)
        #expect(r.total?.value == 320)
    }

    @Test func cashMinusChangeReplacesAGarbledUnsupportedTotal() {
        let r = extract(
            """
            FAMILY MART
            SUB TOTAL (Inc GST) 18.8"
            TOTAL 1.06
            CASH 50.00
            CHANGE 31.20
            """)
        #expect(r.total?.value == 1880)
        #expect(r.total?.line == 3)
        // A total that the subtotal confirms is kept even if the change line disagrees.
        let confirmed = extract("SHOP\nSubtotal 9.00\nTOTAL 9.00\nCASH 20.00\nCHANGE 1.00")
        #expect(confirmed.total?.value == 900)
    }

    @Test func oneSmudgeReadAsYenDoesNotChangeTheCurrency() {
        #expect(extract("DINER\nCoke ¥ 2.50\nTOTAL 12.30").currency.value == .usd)
        let yen = extract("RAMEN YA\n¥ 1,200\nTOTAL ¥1,200\nJPY")
        #expect(yen.currency.value.code == "JPY")
        #expect(yen.total?.value == 1200)  // yen have no minor unit
    }

    @Test func totalLabelWithTheAmountOnTheNextLine() {
        let r = extract(
            """
            PHO 88
            GRAND TOTAL
            24.80
            """)
        #expect(r.total?.value == 2480)
    }

    @Test func noTotalLabelFallsBackToTheLargestAmountWithLowConfidence() {
        let r = extract(
            """
            MARKET STALL
            Apples 2.00
            Pears 3.50
            """)
        #expect(r.total?.value == 350)
        #expect(r.needsReview)
    }

    @Test func emptyTextGivesNothingAndNeedsReview() {
        let r = extract("")
        #expect(r.total == nil && r.date == nil && r.merchant == nil)
        #expect(r.needsReview)
    }

    @Test func theTotalOfAGSTSummaryTableIsNotTheGrandTotal() {
        let r = extract(
            """
            LIAN STATIONERY SDN BHD
            Pen 2 x 10.00 20.00
            Total Amt Payable: 79.50
            Change : 20.50
            GST Summary Amount Tax
            SR @ 6% 75.00 4.50
            Total 75.00 4.50
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.value == 7950)
        // Without a total above it, the summary's line is still the best evidence.
        #expect(
            extract("KEDAI\nGST Summary Amount Tax\nTotal 10.00 0.60", currency: CurrencyCode("MYR")!).total?.value
                == 60)
    }

    @Test func bruttoIsAGermanGrandTotal() {
        let r = extract(
            "TANKSTELLE\n4 76,97 Liter\nMWST 19,00% 6,28 EUR\nNETTO 33,07 EUR BRUTTO 39,35 EUR", currency: .eur)
        #expect(r.total?.value == 3935)
    }

    @Test func aSubtotalWithoutItsDecimalPointStillCrossChecksTheTotal() {
        // 51.42 + 3.08 = 54.50: the total's 5 was misread as 6.
        let lines =
            "SYL DELIGHTS SDN BHD\nTotal Sales (Excluding GST) 5142\nTotal GST 3.08\nTotal Sales (inclusive of GST) 64.50"
        #expect(extract(lines, currency: CurrencyCode("MYR")!).total?.value == 5450)
        // With nothing to agree with, a number without a decimal point is never a total.
        #expect(extract("SHOP\nTotal 5142", currency: CurrencyCode("MYR")!).total == nil)
    }
}
