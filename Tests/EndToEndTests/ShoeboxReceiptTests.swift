import Foundation
import Rendering
import Testing

/// The binary on a receipt image rendered here, plus the card export that holds its charge.
@Suite struct ShoeboxReceiptTests {
    static let receiptLines = [
        "BLUE BOTTLE COFFEE",
        "300 Webster St Oakland CA",
        "03/04/2024  08:15 AM",
        "Latte              5.25",
        "Croissant          4.00",
        "Subtotal           9.25",
        "Tax                0.80",
        "TOTAL             10.05",
        "VISA ****4821     10.05",
    ]

    @Test func extractJSONReadsTheRenderedReceipt() throws {
        let dirs = try TempDirs()
        let image = dirs.inbox.appendingPathComponent("coffee.png").path
        try #require(TextImage.writePNG(lines: Self.receiptLines, to: image))
        let result = try ShoeboxBinary.run(["extract", "--json", "--jobs", "2", image])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["file"] as? String == image)
        #expect(object["merchant"] as? String == "BLUE BOTTLE COFFEE")
        #expect(object["date"] as? String == "2024-03-04")
        #expect(object["total"] as? String == "10.05")
        #expect(object["subtotal"] as? String == "9.25")
        #expect(object["tax"] as? String == "0.80")
        #expect(object["currency"] as? String == "USD")
        #expect(object["card_last4"] as? String == "4821")
        let confidence = try #require(object["confidence"] as? [String: Any])
        #expect((confidence["total"] as? Double ?? 0) > 0.5)
        // Nothing was written: extract needs no book.
        #expect(!FileManager.default.fileExists(atPath: dirs.book))
    }

    @Test func runLinksTheReceiptToItsCardChargeInExport() throws {
        let dirs = try TempDirs()
        try #require(
            TextImage.writePNG(lines: Self.receiptLines, to: dirs.inbox.appendingPathComponent("coffee.png").path))
        try dirs.write(
            "card.csv",
            """
            Date,Description,Amount
            2024-03-05,SQ *BLUE BOTTLE COFFE OAKLAND CA,-10.05
            2024-03-06,SHELL OIL 5744,-40.00

            """)
        let run = try ShoeboxBinary.run(["run", "--book", dirs.book, "--jobs", "2", dirs.inbox.path])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("receipts:     1 linked to their card or bank charge"), "\(run.stdout)")
        let export = try ShoeboxBinary.run(["export", "--book", dirs.book, "--format", "csv"])
        let rows = export.stdout.lines
        let header = rows[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(header.contains("linked_id"))
        let column = { (name: String) in header.firstIndex(of: name)! }
        let table = rows.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let receipt = try #require(table.first { $0[column("kind")] == "receipt" })
        let charge = try #require(table.first { $0[column("amount_cents")] == "-1005" && $0[column("kind")] == "bank" })
        #expect(receipt[column("duplicate_of")] == charge[column("id")])
        #expect(receipt[column("merge_reason")] == "receipt_linked")
        #expect(receipt[column("linked_id")] == charge[column("id")])
        #expect(charge[column("linked_id")] == receipt[column("id")])
        #expect(table.filter { !$0[column("linked_id")].isEmpty }.count == 2)
        let search = try ShoeboxBinary.run(["search", "--book", dirs.book, "croissant"])
        #expect(search.stdout.contains("BLUE BOTTLE COFFEE"))
    }
}
