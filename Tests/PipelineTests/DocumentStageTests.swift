import Foundation
import Logging
import Pipeline
import Rendering
import ShoeboxCore
import Storage
import Synchronization
import Testing

/// The one ordered stage list: what claims a file, one receipt reading for `run` and
/// `extract`, and content hashed before any OCR.
@Suite struct DocumentStageTests {
    static let pdftotext = PDFTextExtractor.tool

    /// A receipt PDF with a text layer, drawn by the project's own PDF writer.
    static func textLayerReceipt(_ lines: [String]) -> Data {
        let pdf = PDFDocument(title: "receipt", margin: 0)
        for (index, line) in lines.enumerated() {
            pdf.text(line, x: 36, y: 36 + Double(index) * 16, width: 0, font: "DejaVu Sans Mono 11")
        }
        return pdf.finish()
    }

    @Test(.enabled(if: pdftotext != nil, "pdftotext (poppler-utils) is not installed"))
    func textLayerPDFReceiptIsStoredByRun() throws {
        let space = try Workspace()
        try space.write(
            "hardware.pdf",
            Self.textLayerReceipt([
                "CEDAR HARDWARE", "2024-03-05", "Hammer        23.10", "TOTAL         23.10", "VISA ****4821",
            ]))
        let report = try space.run()
        #expect(report.quarantined.isEmpty, "\(report.quarantined.map(\.reason))")
        #expect(report.summary.filesNew == 1)
        let receipts = try space.ledger.exportRows().filter { $0.kind == "receipt" }
        #expect(receipts.map(\.amount.minorUnits) == [-2_310])
        #expect(receipts.map(\.payee) == ["CEDAR HARDWARE"])
        #expect(receipts.map(\.date) == ["2024-03-05"])
    }

    @Test func renamedCopyOfAStoredReceiptIsNotReadAgain() throws {
        let space = try Workspace()
        let lines = ["HARBOR BOOKS", "2024-03-04", "Atlas  12.40", "TOTAL  12.40"]
        let first = space.inbox.appendingPathComponent("a.png").path
        #expect(TextImage.writePNG(lines: lines, to: first))
        let log = LogCapture()
        #expect(try space.run(logger: log.logger).summary.transactions.added == 1)
        #expect(log.messages.filter { $0.hasPrefix("OCR of ") }.count == 1)

        // The same bytes twice more under new names: one in this chunk, one beside it.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
        try space.write("scan (1).png", bytes)
        try space.write("sub/receipt-copy.png", bytes)
        let again = LogCapture()
        let report = try space.run(logger: again.logger)
        #expect(report.summary.filesSkipped == 3)
        #expect(report.summary.filesNew == 0)
        #expect(again.messages.allSatisfy { !$0.hasPrefix("OCR") }, "\(again.messages)")
    }

    @Test func twoCopiesInOneRunAreReadOnce() throws {
        let space = try Workspace()
        let path = space.inbox.appendingPathComponent("a.png").path
        #expect(TextImage.writePNG(lines: ["HARBOR BOOKS", "2024-03-04", "TOTAL  12.40"], to: path))
        try space.write("b.png", try Data(contentsOf: URL(fileURLWithPath: path)))
        let log = LogCapture()
        let report = try space.run(logger: log.logger)
        #expect(report.summary.filesNew == 1)
        #expect(report.summary.filesSkipped == 1)
        #expect(log.messages.filter { $0.hasPrefix("OCR 1/") }.count == 1)
        #expect(!log.messages.contains { $0.hasPrefix("OCR 2/") })
    }

    @Test func sniffedKindsWinOverTheStatementTheirNameSuggests() throws {
        let space = try Workspace()
        try space.write("trips.csv", "date,purpose,miles,kind,vehicle\n2024-03-01,Client visit,12.5,business,Van\n")
        try space.write("checking.csv", Exports.checking)
        try space.write("notes.docx", "not a document Shoebox reads")
        let report = try space.run()
        #expect(report.summary.filesNew == 2)
        #expect(report.quarantined.map { ($0.path as NSString).lastPathComponent } == ["notes.docx"])
        #expect(report.quarantined.first?.reason.contains("unsupported_kind") == true)
        let kinds = try space.ledger.status().quarantined.map(\.originalName)
        #expect(kinds == ["notes.docx"])
        #expect(try space.ledger.exportRows().count == 3, "the mileage log adds no transaction")
    }
}

/// One run over a folder holding every document kind the stage list knows.
@Suite struct EveryDocumentKindTests {
    @Test(.enabled(if: PDFTextExtractor.isAvailable, "pdftotext (poppler-utils) is not installed"))
    func everyKindGoesThroughRunAndTheReturnedSheetIsApplied() throws {
        let space = try Workspace()
        try space.write("business.yaml", "name: Harbor Design\ndefault_currency: USD\n")
        try space.write("globex.invoice.yaml", PaymentReviewTests.spec("globex"))
        try space.write("checking.csv", Exports.checking + "2024-03-06,QZX 4471 KVR,-31.00\n")
        try space.write("trips.csv", "date,purpose,miles,kind,vehicle\n2024-03-01,Client visit,12.5,business,Van\n")
        try space.write(
            "hardware.pdf",
            DocumentStageTests.textLayerReceipt([
                "CEDAR HARDWARE", "2024-03-05", "Hammer        23.10", "TOTAL         23.10",
            ]))
        #expect(
            TextImage.writePNG(
                lines: ["HARBOR BOOKS", "2024-03-04", "TOTAL  12.40"],
                to: space.inbox.appendingPathComponent("books.png").path))
        try space.write("notes.docx", "not a document Shoebox reads")
        let first = try space.run()
        #expect(first.summary.filesNew == 6, "\(first.quarantined.map(\.reason))")
        #expect(first.quarantined.map { ($0.path as NSString).lastPathComponent } == ["notes.docx"])
        let receipts = try space.ledger.exportRows().filter { $0.kind == "receipt" }
        #expect(Set(receipts.map(\.amount.minorUnits)) == [-2_310, -1_240])
        #expect(
            receipts.first { $0.amount.minorUnits == -2_310 }?.linkedID != nil,
            "the PDF receipt links to HARDWARE STORE -23.10")
        #expect(try space.ledger.invoice(number: "INV-0001") != nil)

        // The review sheet the run wrote comes back answered: one category set by hand.
        let sheetURL = space.book.outputDirectory.appendingPathComponent("review.csv")
        let sheet = try String(contentsOf: sheetURL, encoding: .utf8)
        let row = try #require(sheet.split(separator: "\n").first { $0.contains(",category,") }, "\(sheet)")
        try space.write("review-answered.csv", sheet.replacingOccurrences(of: String(row), with: row + "office"))
        let second = try space.run()
        #expect(second.quarantined.isEmpty, "\(second.quarantined.map(\.reason))")
        #expect(second.summary.filesNew == 1)
        #expect(second.summary.transactions.updated >= 1)
        #expect(try space.ledger.exportRows().contains { $0.category == "office" && $0.categorySource == "user" })
    }
}

/// Collects the messages logged through `logger`.
final class LogCapture: Sendable {
    private let store = Mutex<[String]>([])
    var messages: [String] { store.withLock { $0 } }

    var logger: Logger {
        Logger(label: "capture") { _ in Handler(capture: self) }
    }

    struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            capture.store.withLock { $0.append(event.message.description) }
        }
    }
}
