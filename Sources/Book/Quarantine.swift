import Foundation
import ShoeboxCore

/// Sets aside a file that could not be processed: a copy in `quarantine/` plus a
/// `<name>.reason.json` sidecar saying why (code, message, file and line or region).
public struct Quarantine: Sendable {
    public let book: Book

    public init(book: Book) { self.book = book }

    /// Writes the copy and its sidecar; returns the copy's path relative to the book.
    public func put(_ file: InputFile, reason: any QuarantineReason) throws -> String {
        let name = "\(file.sha256.prefix(8))-\(file.name)"
        let copy = book.quarantineDirectory.appendingPathComponent(name)
        try PrivateFile.write(file.data, to: copy)
        var sidecar: [String: Any] = [
            "file": file.name, "original_path": file.path, "sha256": file.sha256, "code": reason.code,
            "message": reason.message, "quarantined_at": ISO8601DateFormatter().string(from: Date()),
        ]
        if let line = reason.line { sidecar["line"] = line }
        if let region = reason.region { sidecar["region"] = region }
        let json = try JSONSerialization.data(withJSONObject: sidecar, options: [.prettyPrinted, .sortedKeys])
        try PrivateFile.write(json, to: book.quarantineDirectory.appendingPathComponent(name + ".reason.json"))
        return "quarantine/" + name
    }
}
