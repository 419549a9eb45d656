import ShoeboxCore
import Testing

@testable import Receipts

/// Calibration of the total and the date: a field is left unflagged only when independent
/// evidence agrees, and it is flagged when a check disagrees (synthetic receipt text).
@Suite struct TotalAndDateCalibrationTests {
    let totalThreshold = ExtractedReceipt.flagThresholds[.total]!
    let dateThreshold = ExtractedReceipt.flagThresholds[.date]!

    @Test func cashMinusChangeThatDisagreesFlagsTheTotal() {
        // The total agrees with the item printed above it, but 110.00 handed over with no change
        // says 110.00 was paid: one of the two readings is wrong.
        let r = extract(
            """
            HARDWARE TRADING SDN BHD
            DATE: 28/02/2016
            KING'S SAFETY SHOES 103.77
            TOTAL 103.77
            CASH 110.00
            CHANGE 0.00
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.value == 10377)
        #expect(r.total!.confidence < totalThreshold)
    }

    @Test func agreeingCashAndChangeKeepTheTotalUnflagged() {
        let r = extract(
            """
            HARDWARE TRADING SDN BHD
            DATE: 28/02/2016
            SUB-TOTAL 103.77
            TAX 6.23
            TOTAL 110.00
            CASH 120.00
            CHANGE 10.00
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.value == 11000)
        #expect(r.total!.confidence >= totalThreshold)
    }

    @Test func aStrongTotalLabelWithAnotherAmountFlagsTheTotal() {
        // "AMOUNT DUE" and "GRAND TOTAL" print different amounts: one of them is misread.
        let r = extract(
            """
            CORNER CAFE
            01/13/2024 12:57 PM
            Coffee 4.50
            Bagel 3.25
            GRAND TOTAL 7.75
            AMOUNT DUE 7.15
            """)
        #expect(r.total != nil)
        #expect(r.total!.confidence < totalThreshold)
    }

    @Test func aColumnHeaderDoesNotTakeTheItemRowsAmounts() {
        // "AMOUNT" heads a column; the row under it is an item, not the total.
        let r = extract(
            """
            SHOE SHOP SDN BHD
            DATE: 28/02/2016
            ITEM QTY U/P AMOUNT
            813086000911 1 103.77 103.77
            TOTAL QUANTITY 1
            SUB-TOTAL 103.77
            TAX 0.00
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.line != 2)
        #expect((r.total?.confidence ?? 0) < totalThreshold)
    }

    @Test func aTaxTableRowBelowAGrossHeaderIsNotTheTotal() {
        // The header "Typ Netto MwSt Brutto" is no total line taking the row below it (its gross
        // misread 15,90 for 19,90, printed once, not twice): the Summe is, net + tax agreeing.
        let r = extract(
            """
            Apotheke am Markt
            Summe EUR 19,90
            Typ Netto MwSt Brutto
            19 % 16,72 3,18 15,90
            23.04.2020 09:59
            """, currency: .eur)
        #expect(r.total?.value == 1990)
        #expect(r.total?.line == 1)
    }

    @Test func aSecondPrintingOnTheCardLineIsNotRepairedAway() {
        // Subtotal + tip + tax say 49.34 (a misread subtotal), but AMOUNT DUE and the card slip
        // both print 48.34: the printed amount is kept, never "repaired" to the arithmetic.
        let r = extract(
            """
            TAVERN
            1/13/2008 12:57 PM
            SUBTOTAL 37.47
            18% Gratuity 9.43
            TAX 2.44
            AMOUNT DUE 48.34
            VISA 48.34
            """)
        #expect(r.total?.value == 4834)
    }

    @Test func subtotalPlusTaxStandsInForAnUnreadTotalLine() {
        let r = extract(
            """
            RED HAWK
            19-Sep-2015 7:23:34P
            2 Mojito $22.00
            1 Nachos $11.00
            Subtotal $63.50
            Tax $3.81
            : EE Te)
            """)
        #expect(r.total?.value == 6731)
        #expect(r.total!.confidence < totalThreshold)
    }

    @Test func withNoTotalLabelTheAmountNetPlusTaxAddsUpToIsTheTotal() {
        // The payment line names no total; the tax row's net + tax add up to its amount.
        let r = extract(
            """
            Moebelhaus
            Datum: 26.09.2016 13:56
            1 23530028 2,00 14,99 29,98
            2 23530029 1,00 29,98 29,98
            elec.-cash 59,96
            Netto MwSt.
            1 19,00 % 50,38 9,58
            """, currency: .eur)
        #expect(r.total?.value == 5996)
        #expect(r.total!.confidence < totalThreshold)
    }

    @Test func aSpaceBeforeTheDecimalMarkIsRead() {
        #expect(extract("SHOP\n30/08/10 10:57\nTOTAL $137 .00").total?.value == 13700)
    }

    @Test func theAmountAboveTheChangeIsWhatWasHandedOver() {
        // A total label OCR did not read ("Totaal" is no label here): paid 21.00, 10.15 back.
        let r = extract(
            """
            BURGER BAR
            27/10/2009 10:52:23
            Take-Out Totaal (incl BTW) 10.85
            Euro 21.00
            Change 10.15
            """, currency: .eur)
        #expect(r.total?.value == 1085)
    }

    @Test func aReReadTotalLineFillsAGuessedTotalFlagged() {
        // "Total Due: 23" lost its cents: no total line in the first reading; its re-read has one.
        let page = ReceiptLine.lines(fromText: "PUB\nTab #12\nTotal Due: 23\nThank you 4.50")
        let receipt = ReceiptExtractor.extract(
            page, rereads: [LineReread(line: 2, pass: 0, text: "Total Due: 23.00", confidence: 0.91)],
            options: ExtractionOptions(today: date("2026-11-22")))
        #expect(receipt.total?.value == 2300)
        #expect(receipt.total!.confidence < totalThreshold)
    }

    @Test func aReReadTotalLineDoesNotReplaceACheckedTotal() {
        let page = ReceiptLine.lines(
            fromText:
                "INN\nTotal No. Items: 24 Total Amount 90.55\nNet VAT Gross\nVAT @17.5 84.54 14.79 99.33\n84.54 14.79 99.33"
        )
        let receipt = ReceiptExtractor.extract(
            page,
            rereads: [LineReread(line: 1, pass: 0, text: "Total Ne. tems: 24 Total Amount 90.55", confidence: 0.9)],
            options: ExtractionOptions(today: date("2026-11-22")))
        #expect(receipt.total?.value == 9933)
    }

    @Test func noTotalIsDerivedFromATaxIncludedInThePrices() {
        let r = extract(
            """
            BOOK SHOP
            01/02/2018
            SUB-TOTAL 7.00
            GST @ 6% INCLUDED IN TOTAL
            TAX 0.40
            """, currency: CurrencyCode("MYR")!)
        #expect(r.total?.value != 740)
    }

    @Test func aDottedTimeProvesNoDateOrder() {
        // "12.17.26 PM" is a time: it must not make 06/01/18 month-first on a ringgit receipt.
        let r = extract(
            """
            KEDAI SDN BHD
            Date 06/01/18 12.17.26 PM
            TOTAL RM 53.55
            """, currency: CurrencyCode("MYR")!)
        #expect(r.date?.value == date("2018-01-06"))
    }

    @Test func twoDatesOneDigitApartAreUnsure() {
        let r = extract(
            """
            MEGA STORE SDN BHD
            Date: 17/06/2018 10:54:21 PM
            Item 1 12.00
            Delivery 17/08/2018
            TOTAL RM 12.00
            """, currency: CurrencyCode("MYR")!)
        #expect(r.date?.value == date("2018-06-17"))
        #expect(r.date!.confidence < dateThreshold)
    }

    @Test func aSecondPrintingOfTheSameDateKeepsItSure() {
        let r = extract(
            """
            MEGA STORE SDN BHD
            Date: 17/06/2018 10:54:21 PM
            TOTAL RM 12.00
            Closed 17/06/2018 10:58
            """, currency: CurrencyCode("MYR")!)
        #expect(r.date?.value == date("2018-06-17"))
        #expect(r.date!.confidence >= dateThreshold)
    }
}
