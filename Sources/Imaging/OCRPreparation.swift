internal import CLeptonica

/// An image ready for Tesseract, and what was done to it.
public struct PreparedPage: Sendable {
    /// Grey, background-normalized (paper ≈ 200, ink dark), deskewed, scaled so text is at
    /// least `targetTextHeight` and at most `maxTextHeight` px high.
    public var image: GrayImage
    /// The skew that was removed, in degrees (0 when none was found with confidence).
    public var skewDegrees: Double
    /// The scale applied to the input (1 = unchanged).
    public var scale: Double
    /// Median height of character-sized connected components before scaling (0 if unknown).
    public var textHeight: Int
    /// The input turned by `skewDegrees`, before normalization and scaling: the page's geometry at
    /// `1 / scale` on the input's own grey levels (nil when no skew was removed: the input itself).
    public var deskewed: GrayImage?
}

/// Deskew, background normalization and scaling to a good OCR text size. Binarization is
/// left to Tesseract (see `binarizedPreview`).
public enum OCRPreparation {
    /// Median character height small text is scaled up to, in pixels (photos with text
    /// below this read worse; 24 px read better than 20).
    public static let targetTextHeight = 24
    /// Median character height above which a page is scaled down to it, in pixels. Text
    /// between `targetTextHeight` and this is left at its native size: downscaling sharp
    /// flat scans to 24 px merged strokes and cost characters.
    public static let maxTextHeight = 45

    /// Prepares `image` for OCR. Never fails on a valid image: a step Leptonica cannot do is skipped.
    public static func prepare(
        _ image: GrayImage, targetTextHeight: Int = targetTextHeight,
        maxTextHeight: Int = maxTextHeight
    ) -> PreparedPage {
        guard let pix = LeptonicaImage(gray: image) else {
            return PreparedPage(image: image, skewDegrees: 0, scale: 1, textHeight: 0)
        }
        let prepared = prepare(pix, targetTextHeight: targetTextHeight, maxTextHeight: maxTextHeight)
        return PreparedPage(
            image: prepared.image.grayImage(), skewDegrees: prepared.skew, scale: prepared.scale,
            textHeight: prepared.textHeight, deskewed: prepared.deskewed?.grayImage())
    }

    static func prepare(_ image: LeptonicaImage, targetTextHeight: Int, maxTextHeight: Int) -> (
        image: LeptonicaImage, skew: Double, scale: Double, textHeight: Int, deskewed: LeptonicaImage?
    ) {
        var angle: Float = 0, confidence: Float = 0
        let deskewed = LeptonicaImage(taking: pixFindSkewAndDeskew(image.pix, 2, &angle, &confidence)) ?? image
        let skew = deskewed === image ? 0 : Double(angle)
        let normalized = LeptonicaImage(taking: pixBackgroundNormSimple(deskewed.pix, nil, nil)) ?? deskewed
        let turned = deskewed === image ? nil : deskewed
        guard let firstPass = binarize(normalized) else { return (normalized, skew, 1, 0, turned) }
        let height = medianTextHeight(firstPass)
        var scale = Self.scale(
            forTextHeight: height, lowest: targetTextHeight, highest: max(targetTextHeight, maxTextHeight))
        scale = min(2.5, max(0.3, scale))
        // Keep the result within ~8 MP so memory and OCR time stay bounded.
        let pixels = Double(normalized.width * normalized.height) * scale * scale
        if pixels > 8_000_000 { scale *= (8_000_000 / pixels).squareRoot() }
        var scaled = normalized
        if abs(scale - 1) > 0.12,
            let s = LeptonicaImage(
                taking: scale > 1
                    ? pixScaleGrayLI(normalized.pix, Float(scale), Float(scale))
                    : pixScaleAreaMap(normalized.pix, Float(scale), Float(scale)))
        {
            scaled = s
        } else {
            scale = 1
        }
        return (scaled, skew, scale, height, turned)
    }

    /// The factor that brings a median text height into `lowest...highest` (1 when already
    /// inside, or when the height is unknown).
    static func scale(forTextHeight height: Int, lowest: Int, highest: Int) -> Double {
        guard height > 0 else { return 1 }
        if height < lowest { return Double(lowest) / Double(height) }
        if height > highest { return Double(highest) / Double(height) }
        return 1
    }

    /// What Tesseract's own global Otsu makes of a prepared page, black on white, for
    /// `--debug-dir`. The pipeline hands Tesseract the normalized grey image and lets it
    /// binarize: on the development receipts that read better than Leptonica's Sauvola or
    /// Otsu applied beforehand (mean confidence 69 vs 54 and 59 on a mixed sample).
    public static func binarizedPreview(_ page: GrayImage) -> GrayImage {
        guard let pix = LeptonicaImage(gray: page), let binary = binarize(pix, scoreFraction: 0),
            let eight = to8(binary)
        else { return page }
        return eight.grayImage()
    }

    /// Global Otsu on a background-normalized image (1 bpp, 1 = ink).
    private static func binarize(_ image: LeptonicaImage, scoreFraction: Float = 0.1) -> LeptonicaImage? {
        var binary: UnsafeMutablePointer<PIX>? = nil
        guard
            pixOtsuAdaptiveThreshold(
                image.pix, pixGetWidth(image.pix), pixGetHeight(image.pix), 0, 0, scoreFraction, nil, &binary) == 0
        else {
            return nil
        }
        return LeptonicaImage(taking: binary)
    }

    private static func to8(_ binary: LeptonicaImage) -> LeptonicaImage? {
        LeptonicaImage(taking: pixConvert1To8(nil, binary.pix, 255, 0))
    }

    /// Median height of connected components shaped like characters (0 when fewer than 20).
    static func medianTextHeight(_ binary: LeptonicaImage) -> Int {
        guard let boxa = boxaFromComponents(binary) else { return 0 }
        var b: UnsafeMutablePointer<BOXA>? = boxa
        defer { boxaDestroy(&b) }
        var heights: [Int32] = []
        let maxHeight = Int32(binary.height / 8)
        for i in 0..<boxaGetCount(boxa) {
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            guard boxaGetBoxGeometry(boxa, i, &x, &y, &w, &h) == 0 else { continue }
            if h >= 5, h <= maxHeight, w <= h * 2, w * 6 >= h { heights.append(h) }
        }
        guard heights.count >= 20 else { return 0 }
        heights.sort()
        return Int(heights[heights.count / 2])
    }

    private static func boxaFromComponents(_ binary: LeptonicaImage) -> UnsafeMutablePointer<BOXA>? {
        pixConnComp(binary.pix, nil, 8)
    }
}
