import ArgumentParser
import Foundation
import OCR
import Pipeline
import ReceiptReading
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
    @Option(help: "Worker threads (default: the number of cores).") var jobs: Int = ProcessInfo.processInfo
        .activeProcessorCount
    @Option(name: .customLong("debug-dir"), help: "Write the intermediate images of preprocessing here (PNG).")
    var debugDir: String?
    @Option(help: "ISO 4217 currency when a receipt shows none.") var currency: String = "USD"
    @Argument(help: "Receipt images (JPEG, PNG, TIFF, ...).") var images: [String]

    func validate() throws {
        if images.isEmpty { throw ValidationError("give at least one image") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        guard CurrencyCode(currency) != nil else {
            throw ValidationError("--currency \(currency) is not an ISO 4217 code")
        }
    }

    func run() throws {
        let debugURL = debugDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let debugURL { try FileManager.default.createDirectory(at: debugURL, withIntermediateDirectories: true) }
        let outcomes = ReceiptScanPool.scan(paths: images, jobs: jobs, debugDirectory: debugURL)
        let options = ExtractionOptions(defaultCurrency: CurrencyCode(currency)!, today: Today.local())
        var failed = false
        for (path, outcome) in zip(images, outcomes) {
            // The same reading `shoebox run` stores (`ReceiptStage`), so the two cannot disagree.
            do {
                let name = (path as NSString).lastPathComponent
                let receipt = try ReceiptStage.extract(
                    try ReceiptStage.scan(outcome, fileName: name), fileName: name,
                    options: options)
                print(
                    json
                        ? ReceiptJSON.line(ReceiptJSON.object(file: path, receipt))
                        : ReceiptText.describe(path, receipt))
            } catch {
                failed = true
                FileHandle.standardError.write(Data("shoebox: \(path): \(error)\n".utf8))
                if json { print(ReceiptJSON.line(["file": path, "error": "\(error)"])) }
            }
        }
        let status = ExitStatus.ofExtraction(failed: failed)
        if status != .ok { throw ExitCode(status.rawValue) }
    }
}
