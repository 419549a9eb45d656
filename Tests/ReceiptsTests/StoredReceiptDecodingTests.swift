import Foundation
import ShoeboxCore
import Testing

@testable import Receipts

/// A receipt waiting in the book for its date is stored as JSON; a newer Shoebox must read what an
/// older one wrote (fields added since take their defaults) and write back what it read.
@Suite struct StoredReceiptDecodingTests {
    let options = ExtractionOptions(today: LocalDate(year: 2026, month: 11, day: 22)!)

    func line(_ text: String, _ index: Int) -> ReceiptLine {
        ReceiptLine(
            text: text, box: TextBox(x: 20, y: 40 + index * 40, width: 500, height: 24), confidence: 0.9,
            words: text.split(separator: " ").map { ReceiptWord(text: String($0), confidence: 0.9) })
    }

    /// A receipt as this version extracts it, with every evidence list filled.
    func extracted() -> ExtractedReceipt {
        let texts = ["CORNER HARDWARE LLC", "12 Main St", "Hammer 12.00", "Tax 0.96", "TOTAL 12.96", "VISA 12.96"]
        return ReceiptExtractor.extract(texts.enumerated().map { line($1, $0) }, options: options)
    }

    @Test func aReceiptStoredBeforeTheEvidenceListsDecodesWithThemEmpty() throws {
        let receipt = extracted()
        #expect(!receipt.totalEvidence.isEmpty && !receipt.merchantEvidence.isEmpty)
        var stored = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(receipt)) as? [String: Any])
        for key in ["totalEvidence", "dateEvidence", "merchantEvidence", "tipMayFollow"] {
            #expect(stored.removeValue(forKey: key) != nil, "\(key) is written today")
        }
        let old = try JSONSerialization.data(withJSONObject: stored)
        let decoded = try JSONDecoder().decode(ExtractedReceipt.self, from: old)
        #expect(decoded.total == receipt.total)
        #expect(decoded.merchant == receipt.merchant)
        #expect(decoded.items == receipt.items)
        #expect(decoded.totalEvidence.isEmpty && decoded.dateEvidence.isEmpty && decoded.merchantEvidence.isEmpty)
        #expect(!decoded.tipMayFollow)
    }

    @Test func aReceiptWrittenTodayReadsBackUnchanged() throws {
        let receipt = extracted()
        let decoded = try JSONDecoder().decode(ExtractedReceipt.self, from: JSONEncoder().encode(receipt))
        #expect(decoded == receipt)
    }

    @Test func aStoredReceiptWithoutItsCurrencyIsAnErrorNotAGuess() throws {
        let receipt = extracted()
        var stored = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(receipt)) as? [String: Any])
        stored.removeValue(forKey: "currency")
        let broken = try JSONSerialization.data(withJSONObject: stored)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ExtractedReceipt.self, from: broken) }
    }
}
