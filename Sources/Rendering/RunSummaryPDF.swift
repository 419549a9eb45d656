import Foundation

/// A one-file report: a title, a block of key/value lines and a paginated table,
/// with the page number in the footer of every page.
public enum RunSummaryPDF {
    /// Renders the report as PDF bytes. The output is deterministic for identical input.
    ///
    /// - Parameters:
    ///   - title: the heading, also stored as the PDF title.
    ///   - lines: key/value pairs shown under the title, such as ("Files", "12").
    ///   - table: a header row and body rows; the header repeats on every page.
    public static func render(
        title: String, lines: [(String, String)],
        table: (header: [String], rows: [[String]]), language t: PDFLanguage = .english
    ) -> Data {
        let pdf = PDFDocument(title: title, language: t.language)
        pdf.footer = { t["summary.footer", ["title": title, "number": t.count($0)]] }
        let left = pdf.margin
        let width = PDFDocument.pageWidth - 2 * pdf.margin
        var y = pdf.margin
        y += pdf.text(title, x: left, y: y, width: width, font: "DejaVu Sans 16", bold: true) + 10
        let keyWidth = min(160, width / 3)
        for (key, value) in lines {
            if y > PDFDocument.pageHeight - 2 * pdf.margin {
                pdf.newPage()
                y = pdf.margin
            }
            let keyHeight = pdf.text(key, x: left, y: y, width: keyWidth - 8, bold: true)
            let valueHeight = pdf.text(value, x: left + keyWidth, y: y, width: width - keyWidth)
            y += max(keyHeight, valueHeight) + 3
        }
        if !table.header.isEmpty {
            pdf.table(header: table.header, rows: table.rows, y: y + 12)
        }
        return pdf.finish()
    }
}
