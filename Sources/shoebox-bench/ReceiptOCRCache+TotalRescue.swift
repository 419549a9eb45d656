import Foundation
import Imaging
import OCR
import Pipeline
import ReceiptReading
import Receipts

/// The cached total rescue of a reading (`ReceiptReader+TotalRescue`).
extension ReceiptOCRCache {
    /// `<name>.totalrescue-<key>-2x-block.json`: the reader's key and the enlargement.
    func totalRescueFile(_ image: String, scale: Double) -> String {
        path(
            (image as NSString).lastPathComponent,
            ".totalrescue-\(readingKey)-" + String(format: "%gx", scale) + "-block.json")
    }

    /// The total rescue of a reading with `lines` and every other re-read `rereads`, when
    /// `TotalRescuePlan.wanted` asks for it, cached as `totalRescueFile`; on a miss read on the
    /// prepared page.
    func totalRescueRereads(
        _ image: String, lines: [ReceiptLine], rereads: [LineReread], options: ExtractionOptions,
        scale: Double = ReceiptReader.totalRescueScale, reader: () throws -> ReceiptReader
    ) throws -> [LineReread] {
        guard scale > 0, TotalRescuePlan.wanted(lines, rereads: rereads, options: options) else { return [] }
        let file = totalRescueFile(image, scale: scale)
        if let data = FileManager.default.contents(atPath: file),
            let saved = try? JSONDecoder().decode(SavedRereads.self, from: data)
        {
            return saved.rereads
        }
        guard let page = try preparedPage(image, lines: lines, reader: reader) else { return [] }
        let made = try reader()
        let before = (made.totalRescueScale, made.rereadOptions)
        made.totalRescueScale = scale
        made.rereadOptions = options
        defer { (made.totalRescueScale, made.rereadOptions) = before }
        let read = try made.totalRescueRereads(lines: lines, rereads: rereads, image: page, path: image)
        try JSONEncoder().encode(SavedRereads(lines: [], rereads: read)).write(to: URL(fileURLWithPath: file))
        return read
    }

    /// Saves the total rescue a fresh reading `scan` made (its readings of pass
    /// `ReceiptReader.totalRescuePass`), when the plan asked for it, as `totalRescueRereads` would.
    func saveTotalRescue(of scan: ReceiptScan, image: String, options: ExtractionOptions, scale: Double) throws {
        let others = scan.rereads.filter { $0.pass != ReceiptReader.totalRescuePass }
        guard scale > 0, TotalRescuePlan.wanted(scan.receiptLines, rereads: others, options: options) else { return }
        let read = scan.rereads.filter { $0.pass == ReceiptReader.totalRescuePass }
        try JSONEncoder().encode(SavedRereads(lines: [], rereads: read)).write(
            to: URL(fileURLWithPath: totalRescueFile(image, scale: scale)))
    }
}
