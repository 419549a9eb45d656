import Book
import Foundation
import OCR
import ReceiptReading
import Receipts
import ShoeboxCore
import Storage

extension BatchRunner {
    /// OCRs every receipt image of the run up front, on `options.jobs` worker threads; storing
    /// then stays sequential (one document per transaction) and takes the scans from the cache.
    func prepareReceiptScans(_ files: [String]) {
        let pending = files.filter { path in
            guard FileKind.of(fileName: (path as NSString).lastPathComponent) == .receipt, options.stages.contains(.receipts) else { return false }
            guard let (size, mtime) = try? InputFile.stat(path),
                  let known = unchangedDocument(path: path, size: size, mtimeNanoseconds: mtime) else { return true }
            return !isSettled(known)
        }
        guard !pending.isEmpty else { return }
        let logger = self.logger
        let started = Date()
        let outcomes = ReceiptScanPool.scan(paths: pending, jobs: options.jobs, language: options.ocrLanguages.joined(separator: "+")) { index, path, outcome in
            let status = (try? outcome.get()).map { "\($0.page.words.count) words, confidence \($0.page.meanConfidence)" } ?? "unreadable"
            logger.info("OCR \(index + 1)/\(pending.count): \((path as NSString).lastPathComponent): \(status)")
        }
        logger.info("OCR of \(pending.count) receipt(s) on \(min(options.jobs, pending.count)) worker(s): \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        receiptScans.put(Dictionary(uniqueKeysWithValues: zip(pending, outcomes)))
    }

    /// A receipt photo or scan: OCR (from the pre-pass), extract fields, store, link to its card charge.
    func importReceipt(_ file: InputFile, document: NewDocument, runID: Int64) throws -> ImportCounts {
        let outcome = receiptScans.take(file.path) ?? Result { try ReceiptReader(language: options.ocrLanguages.joined(separator: "+")).read(path: file.path) }
        let scan: ReceiptScan
        do { scan = try outcome.get() } catch let reason as any QuarantineReason {
            throw reason
        } catch {
            throw FileProblem(code: "receipt_unreadable", message: "\(file.name): \(error)")
        }
        guard !scan.page.words.isEmpty else {
            throw FileProblem(code: "receipt_no_text", message: "\(file.name): OCR found no text in the \(scan.imageSize.width)x\(scan.imageSize.height) image; is it a receipt?")
        }
        let lines = scan.receiptLines
        let extraction = ExtractionOptions(defaultCurrency: options.defaultCurrency, today: options.today,
                                           knownPayees: try payeesForMerchantPicking())
        let fields = ReceiptExtractor.extract(lines, options: extraction)
        let total = fields.totalMoney?.formatted() ?? "no total"
        logger.info("receipt \(file.name): \(fields.merchant?.value ?? "no merchant"), \(fields.date?.value.description ?? "no date"), \(total)\(fields.needsReview ? " (needs review)" : "")")
        let receipt = NewReceipt(fields: fields, ocrText: scan.page.text, ocrConfidence: scan.page.meanConfidence,
                                 variant: scan.variant, rotationDegrees: scan.rotationDegrees)
        return try ledger.importReceipt(document, receipt, runID: runID)
    }
}

extension BatchRunner {
    /// `Ledger.knownPayees()` scans every transaction: once per pass, not once per receipt.
    func payeesForMerchantPicking() throws -> [String] {
        if let knownPayees { return knownPayees }
        let payees = try ledger.knownPayees()
        knownPayees = payees
        return payees
    }
}

/// Scans computed by the pre-pass, taken once each by `importReceipt`.
final class ReceiptScanCache: @unchecked Sendable {
    private let lock = NSLock()
    private var scans: [String: ReceiptScanPool.Outcome] = [:]

    func put(_ new: [String: ReceiptScanPool.Outcome]) { lock.withLock { scans.merge(new) { $1 } } }

    func take(_ path: String) -> ReceiptScanPool.Outcome? { lock.withLock { scans.removeValue(forKey: path) } }
}
