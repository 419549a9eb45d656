import Foundation
import ShoeboxCore

/// Reads emailed PDF receipts with poppler-utils (`pdftotext`, `pdfinfo`, `pdftoppm`) as
/// subprocesses, each under `BoundedProcess` limits (time, memory, output): a PDF that makes
/// poppler loop or balloon is quarantined (`pdf_timeout`, `pdf_unreadable`), never waited on.
public enum PDFText {
    /// Largest rendered page: 40 Mpx of 8-bit grey (40 MB); bigger pages are rendered at a lower resolution.
    static let maxRasterPixels = 40_000_000.0
    /// Below this resolution a page is too large to read as a receipt: `image_too_large`.
    static let minimumDPI = 50.0

    /// The text layer of the first pages, laid out as printed (`pdftotext -layout`);
    /// nil when the PDF has no meaningful text layer (a scan).
    public static func textLayer(of path: String, pages: Int = 3, limits: BoundedProcess.Limits = .pdfHelper) throws
        -> String?
    {
        let output = try run(
            "pdftotext", ["-layout", "-q", "-f", "1", "-l", String(pages), path, "-"], for: path, limits: limits)
        let text = String(decoding: output, as: UTF8.self)
        let meaningful = text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.count
        return meaningful >= 8 ? text : nil
    }

    /// Rasterizes page 1 grey into `directory` at 300 ppi, or lower so that the page stays under
    /// `maxRasterPixels` (the page size is read first with `pdfinfo`); returns the PNG's path.
    public static func rasterizeFirstPage(
        of path: String, into directory: URL,
        limits: BoundedProcess.Limits = .pdfHelper
    ) throws -> String {
        let info = String(
            decoding: try run("pdfinfo", ["-f", "1", "-l", "1", path], for: path, limits: limits), as: UTF8.self)
        guard let size = pageSize(inPDFInfo: info) else {
            throw OCRError(
                .pdfUnreadable, "\(path): pdfinfo reports no size for page 1; the PDF may be damaged", path: path)
        }
        let dpi = rasterDPI(widthPoints: size.width, heightPoints: size.height)
        guard dpi >= minimumDPI else {
            throw OCRError(
                .pageTooLarge,
                "\(path): page 1 is \(Int(size.width)) × \(Int(size.height)) pt; rendering it "
                    + "readably would exceed \(Int(maxRasterPixels / 1_000_000)) Mpx", path: path)
        }
        let base = directory.appendingPathComponent("page").path
        _ = try run(
            "pdftoppm", ["-r", String(Int(dpi)), "-gray", "-png", "-f", "1", "-l", "1", "-singlefile", path, base],
            for: path, limits: limits)
        return base + ".png"
    }

    /// Resolution (ppi, at most 300) that keeps a page of this size within `maxRasterPixels`.
    static func rasterDPI(widthPoints: Double, heightPoints: Double) -> Double {
        let inches = max(widthPoints, 1) / 72 * max(heightPoints, 1) / 72
        return min(300, (maxRasterPixels / inches).squareRoot().rounded(.down))
    }

    /// `Page    1 size: 612 x 792 pts (letter)` (or `Page size:` for one page) → (612, 792).
    static func pageSize(inPDFInfo text: String) -> (width: Double, height: Double)? {
        for line in text.split(separator: "\n") where line.hasPrefix("Page") && line.contains("size:") {
            let words = line.split(separator: ":", maxSplits: 1)[1].split(separator: " ")
            guard words.count >= 3, words[1] == "x", let width = Double(words[0]), let height = Double(words[2]),
                width.isFinite, height.isFinite, width > 0, height > 0
            else { continue }
            return (width, height)
        }
        return nil
    }

    private static func run(
        _ tool: String, _ arguments: [String], for path: String,
        limits: BoundedProcess.Limits
    ) throws -> Data {
        let result: BoundedProcess.Result
        do {
            result = try BoundedProcess(limits: limits).run(tool, arguments)
        } catch {
            throw OCRError(
                .pdfUnreadable, "\(path): could not start \(tool) (install poppler-utils): \(error)", path: path)
        }
        switch result.outcome {
        case .exited(0): return result.output
        case .exited(127):
            throw OCRError(.pdfUnreadable, "\(path): \(tool) is not installed (install poppler-utils)", path: path)
        case .exited(let status):
            throw OCRError(
                .pdfUnreadable,
                "\(path): \(tool) could not read the PDF (exit \(status)); it may be damaged or encrypted",
                path: path)
        case .signaled(let signal):
            throw OCRError(
                .pdfUnreadable,
                "\(path): \(tool) was stopped by signal \(signal) (over its memory or CPU limit "
                    + "of \(limits.memoryMiB) MiB / \(Int(limits.seconds)) s?)", path: path)
        case .timedOut:
            throw OCRError(
                .pdfTimeout, "\(path): \(tool) did not finish within \(limits.seconds) s; it was stopped", path: path)
        case .outputTooLarge:
            throw OCRError(
                .pdfUnreadable, "\(path): \(tool) printed more than \(limits.maxOutputBytes) bytes; it was stopped",
                path: path)
        }
    }
}
