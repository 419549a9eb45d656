import Foundation
import Imaging
import OCR
import Receipts
import ShoeboxCore

/// Orientation: which quarter turn makes an unclear reading upright, and reading it turned.
extension ReceiptReader {
    /// Quarter turns that make an unclear reading's page upright: none when the reading already
    /// shows upright print (`readsUpright`); else Tesseract's OSD; when it abstains (too little
    /// text) and the page reads poorly, a central crop read in all four orientations decides.
    func uprightTurns(of candidate: Recognized, path: String) throws -> Int {
        if Self.readsUpright(candidate.scan.page) {
            uprightByAmounts += 1
            return 0
        }
        let osd = timed(.orientation) { orientation.uprightTurns(for: candidate.image) }
        if osd.turns != 0 {
            turnsFound[.orientation, default: 0] += 1
            return osd.turns
        }
        guard osd.confidence < orientation.minimumConfidence,
            candidate.scan.page.meanConfidence < Self.poorlyRead
        else { return 0 }
        let turns = try timed(.turnTries) { try turnsByConfidence(candidate.image, path: path) }
        if turns != 0 { turnsFound[.turnTries, default: 0] += 1 }
        return turns
    }

    /// A page reading this many amounts (`12.50`, `3,99`) confidently is upright, however poorly the
    /// rest reads: turned print does not read as digits around a point on their baseline (upside
    /// down the point sits at the top, on a quarter turn the digits lie on their side).
    static let uprightAmounts = 3
    /// How confidently such an amount must read, 0...100.
    static let uprightAmountConfidence: Float = 80

    /// Whether `page` reads at least `uprightAmounts` different amounts at `uprightAmountConfidence`
    /// or more: then no orientation work can pay.
    static func readsUpright(_ page: OCRPage) -> Bool {
        let amounts = page.words.filter {
            $0.confidence >= uprightAmountConfidence
                && $0.text.range(of: #"^\d{1,6}[.,]\d\d$"#, options: .regularExpression) != nil
        }
        return Set(amounts.map(\.text)).count >= uprightAmounts
    }

    /// The candidate read again turned by `quarterTurns` (prepared again: skew is only searched
    /// near horizontal text lines), kept when it reads more characters confidently.
    func keepTurned(_ candidate: Recognized, by quarterTurns: Int, path: String) throws -> Recognized {
        let source = candidate.source.rotated(clockwiseQuarterTurns: quarterTurns)
        let turned = prepare(source)
        let page = try ocr(turned.image, path: path)
        guard score(page) > candidate.score else { return candidate }
        return recognized(
            page, prepared: turned.image, source: candidate.source, deskewed: turned.deskewed ?? source,
            variant: candidate.scan.variant, turns: quarterTurns)
    }

    /// Confidently read characters: a crop that loses text cannot win on confidence alone.
    func score(_ page: OCRPage) -> Double {
        page.words.reduce(0.0) { sum, word in
            sum + Double(max(0, word.confidence)) / 100 * Double(word.text.filter { $0.isLetter || $0.isNumber }.count)
        }
    }

    /// OSD needs more text than many receipts carry. When it abstains and the page reads
    /// poorly, a central crop is read in all four orientations and the clearly best one wins
    /// (a margin of 15 confidence points; otherwise 0).
    func turnsByConfidence(_ page: GrayImage, path: String) throws -> Int {
        let side = 600
        let crop = page.cropped(x: (page.width - side) / 2, y: (page.height - side) / 2, width: side, height: side)
        let upright = try ocr(crop, path: path).meanConfidence
        var best = (turns: 0, confidence: upright + 15)
        for turns in 1...3 {
            let confidence = try ocr(crop.rotated(clockwiseQuarterTurns: turns), path: path).meanConfidence
            if confidence > best.confidence { best = (turns, confidence) }
        }
        return best.turns
    }
}
