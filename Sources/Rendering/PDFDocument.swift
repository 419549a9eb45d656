internal import CPangoCairo
import Foundation
import Localization
import ShoeboxCore

/// How a block of text sits inside its width.
public enum TextAlignment: Sendable {
    case left, center, right
}

/// A PDF being drawn in memory: US Letter pages (612 x 792 pt, origin top-left, y down),
/// real searchable text laid out by Pango with embedded font subsets.
///
/// Output is deterministic: the same drawing calls give byte-identical files, because the
/// creation and modification dates are fixed metadata rather than the clock.
/// Not thread-safe; use one document per task.
public final class PDFDocument {
    /// Page width in points (US Letter).
    public static let pageWidth = 612.0
    /// Page height in points (US Letter).
    public static let pageHeight = 792.0
    /// The date written as both creation and modification date unless another is given.
    public static let fixedDate = "2000-01-01T00:00:00Z"

    /// The margin on every side, in points; drawing helpers such as `table` respect it.
    public let margin: Double
    /// The page currently being drawn, starting at 1.
    public private(set) var pageNumber = 1
    /// Text drawn centred in the bottom margin of every page as it is ended; receives the page number.
    public var footer: ((Int) -> String)?
    /// The language of the document's text (fonts and line breaking follow it).
    public let language: Language

    private let sink = Sink()
    private let surface: OpaquePointer
    let cr: OpaquePointer  // internal: drawing extensions in this module (charts, images, stamps) use it
    let layout: OpaquePointer
    private var result: Data?

    /// Starts an empty document.
    ///
    /// - Parameters:
    ///   - title: the document title shown by PDF viewers.
    ///   - date: ISO 8601 date (`YYYY-MM-DDThh:mm:ss[Z]`) stored as creation and modification date.
    ///   - margin: page margin in points.
    ///   - language: the language of the text; Chinese adds its CJK font after the Latin one (embedded
    ///     like every font) and Pango's line breaking for that language. English and the Latin
    ///     languages draw exactly as before.
    public init(
        title: String, date: String = PDFDocument.fixedDate, margin: Double = 54, language: Language = .english
    ) {
        let stream = cairo_pdf_surface_create_for_stream(
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque(), Self.pageWidth, Self.pageHeight)!
        precondition(cairo_surface_status(stream) == CAIRO_STATUS_SUCCESS, "cairo could not create a PDF surface")
        cairo_pdf_surface_set_metadata(stream, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(stream, CAIRO_PDF_METADATA_CREATOR, "Shoebox")
        cairo_pdf_surface_set_metadata(stream, CAIRO_PDF_METADATA_CREATE_DATE, date)
        cairo_pdf_surface_set_metadata(stream, CAIRO_PDF_METADATA_MOD_DATE, date)
        surface = stream
        cr = cairo_create(stream)!
        layout = pango_cairo_create_layout(cr)!
        // Pango assumes 96 dpi; at 72 dpi one font point is one PDF point.
        pango_cairo_context_set_resolution(pango_layout_get_context(layout), 72)
        pango_layout_context_changed(layout)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        self.language = language
        if language.isChinese { Self.setLanguage(language, of: layout) }
        self.margin = margin
    }

    deinit {
        // `sink` is still alive here, so a document dropped without finish() is flushed safely.
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Draws `s` with its top-left corner at (`x`, `y`), wrapping at `width` points
    /// (no wrapping when `width <= 0`), and returns the height used in points.
    ///
    /// - Parameter font: a Pango font description such as `"DejaVu Sans 10"`.
    @discardableResult
    public func text(
        _ s: String, x: Double, y: Double, width: Double, font: String = "DejaVu Sans 10",
        bold: Bool = false, alignment: TextAlignment = .left
    ) -> Double {
        requireOpen([x, y, width])
        let size = prepare(s, width: width, font: font, bold: bold, alignment: alignment)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
        return size.height
    }

    /// The size `text` would use for the same arguments, without drawing.
    public func measure(
        _ s: String, width: Double, font: String = "DejaVu Sans 10",
        bold: Bool = false
    ) -> (width: Double, height: Double) {
        requireOpen([width])
        return prepare(s, width: width, font: font, bold: bold, alignment: .left)
    }

    /// Strokes a straight line; `gray` is 0 (black) ... 1 (white).
    public func line(x1: Double, y1: Double, x2: Double, y2: Double, lineWidth: Double = 0.5, gray: Double = 0) {
        requireOpen([x1, y1, x2, y2, lineWidth, gray])
        cairo_set_source_rgb(cr, gray, gray, gray)
        cairo_set_line_width(cr, lineWidth)
        cairo_move_to(cr, x1, y1)
        cairo_line_to(cr, x2, y2)
        cairo_stroke(cr)
    }

    /// Fills (when `fillGray` is set) and then strokes (when `strokeWidth > 0`, in black) a rectangle.
    public func rect(
        x: Double, y: Double, width: Double, height: Double,
        fillGray: Double? = nil, strokeWidth: Double = 0.5
    ) {
        requireOpen([x, y, width, height, strokeWidth, fillGray ?? 0])
        if let fillGray {
            cairo_set_source_rgb(cr, fillGray, fillGray, fillGray)
            cairo_rectangle(cr, x, y, width, height)
            cairo_fill(cr)
        }
        if strokeWidth > 0 {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_set_line_width(cr, strokeWidth)
            cairo_rectangle(cr, x, y, width, height)
            cairo_stroke(cr)
        }
    }

    /// Ends the current page and starts a new, empty one.
    public func newPage() {
        requireOpen([])
        drawFooter()
        cairo_show_page(cr)
        pageNumber += 1
    }

    /// Writes the PDF trailer and returns the file. Later calls return the same bytes;
    /// drawing after `finish` is a programming error. Without a `footer`, a trailing page
    /// with nothing drawn on it is dropped (unless it is the only page).
    public func finish() -> Data {
        if let result { return result }
        drawFooter()
        cairo_surface_finish(surface)  // the trailer is written only now, through `sink`
        let status = cairo_surface_status(surface)
        precondition(status == CAIRO_STATUS_SUCCESS, "cairo failed: \(String(cString: cairo_status_to_string(status)))")
        result = sink.data
        return sink.data
    }

    // MARK: - Internals

    /// Receives the PDF bytes from cairo's write callback; owned by the document so it
    /// outlives `cairo_surface_finish`.
    private final class Sink {
        var data = Data()
    }

    private func drawFooter() {
        guard let footer else { return }
        text(
            footer(pageNumber), x: margin, y: Self.pageHeight - margin + 14, width: Self.pageWidth - 2 * margin,
            font: "DejaVu Sans 8", alignment: .center)
    }

    private func requireOpen(_ values: [Double]) {
        precondition(result == nil, "PDFDocument: drawing after finish()")
        precondition(values.allSatisfy(\.isFinite), "PDFDocument: non-finite coordinate in \(values)")
    }

    /// Longest text drawn in one piece: a longer one (a 1 MB name or description) is cut with `…`,
    /// so Pango's layout stays fast whatever a stored row holds.
    static let maximumDrawnCharacters = 2_000

    /// `s`, cut to `maximumDrawnCharacters` with `…`.
    static func drawable(_ s: String) -> String {
        guard s.utf8.count > maximumDrawnCharacters else { return s }
        let prefix = s.prefix(maximumDrawnCharacters)
        return prefix.count < s.count ? String(prefix) + "…" : s
    }

    /// Sets text, font, width and alignment on the shared layout; returns its logical size in points.
    func prepare(
        _ s: String, width: Double, font: String, bold: Bool,
        alignment: TextAlignment
    ) -> (width: Double, height: Double) {
        let description = fontDescription(font)
        if bold { pango_font_description_set_weight(description, PANGO_WEIGHT_BOLD) }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_width(layout, width > 0 ? Int32(width * Double(PANGO_SCALE)) : -1)
        pango_layout_set_alignment(layout, alignment.pango)
        let drawable = Self.drawable(s)
        let clean = drawable.contains("\0") ? drawable.replacingOccurrences(of: "\0", with: "") : drawable
        clean.withCString { pango_layout_set_text(layout, $0, Int32(clean.utf8.count)) }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_size(layout, &w, &h)
        return (Double(w) / Double(PANGO_SCALE), Double(h) / Double(PANGO_SCALE))
    }
}

extension PDFDocument {
    /// A Pango font description for `font` (`"DejaVu Sans 10"`), with the document's Han font
    /// appended to the family list: Latin text keeps its font, Chinese characters get theirs.
    /// The caller frees it with `pango_font_description_free`.
    func fontDescription(_ font: String) -> OpaquePointer {
        let description = pango_font_description_from_string(font)!
        if let hanFontFamily = language.hanFontFamily, let family = pango_font_description_get_family(description) {
            let families = String(cString: family) + "," + hanFontFamily
            pango_font_description_set_family(description, families)
        }
        return description
    }

    /// Tells Pango the text's language, so line breaking and glyph choice follow it.
    static func setLanguage(_ language: Language, of layout: OpaquePointer) {
        let tag = language == .simplifiedChinese ? "zh-cn" : "zh-tw"
        pango_context_set_language(pango_layout_get_context(layout), pango_language_from_string(tag))
        pango_layout_context_changed(layout)
    }
}

extension TextAlignment {
    fileprivate var pango: PangoAlignment {
        switch self {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}
