import Imaging
import OCR
import Receipts

/// One way of reading the header band again for the merchant (`ReceiptReader.merchantRereadPasses`).
public struct MerchantRereadPass: Sendable, Hashable {
    /// Enlargement of the band (0.5: large print brought down to the size Tesseract reads best).
    public var scale: Double
    /// Tesseract's sparse-text mode (words anywhere, no block layout: a logo's letters) instead of one block.
    public var sparse: Bool
    /// Read white on black (an inverted header bar).
    public var inverted: Bool
    /// Only the first lines' own band (from the first line's top), not the page's top above them:
    /// an enlargement re-reads lines the page found, at a quarter of the cost of the whole top.
    public var tight: Bool

    public init(scale: Double, sparse: Bool, inverted: Bool = false, tight: Bool = false) {
        self.scale = scale
        self.sparse = sparse
        self.inverted = inverted
        self.tight = tight
    }

    /// `0.5x-sparse`, `2x-block-tight`, `1x-block-inv`: part of the bench's cache file name.
    public var name: String {
        String(format: "%gx", scale) + (sparse ? "-sparse" : "-block") + (inverted ? "-inv" : "")
            + (tight ? "-tight" : "")
    }

    /// Parses `name`'s form; nil when it is not one.
    public init?(name: String) {
        let parts = name.split(separator: "-")
        guard parts.count >= 2, parts[0].hasSuffix("x"), let scale = Double(parts[0].dropLast()), scale > 0,
            parts[1] == "sparse" || parts[1] == "block"
        else { return nil }
        let flags = Set(parts.dropFirst(2))
        guard flags.isSubset(of: ["inv", "tight"]), flags.count == parts.count - 2 else { return nil }
        self.init(
            scale: scale, sparse: parts[1] == "sparse", inverted: flags.contains("inv"), tight: flags.contains("tight"))
    }
}

extension ReceiptReader {
    /// How the header band is read again when the first reading names no shop clearly.
    /// One 2× block reading of the band from the page's top: on the development part 3 more shops
    /// named right (67.3 → 69.1 %) for 0.05 s of CPU per receipt on average; a 0.5× sparse reading
    /// for large print added one more for 30 % more time (alone it lost three), and reading only the
    /// first lines' band, not the page's top, lost two (docs/receipts.md, sixth session).
    public static let merchantRereadPasses = [MerchantRereadPass(scale: 2, sparse: false)]

    /// The header band holds the first lines of the page, up to this many.
    static let merchantBandLines = 4
    /// ... and at most this share of the page's height.
    static let merchantBandShare = 0.34

    /// The header band (the page's top down to the bottom of its first lines: a logo above them,
    /// large or bold print the whole-page reading garbled) read again in each of `passes`, when
    /// `MerchantRereadPlan` says the first reading names no shop clearly (the caller asks it).
    /// Lines come back in the page's pixels; nothing runs when the band is empty.
    func rereadMerchant(of scan: ReceiptScan, image: GrayImage, path: String) throws -> [MerchantReread] {
        guard !merchantRereadPasses.isEmpty, let band = Self.merchantBand(of: scan.lines, in: image)
        else { return [] }
        var found: [MerchantReread] = []
        for (pass, way) in merchantRereadPasses.enumerated() {
            guard let lines = try readBand(band, in: way, image: image, path: path) else { continue }
            for line in lines where line.text.contains(where: \.isLetter) {
                found.append(
                    MerchantReread(
                        pass: pass, text: line.text,
                        box: TextBox(x: line.box.x, y: line.box.y, width: line.box.width, height: line.box.height),
                        confidence: Double(line.confidence) / 100,
                        wordConfidences: line.words.map { Double($0.confidence) / 100 }))
            }
        }
        return found
    }

    /// One reading of the header band `band` the way `way` says: its lines in the page's pixels;
    /// nil when the band is too thin.
    func readBand(
        _ band: (top: Int, firstLine: Int, bottom: Int, width: Int), in way: MerchantRereadPass, image: GrayImage,
        path: String
    ) throws -> [OCRLine]? {
        try readRows(
            top: way.tight ? band.firstLine : band.top, bottom: band.bottom, of: image, scale: way.scale,
            mode: way.sparse ? .sparseText : .singleBlock, inverted: way.inverted, path: path)
    }

    /// Rows `top..<bottom` of the header band, where a tight band starts (`firstLine`: the first
    /// line's top less a margin) and the page's width; nil when the page has no boxed lines or the
    /// band is too thin.
    static func merchantBand(of lines: [OCRLine], in image: GrayImage) -> (
        top: Int, firstLine: Int, bottom: Int, width: Int
    )? {
        let boxed = lines.filter { $0.box.height > 0 }
        guard !boxed.isEmpty else { return nil }
        let first = boxed.prefix(merchantBandLines)
        let pad = max(8, first.map(\.box.height).max()! / 2)
        let lowest = first.map { $0.box.y + $0.box.height }.max()! + pad
        let bottom = min(image.height, lowest, Int(Double(image.height) * merchantBandShare))
        guard bottom >= 16 else { return nil }
        return (0, min(bottom - 8, max(0, first.map(\.box.y).min()! - pad)), bottom, image.width)
    }
}
