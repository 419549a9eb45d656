import ArgumentParser
import Foundation
import OCR
import Pipeline
import Receipts
import ShoeboxCore

/// Accuracy and speed of receipt reading on a labelled folder, against plain
/// `tesseract IMG - --psm 6` + the same extractor.
struct ReceiptBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receipts", abstract: "Per-field accuracy and speed of receipt reading vs bare tesseract.")

    @Option(help: "Folder of <source>-<id>.jpg images with <source>-<id>.json labels.") var dir = "../shared/data/receipts-dev"
    @Option(help: "Workers for the parallel run (compared with 1).") var jobs = ProcessInfo.processInfo.activeProcessorCount
    @Option(help: "Use only the first N receipts.") var limit: Int?
    @Flag(help: "List every miss.") var verbose = false
    @Option(help: "Extractor only: read saved `tesseract --psm 6` output from DIR/<name>.txt; no OCR, no timing.")
    var textDir: String?

    func run() throws {
        var names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".jpg") }.sorted()
        if let limit { names = Array(names.prefix(limit)) }
        let paths = names.map { (dir as NSString).appendingPathComponent($0) }
        let labels = try paths.map { path in
            try JSONDecoder().decode(ReceiptLabel.self, from: Data(contentsOf: URL(fileURLWithPath: (path as NSString).deletingPathExtension + ".json")))
        }
        let options = ExtractionOptions(defaultCurrency: .usd, today: LocalDate(year: 2026, month: 11, day: 22)!)
        print("receipts: \(paths.count) in \(dir); tesseract \(TesseractEngine.version); OMP_THREAD_LIMIT=\(ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] ?? "unset")")

        if let textDir {
            let texts = try names.map { try String(contentsOfFile: (textDir as NSString).appendingPathComponent(($0 as NSString).deletingPathExtension + ".txt"), encoding: .utf8) }
            let read = texts.map { ReceiptExtractor.extract(ReceiptLine.lines(fromText: $0), options: options) }
            report(names: names, labels: labels, baseline: read, ours: read)
            return
        }
        var baselineTexts: [String] = []
        let baselineStart = Date()
        for path in paths { baselineTexts.append(try Self.tesseract(path)) }
        let baselineSeconds = Date().timeIntervalSince(baselineStart)
        let baseline = baselineTexts.map { ReceiptExtractor.extract(ReceiptLine.lines(fromText: $0), options: options) }

        let oursStart = Date()
        let scans = ReceiptScanPool.scan(paths: paths, jobs: 1)
        let oursSeconds = Date().timeIntervalSince(oursStart)
        let ours = scans.map { outcome in
            (try? outcome.get()).map { ReceiptExtractor.extract($0.receiptLines, options: options) }
                ?? ExtractedReceipt(currency: ExtractedField(value: .usd, confidence: 0, line: nil))
        }
        var parallelSeconds: Double?
        if jobs > 1 {
            let start = Date()
            _ = ReceiptScanPool.scan(paths: paths, jobs: jobs)
            parallelSeconds = Date().timeIntervalSince(start)
        }

        report(names: names, labels: labels, baseline: baseline, ours: ours)
        let n = Double(paths.count)
        print("\nspeed (wall time per receipt, same files, same run):")
        print(String(format: "  bare tesseract --psm 6 (subprocess) %6.2f s", baselineSeconds / n))
        print(String(format: "  ours, 1 worker (load+OCR+lines)     %6.2f s   ratio %.2fx of bare tesseract", oursSeconds / n, oursSeconds / baselineSeconds))
        if let parallelSeconds {
            print(String(format: "  ours, %d workers                    %6.2f s   speed-up %.2fx vs 1 worker", jobs, parallelSeconds / n, oursSeconds / parallelSeconds))
        }
    }

    func report(names: [String], labels: [ReceiptLabel], baseline: [ExtractedReceipt], ours: [ExtractedReceipt]) {
        var groups: [String: (FieldScore, FieldScore)] = [:]
        var overall = (FieldScore(), FieldScore())
        for i in names.indices {
            let source = String(names[i].prefix { $0 != "-" })
            var group = groups[source] ?? (FieldScore(), FieldScore())
            _ = group.0.add(baseline[i], labels[i]); _ = overall.0.add(baseline[i], labels[i])
            let misses = group.1.add(ours[i], labels[i]); _ = overall.1.add(ours[i], labels[i])
            groups[source] = group
            if verbose, !misses.isEmpty { print("  miss \(names[i]): \(misses.joined(separator: "; "))") }
        }
        print("\n" + ["source", "n", "total base", "total ours", "date base", "date ours", "merch base", "merch ours"]
            .map { $0.padding(toLength: 11, withPad: " ", startingAt: 0) }.joined())
        for (name, scores) in groups.sorted(by: { $0.key < $1.key }) + [("overall", overall)] {
            let (b, o) = scores
            print([name, "\(o.count)", b.percent(b.total), o.percent(o.total), b.percent(b.date), o.percent(o.date),
                   b.percent(b.merchant), o.percent(o.merchant)].map { $0.padding(toLength: 11, withPad: " ", startingAt: 0) }.joined())
        }
        print("goals: total ≥ 90 %, date ≥ 90 %, merchant ≥ 80 %")
    }

    /// `tesseract IMG - --psm 6`: the baseline's text.
    static func tesseract(_ path: String) throws -> String {
        String(decoding: try ToolOutput.run("/usr/bin/tesseract", [path, "-", "--psm", "6"]), as: UTF8.self)
    }
}
