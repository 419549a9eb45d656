import Foundation
import Receipts
import ShoeboxCore
import Storage

/// What `shoebox extract` prints for one receipt (without --json).
public enum ReceiptText {
    public static func describe(_ path: String, _ r: ExtractedReceipt) -> String {
        let digits = r.currency.value.minorUnitDigits
        func money(_ f: ExtractedField<Int64>?) -> String {
            f.map { Money.decimalString($0.value, digits: digits) } ?? "-"
        }
        return """
            \(path)
              merchant  \(r.merchant?.value ?? "-")
              date      \(r.date?.value.description ?? "-") \(r.time?.value ?? "")
              total     \(money(r.total)) \(r.currency.value.code)   subtotal \(money(r.subtotal))   tax \(money(r.tax))   tip \(money(r.tip))
              payment   \(r.paymentMethod?.value.rawValue ?? "-") \(r.cardBrand ?? "") \(r.cardLast4.map { "…" + $0.value } ?? "")
              items     \(r.items.count)\(r.needsReview ? "\n  needs review (low confidence)" : "")
            """
    }
}

extension ReceiptStage {
    /// `shoebox extract`: OCR of `paths` on `jobs` threads, then the same reading `shoebox run`
    /// stores, so the two cannot disagree. One result per path, in order.
    public static func extract(
        paths: [String], jobs: Int, debugDirectory: URL?, options: ExtractionOptions
    ) throws -> [(path: String, receipt: Result<ExtractedReceipt, any Error>)] {
        if let debugDirectory {
            try FileManager.default.createDirectory(at: debugDirectory, withIntermediateDirectories: true)
        }
        let outcomes = ReceiptScanPool.scan(paths: paths, jobs: jobs, debugDirectory: debugDirectory)
        return zip(paths, outcomes).map { path, outcome in
            let name = (path as NSString).lastPathComponent
            return (path, Result { try extract(try scan(outcome, fileName: name), fileName: name, options: options) })
        }
    }
}

/// What `shoebox search` prints for one receipt found.
extension ReceiptSearchHit {
    public var line: String {
        let amount = amount.formatted()
        return
            "\(transactionID)\t\(date)\t\(merchant)\t\(amount)\t\(sourceFile)\(needsReview ? "\tneeds review" : "")\t"
            + snippet.replacingOccurrences(of: "\n", with: " ")
    }
}
