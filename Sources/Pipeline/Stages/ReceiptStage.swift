import Book
import Foundation
import Logging
import OCR
import PipelineDefinition
import ReceiptReading
import Receipts
import ShoeboxCore
import Storage

/// A receipt photo, scan or PDF: OCR (from the pass's parallel pre-pass), extract fields,
/// store, link to its card charge. `shoebox extract` reads receipts with the same
/// `ReceiptStage.extract`, so what it prints is what `run` stores.
public struct ReceiptStage: DocumentStage {
    public struct Parsed {
        var scan: ReceiptScan
        var fields: ExtractedReceipt
    }

    var documentKind: String { "receipt" }
    var gate: Stage { .receipts }

    func claims(name: String, head: Data) -> Bool {
        DocumentStages.receiptExtensions.contains(DocumentStages.fileExtension(name))
    }

    /// OCRs the pass's new receipt files up front, on `options.jobs` worker threads; storing
    /// then stays sequential (one document per transaction) and takes the scans from the cache.
    func prepare(_ files: [InputFile], in runner: BatchRunner) {
        guard !files.isEmpty, runner.parallelReceiptOCR else { return }
        let logger = runner.logger, jobs = runner.options.jobs
        let started = Date()
        let paths = files.map(\.path)
        let outcomes = ReceiptScanPool.scan(paths: paths, jobs: jobs, language: runner.ocrLanguage) {
            index, path, outcome in
            let status =
                (try? outcome.get()).map { "\($0.page.words.count) words, confidence \($0.page.meanConfidence)" }
                ?? "unreadable"
            logger.info("OCR \(index + 1)/\(paths.count): \((path as NSString).lastPathComponent): \(status)")
        }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        logger.info("OCR of \(files.count) receipt(s) on \(min(jobs, files.count)) worker(s): \(seconds) s")
        runner.receiptScans.put(Dictionary(zip(files.map(\.sha256), outcomes)) { first, _ in first })
    }

    func read(_ file: InputFile, in runner: BatchRunner) throws -> Parsed {
        let outcome =
            runner.receiptScans.take(file.sha256)
            ?? Result { try ReceiptReader(language: runner.ocrLanguage).read(path: file.path) }
        let scan = try Self.scan(outcome, fileName: file.name)
        let options = ExtractionOptions(
            defaultCurrency: runner.options.defaultCurrency, today: runner.options.today,
            knownPayees: try runner.payeesForMerchantPicking())
        let fields = try Self.extract(scan, fileName: file.name, options: options)
        let total = fields.totalMoney?.formatted() ?? "no total"
        let summary =
            "\(fields.merchant?.value ?? "no merchant"), \(fields.date?.value.description ?? "no date"), \(total)"
        runner.logger.info("receipt \(file.name): \(summary)\(fields.needsReview ? " (needs review)" : "")")
        return Parsed(scan: scan, fields: fields)
    }

    func store(_ parsed: Parsed, document: NewDocument, runID: Int64, in runner: BatchRunner) throws -> ImportCounts {
        let scan = parsed.scan
        let receipt = NewReceipt(
            fields: parsed.fields, ocrText: scan.page.text, ocrConfidence: scan.page.meanConfidence,
            variant: scan.variant, rotationDegrees: scan.rotationDegrees)
        return try runner.ledger.importReceipt(document, receipt, runID: runID)
    }

    /// The scan of an OCR outcome; a failure becomes a quarantine reason naming the file.
    public static func scan(_ outcome: ReceiptScanPool.Outcome, fileName: String) throws -> ReceiptScan {
        do { return try outcome.get() } catch let reason as Diagnostic {
            throw reason
        } catch {
            throw FileProblem(code: .receiptUnreadable, message: "\(fileName): \(error)")
        }
    }

    /// The receipt's fields from its scan: the one reading `run` and `extract` share.
    /// - Throws: `receipt_no_text` when the scan holds no line of text (an image OCR read
    ///   nothing in, or a PDF whose text layer is empty).
    public static func extract(_ scan: ReceiptScan, fileName: String, options: ExtractionOptions) throws
        -> ExtractedReceipt
    {
        let lines = scan.receiptLines
        guard lines.contains(where: { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            let source =
                scan.imageSize.width > 0
                ? "the \(scan.imageSize.width)x\(scan.imageSize.height) image" : "its text (\(scan.variant))"
            throw FileProblem(
                code: .receiptNoText, message: "\(fileName): OCR found no text in \(source); is it a receipt?")
        }
        return ReceiptExtractor.extract(
            lines, rereads: scan.rereads, merchantRereads: scan.merchantRereads, options: options)
    }
}

extension BatchRunner {
    /// Tesseract languages for receipts, as one `+`-joined string.
    var ocrLanguage: String { options.ocrLanguages.joined(separator: "+") }

    /// `Ledger.knownPayees()` scans every transaction: once per pass, not once per receipt.
    func payeesForMerchantPicking() throws -> [String] {
        if let knownPayees { return knownPayees }
        let payees = try ledger.knownPayees()
        knownPayees = payees
        return payees
    }
}

/// Scans computed by the pre-pass, keyed by content hash, taken once each by `ReceiptStage.read`.
final class ReceiptScanCache: @unchecked Sendable {
    private let lock = NSLock()
    private var scans: [String: ReceiptScanPool.Outcome] = [:]

    func put(_ new: [String: ReceiptScanPool.Outcome]) { lock.withLock { scans.merge(new) { $1 } } }

    func take(_ sha256: String) -> ReceiptScanPool.Outcome? { lock.withLock { scans.removeValue(forKey: sha256) } }
}
