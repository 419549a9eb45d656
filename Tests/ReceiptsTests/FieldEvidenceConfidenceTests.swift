import ShoeboxCore
import Testing

@testable import Receipts

/// Confidence of the total and the date built from agreeing, independent evidence: a sum that
/// adds up clears a total, a lone label or one other printing does not; a second reading of the
/// date's line that agrees clears a date whose order is known (synthetic receipt text).
@Suite struct FieldEvidenceConfidenceTests {
    let totalThreshold = ExtractedReceipt.flagThresholds[.total]!
    let dateThreshold = ExtractedReceipt.flagThresholds[.date]!
    let options = ExtractionOptions(defaultCurrency: CurrencyCode("MYR")!, today: LocalDate(iso: "2026-11-22")!)

    @Test func aLoneTotalLabelIsFlaggedAndASumThatAddsUpClearsIt() {
        let alone = extract("KEDAI BUKU\n12/03/2018\nPEN 3.50\nTOTAL 12.40", currency: CurrencyCode("MYR")!)
        #expect(alone.total?.value == 1240)
        #expect(alone.total!.confidence < totalThreshold)
        #expect(alone.totalEvidence == ["label 8"])

        let summed = extract(
            "KEDAI BUKU\n12/03/2018\nSUBTOTAL 11.70\nGST 0.70\nTOTAL 12.40", currency: CurrencyCode("MYR")!)
        #expect(summed.total?.value == 1240)
        #expect(summed.total!.confidence >= totalThreshold)
        #expect(summed.totalEvidence.contains("subtotal + tax"))
    }

    @Test func oneOtherPrintingIsWeakerThanASum() {
        // The amount printed again (the card line) is one printing; with the card slip's amount as well, two.
        let once = extract("DINER\n12/03/2018\nTOTAL 25.90\nPAID 25.90", currency: CurrencyCode("MYR")!)
        #expect(once.total?.value == 2590)
        #expect(once.total!.confidence < totalThreshold)

        let twice = extract(
            "DINER\n12/03/2018\nTOTAL 25.90\nVISA 25.90\nAMOUNT 25.90", currency: CurrencyCode("MYR")!)
        #expect(twice.total?.value == 2590)
        #expect(twice.total!.confidence >= totalThreshold)
    }

    @Test func aTotalLineReadAgainTheSameIsLessDoubtfulButStillFlagged() {
        let page = ReceiptLine.lines(fromText: "DINER\n12/03/2018\nPEN 3.50\nTOTAL 12.40")
        let first = ReceiptExtractor.extract(page, options: options)
        let again = ReceiptExtractor.extract(
            page, rereads: [LineReread(line: 3, pass: 0, text: "TOTAL 12.40", confidence: 0.9)], options: options)
        #expect(again.total?.value == 1240)
        #expect(again.total!.confidence > first.total!.confidence)
        #expect(again.total!.confidence < totalThreshold)
        #expect(again.totalEvidence.contains("re-read agrees"))
    }

    @Test func aLabelReadAgainTheSameBeatsCashMinusAMisreadChange() {
        // Paid 69.80, change 0.20: the change line was misread as 0.09 (69.71); the total line,
        // read again, says 69.60 once more, the change line reads differently.
        let page = ReceiptLine.lines(
            fromText: "ROYAL HOTEL\n30/12/2016\nTable 4\nTotal $69.60\nCash $69.80\nChange $0.09")
        let first = ReceiptExtractor.extract(page, options: options)
        #expect(first.total?.value == 6971)
        let settled = ReceiptExtractor.extract(
            page,
            rereads: [
                LineReread(line: 3, pass: 0, text: "Total $69.60", confidence: 0.8),
                LineReread(line: 5, pass: 0, text: "Change $0.99", confidence: 0.8),
            ], options: options)
        #expect(settled.total?.value == 6960)
        #expect(settled.total!.confidence < totalThreshold)
    }

    @Test func aTaxPrintedBelowAPreTaxLabelIsAddedWhenTheSumIsPrinted() {
        let r = extract(
            """
            MODUS FOOD SERVICES
            11/11/17 23:42
            Item Total: 1,360.00
            Tax 7%: 95.20
            1,455.20
            """, currency: CurrencyCode("THB")!)
        #expect(r.total?.value == 145520)
        #expect(r.total!.confidence < totalThreshold)
    }

    @Test func amountToBePaidIsATotalLabel() {
        let r = extract(
            "PREMIO STATIONERY\n08/02/2017\nThumb tacks 35.44\nAmount To Be Paid : 25.45\nCash Received : 25.50\n"
                + "Change : 0.05", currency: CurrencyCode("MYR")!)
        #expect(r.total?.value == 2545)
        #expect(r.total!.confidence >= totalThreshold)
    }

    @Test func aDateLineReadAgainTheSameClearsTheDate() {
        // 25/11/2018 can be read one way only; OCR read its line poorly.
        var page = ReceiptLine.lines(fromText: "KEDAI\nDate 25/11/2018\nTOTAL 12.40")
        page[1].confidence = 0.45
        let first = ReceiptExtractor.extract(page, options: options)
        #expect(first.date?.value == date("2018-11-25"))
        #expect(first.date!.confidence < dateThreshold)
        let agreed = ReceiptExtractor.extract(
            page, rereads: [LineReread(line: 1, pass: 0, text: "Date 25/11/2018", confidence: 0.9)],
            options: options)
        #expect(agreed.date?.value == date("2018-11-25"))
        #expect(agreed.date!.confidence >= dateThreshold)
        let differs = ReceiptExtractor.extract(
            page, rereads: [LineReread(line: 1, pass: 0, text: "Date 26/11/2018", confidence: 0.9)],
            options: options)
        #expect(differs.date!.confidence < dateThreshold)
        #expect(differs.dateEvidence.contains("re-read differs"))
    }

    @Test func aRereadDoesNotSettleAnAssumedDayMonthOrder() {
        // No currency printed, no domain: 08/05/18 is read in the default currency's order, only assumed.
        var page = ReceiptLine.lines(fromText: "PIZZA\nDate :08/05/18\nTOTAL 12.40")
        page[1].confidence = 0.9
        let usd = ExtractionOptions(today: LocalDate(iso: "2026-11-22")!)
        let r = ReceiptExtractor.extract(
            page, rereads: [LineReread(line: 1, pass: 0, text: "Date :08/05/18", confidence: 0.9)], options: usd)
        #expect(r.dateEvidence.contains("order: assumed"))
        #expect(r.date!.confidence < dateThreshold)
    }

    @Test func theReceiptsOwnCountryDomainSetsTheDayMonthOrder() {
        let usd = ExtractionOptions(today: LocalDate(iso: "2026-11-22")!)
        let page = ReceiptLine.lines(fromText: "PIZZA\nDate :08/05/18\nTOTAL 12.40\nwww.pizza.com.my/terms")
        #expect(ReceiptExtractor.extract(page, options: usd).date?.value == date("2018-05-08"))
        let american = ReceiptLine.lines(fromText: "PIZZA\nDate :08/05/18\nTOTAL 12.40\nwww.pizza.com")
        #expect(ReceiptExtractor.extract(american, options: usd).date?.value == date("2018-08-05"))
        #expect(DateResolver.domainSaysDayFirst(ReceiptLine.lines(fromText: "order at shop.io")) == nil)
        #expect(DateResolver.domainSaysDayFirst(ReceiptLine.lines(fromText: "Str. 12 z.B. 3")) == nil)
    }
}

@Suite struct FieldEvidenceStorageTests {
    @Test func theStoredFieldsKeepWhatTheTotalAndDateRestOn() {
        let r = extract(
            "KEDAI BUKU\nDate 25/11/2018 10:12\nSUBTOTAL 11.70\nGST 0.70\nTOTAL 12.40", currency: CurrencyCode("MYR")!)
        let json = ReceiptJSON.fieldsJSON(r)
        #expect(json.contains(#""evidence":["label 8","subtotal + tax""#))
        #expect(json.contains("next to a time"))
    }
}
