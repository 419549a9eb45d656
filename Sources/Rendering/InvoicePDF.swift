import Foundation
import Invoicing
import ShoeboxCore

/// The PDF of one invoice or estimate: logo and business details, title with number and
/// status, Bill To, dates, an items table that breaks across pages with its header repeated,
/// totals, notes and terms, and a PAID or VOID mark. Deterministic for identical input.
public enum InvoicePDF {
    static let accent = RGBColor(0.12, 0.23, 0.38)
    static let muted = RGBColor.gray(0.38)
    static let margin = 48.0
    static var contentWidth: Double { PDFDocument.pageWidth - 2 * margin }
    static var right: Double { PDFDocument.pageWidth - margin }
    /// Lowest y the body may reach; the page footer sits below it.
    static var bottom: Double { PDFDocument.pageHeight - margin - 8 }

    /// Renders the document. `logoPath` is an absolute path to a PNG (nil: the business name
    /// is set as a text placeholder instead).
    public static func render(
        _ document: InvoiceDocument, business: BusinessProfile, logoPath: String?, language t: PDFLanguage = .english
    ) -> Data {
        let businessName = business.name.isEmpty ? t["invoice.your_business"] : business.name
        let pdf = PDFDocument(
            title: "\(t["invoice.document.\(document.type.rawValue)"]) \(document.number) — \(businessName)",
            margin: margin, language: t.language)
        pdf.footer = { "\(document.number) · \(businessName) · \(t["common.page", ["number": t.count($0)]])" }
        var y = header(pdf, business: business, name: businessName, logoPath: logoPath, language: t)
        y = title(pdf, document, y: y, language: t)
        y = parties(pdf, document, y: y, language: t)
        y = InvoiceItemsTable.draw(pdf, document, y: y + 18, language: t)
        let totals = InvoiceTotalsBlock.draw(pdf, document, y: y + 14, language: t)
        if document.status == .paid || document.status == .void {
            // In the blank space left of the totals, on the page that shows them.
            pdf.stamp(
                t["invoice.status.\(document.status.rawValue)"], centerX: margin + 125, centerY: totals.top + 48,
                degrees: -14, color: statusColor(document.status))
        }
        footerNotes(pdf, document, y: totals.bottom + 20, language: t)
        return pdf.finish()
    }

    /// Logo (or the name as text) on the left, business name and contact lines on the right.
    static func header(
        _ pdf: PDFDocument, business: BusinessProfile, name: String, logoPath: String?, language t: PDFLanguage
    ) -> Double {
        var leftBottom = margin
        let logo = logoPath.flatMap { pdf.image(pngAt: $0, x: margin, y: margin, maxWidth: 180, maxHeight: 64) }
        if let logo {
            leftBottom += logo.height
        } else {
            // No logo: the name itself, set as a wordmark, holds its place.
            leftBottom += pdf.text(
                name, x: margin, y: margin, width: 250, font: "DejaVu Sans 18", bold: true, color: accent)
        }
        let columnWidth = 240.0, x = right - columnWidth
        var y = margin
        if logo != nil {
            y +=
                pdf.text(name, x: x, y: y, width: columnWidth, font: "DejaVu Sans 12", bold: true, alignment: .right)
                + 2
        }
        var lines = business.addressLines
        lines += [business.cityLine, business.country, business.email, business.phone].compactMap { $0 }
        if let tax = business.taxNumber { lines.append(t["invoice.tax_id", ["id": tax]]) }
        for line in lines where !line.isEmpty {
            y += pdf.text(line, x: x, y: y, width: columnWidth, font: "DejaVu Sans 9", alignment: .right, color: muted)
        }
        let bottomY = max(leftBottom, y) + 14
        pdf.fill(x: margin, y: bottomY, width: contentWidth, height: 1.5, color: accent)
        return bottomY + 16
    }

    /// INVOICE / ESTIMATE with the number and a status label.
    static func title(_ pdf: PDFDocument, _ d: InvoiceDocument, y: Double, language t: PDFLanguage) -> Double {
        let height = pdf.text(
            t["invoice.title.\(d.type.rawValue)"], x: margin, y: y, width: 300, font: "DejaVu Sans 24", bold: true,
            color: accent)
        pdf.text(d.number, x: right - 240, y: y + 2, width: 240, font: "DejaVu Sans 13", bold: true, alignment: .right)
        let label = t["invoice.status.\(d.status.rawValue)"]
        let size = pdf.measure(label, width: 0, font: "DejaVu Sans 8", bold: true)
        let pillWidth = size.width + 14, pillY = y + 22
        pdf.fill(
            x: right - pillWidth, y: pillY, width: pillWidth, height: size.height + 6, color: statusColor(d.status))
        pdf.text(
            label, x: right - pillWidth + 7, y: pillY + 3, width: 0, font: "DejaVu Sans 8", bold: true, color: .gray(1))
        return y + max(height, 40) + 14
    }

    static func statusColor(_ status: DocumentStatus) -> RGBColor {
        switch status {
        case .paid, .accepted, .converted: RGBColor(0.13, 0.52, 0.27)
        case .overdue, .void, .declined, .expired: RGBColor(0.72, 0.13, 0.13)
        case .partial: RGBColor(0.80, 0.47, 0.05)
        case .draft: .gray(0.5)
        case .sent: accent
        }
    }

    /// Bill To on the left; dates and the amount due on the right.
    static func parties(_ pdf: PDFDocument, _ d: InvoiceDocument, y top: Double, language t: PDFLanguage) -> Double {
        var y = top
        y +=
            pdf.text(
                t[d.type == .invoice ? "invoice.bill_to" : "invoice.prepared_for"], x: margin, y: y, width: 260,
                font: "DejaVu Sans 8", bold: true, color: muted) + 3
        y += pdf.text(d.client.name, x: margin, y: y, width: 260, font: "DejaVu Sans 11", bold: true) + 1
        for line in d.client.address + [d.client.email, d.client.phone].compactMap({ $0 }) where !line.isEmpty {
            y += pdf.text(line, x: margin, y: y, width: 260, font: "DejaVu Sans 9", color: muted)
        }
        var rows: [(String, String)] = [
            (t["invoice.issue_date"], t.date(d.issueDate)),
            (t[d.type == .invoice ? "invoice.due_date" : "invoice.valid_until"], t.date(d.dueDate)),
        ]
        if let estimate = d.convertedFrom { rows.append((t["invoice.from_estimate"], estimate)) }
        rows.append(
            (
                t[d.type == .invoice ? "invoice.amount_due" : "invoice.total"],
                t.money(d.type == .invoice ? d.amountDue : d.totals.total, d.currency)
            ))
        let x = right - 220
        var ry = top
        for (index, (label, value)) in rows.enumerated() {
            let last = index == rows.count - 1
            if last {
                pdf.fill(x: x, y: ry, width: 220, height: 20, color: .gray(0.93))
                ry += 3
            }
            pdf.text(
                label, x: x + 6, y: ry, width: 110, font: "DejaVu Sans 9", bold: last, color: last ? .black : muted)
            ry +=
                pdf.text(
                    value, x: x + 100, y: ry, width: 114, font: last ? "DejaVu Sans 10" : "DejaVu Sans 9",
                    bold: last, alignment: .right) + (last ? 3 : 4)
        }
        return max(y, ry)
    }

    /// Notes and terms under the totals, breaking to a new page if needed.
    static func footerNotes(_ pdf: PDFDocument, _ d: InvoiceDocument, y top: Double, language t: PDFLanguage) {
        var blocks: [(String, String)] = []
        if let notes = d.notes { blocks.append((t["invoice.notes"], notes)) }
        let terms: String
        let due = t.date(d.dueDate)
        switch (d.type, d.status) {
        case (.invoice, .void): terms = t["invoice.terms.void"]
        case (.invoice, _): terms = d.terms ?? t["invoice.terms.due", ["date": due, "number": d.number]]
        case (.estimate, _): terms = d.terms ?? t["invoice.terms.estimate", ["date": due]]
        }
        blocks.append((t["invoice.terms"], terms))
        var y = top
        for (heading, body) in blocks {
            let needed = pdf.measure(body, width: contentWidth, font: "DejaVu Sans 9").height + 16
            if y + needed > bottom {
                pdf.newPage()
                y = margin
            }
            y +=
                pdf.text(
                    heading, x: margin, y: y, width: contentWidth, font: "DejaVu Sans 8", bold: true,
                    color: muted) + 2
            y += pdf.text(body, x: margin, y: y, width: contentWidth, font: "DejaVu Sans 9") + 10
        }
    }
}
