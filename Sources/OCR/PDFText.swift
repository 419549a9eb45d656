import Foundation

/// Reads emailed PDF receipts with poppler-utils (`pdftotext`, `pdftoppm`) as subprocesses.
public enum PDFText {
    /// The text layer of the first pages, laid out as printed (`pdftotext -layout`);
    /// nil when the PDF has no meaningful text layer (a scan).
    public static func textLayer(of path: String, pages: Int = 3) throws -> String? {
        let text = try run("pdftotext", ["-layout", "-q", "-f", "1", "-l", String(pages), path, "-"], for: path)
        let meaningful = text.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.count
        return meaningful >= 8 ? text : nil
    }

    /// Rasterizes page 1 at 300 ppi, grey, into `directory`; returns the PNG's path.
    public static func rasterizeFirstPage(of path: String, into directory: URL) throws -> String {
        let base = directory.appendingPathComponent("page").path
        _ = try run("pdftoppm", ["-r", "300", "-gray", "-png", "-f", "1", "-l", "1", "-singlefile", path, base], for: path)
        return base + ".png"
    }

    private static func run(_ tool: String, _ arguments: [String], for path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw OCRError(.pdfUnreadable, "\(path): could not start \(tool) (install poppler-utils): \(error.localizedDescription)", path: path)
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()  // read before waiting: no pipe deadlock
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OCRError(.pdfUnreadable, "\(path): \(tool) could not read the PDF (exit \(process.terminationStatus)); it may be damaged or encrypted", path: path)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
