import Foundation
import ShoeboxCore
import Testing

@testable import Rendering

@Suite("PDF rendering with cairo and pango")
struct PDFDocumentTests {
    private func sampleReport(rows: Int = 3) -> Data {
        RunSummaryPDF.render(
            title: "Shoebox run summary",
            lines: [("Files processed", "12"), ("Quarantined", "1: statement.csv (ambiguous_date_order)")],
            table: (
                header: ["Date", "Payee", "Amount"],
                rows: (1...rows).map {
                    ["2024-03-\(String(format: "%02d", $0 % 28 + 1))", "Payee number \($0)", "\($0).17"]
                }
            ))
    }

    @Test func textIsExtractable() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let pdf = PDFDocument(title: "Known text")
        let used = pdf.text("Grocery receipt Café €12.50", x: 72, y: 72, width: 400, font: "DejaVu Sans 14", bold: true)
        pdf.text("second line", x: 72, y: 72 + used + 4, width: 400)
        pdf.line(x1: 72, y1: 200, x2: 300, y2: 200)
        pdf.rect(x: 72, y: 220, width: 100, height: 40, fillGray: 0.9)
        #expect(used > 14 && used < 25)
        let path = try dir.write(pdf.finish(), to: "known.pdf")

        let text = try runTool("pdftotext", [path, "-"])
        #expect(text.contains("Grocery receipt Café €12.50"))
        #expect(text.contains("second line"))
        let info = try runTool("pdfinfo", [path])
        #expect(info.split(separator: "\n").contains { $0.hasPrefix("Title:") && $0.hasSuffix(" Known text") })
        #expect(info.contains("612 x 792 pts (letter)"))
        #expect(info.contains("2000"), "fixed creation date expected: \(info)")
    }

    @Test func identicalInputGivesIdenticalBytes() {
        let first = sampleReport()
        let second = sampleReport()
        #expect(first.count > 1000)
        #expect(first == second)
    }

    @Test func finishIsIdempotent() {
        let pdf = PDFDocument(title: "Twice")
        pdf.text("hello", x: 72, y: 72, width: 0)
        #expect(pdf.finish() == pdf.finish())
    }

    @Test func longTablePaginatesWithRepeatedHeader() throws {
        let dir = try TempDirectory()
        defer { dir.cleanup() }
        let path = try dir.write(sampleReport(rows: 200), to: "table.pdf")
        let pages = try pageCount(ofPDFAt: path)
        #expect(pages >= 4 && pages <= 6, "200 rows of 9 pt text should take about 5 Letter pages, got \(pages)")

        let text = try runTool("pdftotext", ["-layout", path, "-"])
        let pageTexts = text.split(separator: "\u{0C}").filter {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        #expect(pageTexts.count == pages)
        for (index, page) in pageTexts.enumerated() {
            #expect(page.contains("Payee") && page.contains("Amount"), "header missing on page \(index + 1)")
            #expect(page.contains("page \(index + 1)"), "footer missing on page \(index + 1)")
        }
        for row in [1, 100, 200] {
            #expect(text.contains("Payee number \(row) "), "row \(row) missing")
        }
    }

    @Test func numericColumnsAreDetected() {
        #expect(PDFDocument.looksNumeric("-1,234.50"))
        #expect(PDFDocument.looksNumeric("(12.00)"))
        #expect(PDFDocument.looksNumeric("$9.99") && PDFDocument.looksNumeric("12.00-") && PDFDocument.looksNumeric(""))
        #expect(!PDFDocument.looksNumeric("Payee 12"))
        #expect(!PDFDocument.looksNumeric("2024-03-21"))
        #expect(!PDFDocument.looksNumeric("-"))
    }

    @Test func chineseAndLongGermanWordsBreakInsideTheirWidth() {
        let chinese = PDFDocument(title: "t", language: .simplifiedChinese)
        let line = chinese.measure("发", width: 0).height
        let text = String(repeating: "付款时请注明发票编号", count: 6)
        let wrapped = chinese.measure(text, width: 120)
        #expect(wrapped.width <= 120 && wrapped.height > 3 * line, "\(wrapped)")
        let german = PDFDocument(title: "t", language: .german)
        let word = "Umsatzsteuervoranmeldungszeitraum"
        let one = german.measure(word, width: 0)
        let broken = german.measure(word, width: 60)
        #expect(one.width > 60)
        #expect(broken.width <= 60 && broken.height > 1.5 * one.height, "\(broken)")
        _ = chinese.finish()
        _ = german.finish()
    }

    @Test func amountsAsLocalesWriteThemAreNumericToo() {
        for amount in [
            "4\u{202F}213,25\u{00A0}€", "4.213,25 €", "US$1,234.56", "-4\u{202F}213,25\u{00A0}$US", "KWD 1.250",
            "1,250\u{00A0}KWD", "8,25\u{00A0}%", "¥4.57万", "CN¥12.00", "6425,00 US$",
        ] {
            #expect(PDFDocument.looksNumeric(amount), "\(amount)")
        }
        for text in ["R-12", "USD", "Line 9", "S2:118", "Q1", "US$", "Miete 20b", "2026年6月1日"] {
            #expect(!PDFDocument.looksNumeric(text), "\(text)")
        }
    }
}
