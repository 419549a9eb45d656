import ShoeboxCore
import Testing

@testable import Receipts

/// Session 9: a date that reads both ways, one of them still to come on the import date, is read
/// the only way it can have been printed, whatever the country writes.
@Suite struct DateOnlyPlausibleReadingTests {
    let threshold = ExtractedReceipt.flagThresholds[.date]!

    @Test func theOtherReadingInTheFutureSettlesTheOrder() {
        // Imported on 2026-11-22: 11 December 2026 has not come yet, so `12/11/2026` is 12 November.
        let r = extract(
            """
            CORNER SHOP
            12/11/2026 14:05
            TOTAL 5.60
            """)
        #expect(r.date?.value == date("2026-11-12"))
        #expect(r.dateEvidence.first == "order: the other reading is in the future")
        #expect(r.date!.confidence >= threshold)
    }

    @Test func bothReadingsPastKeepTheOrderAssumed() {
        let r = extract(
            """
            CORNER SHOP
            05/03/2026 14:05
            TOTAL 5.60
            """)
        #expect(r.dateEvidence.first != "order: the other reading is in the future")
        #expect(r.date!.confidence < threshold)
    }
}
