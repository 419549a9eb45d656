internal import CLeptonica

/// Warps a quadrilateral of an image to an upright rectangle with `pixProjectivePta`.
public enum PerspectiveCorrector {
    /// The part of `image` inside `quad`, as an upright rectangle of `quad.uprightSize`.
    ///
    /// - Parameter path: the file the image came from, named in errors.
    /// - Throws: `ImagingError` with code `decode_failed` when Leptonica cannot allocate the result.
    public static func warp(_ image: GrayImage, to quad: Quadrilateral, path: String = "") throws -> GrayImage {
        guard let pix = LeptonicaImage(gray: image) else {
            throw ImagingError(
                .decodeFailed, "\(path): could not allocate a \(image.width)x\(image.height) image", path: path)
        }
        return try warp(pix, to: quad, path: path).grayImage()
    }

    static func warp(_ image: LeptonicaImage, to quad: Quadrilateral, path: String) throws(ImagingError)
        -> LeptonicaImage
    {
        let (w, h) = quad.uprightSize
        guard w >= 8, h >= 8 else {
            throw ImagingError(
                .decodeFailed, "\(path): the page quadrilateral \(quad) is too small to warp", path: path)
        }
        // pixProjectivePta returns an image the size of its SOURCE: pad the source so the
        // upright rectangle fits (padding right/bottom leaves source coordinates unchanged).
        var source = image
        if w > image.width || h > image.height {
            source = try ImageLoader.step(
                pixAddBorderGeneral(
                    image.pix, 0, Int32(max(0, w - image.width)), 0,
                    Int32(max(0, h - image.height)), 255), "pad for the warp", path)
        }
        guard let ptas = ptaCreate(4), let ptad = ptaCreate(4) else {
            throw ImagingError(.decodeFailed, "\(path): could not allocate points", path: path)
        }
        var s: UnsafeMutablePointer<PTA>? = ptas, d: UnsafeMutablePointer<PTA>? = ptad
        defer { ptaDestroy(&s); ptaDestroy(&d) }
        for p in quad.corners { ptaAddPt(ptas, Float(p.x), Float(p.y)) }
        for (x, y) in [(0, 0), (w - 1, 0), (w - 1, h - 1), (0, h - 1)] { ptaAddPt(ptad, Float(x), Float(y)) }
        // Argument order: destination points first, then the source quadrilateral.
        let warped = try ImageLoader.step(
            pixProjectivePta(source.pix, ptad, ptas, Int32(L_BRING_IN_WHITE)), "warp the page", path)
        guard let box = boxCreate(0, 0, Int32(w), Int32(h)) else {
            throw ImagingError(.decodeFailed, "\(path): could not allocate a box", path: path)
        }
        var b: UnsafeMutablePointer<BOX>? = box
        defer { boxDestroy(&b) }
        return try ImageLoader.step(pixClipRectangle(warped.pix, box, nil), "clip the warped page", path)
    }
}
