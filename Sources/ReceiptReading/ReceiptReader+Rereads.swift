import Imaging
import OCR
import Receipts

extension ReceiptReader {
    /// How much a re-read line's band is enlarged, one reading per factor (the reread's `pass`).
    /// One 2× reading: on the development part a second one at 3× added 4 dates of 162 for about
    /// 0.13 s per receipt, twice what the 2× reading costs (docs/receipts-and-ocr.md, Speed).
    public static let rereadScales = [2.0]

    /// Reads again, each on its own, the lines `RereadPlan` asks for: the total and date lines
    /// of a receipt whose cross-checks do not agree. Each line's band (its height plus a
    /// margin, across the whole page, so an amount the first reading missed is inside) is cut
    /// from the prepared page, enlarged and read as one line. Nothing runs when the plan is empty.
    func rereadLines(of scan: ReceiptScan, image: GrayImage, source: GrayImage, path: String) throws -> [LineReread] {
        guard !rereadScales.isEmpty || !lineVariants.isEmpty else { return [] }
        let lines = scan.receiptLines
        let wanted = RereadPlan.lines(lines, options: rereadOptions)
        guard !wanted.isEmpty else { return [] }
        let mode = engine.pageSegmentationMode
        engine.pageSegmentationMode = .singleLine
        defer { engine.pageSegmentationMode = mode }
        var rereads: [LineReread] = []
        for index in wanted {
            for (pass, scale) in rereadScales.enumerated() {
                if let reread = try reread(lines[index], at: index, scale: scale, pass: pass, image: image, path: path)
                {
                    rereads.append(reread)
                }
            }
        }
        let disputed = LineAgreement.disputed(wanted, lines: lines, rereads: rereads)
        rereads += try lineVariantRereads(lines: lines, wanted: disputed, image: image, source: source, path: path)
        guard steps.dateRereadsAt3x, let last = rereadScales.last, last < Self.dateRereadScale else { return rereads }
        // Still no date at all: the last lines of the plan (its date lines come after the total's)
        // once more at 3×, where a small, faint date often reads, each kept only when it alone
        // reads as a plausible date (2× and 3× both tried on every re-read line cost twice as
        // much for the same dates).
        let found = ReceiptExtractor.extract(lines, rereads: rereads, options: rereadOptions, choosingMerchant: false)
        guard found.date == nil else { return rereads }
        for index in wanted.suffix(Self.dateRereadLines) where Self.mayHoldDate(lines[index].text) {
            if let reread = try reread(
                lines[index], at: index, scale: Self.dateRereadScale, pass: rereadScales.count, image: image,
                path: path), holdsPlausibleDate(reread.text)
            {
                rereads.append(reread)
            }
        }
        return rereads
    }

    /// A line worth a 3× date re-read: two digits or more (a date keeps some through any misreading,
    /// `io JUL 17`, `@6/18/28069`), and no amount in the price column at its end (the plan's cash,
    /// change and card lines come just before its date lines).
    static func mayHoldDate(_ text: String) -> Bool {
        guard text.filter({ $0.isASCII && $0.isNumber }).count >= 2 else { return false }
        return text.range(of: #"\d[.,]\s?\d\d[^A-Za-z0-9]*$"#, options: .regularExpression) == nil
    }

    /// Whether `text` alone reads as a valid date that is neither after the import date nor more
    /// than 20 years before it: a 3× re-read is kept only then (a total line read again at 3×
    /// would otherwise be one more reading of the total, chosen by nobody's plan).
    func holdsPlausibleDate(_ text: String) -> Bool {
        guard
            let date = ReceiptExtractor.extract(
                ReceiptLine.lines(fromText: text), options: rereadOptions, choosingMerchant: false
            ).date
        else { return false }
        let today = rereadOptions.today.dayNumber
        return date.value.dayNumber <= today && date.value.dayNumber >= today - 20 * 366
    }

    /// The enlargement of the date lines' last re-read (`ReadingSteps.dateRereadsAt3x`).
    static let dateRereadScale = 3.0
    /// How many of the plan's last lines that re-read covers (the plan asks for at most 3 date lines).
    static let dateRereadLines = 3

    /// `line`'s band enlarged `scale` times and read as one line; nil when nothing reads.
    private func reread(_ line: ReceiptLine, at index: Int, scale: Double, pass: Int, image: GrayImage, path: String)
        throws -> LineReread?
    {
        guard let box = line.box, box.height > 0, let band = Self.band(of: box, in: image) else { return nil }
        let page = try ocr(band.enlarged(by: scale), path: path)
        let text = page.words.map(\.text).joined(separator: " ")
        guard !text.isEmpty else { return nil }
        return LineReread(line: index, pass: pass, text: text, confidence: Double(page.meanConfidence) / 100)
    }

    /// The page's full width over the line's height and a margin of a third of it above and below.
    static func band(of box: TextBox, in image: GrayImage) -> GrayImage? {
        let margin = max(3, box.height / 3)
        let top = max(0, box.y - margin), bottom = min(image.height, box.y + box.height + margin)
        guard bottom - top >= 6, image.width >= 6 else { return nil }
        return image.cropped(x: 0, y: top, width: image.width, height: bottom - top)
    }
}
