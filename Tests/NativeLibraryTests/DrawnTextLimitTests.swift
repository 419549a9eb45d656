import Foundation
import Testing

@testable import Rendering

/// Issue 19, class 9: a huge stored text is cut before Pango lays it out.
@Suite struct DrawnTextLimitTests {
    @Test func textOverTheLimitIsCutWithAnEllipsis() {
        let long = String(repeating: "Lorem ipsum ", count: 100_000)
        let drawn = PDFDocument.drawable(long)
        #expect(drawn.count == PDFDocument.maximumDrawnCharacters + 1)
        #expect(drawn.hasSuffix("…"))
        #expect(PDFDocument.drawable("short") == "short")
        let pdf = PDFDocument(title: "Long")
        _ = pdf.text(long, x: 54, y: 54, width: 400)
        _ = pdf.columnTable([ColumnSpec("Description", width: 300)], rows: [[long], ["plain"]], y: 120)
        #expect(pdf.finish().starts(with: Data("%PDF".utf8)))
    }
}
