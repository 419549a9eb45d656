internal import CLeptonica

/// Owns one Leptonica `PIX*`: created only from a non-nil pointer, destroyed in `deinit`.
/// Internal: Leptonica types never leave this module.
final class LeptonicaImage {
    private(set) var pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix`; returns nil (and owns nothing) when `pix` is nil.
    init?(taking pix: UnsafeMutablePointer<PIX>?) {
        guard let pix else { return nil }
        self.pix = pix
    }

    deinit {
        var p: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&p)
    }

    var width: Int { Int(pixGetWidth(pix)) }
    var height: Int { Int(pixGetHeight(pix)) }
    var depth: Int { Int(pixGetDepth(pix)) }

    /// Copies an 8 bpp Leptonica image into a tightly packed `GrayImage`.
    /// Leptonica stores pixels in 32-bit words, most significant byte first,
    /// so on little-endian machines byte `x` of a row lives at offset `x ^ 3`.
    func grayImage() -> GrayImage {
        precondition(depth == 8, "grayImage() needs 8 bpp, got \(depth)")
        let w = width, h = height, wpl = Int(pixGetWpl(pix))
        let base = UnsafeRawPointer(pixGetData(pix)!)
        var out = [UInt8](repeating: 0, count: w * h)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = base.advanced(by: y * wpl * 4).assumingMemoryBound(to: UInt8.self)
                for x in 0..<w { dst[y * w + x] = row[Self.byteOffset(x)] }
            }
        }
        return GrayImage(width: w, height: h, bytesPerRow: w, pixels: out)
    }

    /// Builds an 8 bpp Leptonica image from a `GrayImage`; nil if Leptonica cannot allocate it.
    convenience init?(gray image: GrayImage) {
        self.init(taking: pixCreate(Int32(image.width), Int32(image.height), 8))
        let wpl = Int(pixGetWpl(pix))
        let base = UnsafeMutableRawPointer(pixGetData(pix)!)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                let row = base.advanced(by: y * wpl * 4).assumingMemoryBound(to: UInt8.self)
                for x in 0..<image.width { row[Self.byteOffset(x)] = src[y * image.bytesPerRow + x] }
            }
        }
    }

    @inline(__always) private static func byteOffset(_ x: Int) -> Int {
        #if _endian(little)
            return x ^ 3
        #else
            return x
        #endif
    }
}
