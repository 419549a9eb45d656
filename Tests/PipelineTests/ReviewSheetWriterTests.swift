import Categorize
import Foundation
import Testing

@testable import Pipeline

/// `review.csv` on disk holds exactly the rendered bytes, replaces the sheet before it, and stays private.
@Suite struct ReviewSheetWriterTests {
    static func item(_ id: Int64, description: String, explanation: String) -> ReviewItem {
        ReviewItem(
            kind: "category", reason: "low_confidence", transactionID: id, date: "2025-03-0\(id % 9 + 1)",
            account: "Checking", description: description, amount: "-12.50", currency: "USD", suggestion: "meals",
            source: "rule:kind", confidence: "0.45", explanation: explanation)
    }

    @Test func writesTheRenderedBytesAndReplacesTheSheet() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("review-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("review.csv")
        let items = (1...3_000).map {
            Self.item(
                Int64($0), description: $0 % 3 == 0 ? "CAFÉ \"NOIR\", #\($0)" : "=SQ *DELI \($0)",
                explanation: "kind word 'deli' → meals; line\nbreak")
        }
        try ReviewSheetWriter.write(items, bookID: "book-1", to: url)
        #expect(try Data(contentsOf: url) == Data(ReviewSheet.renderBytes(bookID: "book-1", items: items)))
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        try ReviewSheetWriter.write([], bookID: "book-1", to: url)
        let header = try String(contentsOf: url, encoding: .utf8)
        #expect(header == String(decoding: ReviewSheet.renderBytes(bookID: "book-1", items: []), as: UTF8.self))
        #expect(header.split(separator: "\n").count == 1)
    }
}
