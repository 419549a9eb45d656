internal import CLeptonica
import Foundation

extension GrayImage {
    /// This image turned by `quarterTurns` × 90° clockwise.
    public func rotated(clockwiseQuarterTurns quarterTurns: Int) -> GrayImage {
        guard quarterTurns % 4 != 0, let pix = LeptonicaImage(gray: self),
            let turned = LeptonicaImage(taking: pix.rotated(clockwiseQuarterTurns: quarterTurns))
        else { return self }
        return turned.grayImage()
    }

    /// The `width` × `height` region whose top-left corner is (`x`, `y`), clamped to the image.
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> GrayImage {
        let x0 = Swift.max(0, Swift.min(x, width - 1)), y0 = Swift.max(0, Swift.min(y, height - 1))
        let cw = Swift.max(1, Swift.min(w, width - x0)), ch = Swift.max(1, Swift.min(h, height - y0))
        var out = [UInt8](repeating: 0, count: cw * ch)
        for row in 0..<ch {
            let from = (y0 + row) * bytesPerRow + x0
            out[(row * cw)..<(row * cw + cw)] = pixels[from..<(from + cw)]
        }
        return GrayImage(width: cw, height: ch, bytesPerRow: cw, pixels: out)
    }

    /// This image scaled (area-averaged down, linear up) so its longest side is `side`.
    public func scaled(longestSide side: Int) -> GrayImage {
        let factor = Float(side) / Float(Swift.max(width, height))
        guard factor != 1, let pix = LeptonicaImage(gray: self),
            let out = LeptonicaImage(
                taking: factor < 1 ? pixScaleAreaMap(pix.pix, factor, factor) : pixScaleGrayLI(pix.pix, factor, factor))
        else { return self }
        return out.grayImage()
    }
}

/// Writes the intermediate images of the receipt pipeline for a person to look at.
public struct DebugImageWriter: Sendable {
    /// The directory the PNGs go to (created if missing).
    public let directory: String
    /// Prefix of every file name: the input's base name without extension.
    public let baseName: String

    public init(directory: String, inputPath: String) {
        self.directory = directory
        let file = inputPath.split(separator: "/").last.map(String.init) ?? "input"
        baseName =
            file.split(separator: ".").count > 1 ? file.split(separator: ".").dropLast().joined(separator: ".") : file
    }

    /// `<directory>/<baseName>-<step>.png`.
    public func path(_ step: String) -> String { "\(directory)/\(baseName)-\(step).png" }

    /// Writes a grey image as `<baseName>-<step>.png`.
    public func write(_ image: GrayImage, step: String) throws {
        try createDirectory()
        try ImageLoader.writePNG(image, to: path(step))
    }

    /// Writes `image` in colour with the accepted quadrilateral in green, or the rejected
    /// candidate in red, as `<baseName>-<step>.png`.
    public func writeCorners(
        _ image: GrayImage, accepted: Quadrilateral?, rejected: Quadrilateral?, step: String = "1-corners"
    ) throws {
        try createDirectory()
        guard let grey = LeptonicaImage(gray: image), let colour = LeptonicaImage(taking: pixConvertTo32(grey.pix))
        else {
            throw ImagingError(.writeFailed, "\(path(step)): could not allocate the drawing", path: path(step))
        }
        if let quad = accepted ?? rejected {
            let (r, g): (UInt8, UInt8) = accepted != nil ? (0, 200) : (230, 0)
            let width = Int32(max(2, max(image.width, image.height) / 250))
            let c = quad.corners
            for i in 0..<4 {
                let a = c[i], b = c[(i + 1) % 4]
                pixRenderLineArb(colour.pix, Int32(a.x), Int32(a.y), Int32(b.x), Int32(b.y), width, r, g, 0)
            }
        }
        try ImageLoader.writePNG(colour, to: path(step))
    }

    private func createDirectory() throws {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ImagingError(
                .writeFailed, "\(directory): could not create the debug directory (\(error.localizedDescription))",
                path: directory)
        }
    }
}
