import ArgumentParser
import Foundation
import OCR
import ReceiptReading
import Pipeline
import Receipts
import ShoeboxCore

/// `shoebox extract IMAGE...`: preprocessing + OCR + field extraction only; writes to no book.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Read receipt images and print merchant, date, total and the other fields (writes nothing).",
        discussion: """
            With --json, one JSON object per input and line: file, merchant, date (YYYY-MM-DD), time, total, currency, \
            subtotal, tax, tip, payment_method, card_brand, card_last4, items, needs_review and confidence (0-1 per \
            field); null for a field not found. Exit code 3 when some file could not be read.
            """)

    @Flag(help: "Print one JSON object per input.") var json = false
    @Option(help: "Worker threads (default: the number of cores).") var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Option(name: .customLong("debug-dir"), help: "Write the intermediate images of preprocessing here (PNG).") var debugDir: String?
    @Option(help: "ISO 4217 currency when a receipt shows none.") var currency: String = "USD"
    @Argument(help: "Receipt images (JPEG, PNG, TIFF, ...).") var images: [String]

    func validate() throws {
        if images.isEmpty { throw ValidationError("give at least one image") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        guard CurrencyCode(currency) != nil else { throw ValidationError("--currency \(currency) is not an ISO 4217 code") }
    }

    func run() throws {
        let debugURL = debugDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let debugURL { try FileManager.default.createDirectory(at: debugURL, withIntermediateDirectories: true) }
        let outcomes = ReceiptScanPool.scan(paths: images, jobs: jobs, debugDirectory: debugURL)
        let options = ExtractionOptions(defaultCurrency: CurrencyCode(currency)!, today: Today.local())
        var failed = false
        for (path, outcome) in zip(images, outcomes) {
            switch outcome {
            case .success(let scan):
                let receipt = ReceiptExtractor.extract(scan.receiptLines, options: options)
                print(json ? ReceiptJSON.line(ReceiptJSON.object(file: path, receipt)) : Self.text(path, receipt))
            case .failure(let error):
                failed = true
                FileHandle.standardError.write(Data("shoebox: \(path): \(error)\n".utf8))
                if json { print(ReceiptJSON.line(["file": path, "error": "\(error)"])) }
            }
        }
        if failed { throw ExitCode(3) }
    }

    static func text(_ path: String, _ r: ExtractedReceipt) -> String {
        let digits = r.currency.value.minorUnitDigits
        func money(_ f: ExtractedField<Int64>?) -> String { f.map { Money.decimalString($0.value, digits: digits) } ?? "-" }
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
