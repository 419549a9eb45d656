import Foundation
import Pipeline
import Receipts
import ShoeboxCore
import Storage
import Testing

/// Flagged receipt fields go to review.csv; the answered sheet, dropped back in the inbox,
/// corrects the receipt (or dates a waiting one) and links it to its card charge.
@Suite struct ReceiptReviewTests {
    func store(_ space: Workspace, _ name: String, _ text: String) throws {
        let fields = ReceiptExtractor.extract(
            ReceiptLine.lines(fromText: text),
            options: ExtractionOptions(today: LocalDate(iso: "2024-12-31")!))
        let hex = name.utf8.map { String($0, radix: 16) }.joined()
        let hash = (hex + String(repeating: "0", count: 64)).prefix(64).description
        let document = NewDocument(
            sha256: hash, originalName: name, originalPath: "/elsewhere/\(name)", size: 10,
            mtimeNanoseconds: 1, kind: "receipt", archivePath: "archive/\(hash).jpg",
            configFingerprint: "fp")
        let run = try space.ledger.beginRun(command: "test")
        _ = try space.ledger.importReceipt(
            document,
            NewReceipt(fields: fields, ocrText: text, ocrConfidence: 80, variant: "warped", rotationDegrees: 0),
            runID: run)
    }

    @Test func answeredReceiptRowsCorrectAndLinkTheReceipts() throws {
        let space = try Workspace()
        try store(space, "coffee.jpg", "BLUE BOTTLE COFFEE\n11/18/2024 08:15\nTOTAL 18.50")
        try store(space, "paper.jpg", "STAPLES\nPaper 23.10\nTOTAL 23.10")
        try space.write(
            "bank.csv",
            """
            Date,Description,Amount
            2024-11-18,SQ *BLUE BOTTLE COFFE,-12.50
            2024-11-20,STAPLES 0042,-23.10
            2024-10-02,STAPLES 0042,-23.10

            """)
        let first = try space.run()
        #expect(first.quarantined.isEmpty, "\(first.quarantined.map(\.reason))")
        let sheet = try String(
            contentsOf: space.book.outputDirectory.appendingPathComponent("review.csv"), encoding: .utf8)
        let total = try #require(
            sheet.split(separator: "\n").first { $0.contains(",receipt,receipt_total,") }, "\(sheet)")
        let undated = try #require(sheet.split(separator: "\n").first { $0.contains(",receipt,receipt_date_unread,") })
        #expect(total.contains("coffee.jpg") && total.contains(",18.50,"))
        // The explanation names what the total's confidence rests on: a lone label, nothing adding up.
        #expect(total.contains("(label "), "\(total)")
        #expect(undated.contains("paper.jpg"))
        #expect(try space.ledger.exportRows().filter { $0.kind == "receipt" }.count == 1)  // the undated one waits

        // A date that is not YYYY-MM-DD quarantines the sheet; nothing changes.
        try space.write("wrong.csv", sheet.replacingOccurrences(of: String(undated), with: undated + "20/11/2024"))
        #expect(try space.run().quarantined.contains { $0.reason.contains("20/11/2024") })
        #expect(try space.ledger.receiptsAwaitingDateCount() == 1)

        let answered = sheet.replacingOccurrences(of: String(total), with: total + "12.50")
            .replacingOccurrences(of: String(undated), with: undated + "2024-11-20")
        try space.write("answers.csv", answered)
        let applied = try space.run()
        #expect(applied.quarantined.isEmpty, "\(applied.quarantined.map(\.reason))")
        let receipts = try space.ledger.exportRows().filter { $0.kind == "receipt" }
        #expect(receipts.count == 2)
        #expect(receipts.allSatisfy { $0.mergeReason == "receipt_linked" })
        #expect(receipts.contains { $0.amount.minorUnits == -1_250 } && receipts.contains { $0.date == "2024-11-20" })
        #expect(try space.ledger.receiptsAwaitingDateCount() == 0)
    }
}
