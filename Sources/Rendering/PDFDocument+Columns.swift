internal import CPangoCairo
import Foundation
import Localization

/// One column of `PDFDocument.columnTable`.
public struct ColumnSpec: Sendable {
    public var title: String
    /// Width in points.
    public var width: Double
    public var alignment: TextAlignment
    public init(_ title: String, width: Double, alignment: TextAlignment = .left) {
        self.title = title
        self.width = width
        self.alignment = alignment
    }
}

extension PDFDocument {
    /// A fast ledger-style table for long listings (thousands of rows): fixed column widths,
    /// one line per row (long cells end in "…"), zebra stripes, and the header repeated on every
    /// page. Each column of a page is laid out once, so cost grows with pages, not cells.
    /// Returns the `y` just below the table.
    @discardableResult
    public func columnTable(
        _ columns: [ColumnSpec], rows: [[String]], y startY: Double,
        font: String = "DejaVu Sans 7.5"
    ) -> Double {
        guard !columns.isEmpty else { return startY }
        let pad = 3.0
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_cairo_context_set_resolution(pango_layout_get_context(layout), 72)
        pango_layout_context_changed(layout)
        if language.isChinese { Self.setLanguage(language, of: layout) }
        let description = fontDescription(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        func setText(_ s: String) { s.withCString { pango_layout_set_text(layout, $0, Int32(s.utf8.count)) } }
        // In Chinese every line carries an ideographic space, so Latin-only lines take the CJK
        // font's line height too and the columns (one layout each) stay level.
        let levelMark = language.isChinese ? "\u{3000}" : ""
        setText("Ag" + levelMark)
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        let lineHeight = Double(h) / Double(PANGO_SCALE)
        let rowHeight = lineHeight + 2
        pango_layout_set_spacing(layout, Int32(2 * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        let tableWidth = columns.reduce(0) { $0 + $1.width }
        let bottom = Self.pageHeight - margin
        var y = startY
        var index = 0
        // Cut cells to about what fits before Pango sees them: ellipsizing long lines in a
        // many-line layout is what costs most; the ellipsis below stays only as a safety net.
        setText("ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789")
        pango_layout_get_size(layout, &w, &h)
        let charWidth = Double(w) / Double(PANGO_SCALE) / 37
        let limits = columns.map { max(3, Int((($0.width - 2 * pad) / charWidth).rounded(.down))) }
        let clean = rows.map { row in
            row.enumerated().map { c, cell in Self.singleLine(cell, limit: c < limits.count ? limits[c] : 40) }
        }
        repeat {
            if y + 2 * rowHeight + 4 > bottom { newPage(); y = margin }
            // header
            fill(x: margin, y: y, width: tableWidth, height: rowHeight + 3, color: RGB.accentLight)
            var x = margin
            for column in columns {
                text(
                    column.title, x: x + pad, y: y + 1.5, width: column.width - 2 * pad, font: font, bold: true,
                    alignment: column.alignment)
                x += column.width
            }
            y += rowHeight + 3
            line(x1: margin, y1: y, x2: margin + tableWidth, y2: y, lineWidth: 0.6, gray: 0.3)
            let fit = max(1, Int((bottom - y) / rowHeight))
            let chunk = clean[index..<min(clean.count, index + fit)]
            for (i, _) in chunk.enumerated() where i % 2 == 1 {
                fill(
                    x: margin, y: y + Double(i) * rowHeight, width: tableWidth, height: rowHeight,
                    color: RGB(0.965, 0.965, 0.965))
            }
            x = margin
            cairo_set_source_rgb(cr, 0, 0, 0)
            for (c, column) in columns.enumerated() {
                let body = chunk.map { row in
                    let cell = c < row.count ? Self.drawable(row[c]) : ""
                    return levelMark.isEmpty ? cell : column.alignment == .right ? levelMark + cell : cell + levelMark
                }.joined(separator: "\n")
                pango_layout_set_width(
                    layout, column.alignment == .left ? -1 : Int32((column.width - 2 * pad) * Double(PANGO_SCALE)))
                pango_layout_set_alignment(
                    layout,
                    column.alignment == .right
                        ? PANGO_ALIGN_RIGHT : column.alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
                setText(body)
                cairo_move_to(cr, x + pad, y + 1)
                pango_cairo_show_layout(cr, layout)
                x += column.width
            }
            y += Double(chunk.count) * rowHeight
            index += chunk.count
        } while index < clean.count
        line(x1: margin, y1: y, x2: margin + tableWidth, y2: y, lineWidth: 0.6, gray: 0.3)
        return y + 8
    }

    /// `cell` on one line, cut to `limit` characters with a trailing ellipsis.
    static func singleLine(_ cell: String, limit: Int) -> String {
        var text = cell
        if text.contains(where: { $0.isNewline || $0 == "\t" }) {
            text = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        }
        // Han, kana and Hangul are about twice as wide as a Latin letter: they count twice.
        var used = 0
        for (offset, character) in text.enumerated() {
            used += TextWidth.isWide(character) ? 2 : 1
            if used > limit { return String(text.prefix(max(0, offset - 1))) + "\u{2026}" }
        }
        return text
    }
}
