import ArgumentParser
import Foundation
import OCR
import ReceiptReading

/// Compares `ReceiptReader.read` with bare `tesseract IMG - --psm 6` on the same original
/// files in the same run: wall time, mean word confidence, and whether the true total
/// (from `<name>.json`, key `total`) appears in the text. Per source (file-name prefix).
struct OCRBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ocr", abstract: "Receipt imaging + OCR against bare tesseract.")

    @Argument(help: "Directory of receipt images with truth JSON (e.g. ../shared/data/receipts-dev).") var directory:
        String
    @Option(help: "Only files whose name contains this.") var filter: String?
    @Option(help: "Write intermediate PNGs here.") var debugDir: String?
    @Flag(help: "Print one line per image.") var verbose = false
    @Option(help: "Median text height smaller text is scaled up to before OCR (px).") var textHeight: Int?
    @Option(help: "Median text height larger text is scaled down to before OCR (px).") var maxTextHeight: Int?
    @Option(help: "Write our OCR lines to DIR/<name>.txt (input for `receipts --text-dir`).") var saveText: String?

    struct Row {
        var source: String; var bareSeconds, oursSeconds: Double; var bareConf, oursConf: Int;
        var bareFound, oursFound: Bool
    }

    func run() throws {
        OpenMPGuard.ensureSingleThreaded()
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter {
                ["jpg", "jpeg", "png", "tif", "tiff", "pdf"].contains(($0 as NSString).pathExtension.lowercased())
            }
            .filter { filter == nil || $0.contains(filter!) }.sorted()
        let reader = try ReceiptReader()
        if let textHeight { reader.targetTextHeight = textHeight }
        if let maxTextHeight { reader.maxTextHeight = maxTextHeight }
        if let saveText { try FileManager.default.createDirectory(atPath: saveText, withIntermediateDirectories: true) }
        var rows: [Row] = []
        for name in files {
            let path = directory + "/" + name
            let total = truthTotal(for: path)
            let start = Date()
            let bare = try bareTesseract(path)
            let bareSeconds = Date().timeIntervalSince(start)
            let ours = Date()
            var text = "", conf = 0, variant = "error", rotation = 0
            do {
                let scan = try reader.read(path: path, debugDirectory: debugDir.map { URL(fileURLWithPath: $0) })
                text = scan.lines.map(\.text).joined(separator: "\n"); conf = scan.page.meanConfidence
                variant = scan.variant; rotation = scan.rotationDegrees
                if let saveText {
                    try text.write(
                        toFile: saveText + "/" + (name as NSString).deletingPathExtension + ".txt", atomically: true,
                        encoding: .utf8)
                }
            } catch { variant = "error: \(error)" }
            let oursSeconds = Date().timeIntervalSince(ours)
            let row = Row(
                source: String(name.prefix { $0 != "-" }), bareSeconds: bareSeconds, oursSeconds: oursSeconds,
                bareConf: bare.conf, oursConf: conf, bareFound: contains(bare.text, total),
                oursFound: contains(text, total))
            rows.append(row)
            if verbose {
                print(
                    String(
                        format: "%-28@ bare %5.2fs conf %3d %@ | ours %5.2fs conf %3d %@ %@ rot %d", name as NSString,
                        bareSeconds, bare.conf, (row.bareFound ? "T" : "-") as NSString, oursSeconds, conf,
                        (row.oursFound ? "T" : "-") as NSString, variant as NSString, rotation))
            }
        }
        report(rows)
    }

    private func report(_ rows: [Row]) {
        print("source        n  bare s/img  ours s/img  time ratio  bare conf  ours conf  total found bare -> ours")
        for source in Set(rows.map(\.source)).sorted() + ["all"] {
            let r = source == "all" ? rows : rows.filter { $0.source == source }
            guard !r.isEmpty else { continue }
            let n = Double(r.count)
            let bare = r.map(\.bareSeconds).reduce(0, +), ours = r.map(\.oursSeconds).reduce(0, +)
            print(
                String(
                    format: "%-11@ %3d  %10.2f  %10.2f  %9.2fx  %9.1f  %9.1f  %3d/%d -> %d/%d", source as NSString,
                    r.count,
                    bare / n, ours / n, ours / bare, Double(r.map(\.bareConf).reduce(0, +)) / n,
                    Double(r.map(\.oursConf).reduce(0, +)) / n,
                    r.filter(\.bareFound).count, r.count, r.filter(\.oursFound).count, r.count))
        }
    }

    /// Runs `tesseract IMG stdout --psm 6 tsv` and returns its words joined per line and the mean word confidence.
    private func bareTesseract(_ path: String) throws -> (text: String, conf: Int) {
        let data = try ToolOutput.run("/usr/bin/env", ["tesseract", path, "stdout", "--psm", "6", "tsv"])
        var lines: [String: [String]] = [:], order: [String] = [], confs: [Double] = []
        for row in String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst() {
            let f = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard f.count >= 12, f[0] == "5", let c = Double(f[10]), c >= 0 else { continue }
            let key = "\(f[2])-\(f[3])-\(f[4])"
            if lines[key] == nil { order.append(key) }
            lines[key, default: []].append(String(f[11]))
            confs.append(c)
        }
        let text = order.map { lines[$0]!.joined(separator: " ") }.joined(separator: "\n")
        return (text, confs.isEmpty ? 0 : Int(confs.reduce(0, +) / Double(confs.count)))
    }

    private func truthTotal(for path: String) -> String? {
        let json = (path as NSString).deletingPathExtension + ".json"
        guard let data = FileManager.default.contents(atPath: json),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object["total"] as? String
    }

    /// Whether `text` shows `total` ("12.34"), also with a decimal comma, ignoring spaces around the separator.
    private func contains(_ text: String, _ total: String?) -> Bool {
        guard let total else { return false }
        let squashed = text.replacingOccurrences(of: " ", with: "")
        return squashed.contains(total) || squashed.contains(total.replacingOccurrences(of: ".", with: ","))
    }
}
