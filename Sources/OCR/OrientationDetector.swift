internal import CTesseract
import Imaging

/// Tesseract's orientation and script detection (OSD, `osd.traineddata`): which multiple of
/// 90° a page is turned by. One `TessBaseAPI`; not thread-safe, one per worker.
public final class OrientationDetector {
    private let api: OpaquePointer

    /// Below this OSD confidence the page is left as it is (OSD's own "reliable" margin is ~2).
    public var minimumConfidence: Float = 2

    /// - Throws: `OCRError` `ocr_init_failed` when `osd.traineddata` is missing.
    public init(dataPath: String? = nil) throws {
        guard let handle = TessBaseAPICreate() else {
            throw OCRError(.initFailed, "could not create a Tesseract engine for OSD")
        }
        guard TessBaseAPIInit3(handle, dataPath, "osd") == 0 else {
            TessBaseAPIDelete(handle)
            throw OCRError(
                .initFailed,
                "Tesseract could not load 'osd' from \(dataPath ?? "its default tessdata directory"); install tesseract-ocr-osd"
            )
        }
        TessBaseAPISetPageSegMode(handle, PSM_OSD_ONLY)
        // OSD prints "Too few characters" and resolution warnings itself: keep stderr clean.
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        api = handle
    }

    deinit {
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
    }

    /// Clockwise quarter turns (0...3) that make `image` upright, and OSD's confidence;
    /// 0 turns when OSD finds too little text or is not confident.
    public func uprightTurns(for image: GrayImage, ppi: Int = 300) -> (turns: Int, confidence: Float) {
        guard image.width >= 16, image.height >= 16 else { return (0, 0) }
        defer { TessBaseAPIClear(api) }
        var degrees: Int32 = 0, confidence: Float = 0
        let found = image.pixels.withUnsafeBufferPointer { buffer in
            TessBaseAPISetImage(
                api, buffer.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.bytesPerRow))
            TessBaseAPISetSourceResolution(api, Int32(clamping: max(ppi, 70)))
            // The script name points into Tesseract's own tables: not requested, nothing to free.
            return TessBaseAPIDetectOrientationScript(api, &degrees, &confidence, nil, nil)
        }
        guard found != 0, confidence >= minimumConfidence else { return (0, confidence) }
        // OSD reports the page's orientation counter-clockwise; turning it that much clockwise undoes it.
        return ((Int(degrees) / 90) % 4, confidence)
    }
}
