import Foundation
import Imaging
import OCR
import Pipeline
import ReceiptReading
import Receipts

/// What one reading of a receipt image gave, saved as JSON so extractor iterations need no OCR:
/// the reader's lines (text, box, confidence) and how long the reading took.
struct CachedReading: Codable {
    struct Line: Codable {
        var text: String
        var x: Int
        var y: Int
        var w: Int
        var h: Int
        var c: Double
        /// Per-word confidences, 0...1 (absent in readings cached before they were kept).
        var wc: [Double]?
    }
    var variant: String
    var meanConfidence: Int
    var seconds: Double
    var lines: [Line]

    var receiptLines: [ReceiptLine] {
        lines.map {
            ReceiptLine(
                text: $0.text, box: TextBox(x: $0.x, y: $0.y, width: $0.w, height: $0.h), confidence: $0.c,
                words: Self.words($0))
        }
    }

    /// The line's words (split on spaces, as the line builder joined them) with their confidences.
    static func words(_ line: Line) -> [ReceiptWord] {
        guard let confidences = line.wc else { return [] }
        let texts = line.text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard texts.count == confidences.count else { return [] }
        return zip(texts, confidences).map { ReceiptWord(text: $0, confidence: $1) }
    }

    init(scan: ReceiptScan, seconds: Double) {
        variant = scan.variant
        meanConfidence = scan.page.meanConfidence
        self.seconds = seconds
        lines = scan.receiptLines.map { line in
            Line(
                text: line.text, x: line.box?.x ?? 0, y: line.box?.y ?? 0, w: line.box?.width ?? 0,
                h: line.box?.height ?? 0,
                c: line.confidence, wc: line.words.map(\.confidence))
        }
    }
}

/// A folder of cached readings: `<name>.reader-<key>.json` (ours) and `<name>.bare.txt` (`tesseract --psm 6`).
/// Our readings are keyed on `ReceiptReader.readingKey` (the reader's `readingVersion` and language data), so
/// a reader that reads otherwise never reuses them.
struct ReceiptOCRCache {
    var directory: String
    /// The reader's `readingKey`: part of every cached reading's file name.
    var readingKey = ReceiptReader.readingKey()
    /// The enlargements of the line re-reads (part of their cache file's name).
    var rereadScales = ReceiptReader.rereadScales

    func path(_ name: String, _ suffix: String) -> String {
        (directory as NSString).appendingPathComponent((name as NSString).deletingPathExtension + suffix)
    }

    /// Our reader's lines for `image`, read (and saved) on a miss; nil when the image is unreadable.
    /// With `options` (those the reader's `rereadOptions` are set to), its line re-reads are saved as well.
    func reading(
        _ image: String, options: ExtractionOptions? = nil, reader: () throws -> ReceiptReader
    ) throws -> CachedReading? {
        let file = path((image as NSString).lastPathComponent, readerSuffix)
        if let data = FileManager.default.contents(atPath: file) {
            return try? JSONDecoder().decode(CachedReading?.self, from: data)
        }
        let start = Date()
        let scan = try? reader().read(path: image)
        let reading = scan.map { CachedReading(scan: $0, seconds: Date().timeIntervalSince(start)) }
        try JSONEncoder().encode(reading).write(to: URL(fileURLWithPath: file))
        if let scan, let options {
            // The same reading made the re-reads: saved too, so `rereads` need not read the image again.
            let saved = SavedRereads(
                lines: RereadPlan.lines(scan.receiptLines, options: options), rereads: Self.lineRereads(scan))
            try JSONEncoder().encode(saved).write(
                to: URL(fileURLWithPath: path((image as NSString).lastPathComponent, rereadSuffix)))
            try saveOtherRereads(of: scan, image: image, options: options, reader: try reader())
        }
        return reading
    }

    /// The date and merchant re-reads the reading of `image` made, saved as `dateRereads` and
    /// `merchantRereads` would save them, so a fresh pass reads each image once (the merchant's
    /// only when `MerchantRereadPlan` asks for it: otherwise the bench does not use them).
    private func saveOtherRereads(
        of scan: ReceiptScan, image: String, options: ExtractionOptions, reader: ReceiptReader
    ) throws {
        let name = (image as NSString).lastPathComponent
        try saveTotalRescue(of: scan, image: image, options: options, scale: reader.totalRescueScale)
        let lineRereads = scan.rereads.filter { $0.pass < ReceiptReader.dateRereadPass }
        let planned = LineAgreement.disputed(
            RereadPlan.lines(scan.receiptLines, options: options), lines: scan.receiptLines,
            rereads: Self.lineRereads(scan))
        if !planned.isEmpty {
            for (offset, variant) in reader.lineVariants.enumerated() {
                let read = scan.rereads.filter { $0.pass == ReceiptReader.lineVariantPass + offset }
                try JSONEncoder().encode(SavedRereads(lines: planned, rereads: read)).write(
                    to: URL(fileURLWithPath: path(name, ".linevariant-\(readingKey)-\(variant.name).json")))
            }
        }
        let dateLines = DateRereadPlan.lines(scan.receiptLines, rereads: lineRereads, options: options)
        if !dateLines.isEmpty {
            for (offset, variant) in reader.dateRereadVariants.enumerated() {
                let dated = scan.rereads.filter { $0.pass == ReceiptReader.dateRereadPass + offset }
                try JSONEncoder().encode(SavedRereads(lines: dateLines, rereads: dated)).write(
                    to: URL(fileURLWithPath: path(name, ".daterereads-\(readingKey)-\(variant.name).json")))
            }
        }
        guard !reader.alwaysRereadMerchant, MerchantRereadPlan.wanted(scan.receiptLines, options: options) else {
            return
        }
        let file = path(name, ".merchant-\(readingKey).json")
        var saved =
            FileManager.default.contents(atPath: file).flatMap {
                try? JSONDecoder().decode([String: [MerchantReread]].self, from: $0)
            } ?? [:]
        for (index, pass) in reader.merchantRereadPasses.enumerated() {
            saved[pass.name] = scan.merchantRereads.filter { $0.pass == index }
        }
        try JSONEncoder().encode(saved).write(to: URL(fileURLWithPath: file))
    }

    /// The line re-reads our reader makes for `image` (`RereadPlan` on the cached `lines`), saved
    /// as `<name>.rereads-<key>-2x.json` (the reader's key and the enlargements) with the lines they cover. On a miss (the plan asks for a line
    /// not saved) the image is read again in full, re-reads included.
    func rereads(
        _ image: String, lines: [ReceiptLine], options: ExtractionOptions, reader: () throws -> ReceiptReader
    ) throws -> [LineReread] {
        let wanted = RereadPlan.lines(lines, options: options)
        guard !wanted.isEmpty else { return [] }
        let file = path((image as NSString).lastPathComponent, rereadSuffix)
        if let data = FileManager.default.contents(atPath: file),
            let saved = try? JSONDecoder().decode(SavedRereads.self, from: data),
            Set(wanted).isSubset(of: saved.lines)
        {
            return saved.rereads.filter { wanted.contains($0.line) }
        }
        let made = try reader()
        made.rereadOptions = options
        made.rereadScales = rereadScales
        guard let scan = try? made.read(path: image) else { return [] }
        if scan.receiptLines.map(\.text) != lines.map(\.text) {
            FileHandle.standardError.write(Data("  \(image): a new reading differs from the cached one\n".utf8))
        }
        let saved = SavedRereads(
            lines: RereadPlan.lines(scan.receiptLines, options: options), rereads: Self.lineRereads(scan))
        try JSONEncoder().encode(saved).write(to: URL(fileURLWithPath: file))
        return saved.rereads.filter { wanted.contains($0.line) }
    }

    /// The header band read again for the merchant in each of `passes` (`ReceiptReader+HeaderReread`),
    /// saved as `<name>.merchant-<key>.json`: each pass's lines under its name, read whatever the
    /// plan says (the bench asks `MerchantRereadPlan` on the cached lines), so passes are compared
    /// without reading again. On a miss (a pass not saved) the image is read again in full.
    func merchantRereads(
        _ image: String, passes: [MerchantRereadPass], options: ExtractionOptions,
        reader: () throws -> ReceiptReader
    ) throws -> [MerchantReread] {
        guard !passes.isEmpty else { return [] }
        let file = path((image as NSString).lastPathComponent, ".merchant-\(readingKey).json")
        var saved: [String: [MerchantReread]] = [:]
        if let data = FileManager.default.contents(atPath: file),
            let decoded = try? JSONDecoder().decode([String: [MerchantReread]].self, from: data)
        {
            saved = decoded
        }
        let missing = passes.filter { saved[$0.name] == nil }
        if !missing.isEmpty {
            let made = try reader()
            let (kept, always, kept2) = (made.merchantRereadPasses, made.alwaysRereadMerchant, made.rereadOptions)
            made.merchantRereadPasses = missing
            made.alwaysRereadMerchant = true
            made.rereadOptions = options
            defer { (made.merchantRereadPasses, made.alwaysRereadMerchant, made.rereadOptions) = (kept, always, kept2) }
            let scan = try? made.read(path: image)
            for (index, pass) in missing.enumerated() {
                saved[pass.name] = scan?.merchantRereads.filter { $0.pass == index } ?? []
            }
            try JSONEncoder().encode(saved).write(to: URL(fileURLWithPath: file))
        }
        return passes.enumerated().flatMap { index, pass in
            (saved[pass.name] ?? []).map {
                var line = $0; line.pass = index; return line
            }
        }
    }

    /// A scan's line re-reads without its line variants and date re-reads (cached apart,
    /// `lineVariantRereads`, `dateRereads`).
    static func lineRereads(_ scan: ReceiptScan) -> [LineReread] {
        scan.rereads.filter { $0.pass < ReceiptReader.lineVariantPass }
    }

    /// `.reader-r2-eng.json`: the reader's key.
    var readerSuffix: String { ".reader-\(readingKey).json" }

    /// `.rereads-r2-eng-2x-3x.json`: the reader's key and the enlargements, so changing either reads again.
    var rereadSuffix: String {
        ".rereads-\(readingKey)-" + rereadScales.map { String(format: "%gx", $0) }.joined(separator: "-") + ".json"
    }

    /// The prepared page our reader read `image`'s cached `lines` on, saved as `<name>.page-<key>.pgm`;
    /// on a miss the image is read again in full (nil when that reading differs from the cached one).
    func preparedPage(_ image: String, lines: [ReceiptLine], reader: () throws -> ReceiptReader) throws -> GrayImage? {
        let file = path((image as NSString).lastPathComponent, ".page-\(readingKey).pgm")
        if let data = FileManager.default.contents(atPath: file) { return PortableGrayMap.decode(data) }
        return try preparedImages(image, lines: lines, reader: reader)?.page
    }

    /// The prepared page (`preparedPage`) and the image it was prepared from, deskewed alike
    /// (`ReceiptReader.preparedSource`), saved as `<name>.page-<key>.pgm` and `<name>.source-<key>.pgm`;
    /// on a miss the image is read again in full (nil when that reading differs from the cached one).
    func preparedImages(_ image: String, lines: [ReceiptLine], reader: () throws -> ReceiptReader) throws -> (
        page: GrayImage, source: GrayImage
    )? {
        let name = (image as NSString).lastPathComponent
        let file = path(name, ".page-\(readingKey).pgm"), sourceFile = path(name, ".source-\(readingKey).pgm")
        if let data = FileManager.default.contents(atPath: file), let page = PortableGrayMap.decode(data),
            let sourceData = FileManager.default.contents(atPath: sourceFile),
            let source = PortableGrayMap.decode(sourceData)
        {
            return (page, source)
        }
        let made = try reader()
        let keeps = made.keepsPreparedPage, variants = made.dateRereadVariants, near = made.dateNeighbourhoodScale
        let lineVariants = made.lineVariants, rescue = made.totalRescueScale
        made.keepsPreparedPage = true
        made.totalRescueScale = 0
        made.dateRereadVariants = []
        made.dateNeighbourhoodScale = 0
        made.lineVariants = []
        defer {
            (made.keepsPreparedPage, made.dateRereadVariants, made.dateNeighbourhoodScale) = (keeps, variants, near)
            made.lineVariants = lineVariants
            made.totalRescueScale = rescue
        }
        guard let scan = try? made.read(path: image), let page = made.preparedPage, let source = made.preparedSource
        else { return nil }
        guard scan.receiptLines.map(\.text) == lines.map(\.text) else {
            FileHandle.standardError.write(Data("  \(image): a new reading differs from the cached one\n".utf8))
            return nil
        }
        try PortableGrayMap.encode(page).write(to: URL(fileURLWithPath: file))
        try PortableGrayMap.encode(source).write(to: URL(fileURLWithPath: sourceFile))
        return (page, source)
    }

    struct SavedRereads: Codable {
        var lines: [Int]
        var rereads: [LineReread]
    }

    /// Bare `tesseract IMG - --psm 6` text for `image`, run (and saved) on a miss.
    func bareText(_ image: String) throws -> String {
        let file = path((image as NSString).lastPathComponent, ".bare.txt")
        if let text = try? String(contentsOfFile: file, encoding: .utf8) { return text }
        let text = try ReceiptBenchmark.tesseract(image)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return text
    }
}

/// 8-bit binary PGM (`P5`): the bench's cache of prepared pages.
enum PortableGrayMap {
    static func encode(_ image: GrayImage) -> Data {
        var data = Data("P5\n\(image.width) \(image.height)\n255\n".utf8)
        for row in 0..<image.height {
            let start = row * image.bytesPerRow
            data.append(contentsOf: image.pixels[start..<(start + image.width)])
        }
        return data
    }

    static func decode(_ data: Data) -> GrayImage? {
        let bytes = [UInt8](data)
        var fields: [Int] = [], index = 2
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "5") else { return nil }
        while fields.count < 3, index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
            var value = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            fields.append(value)
        }
        index += 1
        guard fields.count == 3 else { return nil }
        let (width, height) = (fields[0], fields[1])
        guard width > 0, height > 0, bytes.count - index >= width * height else { return nil }
        return GrayImage(
            width: width, height: height, bytesPerRow: width, pixels: Array(bytes[index..<(index + width * height)]))
    }
}
