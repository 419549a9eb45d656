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
    func rereadLines(of scan: ReceiptScan, image: GrayImage, path: String) throws -> [LineReread] {
        guard !rereadScales.isEmpty else { return [] }
        let lines = scan.receiptLines
        let wanted = RereadPlan.lines(lines, options: rereadOptions)
        guard !wanted.isEmpty else { return [] }
        let mode = engine.pageSegmentationMode
        engine.pageSegmentationMode = .singleLine
        defer { engine.pageSegmentationMode = mode }
        var rereads: [LineReread] = []
        for index in wanted {
            guard let box = lines[index].box, box.height > 0, let band = Self.band(of: box, in: image) else { continue }
            for (pass, scale) in rereadScales.enumerated() {
                let enlarged = band.scaled(longestSide: Int((Double(max(band.width, band.height)) * scale).rounded()))
                let page = try ocr(enlarged, path: path)
                let text = page.words.map(\.text).joined(separator: " ")
                guard !text.isEmpty else { continue }
                rereads.append(
                    LineReread(line: index, pass: pass, text: text, confidence: Double(page.meanConfidence) / 100))
            }
        }
        return rereads
    }

    /// The page's full width over the line's height and a margin of a third of it above and below.
    static func band(of box: TextBox, in image: GrayImage) -> GrayImage? {
        let margin = max(3, box.height / 3)
        let top = max(0, box.y - margin), bottom = min(image.height, box.y + box.height + margin)
        guard bottom - top >= 6, image.width >= 6 else { return nil }
        return image.cropped(x: 0, y: top, width: image.width, height: bottom - top)
    }
}
