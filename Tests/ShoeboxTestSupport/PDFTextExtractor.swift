import Foundation

/// Text of a PDF through poppler's `pdftotext`, for tests that check what a rendered PDF says.
/// Tests that need it declare `.enabled(if: PDFTextExtractor.isAvailable, …)`.
public enum PDFTextExtractor {
    /// The `pdftotext` executable, or nil when poppler-utils is not installed.
    public static let tool: String? = ["/usr/bin/pdftotext", "/usr/local/bin/pdftotext"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    public static var isAvailable: Bool { tool != nil }

    /// The text of `pdf` (`-layout` keeps columns on their lines).
    public static func text(of pdf: Data, layout: Bool = true) throws -> String {
        guard let tool else { throw Unavailable() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoebox-test-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = (layout ? ["-layout"] : []) + [file.path, "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: out, as: UTF8.self)
    }

    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String { "pdftotext (poppler-utils) is not installed" }
    }
}
