import Testing

@testable import Receipts

/// `ReceiptKeywords.normalized`: its ASCII fast path and its glued-currency check give what the
/// full folding and every replacement give.
@Suite("Keyword normalization")
struct KeywordNormalizationTests {
    @Test func asciiLinesFoldLikeAccentedOnes() {
        #expect(ReceiptKeywords.normalized("Total Amount: 12.50") == "TOTAL AMOUNT")
        #expect(ReceiptKeywords.normalized("  sub-total,  incl. tax ") == "SUB TOTAL INCL TAX")
        #expect(ReceiptKeywords.normalized("Café Rosé Straße") == "CAFE ROSE STRASSE")
        #expect(ReceiptKeywords.normalized("Gesamtbetrag €") == "GESAMTBETRAG")
        #expect(ReceiptKeywords.normalized("1234 56") == "")
    }

    @Test func aCurrencyGluedToALabelIsSplitOff() {
        #expect(ReceiptKeywords.normalized("TOTALRM 12.50") == "TOTAL RM")
        #expect(ReceiptKeywords.normalized("summeEUR 3,99") == "SUMME EUR")
        #expect(ReceiptKeywords.normalized("Amount DueRM") == "AMOUNT DUE RM")
        #expect(ReceiptKeywords.normalized("SUBTOTALS") == "SUBTOTALS")
        #expect(ReceiptKeywords.normalized("RM TOTAL") == "RM TOTAL")
    }
}
