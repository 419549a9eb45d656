import Foundation
import Pipeline
import Rendering
import ShoeboxCore
import Storage
import Testing

/// Receipt images through BatchRunner: OCR pre-pass on a worker pool, one transaction per
/// receipt, unreadable images quarantined with their reason.
@Suite struct ReceiptPipelineTests {
    @Test func unreadableImagesAreQuarantinedAndTheRunGoesOn() throws {
        let space = try Workspace()
        try space.write("notes.jpg", "this is a text file named .jpg")
        try space.write("empty.png", Data())
        try space.write("checking.csv", Exports.checking)
        let report = try space.run()
        #expect(report.summary.filesQuarantined == 2)
        #expect(report.summary.filesNew == 1)
        #expect(report.quarantined.allSatisfy { $0.reason.contains("[not_an_image]") })
    }

    @Test func twoReceiptsReadInParallelBecomeTwoReceiptTransactions() throws {
        let space = try Workspace()
        let lines = { (shop: String, total: String) in
            [shop, "2024-03-0\(shop.count % 9 + 1)", "Item  \(total)", "TOTAL  \(total)"]
        }
        #expect(
            TextImage.writePNG(
                lines: lines("HARBOR BOOKS", "12.40"), to: space.inbox.appendingPathComponent("a.png").path))
        #expect(
            TextImage.writePNG(
                lines: lines("CEDAR HARDWARE", "31.75"), to: space.inbox.appendingPathComponent("b.png").path))
        var options = BatchRunner.Options(today: LocalDate(year: 2024, month: 12, day: 31)!)
        options.jobs = 2
        let report = try BatchRunner(
            book: space.book, ledger: space.ledger, options: options, logger: .init(label: "test")
        ).run(paths: [space.inbox.path])
        #expect(report.summary.transactions.added == 2)
        let receipts = try space.ledger.exportRows().filter { $0.kind == "receipt" }
        #expect(Set(receipts.map(\.amount.minorUnits)) == [-1240, -3175])
        #expect(Set(receipts.map(\.payee)) == ["HARBOR BOOKS", "CEDAR HARDWARE"])
        #expect(receipts.allSatisfy { $0.account == "Receipts (USD)" })
    }
}
