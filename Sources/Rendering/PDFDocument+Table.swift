/// Fonts and spacing for `PDFDocument.table`.
public struct TableStyle: Sendable {
    /// Font for body cells.
    public var font = "DejaVu Sans 9"
    /// Horizontal padding inside each cell, in points.
    public var paddingX = 4.0
    /// Vertical padding inside each cell, in points.
    public var paddingY = 3.0
    /// Fill of the header row, 0 (black) ... 1 (white).
    public var headerGray = 0.88

    public init() {}
}

extension PDFDocument {
    /// Draws a table across the content width starting at `y`, and returns the `y` just below it.
    ///
    /// Column widths follow the widest cell of each column, scaled to fill the width; cells wrap
    /// when needed. Columns whose every cell looks like a number or an amount are right-aligned.
    /// The table breaks onto new pages as needed and repeats the header row at the top of each.
    /// Rows with fewer cells than the header are padded with blanks; extra cells are dropped.
    @discardableResult
    public func table(header: [String], rows: [[String]], y: Double, style: TableStyle = TableStyle()) -> Double {
        guard !header.isEmpty else { return y }
        let rows = rows.map { row in (0..<header.count).map { $0 < row.count ? row[$0] : "" } }
        let widths = columnWidths(header: header, rows: rows, style: style)
        let alignments = (0..<header.count).map { column in
            rows.allSatisfy { Self.looksNumeric($0[column]) } && !rows.isEmpty ? TextAlignment.right : .left
        }
        let bottom = Self.pageHeight - margin
        var y = y
        let headerHeight = rowHeight(header, widths: widths, bold: true, style: style)
        func drawHeader() {
            drawRow(
                header, widths: widths, alignments: alignments, y: y, height: headerHeight,
                bold: true, style: style)
            y += headerHeight
        }
        if y + headerHeight + (rows.first.map { rowHeight($0, widths: widths, bold: false, style: style) } ?? 0)
            > bottom
        {
            newPage()
            y = margin
        }
        drawHeader()
        for row in rows {
            let height = rowHeight(row, widths: widths, bold: false, style: style)
            if y + height > bottom, y > margin + headerHeight {
                newPage()
                y = margin
                drawHeader()
            }
            drawRow(row, widths: widths, alignments: alignments, y: y, height: height, bold: false, style: style)
            y += height
        }
        return y
    }

    private func columnWidths(header: [String], rows: [[String]], style: TableStyle) -> [Double] {
        let available = Self.pageWidth - 2 * margin
        let natural = header.indices.map { column in
            let cells = rows.map { measure($0[column], width: 0, font: style.font).width }
            let head = measure(header[column], width: 0, font: style.font, bold: true).width
            return max(cells.max() ?? 0, head, 8) + 2 * style.paddingX
        }
        let total = natural.reduce(0, +)
        if total <= available { return natural.map { $0 * available / total } }
        // Too wide: a number never wraps, so numeric columns first keep the width of their widest
        // cell (their header may wrap); then narrow columns keep their natural width, wide ones
        // share what is left and wrap.
        var widths = natural
        var remaining = available
        var open = Double(natural.count)
        let numeric = header.indices.filter { column in
            !rows.isEmpty && rows.allSatisfy { Self.looksNumeric($0[column]) }
        }
        for column in numeric {
            let cells = rows.map { measure($0[column], width: 0, font: style.font).width }.max() ?? 0
            let width = min(cells + 2 * style.paddingX, remaining / open)
            widths[column] = width
            remaining -= width
            open -= 1
        }
        for column in natural.indices.filter({ !numeric.contains($0) }).sorted(by: { natural[$0] < natural[$1] }) {
            widths[column] = min(natural[column], remaining / open)
            remaining -= widths[column]
            open -= 1
        }
        return widths
    }

    private func rowHeight(_ cells: [String], widths: [Double], bold: Bool, style: TableStyle) -> Double {
        let heights = cells.indices.map { i in
            measure(cells[i], width: widths[i] - 2 * style.paddingX, font: style.font, bold: bold).height
        }
        return (heights.max() ?? 0) + 2 * style.paddingY
    }

    private func drawRow(
        _ cells: [String], widths: [Double], alignments: [TextAlignment], y: Double,
        height: Double, bold: Bool, style: TableStyle
    ) {
        let width = widths.reduce(0, +)
        if bold {
            rect(x: margin, y: y, width: width, height: height, fillGray: style.headerGray, strokeWidth: 0)
        }
        var x = margin
        for (i, cell) in cells.enumerated() {
            text(
                cell, x: x + style.paddingX, y: y + style.paddingY, width: widths[i] - 2 * style.paddingX,
                font: style.font, bold: bold, alignment: alignments[i])
            x += widths[i]
        }
        line(
            x1: margin, y1: y + height, x2: margin + width, y2: y + height,
            lineWidth: bold ? 0.75 : 0.25, gray: bold ? 0 : 0.6)
    }

    /// True for blanks and for amounts such as `42.17`, `-1,234.50`, `(12.00)`, `$9.99`, `15%`,
    /// `12.00-`; false for dates such as `2024-03-21` and for words.
    static func looksNumeric(_ cell: String) -> Bool {
        plainNumeric(cell) || localizedAmount(cell)
    }

    /// Amounts as a locale writes them: `4 213,25 €`, `4.213,25 $`, `US$1,234.56`, `-4 213,25 $US`,
    /// `KWD 1.250`, `8,25 %`, `¥4.57万` (no-break spaces included). Letters count only beside a
    /// currency symbol (`US$`, `$US`, `CN¥`) or as a three-letter currency code.
    static func localizedAmount(_ cell: String) -> Bool {
        let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}"]
        var body = Substring(String(cell.map { spaces.contains($0) ? " " : $0 }).trimmingCharacters(in: .whitespaces))
        guard body.contains(where: \.isNumber) else { return false }
        func isSymbol(_ c: Character) -> Bool {
            c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol }
        }
        /// Strips a run of letters and currency symbols from one end when it holds a symbol or is an ISO code.
        func stripAffix(_ text: inout Substring, fromStart: Bool) {
            let run =
                fromStart
                ? text.prefix { $0.isLetter || isSymbol($0) }
                : Substring(text.reversed().prefix { $0.isLetter || isSymbol($0) })
            let isCode = run.count == 3 && run.allSatisfy { $0.isUppercase && $0.isASCII }
            guard !run.isEmpty, run.contains(where: isSymbol) || isCode else { return }
            text = fromStart ? text.dropFirst(run.count) : text.dropLast(run.count)
        }
        while let first = body.first, "-+\u{2212}(".contains(first) { body.removeFirst() }
        stripAffix(&body, fromStart: true)
        body = body.drop { $0 == " " }
        while let last = body.last, ")%万亿萬億".contains(last) || last == " " { body.removeLast() }
        stripAffix(&body, fromStart: false)
        body = Substring(body.trimmingCharacters(in: .whitespaces))
        while let last = body.last, ")%".contains(last) || last == " " { body.removeLast() }
        return body.first?.isNumber == true && body.last?.isNumber == true
            && body.allSatisfy { $0.isNumber || $0 == "," || $0 == "." || $0 == " " }
    }

    /// The original rule for plain numbers and dollar amounts.
    static func plainNumeric(_ cell: String) -> Bool {
        var body = Substring(cell.trimmingCharacters(in: .whitespaces))
        if body.isEmpty { return true }
        let prefixes = Set("-+\u{2212}($€£¥ "), suffixes = Set("-\u{2212})% ")
        while let first = body.first, prefixes.contains(first) { body.removeFirst() }
        while let last = body.last, suffixes.contains(last) { body.removeLast() }
        return body.first?.isNumber == true && body.allSatisfy { $0.isNumber || $0 == "," || $0 == "." || $0 == " " }
    }
}
