import Imaging
import OCR
import Receipts

/// When no reading of a receipt shows a labelled total (`TOTAL` read as debris, `T0TAI`, a label
/// cut in half), the line re-reads have no total line to read again: `RereadPlan` asks for
/// labelled lines only. The lower part of the page, where a receipt prints its total, is then read
/// once more as one block, enlarged; each of its lines that holds an amount becomes a reading of the
/// page line at its height (`LineReread`), handed to the extractor like the other re-reads (a
/// reading that shows a label fills the total, flagged, unless a cross-check then confirms it).
public enum TotalRescuePlan {
    /// The part of the page read again: from this fraction of the text's height (top of its first
    /// line to the bottom of its last) down to the page's bottom.
    public static let bandStart = 0.5

    /// Whether the receipt needs the rescue: with every reading so far, the extractor finds no total,
    /// or one no label was read for (`no label: …`: the largest amount, a check that adds up, cash −
    /// change).
    public static func wanted(_ lines: [ReceiptLine], rereads: [LineReread], options: ExtractionOptions) -> Bool {
        guard lines.contains(where: { ($0.box?.height ?? 0) > 0 }) else { return false }
        let found = ReceiptExtractor.extract(lines, rereads: rereads, options: options, choosingMerchant: false)
        guard found.total != nil, let evidence = found.totalEvidence.first else { return true }
        return evidence.hasPrefix("no label")
    }

    /// The rows read again, in the page's pixels: from `bandStart` of the text's height to the page's
    /// bottom (`pageHeight`); nil when the lines have no boxes.
    public static func band(of lines: [ReceiptLine], pageHeight: Int) -> (top: Int, bottom: Int)? {
        let boxes = lines.compactMap(\.box).filter { $0.height > 0 }
        guard let first = boxes.map(\.y).min(), let last = boxes.map({ $0.y + $0.height }).max() else { return nil }
        let top = first + Int(Double(last - first) * bandStart) - (boxes.map(\.height).max() ?? 0) / 2
        return (max(0, top), pageHeight)
    }

    /// The readings of `rescued` (lines read in the band, in the page's pixels) kept as re-reads of the
    /// page's `lines`: those holding an amount, each given to the page line it overlaps most (at least
    /// half of the smaller height), or, overlapping none (text the first reading did not see), to the
    /// nearest line by centre.
    public static func rereads(of rescued: [ReceiptLine], onto lines: [ReceiptLine], pass: Int) -> [LineReread] {
        let boxed = lines.indices.filter { (lines[$0].box?.height ?? 0) > 0 }
        guard !boxed.isEmpty else { return [] }
        var found: [LineReread] = []
        for line in rescued {
            guard let box = line.box, !AmountScanner.amounts(in: line.text).isEmpty else { continue }
            let overlap = { (index: Int) -> Int in
                let other = lines[index].box!
                return min(box.y + box.height, other.y + other.height) - max(box.y, other.y)
            }
            let centre = { (b: TextBox) in Double(b.y) + Double(b.height) / 2 }
            let best = boxed.max { overlap($0) < overlap($1) }!
            let target =
                Double(overlap(best)) >= 0.5 * Double(min(box.height, lines[best].box!.height))
                ? best
                : boxed.min { abs(centre(lines[$0].box!) - centre(box)) < abs(centre(lines[$1].box!) - centre(box)) }!
            found.append(LineReread(line: target, pass: pass, text: line.text, confidence: line.confidence))
        }
        return found
    }
}

extension ReceiptReader {
    /// The enlargement of the total rescue (0: never).
    public static let totalRescueScale = 2.0

    /// The `pass` of the total rescue's readings: above the neighbourhood re-read's.
    public static let totalRescuePass = 16

    /// When no reading shows a labelled total (`TotalRescuePlan.wanted`): the lower part of `image`
    /// (the prepared page the lines were read on) read once more as a block, enlarged
    /// `totalRescueScale` times; its lines holding an amount, as re-reads of the page lines at their
    /// height. Public for the bench, which keeps prepared pages.
    public func totalRescueRereads(lines: [ReceiptLine], rereads: [LineReread], image: GrayImage, path: String)
        throws -> [LineReread]
    {
        guard wantsTotalRescue(lines, rereads: rereads) else { return [] }
        return try rescueTotal(lines: lines, image: image, path: path)
    }

    /// Whether the rescue is on and the receipt needs it (`TotalRescuePlan.wanted`).
    func wantsTotalRescue(_ lines: [ReceiptLine], rereads: [LineReread]) -> Bool {
        totalRescueScale > 0 && TotalRescuePlan.wanted(lines, rereads: rereads, options: rereadOptions)
    }

    /// The total rescue's reading of the page's lower part, whatever the plan says.
    func rescueTotal(lines: [ReceiptLine], image: GrayImage, path: String) throws -> [LineReread] {
        guard let (top, bottom) = TotalRescuePlan.band(of: lines, pageHeight: image.height),
            let read = try readRows(
                top: top, bottom: bottom, of: image, scale: totalRescueScale, mode: .singleBlock, path: path)
        else { return [] }
        return TotalRescuePlan.rereads(of: ReceiptScan.receiptLines(read), onto: lines, pass: Self.totalRescuePass)
    }
}
