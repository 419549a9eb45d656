internal import CTesseract
import Imaging

/// One Tesseract engine (one `TessBaseAPI`, about 30 MB).
///
/// Not thread-safe and deliberately not `Sendable`: give each worker its own engine.
/// Set `OMP_THREAD_LIMIT=1` in the environment before the process starts, or Tesseract's
/// OpenMP threads make it 2-3x slower on small machines.
public final class TesseractEngine {
    private let api: OpaquePointer

    /// The segmentation mode used by `recognize`. Defaults to `.singleBlock`.
    public var pageSegmentationMode: PageSegmentationMode

    /// The only characters `recognize` may read (`tessedit_char_whitelist`; the LSTM engine of
    /// Tesseract 4.1+ honours it); empty: any character.
    public var characterWhitelist = ""

    /// How Tesseract binarizes the image (`thresholding_method`): its global Otsu threshold, the
    /// default, or Sauvola's local one, which keeps thin or faint strokes Otsu loses on uneven paper.
    public var thresholding = Thresholding.otsu

    /// Tesseract's binarizations (`thresholding_method` 0 and 2).
    public enum Thresholding: String, Sendable {
        case otsu, sauvola
    }

    /// The Tesseract library version, e.g. `5.3.0`.
    public static var version: String { String(cString: TessVersion()) }

    /// Creates and initialises an engine.
    ///
    /// - Parameters:
    ///   - language: Tesseract language code(s), e.g. `eng` or `eng+deu`.
    ///   - dataPath: the `tessdata` directory itself; nil uses the compiled-in default.
    /// - Throws: `OCRError` with code `ocr_init_failed`.
    public init(
        language: String = "eng", dataPath: String? = nil,
        pageSegmentationMode: PageSegmentationMode = .singleBlock
    ) throws {
        guard let handle = TessBaseAPICreate() else {
            throw OCRError(.initFailed, "could not create a Tesseract engine")
        }
        // Keep the handle local until Init3 succeeds: if a stored property were set first,
        // deinit would run End() on a half-initialised engine and crash.
        let rc = TessBaseAPIInit3(handle, dataPath, language)
        guard rc == 0 else {
            TessBaseAPIDelete(handle)
            throw OCRError(
                .initFailed,
                "Tesseract could not load language '\(language)' from \(dataPath ?? "its default tessdata directory") (code \(rc)); install tesseract-ocr-\(language) or pass the tessdata directory itself"
            )
        }
        api = handle
        self.pageSegmentationMode = pageSegmentationMode
    }

    deinit {
        TessBaseAPIEnd(api)
        TessBaseAPIDelete(api)
    }

    /// Reads the text in `image`.
    ///
    /// - Parameter ppi: the image's resolution in pixels per inch; Tesseract uses it to
    ///   judge text size (and otherwise prints an estimate to stderr).
    /// - Throws: `OCRError` with code `ocr_invalid_image` or `ocr_recognize_failed`.
    public func recognize(_ image: GrayImage, ppi: Int = 300) throws -> OCRPage {
        // Tesseract refuses images narrower or shorter than 3 px and addresses pixels with Int32.
        guard image.width >= 3, image.height >= 3, image.bytesPerRow * image.height < Int(Int32.max) else {
            throw OCRError(.invalidImage, "a \(image.width)x\(image.height) image cannot be OCRed (needs 3 px to 2 GB)")
        }
        defer { TessBaseAPIClear(api) }
        TessBaseAPISetPageSegMode(api, pageSegmentationMode.tesseractValue)
        _ = TessBaseAPISetVariable(api, "tessedit_char_whitelist", characterWhitelist)
        _ = TessBaseAPISetVariable(api, "thresholding_method", thresholding == .sauvola ? "2" : "0")
        // SetImage copies the pixels, but keep the buffer pinned for the whole pass anyway.
        try image.pixels.withUnsafeBufferPointer { (buffer) throws(OCRError) in
            TessBaseAPISetImage(
                api, buffer.baseAddress, Int32(image.width), Int32(image.height),
                1, Int32(image.bytesPerRow))
            TessBaseAPISetSourceResolution(api, Int32(clamping: max(ppi, 70)))
            try check(
                TessBaseAPIRecognize(api, nil), .recognizeFailed,
                "Tesseract could not recognise the \(image.width)x\(image.height) image")
        }
        let text = takeText(TessBaseAPIGetUTF8Text(api)) ?? ""
        let words = readWords()
        return OCRPage(text: text, meanConfidence: words.isEmpty ? 0 : Int(TessBaseAPIMeanTextConf(api)), words: words)
    }

    /// Walks the result iterator word by word; the iterator is deleted before returning.
    private func readWords() -> [OCRWord] {
        guard let iterator = TessBaseAPIGetIterator(api) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let page = TessResultIteratorGetPageIterator(iterator)  // same object: not deleted separately
        var words: [OCRWord] = []
        repeat {
            guard let text = takeText(TessResultIteratorGetUTF8Text(iterator, RIL_WORD)) else { continue }
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            _ = TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom)
            words.append(
                OCRWord(
                    text: text, confidence: TessResultIteratorConfidence(iterator, RIL_WORD),
                    x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top)))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        return words
    }

    /// Copies a Tesseract-allocated string and frees it with `TessDeleteText`.
    private func takeText(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { TessDeleteText(pointer) }
        return String(cString: pointer)
    }

    /// The choke point that turns a Tesseract status (0 = success) into an `OCRError`.
    private func check(_ status: Int32, _ code: OCRError.Code, _ message: @autoclosure () -> String) throws(OCRError) {
        guard status == 0 else { throw OCRError(code, "\(message()) (status \(status))") }
    }
}

extension PageSegmentationMode {
    var tesseractValue: TessPageSegMode {
        switch self {
        case .auto: PSM_AUTO
        case .singleColumn: PSM_SINGLE_COLUMN
        case .singleBlock: PSM_SINGLE_BLOCK
        case .singleLine: PSM_SINGLE_LINE
        case .singleWord: PSM_SINGLE_WORD
        case .sparseText: PSM_SPARSE_TEXT
        }
    }
}
