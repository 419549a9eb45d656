import Foundation
import Imaging
import OCR
import Pipeline
import ReceiptReading
import Receipts

/// The cached targeted re-reads of a reading: line variants, date re-reads and the date's neighbourhood.
extension ReceiptOCRCache {
    /// The line variant re-reads (`ReceiptReader.lineVariantRereads`, `variants`) of the lines
    /// `RereadPlan` asks for, one file per variant, `<name>.linevariant-<key>-h40.json`, with the lines
    /// it covers; the `pass` of each reading follows the variant's place in `variants`. On a miss the
    /// lines are read on the prepared page (`preparedPage`).
    func lineVariantRereads(
        _ image: String, lines: [ReceiptLine], rereads: [LineReread], options: ExtractionOptions,
        variants: [LineRereadVariant], everyLine: Bool = false, reader: () throws -> ReceiptReader
    ) throws -> [LineReread] {
        let planned = RereadPlan.lines(lines, options: options)
        let wanted = everyLine ? planned : LineAgreement.disputed(planned, lines: lines, rereads: rereads)
        guard !wanted.isEmpty else { return [] }
        return try cachedRereads(
            image, kind: "linevariant", variants: variants.map(\.name), wanted: wanted,
            firstPass: ReceiptReader.lineVariantPass
        ) { index, missing in
            guard let (page, source) = try preparedImages(image, lines: lines, reader: reader) else { return nil }
            let made = try reader()
            let before = made.lineVariants
            made.lineVariants = [variants[index]]
            defer { made.lineVariants = before }
            return try made.lineVariantRereads(lines: lines, wanted: missing, image: page, source: source, path: image)
        }
    }

    /// The date re-reads (`ReceiptReader.dateRereads`, `variants`) of a reading with `lines` and
    /// line re-reads `rereads`, one file per variant, `<name>.daterereads-<key>-3x.json`, with the lines
    /// it covers; the `pass` of each reading follows the variant's place in `variants`. On a miss the
    /// lines are read on the prepared page (`preparedPage`).
    func dateRereads(
        _ image: String, lines: [ReceiptLine], rereads: [LineReread], options: ExtractionOptions,
        variants: [DateRereadVariant], reader: () throws -> ReceiptReader
    ) throws -> [LineReread] {
        let wanted = DateRereadPlan.lines(lines, rereads: rereads, options: options)
        guard !wanted.isEmpty else { return [] }
        return try cachedRereads(
            image, kind: "daterereads", variants: variants.map(\.name), wanted: wanted,
            firstPass: ReceiptReader.dateRereadPass
        ) { index, missing in
            guard let page = try preparedPage(image, lines: lines, reader: reader) else { return nil }
            let made = try reader()
            let before = made.dateRereadVariants
            made.dateRereadVariants = [variants[index]]
            defer { made.dateRereadVariants = before }
            let read = try made.dateRereads(lines: lines, rereads: rereads, image: page, path: image)
            return read.filter { missing.contains($0.line) }
        }
    }

    /// Re-reads of `wanted` lines cached one file per variant, `<name>.<kind>-<key>-<variant>.json`, with the
    /// lines each covers; `read(variant index, missing lines)` reads the lines a file lacks (nil: the page could
    /// not be prepared, nothing is returned). The `pass` of each reading is `firstPass` + the variant's place.
    private func cachedRereads(
        _ image: String, kind: String, variants: [String], wanted: [Int], firstPass: Int,
        read: (Int, [Int]) throws -> [LineReread]?
    ) throws -> [LineReread] {
        let name = (image as NSString).lastPathComponent
        var found: [LineReread] = []
        for (offset, variant) in variants.enumerated() {
            let file = path(name, ".\(kind)-\(readingKey)-\(variant).json")
            var saved = SavedRereads(lines: [], rereads: [])
            if let data = FileManager.default.contents(atPath: file),
                let decoded = try? JSONDecoder().decode(SavedRereads.self, from: data)
            {
                saved = decoded
            }
            let missing = wanted.filter { !saved.lines.contains($0) }
            if !missing.isEmpty {
                guard let made = try read(offset, missing) else { return [] }
                saved.rereads += made
                saved.lines += missing
                try JSONEncoder().encode(saved).write(to: URL(fileURLWithPath: file))
            }
            found += saved.rereads.filter { wanted.contains($0.line) }.map {
                var reread = $0
                reread.pass = firstPass + offset
                return reread
            }
        }
        return found
    }

    /// The neighbourhood re-read (`ReceiptReader.dateNeighbourhoodRereads`) of a reading with `lines`
    /// and re-reads `rereads` (line and date re-reads), cached as `<name>.datenear-<key>-3x-block.json`
    /// with the line whose neighbourhood was read; on a miss read on the prepared page.
    func dateNeighbourhoodRereads(
        _ image: String, lines: [ReceiptLine], rereads: [LineReread], options: ExtractionOptions,
        scale: Double = ReceiptReader.dateNeighbourhoodScale, reader: () throws -> ReceiptReader
    ) throws -> [LineReread] {
        guard scale > 0, let wanted = DateRereadPlan.neighbourhoodLine(lines, rereads: rereads, options: options) else {
            return []
        }
        let file = path(
            (image as NSString).lastPathComponent,
            ".datenear-\(readingKey)-" + String(format: "%gx", scale) + "-block.json")
        if let data = FileManager.default.contents(atPath: file),
            let saved = try? JSONDecoder().decode(SavedRereads.self, from: data), saved.lines.contains(wanted)
        {
            return saved.rereads.filter { $0.line == wanted }
        }
        guard let page = try preparedPage(image, lines: lines, reader: reader) else { return [] }
        let made = try reader()
        let before = made.dateNeighbourhoodScale
        made.dateNeighbourhoodScale = scale
        defer { made.dateNeighbourhoodScale = before }
        let read = try made.dateNeighbourhoodRereads(lines: lines, rereads: rereads, image: page, path: image)
        try JSONEncoder().encode(SavedRereads(lines: [wanted], rereads: read)).write(to: URL(fileURLWithPath: file))
        return read
    }
}
