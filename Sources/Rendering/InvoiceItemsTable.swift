import Invoicing
import ShoeboxCore

/// The items table of an invoice PDF: Description, Qty, Rate, Amount with fixed column widths;
/// rows wrap long descriptions, and the table continues on new pages with its header repeated.
enum InvoiceItemsTable {
    static let columns: [(title: String, width: Double, alignment: TextAlignment)] = [
        ("Description", 0, .left), ("Qty", 62, .right), ("Rate", 96, .right), ("Amount", 104, .right),
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
    static func draw(_ pdf: PDFDocument, _ d: InvoiceDocument, y top: Double) -> Double {
        let widths = widths()
        var y = top
        if y + 60 > InvoicePDF.bottom {
            pdf.newPage()
            y = continuation(pdf, d)
        }
        y = header(pdf, widths: widths, y: y)
        for (index, item) in d.items.enumerated() {
            let cells = [
                item.description, item.quantity.trimmed, CurrencyFormat.format(item.unitPrice, d.currency),
                CurrencyFormat.format(item.amount, d.currency),
            ]
            // Only the description wraps; numbers fit their fixed columns on one line.
            let height =
                max(pdf.measure(cells[0], width: widths[0] - 2 * paddingX, font: font).height, lineHeight(pdf))
                + 2 * paddingY
            if y + height > InvoicePDF.bottom {
                pdf.newPage()
                y = header(pdf, widths: widths, y: continuation(pdf, d))
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
    static func continuation(_ pdf: PDFDocument, _ d: InvoiceDocument) -> Double {
        let y = InvoicePDF.margin
        let height = pdf.text(
            "\(d.type.title.capitalized) \(d.number) — \(d.client.name) (continued)", x: InvoicePDF.margin, y: y,
            width: InvoicePDF.contentWidth, font: "DejaVu Sans 9", bold: true, color: InvoicePDF.muted)
        return y + height + 10
    }

    static func header(_ pdf: PDFDocument, widths: [Double], y: Double) -> Double {
        let height = 20.0
        pdf.fill(x: InvoicePDF.margin, y: y, width: InvoicePDF.contentWidth, height: height, color: InvoicePDF.accent)
        var x = InvoicePDF.margin
        for (column, spec) in columns.enumerated() {
            pdf.text(
                spec.title, x: x + paddingX, y: y + 4.5, width: widths[column] - 2 * paddingX, font: "DejaVu Sans 9",
                bold: true, alignment: spec.alignment, color: .gray(1))
            x += widths[column]
        }
        return y + height
    }
}

/// Subtotal, discount, tax, total, paid and amount due, right-aligned under the items.
enum InvoiceTotalsBlock {
    static func rows(_ d: InvoiceDocument) -> [(label: String, value: String, strong: Bool)] {
        let money = { (units: Int64) in CurrencyFormat.format(units, d.currency) }
        var rows: [(String, String, Bool)] = [("Subtotal", money(d.totals.subtotal), false)]
        if let discount = d.discount {
            let label: String
            switch discount {
            case .percentage(let bps): label = "Discount (\(CurrencyFormat.percent(basisPoints: bps)))"
            case .fixed: label = "Discount"
            }
            rows.append((label, money(-d.totals.discount), false))
        }
        rows.append(("Tax (\(CurrencyFormat.percent(basisPoints: d.taxRateBasisPoints)))", money(d.totals.tax), false))
        rows.append(("Total", money(d.totals.total), true))
        if d.type == .invoice {
            rows.append(("Paid", money(-d.amountPaid), false))
            rows.append(("Amount Due", money(d.amountDue), true))
        }
        return rows
    }

    /// Draws the block (on a new page when it does not fit); returns where it starts and ends.
    static func draw(_ pdf: PDFDocument, _ d: InvoiceDocument, y start: Double) -> (top: Double, bottom: Double) {
        let rows = rows(d)
        let rowHeight = 18.0, width = 250.0, x = InvoicePDF.right - width
        var y = start
        let needed = Double(rows.count) * rowHeight + 10 + Double(d.payments.count) * 11
        if y + needed > InvoicePDF.bottom {
            pdf.newPage()
            y = InvoiceItemsTable.continuation(pdf, d)
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
                let method = payment.method.rawValue.replacingOccurrences(of: "_", with: " ")
                y += pdf.text(
                    "Payment received \(payment.date) (\(method)): \(CurrencyFormat.format(payment.amount, d.currency))",
                    x: x, y: y, width: width, font: "DejaVu Sans 8", alignment: .right, color: InvoicePDF.muted)
            }
        }
        return (top, y)
    }
}
