import ShoeboxCore
import Testing

@testable import Receipts

/// Session 11: a date two or more re-readings of its line agree on, against the first reading
/// alone, is kept, still flagged (the same pixels read again can repeat a misread).
@Suite struct DateReadingVoteTests {
    let options = ExtractionOptions(defaultCurrency: CurrencyCode("MYR")!, today: LocalDate(iso: "2026-11-22")!)

    func page(_ dateLine: String) -> [ReceiptLine] {
        ReceiptLine.lines(fromText: "KEDAI RUNCIT\nRECEIPT #: 40529 DATE: \(dateLine)\nTOTAL RM 12.50")
    }

    @Test func twoRereadingsOutvoteTheFirstReading() {
        let rereads = [
            LineReread(line: 1, pass: 0, text: "RECEIPT #: 40529 DATE: 24/05/2018", confidence: 0.6),
            LineReread(line: 1, pass: 4, text: "RECEIPT #: 4O529 DATE: 24/05/2018", confidence: 0.5),
        ]
        var lines = page("24/05/2019")
        lines[1].confidence = 0.6
        let r = ReceiptExtractor.extract(lines, rereads: rereads, options: options)
        #expect(r.date?.value == date("2018-05-24"))
        #expect(r.dateEvidence.contains(DateReadingVote.evidence))
        #expect(r.flaggedFields.contains(.date))
    }

    @Test func oneRereadingOrADividedVoteKeepsTheFirstReading() {
        var lines = page("24/05/2019")
        lines[1].confidence = 0.6
        let one = [LineReread(line: 1, pass: 0, text: "RECEIPT #: 40529 DATE: 24/05/2018", confidence: 0.6)]
        let alone = ReceiptExtractor.extract(lines, rereads: one, options: options)
        #expect(alone.date?.value == date("2019-05-24"))
        #expect(alone.flaggedFields.contains(.date))
        // One re-reading shows the first reading's date: no vote against it.
        let divided = one + [LineReread(line: 1, pass: 4, text: "DATE: 24/05/2019", confidence: 0.5)]
        let split = ReceiptExtractor.extract(lines, rereads: divided, options: options)
        #expect(split.date?.value == date("2019-05-24"))
        #expect(!split.dateEvidence.contains(DateReadingVote.evidence))
    }

    @Test func aVoteNeverTakesAnImplausibleDate() {
        let today = date("2026-11-22")
        let sets: [Set<LocalDate>] = [[date("2028-05-24")], [date("2028-05-24")]]
        #expect(
            DateReadingVote.outvoting(
                date("2018-05-24"), rereadDates: sets, resolved: [date("2028-05-24")], today: today)
                == nil)
    }
}
