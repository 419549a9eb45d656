import ArgumentParser
import Foundation
import ReceiptReading
import Receipts

/// `--header-gate`: what a gate on the header re-read would read, from two cached passes, one with
/// the header re-read (the standard readings) and one without it (`--steps-on noheader`).
extension ReceiptBenchmark {
    /// The store whose readings a reader gated by `--header-gate` makes for `path`: the one without the
    /// header re-read when the gate, asked on that reading's lines, does not want it; `standard` otherwise
    /// (and when no gate is asked for, or the image has no cached reading without the header re-read).
    func headerGated(_ path: String, _ standard: ReceiptOCRCache, options: ExtractionOptions) throws
        -> ReceiptOCRCache
    {
        guard let headerGate else { return standard }
        guard let gate = HeaderRereadGate(rawValue: headerGate) else {
            throw ValidationError(
                "--header-gate: one of \(HeaderRereadGate.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var steps = try self.steps
        steps.skipsHeaderReread = true
        let without = ReceiptOCRCache(
            directory: standard.directory, readingKey: ReceiptReader.readingKey(steps: steps),
            rereadScales: standard.rereadScales)
        let file = without.path((path as NSString).lastPathComponent, without.readerSuffix)
        guard let data = FileManager.default.contents(atPath: file),
            let reading = try JSONDecoder().decode(CachedReading?.self, from: data)
        else { return standard }
        return gate.wants(reading.receiptLines, options: options) ? standard : without
    }
}
