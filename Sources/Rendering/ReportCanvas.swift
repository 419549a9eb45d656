import Foundation
import Reports

/// Page furniture shared by the report PDFs: a title block, section headings, paragraphs,
/// notices and tables that flow down the page and onto new pages.
final class ReportCanvas {
    let pdf: PDFDocument
    /// The language of the report's labels and figures.
    let lang: PDFLanguage
    var y: Double
    let left: Double
    let width: Double
    var bottom: Double { PDFDocument.pageHeight - pdf.margin }

    /// Starts a document with `title` (also the PDF title) and a subtitle line under it.
    init(title: String, subtitle: String, generatedFor: String, language: PDFLanguage = .english) {
        pdf = PDFDocument(title: "\(title) \u{2014} \(subtitle)", margin: 50, language: language.language)
        lang = language
        left = pdf.margin
        width = PDFDocument.pageWidth - 2 * pdf.margin
        y = pdf.margin
        pdf.footer = {
            language["report.footer", ["title": title, "subtitle": subtitle, "number": language.count($0)]]
        }
        pdf.fill(x: 0, y: 0, width: PDFDocument.pageWidth, height: 6, color: .accent)
        y += pdf.text(title, x: left, y: y, width: width, font: "DejaVu Sans 19", bold: true) + 2
        y += pdf.text(subtitle, x: left, y: y, width: width, font: "DejaVu Sans 11") + 2
        y += pdf.text(generatedFor, x: left, y: y, width: width, font: "DejaVu Sans 8") + 8
        pdf.line(x1: left, y1: y, x2: left + width, y2: y, lineWidth: 1.2, gray: 0.25)
        y += 12
    }

    /// Moves to a new page when less than `height` points are left.
    func ensure(_ height: Double) {
        if y + height > bottom { newPage() }
    }

    func newPage() {
        pdf.newPage()
        y = pdf.margin
    }

    /// A section heading with an accent bar; keeps at least `keep` points of room below it.
    func section(_ title: String, keep: Double = 60) {
        ensure(26 + keep)
        y += 6
        pdf.fill(x: left, y: y + 1, width: 3.5, height: 14, color: .accent)
        y += pdf.text(title, x: left + 9, y: y, width: width - 9, font: "DejaVu Sans 12.5", bold: true) + 6
    }

    /// Wrapped body text.
    func paragraph(_ text: String, font: String = "DejaVu Sans 9", gap: Double = 6) {
        let height = pdf.measure(text, width: width, font: font).height
        ensure(height)
        y += pdf.text(text, x: left, y: y, width: width, font: font) + gap
    }

    /// A tinted box with text, for rules, warnings and "no data".
    func notice(_ text: String, color: RGB = .warningLight, font: String = "DejaVu Sans 9") {
        let height = pdf.measure(text, width: width - 16, font: font).height + 10
        ensure(height)
        pdf.fill(x: left, y: y, width: width, height: height, color: color)
        pdf.text(text, x: left + 8, y: y + 5, width: width - 16, font: font)
        y += height + 8
    }

    /// Big figures side by side (label above value), e.g. Income / Expenses / Net.
    func keyFigures(_ figures: [(label: String, value: String)]) {
        ensure(48)
        let boxWidth = (width - Double(figures.count - 1) * 8) / Double(figures.count)
        for (i, figure) in figures.enumerated() {
            let x = left + Double(i) * (boxWidth + 8)
            pdf.fill(x: x, y: y, width: boxWidth, height: 42, color: .accentLight)
            pdf.text(figure.label, x: x + 8, y: y + 5, width: boxWidth - 16, font: "DejaVu Sans 8")
            pdf.text(figure.value, x: x + 8, y: y + 17, width: boxWidth - 16, font: "DejaVu Sans 14", bold: true)
        }
        y += 52
    }

    /// A paginated table with a repeated header.
    func table(_ header: [String], _ rows: [[String]], font: String = "DejaVu Sans 8.5") {
        var style = TableStyle()
        style.font = font
        ensure(40)
        y = pdf.table(header: header, rows: rows, y: y, style: style) + 10
    }

    func finish() -> Data { pdf.finish() }
}

extension Amounts {
    /// A category key as a heading: `legal_professional` → `Legal professional`.
    static func categoryTitle(_ key: String) -> String {
        let words = key.replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
