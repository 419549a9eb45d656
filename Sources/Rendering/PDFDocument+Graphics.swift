internal import CPangoCairo
import Foundation

/// A colour for drawing, components 0 ... 1.
public struct RGBColor: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A gray from 0 (black) to 1 (white).
    public static func gray(_ level: Double) -> RGBColor { RGBColor(level, level, level) }
    public static let black = RGBColor(0, 0, 0)
}

extension PDFDocument {
    /// Draws `s` like `text(_:x:y:width:font:bold:alignment:)`, in `color`; returns the height used.
    @discardableResult
    public func text(
        _ s: String, x: Double, y: Double, width: Double, font: String = "DejaVu Sans 10",
        bold: Bool = false, alignment: TextAlignment = .left, color: RGBColor
    ) -> Double {
        precondition([x, y, width].allSatisfy(\.isFinite), "PDFDocument: non-finite coordinate")
        let size = prepare(s, width: width, font: font, bold: bold, alignment: alignment)
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
        cairo_set_source_rgb(cr, 0, 0, 0)
        return size.height
    }

    /// Fills a rectangle with `color` (no outline).
    public func fill(x: Double, y: Double, width: Double, height: Double, color: RGBColor) {
        precondition([x, y, width, height].allSatisfy(\.isFinite), "PDFDocument: non-finite coordinate")
        cairo_set_source_rgb(cr, color.red, color.green, color.blue)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
    }

    /// Large text in a box, rotated by `degrees` around (`centerX`, `centerY`), drawn with
    /// `opacity` — the PAID / VOID mark across a page. The text stays real, searchable text.
    public func stamp(
        _ s: String, centerX: Double, centerY: Double, degrees: Double, color: RGBColor,
        font: String = "DejaVu Sans 44", opacity: Double = 0.55
    ) {
        precondition([centerX, centerY, degrees, opacity].allSatisfy(\.isFinite), "PDFDocument: non-finite coordinate")
        let size = prepare(s, width: 0, font: font, bold: true, alignment: .left)
        let padX = size.height * 0.35, padY = size.height * 0.12
        cairo_save(cr)
        cairo_translate(cr, centerX, centerY)
        cairo_rotate(cr, degrees * Double.pi / 180)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, opacity)
        cairo_set_line_width(cr, 3)
        cairo_rectangle(
            cr, -size.width / 2 - padX, -size.height / 2 - padY, size.width + 2 * padX, size.height + 2 * padY)
        cairo_stroke(cr)
        cairo_move_to(cr, -size.width / 2, -size.height / 2)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }

    /// Draws the PNG at `path` scaled to fit inside `maxWidth` × `maxHeight` (never enlarged),
    /// top-left at (`x`, `y`); returns the drawn size, or nil when the file is not a readable PNG.
    /// Decoded images are cached per path and modification time, so a logo on many documents is
    /// decoded once.
    @discardableResult
    public func image(pngAt path: String, x: Double, y: Double, maxWidth: Double, maxHeight: Double) -> (
        width: Double, height: Double
    )? {
        guard let image = PNGCache.shared.surface(path: path) else { return nil }
        let width = Double(cairo_image_surface_get_width(image)), height = Double(cairo_image_surface_get_height(image))
        guard width > 0, height > 0 else { return nil }
        let scale = min(1, maxWidth / width, maxHeight / height)
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        return (width * scale, height * scale)
    }
}

/// Decoded PNG surfaces kept for the life of the process (a handful of logos at most); never
/// freed, since a PDF being drawn may still reference one.
final class PNGCache: @unchecked Sendable {
    static let shared = PNGCache()
    private let lock = NSLock()
    private var surfaces: [String: OpaquePointer] = [:]

    func surface(path: String) -> OpaquePointer? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        let key = "\(path)|\(modified.timeIntervalSince1970)|\(attributes[.size] ?? 0)"
        lock.lock()
        defer { lock.unlock() }
        if let cached = surfaces[key] { return cached }
        guard let image = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(image)
            return nil
        }
        surfaces[key] = image
        return image
    }
}
