import Invoicing
import ShoeboxCore

/// The items table of an invoice PDF: Description, Qty, Rate, Amount with fixed column widths;
/// rows wrap long descriptions, and the table continues on new pages with its header repeated.
enum InvoiceItemsTable {
    static let columns: [(key: String, width: Double, alignment: TextAlignment)] = [
        ("invoice.column.description", 0, .left), ("invoice.column.quantity", 62, .right),
        ("invoice.column.rate", 96, .right), ("invoice.column.amount", 104, .right),
    ]
    static let paddingX = 6.0, paddingY = 5.0
    static let font = "DejaVu Sans 9"

    /// Height of one line of body text.
    static func lineHeight(_ pdf: PDFDocument) -> Double { pdf.measure("0", width: 0, font: font).height }

    static func widths() -> [Double] {
        let fixed = columns.dropFirst().reduce(0) { $0 + $1.width }
        return [InvoicePDF.contentWidth - fixed] + columns.dropFirst().map(\.width)
    }

    /// Draws the table from `y`; returns the y below its last row.
    static func draw(_ pdf: PDFDocument, _ d: InvoiceDocument, y top: Double, language t: PDFLanguage) -> Double {
        let widths = widths()
        var y = top
        if y + 60 > InvoicePDF.bottom {
            pdf.newPage()
            y = continuation(pdf, d, language: t)
        }
        y = header(pdf, widths: widths, y: y, language: t)
        for (index, item) in d.items.enumerated() {
            let cells = [
                item.description, quantity(item.quantity, t), t.money(item.unitPrice, d.currency),
                t.money(item.amount, d.currency),
            ]
            // Only the description wraps; numbers fit their fixed columns on one line.
            let height =
                max(pdf.measure(cells[0], width: widths[0] - 2 * paddingX, font: font).height, lineHeight(pdf))
                + 2 * paddingY
            if y + height > InvoicePDF.bottom {
                pdf.newPage()
                y = header(pdf, widths: widths, y: continuation(pdf, d, language: t), language: t)
            }
            if index % 2 == 1 {
                pdf.fill(
                    x: InvoicePDF.margin, y: y, width: InvoicePDF.contentWidth, height: height, color: .gray(0.965))
            }
            var x = InvoicePDF.margin
            for (column, cell) in cells.enumerated() {
                pdf.text(
                    cell, x: x + paddingX, y: y + paddingY, width: widths[column] - 2 * paddingX, font: font,
                    alignment: columns[column].alignment)
                x += widths[column]
            }
            y += height
            pdf.line(x1: InvoicePDF.margin, y1: y, x2: InvoicePDF.right, y2: y, lineWidth: 0.25, gray: 0.8)
        }
        return y
    }

    /// The small heading at the top of a continuation page; returns the y below it.
    static func continuation(_ pdf: PDFDocument, _ d: InvoiceDocument, language t: PDFLanguage) -> Double {
        let y = InvoicePDF.margin
        let title = "\(t["invoice.document.\(d.type.rawValue)"]) \(d.number) — \(d.client.name)"
        let height = pdf.text(
            t["common.continued", ["title": title]], x: InvoicePDF.margin, y: y,
            width: InvoicePDF.contentWidth, font: "DejaVu Sans 9", bold: true, color: InvoicePDF.muted)
        return y + height + 10
    }

    /// The header row; a title too long for its column (German compounds) wraps and the row grows.
    static func header(_ pdf: PDFDocument, widths: [Double], y: Double, language t: PDFLanguage) -> Double {
        let titles = columns.map { t[$0.key] }
        let tallest =
            zip(titles, widths).map { title, width in
                pdf.measure(title, width: width - 2 * paddingX, font: "DejaVu Sans 9", bold: true).height
            }.max() ?? 0
        let height = max(20.0, tallest + 9)
        pdf.fill(x: InvoicePDF.margin, y: y, width: InvoicePDF.contentWidth, height: height, color: InvoicePDF.accent)
        var x = InvoicePDF.margin
        for (column, spec) in columns.enumerated() {
            pdf.text(
                titles[column], x: x + paddingX, y: y + 4.5, width: widths[column] - 2 * paddingX,
                font: "DejaVu Sans 9",
                bold: true, alignment: spec.alignment, color: .gray(1))
            x += widths[column]
        }
        return y + height
    }
}

/// Subtotal, discount, tax, total, paid and amount due, right-aligned under the items.
enum InvoiceTotalsBlock {
    static func rows(_ d: InvoiceDocument, language t: PDFLanguage) -> [(label: String, value: String, strong: Bool)] {
        let money = { (units: Int64) in t.money(units, d.currency) }
        var rows: [(String, String, Bool)] = [(t["invoice.subtotal"], money(d.totals.subtotal), false)]
        if let discount = d.discount {
            let label: String
            switch discount {
            case .percentage(let bps): label = t["invoice.discount_percent", ["percent": t.invoicePercent(bps)]]
            case .fixed: label = t["invoice.discount"]
            }
            rows.append((label, money(-d.totals.discount), false))
        }
        rows.append(
            (t["invoice.tax_percent", ["percent": t.invoicePercent(d.taxRateBasisPoints)]], money(d.totals.tax), false))
        rows.append((t["invoice.total"], money(d.totals.total), true))
        if d.type == .invoice {
            rows.append((t["invoice.paid"], money(-d.amountPaid), false))
            rows.append((t["invoice.amount_due_total"], money(d.amountDue), true))
        }
        return rows
    }

    /// Draws the block (on a new page when it does not fit); returns where it starts and ends.
    static func draw(
        _ pdf: PDFDocument, _ d: InvoiceDocument, y start: Double, language t: PDFLanguage
    ) -> (top: Double, bottom: Double) {
        let rows = rows(d, language: t)
        let rowHeight = 18.0, width = 250.0, x = InvoicePDF.right - width
        var y = start
        let needed = Double(rows.count) * rowHeight + 10 + Double(d.payments.count) * 11
        if y + needed > InvoicePDF.bottom {
            pdf.newPage()
            y = InvoiceItemsTable.continuation(pdf, d, language: t)
        }
        let top = y
        for (index, row) in rows.enumerated() {
            let last = index == rows.count - 1
            if row.strong && last {
                pdf.fill(x: x, y: y, width: width, height: rowHeight + 4, color: InvoicePDF.accent)
            } else if row.strong {
                pdf.line(x1: x, y1: y, x2: InvoicePDF.right, y2: y, lineWidth: 0.75)
            }
            let color: RGBColor = row.strong && last ? .gray(1) : .black
            let font = row.strong ? "DejaVu Sans 10" : "DejaVu Sans 9"
            pdf.text(row.label, x: x + 8, y: y + 3.5, width: 140, font: font, bold: row.strong, color: color)
            pdf.text(
                row.value, x: x + 100, y: y + 3.5, width: width - 108, font: font, bold: row.strong, alignment: .right,
                color: color)
            y += rowHeight + (last && row.strong ? 4 : 0)
        }
        if !d.payments.isEmpty {
            y += 8
            for payment in d.payments {
                let received = t[
                    "invoice.payment_received",
                    [
                        "date": t.date(payment.date), "method": t["invoice.method.\(payment.method.rawValue)"],
                        "amount": t.money(payment.amount, d.currency),
                    ]]
                y += pdf.text(
                    received,
                    x: x, y: y, width: width, font: "DejaVu Sans 8", alignment: .right, color: InvoicePDF.muted)
            }
        }
        return (top, y)
    }
}

extension InvoiceItemsTable {
    /// The quantity as written in the spec (`14.5`), with the language's decimal mark (`14,5`).
    static func quantity(_ quantity: ExactDecimal, _ t: PDFLanguage) -> String {
        guard !t.isEnglish else { return quantity.trimmed }
        let trimmed = quantity.trimmed
        let digits = trimmed.split(separator: ".").dropFirst().first?.count ?? 0
        guard let units = Int64(trimmed.replacingOccurrences(of: ".", with: "")) else { return trimmed }
        return t.format.number(units, fractionDigits: digits)
    }
}
