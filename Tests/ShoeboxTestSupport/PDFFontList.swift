import Foundation

/// The fonts of a PDF through poppler's `pdffonts`, for tests that check fonts are embedded.
public enum PDFFontList {
    /// The `pdffonts` executable, or nil when poppler-utils is not installed.
    public static let tool: String? = ["/usr/bin/pdffonts", "/usr/local/bin/pdffonts"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    public static var isAvailable: Bool { tool != nil }

    /// One font: its name (`ABCDEF+NotoSansCJKsc-Regular`) and whether the file embeds it.
    public struct Font: Equatable, Sendable {
        public var name: String
        public var embedded: Bool
    }

    /// The fonts `pdffonts` lists for `pdf`.
    public static func fonts(of pdf: Data) throws -> [Font] {
        guard let tool else { throw PDFTextExtractor.Unavailable() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoebox-fonts-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Columns: name, type (may hold spaces), encoding, emb, sub, uni, object ID: read "emb" from the right.
        return out.split(separator: "\n").dropFirst(2).compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 7 else { return nil }
            return Font(name: String(words[0]), embedded: words[words.count - 5] == "yes")
        }
    }
}

extension String {
    /// The text with no-break spaces (U+00A0, U+202F) as plain spaces and runs of white space as one
    /// space, so amounts such as `4 213,25 €` compare the same however a PDF tool writes them.
    public var normalizedSpaces: String {
        let plain = replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
        return plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
