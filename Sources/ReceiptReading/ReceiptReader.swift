import Foundation
import Imaging
import OCR
import Receipts
import ShoeboxCore

/// From a receipt file (JPEG/PNG/TIFF photo or scan, or PDF) to its best OCR page:
/// load (EXIF orientation, bounded memory) → find the receipt and warp it upright →
/// deskew, normalize, scale → Tesseract (psm 6). A clear reading (`isClear`) is kept at once.
/// If no confident page outline is found, or the warped crop reads worse than the whole
/// image, the whole (deskewed) image wins; an outline over only part of a flat scan is never
/// trusted without reading the whole image too. Only when no reading is clear is the page
/// checked for a 90/180/270° turn. Finally the header band (the first lines,
/// where the shop name is) is read again at a steady text height and its more confident
/// lines replace the page's.
///
/// Holds one `TessBaseAPI` for OCR and one for orientation detection: not thread-safe;
/// create one reader per worker thread.
public final class ReceiptReader {
    let engine: TesseractEngine
    let orientation: OrientationDetector

    /// The longest side an image is decoded at; larger images are reduced while decoding.
    public static let maxDecodeSide = 4000
    /// A warped reading at or above this mean confidence is kept without trying the whole image.
    public static let confidentEnough = 60
    /// Below this mean confidence an unturned page is also tried in the other orientations.
    public static let poorlyRead = 50

    /// Median character height smaller text is scaled up to before OCR, in pixels.
    public var targetTextHeight = OCRPreparation.targetTextHeight
    /// Median character height larger text is scaled down to before OCR, in pixels.
    public var maxTextHeight = OCRPreparation.maxTextHeight

    /// Wall time spent per step, summed over every `read` of this reader (reset it to start over).
    public var phaseSeconds: [ReadPhase: Double] = [:]
    /// CPU time of the reading thread spent per step, summed like `phaseSeconds` (steadier on a loaded machine).
    public var phaseCPUSeconds: [ReadPhase: Double] = [:]
    /// How many times each step ran, summed like `phaseSeconds`.
    public var phaseRuns: [ReadPhase: Int] = [:]
    /// Tesseract passes this reader ran, summed over every `read` (page, band and line readings alike).
    public private(set) var ocrReads = 0
    /// Turns found, summed like `phaseSeconds`: by orientation detection (`.orientation`) and by
    /// the four-way crop vote (`.turnTries`), whether or not the turned reading was then kept.
    public internal(set) var turnsFound: [ReadPhase: Int] = [:]
    /// Unclear readings taken as upright without orientation work (`readsUpright`), summed likewise.
    public internal(set) var uprightByAmounts = 0
    /// OCR passes of the current `read` that chose a candidate (the first is `firstOCR`, later ones `secondRead`).
    private var candidateReads = 0

    /// The enlargements the re-read lines are read at (`ReceiptReader.rereadScales` unless a bench compares others).
    public var rereadScales = ReceiptReader.rereadScales

    /// The further readings of the re-read lines (`ReceiptReader+LineVariants`;
    /// `ReceiptReader.lineRereadVariants` unless a bench compares others).
    public var lineVariants = ReceiptReader.lineRereadVariants

    /// How the header band is read again for the merchant (`ReceiptReader.merchantRereadPasses`
    /// unless a bench compares others; empty: never).
    public var merchantRereadPasses = ReceiptReader.merchantRereadPasses
    /// Reads the header band again even when the first reading names its shop clearly (a bench
    /// caching every receipt's re-read, so the plan can be judged later on the cached lines).
    public var alwaysRereadMerchant = false
    /// How the date lines are read again when the line re-reads leave no sure date
    /// (`ReceiptReader+DateRereads`; `ReceiptReader.dateRereadVariants` unless a bench compares others).
    public var dateRereadVariants = ReceiptReader.dateRereadVariants
    /// The enlargement of the neighbourhood re-read when no date was read at all (0: never;
    /// `ReceiptReader+DateRereads`).
    public var dateNeighbourhoodScale = ReceiptReader.dateNeighbourhoodScale
    /// The enlargement of the total rescue when no reading shows a labelled total (0: never;
    /// `ReceiptReader+TotalRescue`).
    public var totalRescueScale = ReceiptReader.totalRescueScale

    /// When set, the page the chosen reading was read on is kept in `preparedPage` (for a bench).
    public var keepsPreparedPage = false
    /// The prepared page of the last `read`, when `keepsPreparedPage` is set.
    public private(set) var preparedPage: GrayImage?
    /// The image that page was prepared from, deskewed as it was (`PreparedPage.deskewed`), when
    /// `keepsPreparedPage` is set: what the line variants that read the source's own pixels cut from.
    public private(set) var preparedSource: GrayImage?

    /// What `RereadPlan` judges the first reading with (the import date makes a date plausible).
    public var rereadOptions = ExtractionOptions(
        today: LocalDate(dayNumber: Int(Date().timeIntervalSince1970.rounded(.down)) / 86_400))

    /// Names how this reader turns pixels into lines. Bump it with every change that can alter a
    /// reading (page finding, warp, preparation, OCR settings, re-reads): caches of readings (the
    /// bench's) are keyed on it and never reuse a stale one.
    public static let readingVersion = 10

    /// The cache key of this reader's readings (`readingKey(language:dataPath:steps:)`).
    public var readingKey: String { Self.readingKey(language: language, dataPath: dataPath, steps: steps) }

    /// The cache key of the readings a reader with `language`, `dataPath` and `steps` makes:
    /// `readingVersion`, the language, a hash of the data folder when one is given, and the
    /// optional steps added when any is.
    public static func readingKey(language: String = "eng", dataPath: String? = nil, steps: ReadingSteps = .standard)
        -> String
    {
        let folder = dataPath.map { "-" + String($0.utf8.reduce(UInt64(5381)) { ($0 &* 33) &+ UInt64($1) }, radix: 36) }
        return "r\(readingVersion)-\(language)" + (folder ?? "") + (steps == .standard ? "" : "-" + steps.on)
    }

    /// Optional reading steps (to measure what they bring); `.standard` unless a bench sets others.
    public var steps = ReadingSteps.standard
    let language: String
    let dataPath: String?

    /// - Throws: `OCRError` `ocr_init_failed` when the language or OSD data is missing.
    public init(language: String = "eng", dataPath: String? = nil) throws {
        self.language = language
        self.dataPath = dataPath
        engine = try TesseractEngine(language: language, dataPath: dataPath, pageSegmentationMode: .singleBlock)
        orientation = try OrientationDetector(dataPath: dataPath)
    }

    /// Reads the receipt at `path`.
    ///
    /// - Parameter debugDirectory: when set, intermediate PNGs are written there, named after
    ///   the input: `<name>-1-corners.png`, `<name>-2-warped.png`, `<name>-3-binarized.png`.
    /// - Throws: `ImagingError` (`file_not_found`, `not_an_image`, `unsupported_format`,
    ///   `image_too_large`, `truncated_image`, `decode_failed`) or `OCRError` (`no_text_found`,
    ///   `pdf_unreadable`, `ocr_*`); every error names the file.
    public func read(path: String, debugDirectory: URL? = nil) throws -> ReceiptScan {
        let debug = debugDirectory.map { DebugImageWriter(directory: $0.path, inputPath: path) }
        let scan: ReceiptScan
        if FileSignature.of(path: path) == .pdf {
            scan = try readPDF(path, debug: debug)
        } else {
            scan = try readImage(path, debug: debug)
        }
        let readable = scan.page.words.contains { word in
            word.confidence >= 40 && word.text.filter { $0.isLetter || $0.isNumber }.count >= 2
        }
        guard readable || scan.variant == "pdf-text" else {
            throw OCRError(.noTextFound, "\(path): no text was recognised (blank image, or not a receipt)", path: path)
        }
        return scan
    }

    private func readPDF(_ path: String, debug: DebugImageWriter?) throws -> ReceiptScan {
        if let text = try PDFText.textLayer(of: path) {
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            return ReceiptScan(
                page: OCRPage(text: lines.joined(separator: "\n"), meanConfidence: 100, words: []),
                lines: lines.map { OCRLine(text: $0, confidence: 100) },
                variant: "pdf-text", rotationDegrees: 0, imageSize: (0, 0))
        }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoebox-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        var scan = try readImage(try PDFText.rasterizeFirstPage(of: path, into: temporary), debug: debug)
        scan.variant = "pdf-raster/" + scan.variant
        return scan
    }

    private func readImage(_ path: String, debug: DebugImageWriter?) throws -> ReceiptScan {
        candidateReads = 0
        let original = try timed(.load) { try ImageLoader.loadGray(path: path, maxSide: Self.maxDecodeSide) }
        let detection = timed(.findWarp) { PageFinder.find(in: original) }
        try debug?.writeCorners(original, accepted: detection.quad, rejected: detection.candidate)
        // A quad over only part of a flat scan (the paper runs on outside it) is a false page:
        // the whole image must then also be read, however confident the crop is. It usually
        // wins, so it is read first, and a clear whole reading makes the crop's reading
        // unnecessary.
        let partOfFlatScan = detection.quad.map { $0.coversPartOfFlatScan(original) } ?? false
        var wholeFirst: Recognized?
        if partOfFlatScan {
            let whole = try recognize(original, variant: "deskewed", path: path, debug: debug)
            if whole.clear { return try finish(whole, path: path) }
            wholeFirst = whole
        }
        var warped: Recognized?
        if let quad = detection.quad {
            // 1 % outwards: the mask edge sits on the paper edge; never cut the text margin.
            let image = try timed(.findWarp) {
                try PerspectiveCorrector.warp(original, to: quad.expanded(by: 0.01), path: path)
            }
            try debug?.write(image, step: "2-warped")
            warped = try recognize(image, variant: "warped", path: path, debug: wholeFirst == nil ? debug : nil)
        }
        if let warped, !partOfFlatScan, warped.clear { return try finish(warped, path: path) }
        var whole =
            try wholeFirst ?? recognize(original, variant: "deskewed", path: path, debug: warped == nil ? debug : nil)
        if partOfFlatScan, let warped, whole.score < warped.score {
            // Dark scanner-bed edges can make Tesseract read nothing at all on a flat scan:
            // the whole page once more without its outer 3 %.
            let mx = original.width * 3 / 100, my = original.height * 3 / 100
            let inset = original.cropped(x: mx, y: my, width: original.width - 2 * mx, height: original.height - 2 * my)
            let retried = try recognize(inset, variant: "deskewed", path: path, debug: nil)
            if retried.score > whole.score { whole = retried }
        }
        let best = warped.map { $0.score >= whole.score ? $0 : whole } ?? whole
        if best.clear { return try finish(best, path: path) }
        // Nothing read clearly: only now is the photo asked whether it is turned (a clear
        // reading is upright). A turn found applies to every candidate: the same photo.
        let turns = try uprightTurns(of: best, path: path)
        guard turns != 0 else { return try finish(best, path: path) }
        let turned = try timed(.orientation) {
            try [warped, whole].compactMap { $0 }.map { try keepTurned($0, by: turns, path: path) }
        }
        return try finish(turned.dropFirst().reduce(turned[0]) { $1.score > $0.score ? $1 : $0 }, path: path)
    }

    /// One OCR'd candidate: the scan, its score, the prepared image that was read, whether it
    /// is clear enough to need no other candidate nor orientation work (`isClear`), the
    /// image it was prepared from (turned and prepared again when the photo is turned), and that
    /// image deskewed as the prepared one was, on its own grey levels (`PreparedPage.deskewed`).
    typealias Recognized = (
        scan: ReceiptScan, score: Double, image: GrayImage, clear: Bool, source: GrayImage, deskewed: GrayImage
    )

    /// A reading needs no second candidate and no orientation work when it reads confidently
    /// (mean ≥ `confidentEnough`: turned text does not read that well) or when its fields
    /// already check out: the extractor would flag neither its total nor its date, which takes
    /// agreeing cross-checks (subtotal + tax, tendered − change, …) and a plausible date. A
    /// turned or garbled page cannot produce those; the other candidate is the same photo.
    public static func isClear(_ page: OCRPage, lines: [OCRLine], options: ExtractionOptions) -> Bool {
        if page.meanConfidence >= confidentEnough { return true }
        guard page.meanConfidence >= clearFieldsFloor else { return false }
        let flagged = ReceiptExtractor.extract(
            ReceiptScan.receiptLines(lines), options: options, choosingMerchant: false
        ).flaggedFields
        return !flagged.contains(.total) && !flagged.contains(.date)
    }

    /// Below this mean confidence even agreeing fields do not make a reading clear.
    public static let clearFieldsFloor = 30

    /// The chosen reading with its header read again and, where the total or the date is
    /// unsure, its candidate lines read again (`rereadLines`), and where it names no credible shop,
    /// its header band read again for the merchant (`rereadMerchant`). The header re-read and the
    /// merchant re-read read overlapping bands, but each pays: one reading of the band serving both
    /// (or the header re-read skipped when the merchant's runs) named fewer shops right on both
    /// parts of the split (docs/receipts-and-ocr.md, Speed, session 7).
    private func finish(_ recognized: Recognized, path: String) throws -> ReceiptScan {
        var scan = try timed(.header) { try rereadHeader(recognized, path: path) }
        scan.rereads = try timed(.lineRereads) {
            try rereadLines(of: scan, image: recognized.image, source: recognized.deskewed, path: path)
        }
        scan.rereads += try timed(.dateRereads) { try rereadDates(of: scan, image: recognized.image, path: path) }
        if wantsTotalRescue(scan.receiptLines, rereads: scan.rereads) {
            scan.rereads += try timed(.totalRescue) {
                try rescueTotal(lines: scan.receiptLines, image: recognized.image, path: path)
            }
        }
        preparedPage = keepsPreparedPage ? recognized.image : nil
        preparedSource = keepsPreparedPage ? recognized.deskewed : nil
        if alwaysRereadMerchant || MerchantRereadPlan.wanted(scan.receiptLines, options: rereadOptions) {
            scan.merchantRereads = try timed(.merchantReread) {
                try rereadMerchant(of: scan, image: recognized.image, path: path)
            }
        }
        return scan
    }

    /// Header lines all read at least this confidently are not read a second time.
    static let clearHeaderConfidence: Float = 85

    /// Header text height (px) the top band is scaled to for its second reading.
    static let headerTextHeight = 36.0

    /// Shop names are printed large or bold at the top, and the whole-page reading often
    /// garbles them ("LAN HING" for "LIAN HING"). The band holding the first lines is read
    /// again on its own, scaled so its text is about `headerTextHeight` high; a line of that
    /// reading replaces the page's line at the same height when it is read more confidently.
    private func rereadHeader(_ recognized: Recognized, path: String) throws -> ReceiptScan {
        var scan = recognized.scan
        let header = Array(scan.lines.prefix(3).enumerated().filter { $0.element.box.height > 0 })
        guard !header.isEmpty, !steps.skipsHeaderReread else { return scan }
        // Read clearly already: a second reading could only replace a line it reads 5 points better.
        guard header.contains(where: { $0.element.confidence < Self.clearHeaderConfidence }) else { return scan }
        guard let rereads = try readFirstLines(header.map(\.element), image: recognized.image, path: path)
        else { return scan }
        for (index, line) in Self.headerReplacements(of: scan.lines, by: rereads) { scan.lines[index] = line }
        return scan
    }

    /// The first lines' own band (with a margin), scaled so their text is about `headerTextHeight`
    /// high and read as one block: its lines in the page's pixels; nil when the band is too thin or
    /// too tall.
    private func readFirstLines(_ header: [OCRLine], image: GrayImage, path: String) throws -> [OCRLine]? {
        guard let first = header.first else { return nil }
        let top = header.map(\.box.y).min()!, bottom = header.map { $0.box.y + $0.box.height }.max()!
        let heights = header.flatMap { $0.words.map(\.height) }.sorted()
        guard !heights.isEmpty else { return nil }
        let textHeight = Double(heights[heights.count / 2])
        let pad = max(8, first.box.height / 2)
        let bandTop = max(0, top - pad), bandBottom = min(image.height, bottom + pad)
        guard bandBottom - bandTop >= 8, bandBottom - bandTop < image.height * 2 / 3 else { return nil }
        var band = image.cropped(x: 0, y: bandTop, width: image.width, height: bandBottom - bandTop)
        var factor = Self.headerTextHeight / max(1, textHeight)
        factor = min(3, max(0.33, factor))
        if abs(factor - 1) > 0.12 {
            band = band.enlarged(by: factor)
            factor = Double(band.width) / Double(image.width)
        } else {
            factor = 1
        }
        let page = try ocr(band, path: path)
        return LineBuilder.lines(from: page.words.map { $0.inPage(scale: factor, top: bandTop) })
    }

    /// Which of the first three boxed `lines` a second reading's lines replace: a re-read line
    /// replaces the one page line at its height (vertical overlap of at least half the smaller
    /// line) when it reads more than 5 points more confidently and keeps at least half its
    /// letters and digits.
    static func headerReplacements(of lines: [OCRLine], by rereads: [OCRLine]) -> [(index: Int, line: OCRLine)] {
        let header = Array(lines.prefix(3).enumerated().filter { $0.element.box.height > 0 })
        let letters = { (l: OCRLine) in l.text.filter { $0.isLetter || $0.isNumber }.count }
        var replaced: [(index: Int, line: OCRLine)] = []
        for reread in rereads {
            let matches = header.filter { entry in
                let line = entry.element
                let overlap =
                    min(line.box.y + line.box.height, reread.box.y + reread.box.height) - max(line.box.y, reread.box.y)
                return Double(overlap) >= 0.5 * Double(min(line.box.height, reread.box.height))
            }
            guard matches.count == 1, let match = matches.first else { continue }
            if reread.confidence > match.element.confidence + 5, letters(reread) * 2 >= letters(match.element) {
                replaced.append((match.offset, reread))
            }
        }
        return replaced
    }

    /// `OCRPreparation.prepare` with this reader's text heights.
    func prepare(_ image: GrayImage) -> PreparedPage {
        OCRPreparation.prepare(image, targetTextHeight: targetTextHeight, maxTextHeight: maxTextHeight)
    }

    /// Prepares and OCRs one candidate; the score counts confidently read characters, so a
    /// crop that loses text cannot win on confidence alone.
    private func recognize(_ image: GrayImage, variant: String, path: String, debug: DebugImageWriter?) throws
        -> Recognized
    {
        let phase: ReadPhase = candidateReads == 0 ? .firstOCR : .secondRead
        candidateReads += 1
        let prepared = timed(.prepare) { prepare(image) }
        let page = try timed(phase) { try ocr(prepared.image, path: path) }
        if let debug { try debug.write(OCRPreparation.binarizedPreview(prepared.image), step: "3-binarized") }
        return recognized(
            page, prepared: prepared.image, source: image, deskewed: prepared.deskewed ?? image, variant: variant,
            turns: 0)
    }

    func recognized(
        _ page: OCRPage, prepared: GrayImage, source: GrayImage, deskewed: GrayImage, variant: String, turns: Int
    ) -> Recognized {
        let lines = LineBuilder.lines(from: page.words)
        let scan = ReceiptScan(
            page: page, lines: lines, variant: variant, rotationDegrees: turns * 90,
            imageSize: (prepared.width, prepared.height))
        return (
            scan, score(page), prepared, Self.isClear(page, lines: lines, options: rereadOptions), source, deskewed
        )
    }

    /// Tesseract on one image; errors name the file.
    func ocr(_ image: GrayImage, path: String) throws -> OCRPage {
        ocrReads += 1
        do {
            return try engine.recognize(image, ppi: 300)
        } catch var error as OCRError {
            error.message = "\(path): \(error.message)"
            error.location.file = path
            throw error
        }
    }
}
