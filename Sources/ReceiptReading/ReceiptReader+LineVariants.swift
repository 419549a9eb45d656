import Imaging
import OCR
import Receipts

/// One more way of reading the lines `RereadPlan` asks for (the total's and the date's lines of a
/// receipt whose checks do not agree): the line's band scaled so the line box is `lineHeight`
/// pixels tall, whatever the page's print size (a fixed 2× of a flat scan's 45 px print gives
/// 90 px letters, which Tesseract reads worse than the page), read as one line; cut from the
/// image the page was prepared from, on its own grey levels, when `raw` (the page's background
/// normalization and enlargement can merge a digit's strokes: `TOTAL 22.60` read `22.40` on the
/// page, right on the photo); with Tesseract's Sauvola threshold when `sauvola`.
public struct LineRereadVariant: Sendable, Hashable {
    public var lineHeight: Int
    public var raw: Bool
    public var sauvola: Bool

    public init(lineHeight: Int, raw: Bool = false, sauvola: Bool = false) {
        self.lineHeight = lineHeight
        self.raw = raw
        self.sauvola = sauvola
    }

    /// `h40`, `h40r` (raw), `h40s` (Sauvola), `h40rs`: for cache file names and the bench.
    public var name: String { "h\(lineHeight)" + (raw ? "r" : "") + (sauvola ? "s" : "") }

    /// `h40`, `h40r`, `h40s`, `h40rs`; nil when the text is none of them.
    public init?(_ text: String) {
        guard text.hasPrefix("h") else { return nil }
        let digits = text.dropFirst().prefix { $0.isNumber }
        let flags = text.dropFirst(1 + digits.count)
        guard let height = Int(digits), (8...400).contains(height), ["", "r", "s", "rs"].contains(flags) else {
            return nil
        }
        self.init(lineHeight: height, raw: flags.contains("r"), sauvola: flags.contains("s"))
    }

    /// The enlargement that makes a line box `boxHeight` pixels tall `lineHeight` tall (¼× to 4×).
    func scale(forBoxHeight boxHeight: Double) -> Double {
        min(4, max(0.25, Double(lineHeight) / max(1, boxHeight)))
    }
}

extension ReceiptReader {
    /// The line re-read variants read after the 2× line re-reads, on the lines those read otherwise
    /// than the first reading (the bench's `--line-variants`): the line 40 px tall, Sauvola's threshold.
    /// It raised the development part's totals and dates in our text and lost nothing on the untouched
    /// part; a second, `raw` variant (`h40rs`) added one more unflagged wrong date on the untouched part
    /// and is not kept (figures: docs/receipts-figures.md, ninth session).
    public static let lineRereadVariants = [LineRereadVariant(lineHeight: 40, sauvola: true)]

    /// The `pass` of the first line variant (later variants count up from it): above the line
    /// re-reads' passes (`rereadScales`, the optional 3× date step), below the date re-reads'.
    public static let lineVariantPass = 4

    /// The lines `wanted` (indices into `lines`, as `RereadPlan` gives them) read in each of
    /// `lineVariants`, on `image` (the prepared page the lines were read on) or, for a `raw` variant,
    /// on `source` (the image it was prepared from, deskewed alike: `PreparedPage.deskewed`). Public
    /// for the bench, which keeps prepared pages.
    public func lineVariantRereads(
        lines: [ReceiptLine], wanted: [Int], image: GrayImage, source: GrayImage, path: String
    ) throws -> [LineReread] {
        guard !lineVariants.isEmpty, !wanted.isEmpty, image.height > 0, source.height > 0 else { return [] }
        let mode = engine.pageSegmentationMode, thresholding = engine.thresholding
        engine.pageSegmentationMode = .singleLine
        defer {
            engine.pageSegmentationMode = mode
            engine.thresholding = thresholding
        }
        // The page is the source enlarged (or reduced) this much.
        let pageScale = Double(image.height) / Double(source.height)
        var found: [LineReread] = []
        for index in wanted where lines.indices.contains(index) {
            guard let box = lines[index].box, box.height > 0 else { continue }
            for (offset, variant) in lineVariants.enumerated() {
                let from = variant.raw ? source : image
                let factor = variant.raw ? pageScale : 1
                guard let band = Self.band(of: box, in: from, scale: factor) else { continue }
                engine.thresholding = variant.sauvola ? .sauvola : .otsu
                let scale = variant.scale(forBoxHeight: Double(box.height) / factor)
                let page = try ocr(abs(scale - 1) < 0.05 ? band : band.enlarged(by: scale), path: path)
                let text = page.words.map(\.text).joined(separator: " ")
                guard !text.isEmpty else { continue }
                found.append(
                    LineReread(
                        line: index, pass: Self.lineVariantPass + offset, text: text,
                        confidence: Double(page.meanConfidence) / 100))
            }
        }
        return found
    }

    /// `band(of:in:)` for a box in the pixels of a page that is `image` scaled `scale` times.
    static func band(of box: TextBox, in image: GrayImage, scale: Double) -> GrayImage? {
        guard scale != 1 else { return band(of: box, in: image) }
        let top = Int((Double(box.y) / scale).rounded(.down))
        let bottom = Int((Double(box.y + box.height) / scale).rounded(.up))
        return band(of: TextBox(x: 0, y: top, width: image.width, height: max(1, bottom - top)), in: image)
    }
}
