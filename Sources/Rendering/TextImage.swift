internal import CPangoCairo
import Foundation

/// Rasterizes lines of text to a grey PNG (black on white, monospaced): synthetic receipt
/// images for tests and samples.
public enum TextImage {
    /// Writes `lines` as a PNG at `path`, `pointSize` points at 72 dpi (1 pt = 1 px), with `margin` px around.
    ///
    /// - Returns: false when cairo could not write the file.
    @discardableResult
    public static func writePNG(lines: [String], to path: String, pointSize: Double = 28, margin: Int = 40) -> Bool {
        let lineHeight = Int(pointSize * 1.5)
        let width = margin * 2 + Int(Double(lines.map(\.count).max() ?? 1) * pointSize * 0.62)
        let height = margin * 2 + lineHeight * max(1, lines.count)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_cairo_context_set_resolution(pango_layout_get_context(layout), 72)
        let font = pango_font_description_from_string("DejaVu Sans Mono \(Int(pointSize))")
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        for (i, line) in lines.enumerated() {
            pango_layout_set_text(layout, line, -1)
            cairo_move_to(cr, Double(margin), Double(margin + i * lineHeight))
            pango_cairo_show_layout(cr, layout)
        }
        cairo_surface_flush(surface)
        return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }
}
