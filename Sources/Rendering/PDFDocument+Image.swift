internal import CPangoCairo
import Foundation

/// A small greyscale image ready to embed: its pixels (for drawing) and, when available, the
/// same image as JPEG bytes, which the PDF stores directly instead of re-compressing pixels.
public struct EmbeddedImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// `width × height` grey bytes, row-major, 0 = black.
    public var grayPixels: [UInt8]
    public var jpeg: Data?

    public init(width: Int, height: Int, grayPixels: [UInt8], jpeg: Data?) {
        precondition(width > 0 && height > 0 && grayPixels.count >= width * height, "EmbeddedImage: bad size")
        self.width = width
        self.height = height
        self.grayPixels = grayPixels
        self.jpeg = jpeg
    }
}

extension PDFDocument {
    /// Draws `image` scaled to fit inside the box at (`x`, `y`), keeping its aspect ratio, with a
    /// thin frame; returns the size drawn. Each call embeds the image once.
    @discardableResult
    public func image(_ image: EmbeddedImage, x: Double, y: Double, maxWidth: Double, maxHeight: Double) -> (
        width: Double, height: Double
    ) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let base = cairo_image_surface_get_data(surface)
        else { return (0, 0) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.grayPixels.withUnsafeBufferPointer { src in
            for row in 0..<image.height {
                let line = UnsafeMutableRawPointer(base + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<image.width {
                    let g = UInt32(src[row * image.width + column])
                    line[column] = (g << 16) | (g << 8) | g
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        if let jpeg = image.jpeg, !jpeg.isEmpty, let copy = malloc(jpeg.count) {
            jpeg.copyBytes(to: copy.assumingMemoryBound(to: UInt8.self), count: jpeg.count)
            cairo_surface_set_mime_data(
                surface, "image/jpeg", copy.assumingMemoryBound(to: UInt8.self), UInt(jpeg.count),
                { free($0) }, copy)
        }
        let scale = min(maxWidth / Double(image.width), maxHeight / Double(image.height))
        let w = Double(image.width) * scale, h = Double(image.height) * scale
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        rect(x: x, y: y, width: w, height: h, strokeWidth: 0.4)
        return (w, h)
    }
}
