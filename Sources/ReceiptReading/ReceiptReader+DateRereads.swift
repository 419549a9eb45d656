import Imaging
import OCR
import Receipts

/// One way of reading a date line again: its band enlarged `scale` times, read as one line, or
/// as a block of lines when `block` (a line box that grew over its neighbours holds several
/// lines; single-line mode then reads nothing), with Tesseract limited to digits and date
/// separators when `digitsOnly`.
public struct DateRereadVariant: Sendable, Hashable {
    public var scale: Double
    public var digitsOnly: Bool
    public var block: Bool

    public init(scale: Double, digitsOnly: Bool = false, block: Bool = false) {
        self.scale = scale
        self.digitsOnly = digitsOnly
        self.block = block
    }

    /// `3x`, `2x-digits`, `3x-block`: for cache file names and the bench.
    public var name: String {
        String(format: "%gx", scale) + (digitsOnly ? "-digits" : "") + (block ? "-block" : "")
    }

    /// `3`, `2d` (digits only), `3b` (block); nil when the text is none of them.
    public init?(_ text: String) {
        let digitsOnly = text.hasSuffix("d"), block = text.hasSuffix("b")
        guard let scale = Double(digitsOnly || block ? String(text.dropLast()) : text), scale > 0 else { return nil }
        self.init(scale: scale, digitsOnly: digitsOnly, block: block)
    }
}

extension ReceiptReader {
    /// The standard date re-read: the band at 3×, any character. On the development part it brought
    /// 4 dates of 162; 2× added nothing the line re-reads had not read, and digits only (the
    /// whitelist works with the LSTM engine) none (docs/receipts.md, sixth session: date).
    public static let dateRereadVariants = [DateRereadVariant(scale: 3, block: true)]

    /// The characters a digits-only date re-read may read.
    public static let dateCharacters = "0123456789/.-:,"

    /// The `pass` of the first date re-read variant (later variants count up from it); the line
    /// re-reads use the passes below it.
    public static let dateRereadPass = 8

    /// After the line re-reads, when the receipt still has no date at its flag threshold: the
    /// lines `DateRereadPlan` picks, read again in each of `dateRereadVariants`, each reading
    /// kept only when it alone reads as a plausible date.
    /// Then, when still no date at all was read, the neighbourhood of the line most like a date
    /// (`dateNeighbourhoodRereads`).
    func rereadDates(of scan: ReceiptScan, image: GrayImage, path: String) throws -> [LineReread] {
        let found = try dateRereads(lines: scan.receiptLines, rereads: scan.rereads, image: image, path: path)
        guard dateNeighbourhoodScale > 0 else { return found }
        return try found
            + dateNeighbourhoodRereads(
                lines: scan.receiptLines, rereads: scan.rereads + found, image: image, path: path)
    }

    /// The `pass` of the neighbourhood re-read (`dateNeighbourhoodRereads`).
    public static let dateNeighbourhoodPass = 12

    /// When no reading shows a date at all (`DateRereadPlan.neighbourhoodLine`): the rows from the
    /// line above the line most like a date to the line below it, across the page's text column,
    /// enlarged 2× and read as a block;
    /// the first of its lines that reads as a plausible date is kept, as a reading of that line.
    /// Public for the bench, which keeps prepared pages.
    public func dateNeighbourhoodRereads(lines: [ReceiptLine], rereads: [LineReread], image: GrayImage, path: String)
        throws -> [LineReread]
    {
        guard let index = DateRereadPlan.neighbourhoodLine(lines, rereads: rereads, options: rereadOptions),
            let region = DateRereadPlan.neighbourhood(of: index, in: lines)
        else { return [] }
        let top = max(0, region.y), bottom = min(image.height, region.y + region.height)
        let left = max(0, region.x), right = min(image.width, region.x + region.width)
        guard bottom - top >= 6, right - left >= 6 else { return [] }
        let band = image.cropped(x: left, y: top, width: right - left, height: bottom - top)
        let page = try reading(in: .singleBlock) { try ocr(band.enlarged(by: dateNeighbourhoodScale), path: path) }
        let read = LineBuilder.lines(from: page.words).map { ($0.text, Double($0.confidence) / 100) }
        guard let (text, confidence) = read.first(where: { !$0.0.isEmpty && holdsPlausibleDate($0.0) }) else {
            return []
        }
        return [LineReread(line: index, pass: Self.dateNeighbourhoodPass, text: text, confidence: confidence)]
    }

    /// The enlargement of the neighbourhood re-read: 2× read as many dates as 3× on the development
    /// part (3 of 7 runs) for about three quarters of the time (docs/receipts-figures.md, seventh session).
    public static let dateNeighbourhoodScale = 2.0

    /// The date re-reads of a reading whose lines are `lines` and line re-reads `rereads`, read
    /// on `image` (the prepared page those lines were read on). Public for the bench, which
    /// keeps prepared pages.
    public func dateRereads(lines: [ReceiptLine], rereads: [LineReread], image: GrayImage, path: String) throws
        -> [LineReread]
    {
        guard !dateRereadVariants.isEmpty else { return [] }
        let wanted = DateRereadPlan.lines(lines, rereads: rereads, options: rereadOptions)
        guard !wanted.isEmpty else { return [] }
        let mode = engine.pageSegmentationMode
        defer {
            engine.pageSegmentationMode = mode
            engine.characterWhitelist = ""
        }
        var found: [LineReread] = []
        for index in wanted {
            guard let box = lines[index].box, box.height > 0, let band = Self.band(of: box, in: image) else {
                continue
            }
            for (offset, variant) in dateRereadVariants.enumerated() {
                engine.characterWhitelist = variant.digitsOnly ? Self.dateCharacters : ""
                engine.pageSegmentationMode = variant.block ? .singleBlock : .singleLine
                let page = try ocr(band.enlarged(by: variant.scale), path: path)
                // One line, or the first line of the block that reads as a plausible date.
                let read =
                    variant.block
                    ? LineBuilder.lines(from: page.words).map { ($0.text, Double($0.confidence) / 100) }
                    : [(page.words.map(\.text).joined(separator: " "), Double(page.meanConfidence) / 100)]
                guard let (text, confidence) = read.first(where: { !$0.0.isEmpty && holdsPlausibleDate($0.0) })
                else { continue }
                found.append(
                    LineReread(line: index, pass: Self.dateRereadPass + offset, text: text, confidence: confidence))
            }
        }
        return found
    }
}
