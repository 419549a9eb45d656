import ArgumentParser
import Foundation
import Pipeline
import Receipts
import ShoeboxCore

/// `shoebox extract IMAGE...`: preprocessing + OCR + field extraction only; writes to no book.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Read receipt images and print merchant, date, total and the other fields (writes nothing).",
        discussion: CommandHelp.extract)

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
        let options = ExtractionOptions(defaultCurrency: CurrencyCode(currency)!, today: Today.local())
        let results = try ReceiptStage.extract(
            paths: images, jobs: jobs, debugDirectory: debugDir.map { URL(fileURLWithPath: $0, isDirectory: true) },
            options: options)
        for (path, result) in results {
            switch result {
            case .success(let receipt):
                print(
                    json
                        ? ReceiptJSON.line(ReceiptJSON.object(file: path, receipt))
                        : ReceiptText.describe(path, receipt))
            case .failure(let error):
                FileHandle.standardError.write(Data("shoebox: \(path): \(error)\n".utf8))
                if json { print(ReceiptJSON.line(["file": path, "error": "\(error)"])) }
            }
        }
        let status = ExitStatus.ofExtraction(failed: results.contains { (try? $0.receipt.get()) == nil })
        if status != .ok { throw ExitCode(status.rawValue) }
    }
}
