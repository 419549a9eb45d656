import Foundation
import ShoeboxCore

/// Sets aside a file that could not be processed: a copy in `quarantine/` plus a
/// `<name>.reason.json` sidecar saying why (code, message, file and line or region).
public struct Quarantine: Sendable {
    public let book: Book

    public init(book: Book) { self.book = book }

    /// Writes the copy and its sidecar; returns the copy's path relative to the book.
    public func put(_ file: InputFile, reason: Diagnostic) throws -> String {
        let name = Self.fittingName(prefix: "\(file.sha256.prefix(8))-", file.name, suffix: ".reason.json")
        let copy = book.quarantineDirectory.appendingPathComponent(name)
        try PrivateFile.write(file.data, to: copy)
        var sidecar: [String: Any] = [
            "file": file.name, "original_path": file.path, "sha256": file.sha256, "code": reason.code.rawValue,
            "message": reason.message, "quarantined_at": ISO8601DateFormatter().string(from: Date()),
        ]
        if let line = reason.line { sidecar["line"] = line }
        if let region = reason.region { sidecar["region"] = region }
        let json = try JSONSerialization.data(withJSONObject: sidecar, options: [.prettyPrinted, .sortedKeys])
        try PrivateFile.write(json, to: book.quarantineDirectory.appendingPathComponent(name + ".reason.json"))
        return "quarantine/" + name
    }

    /// Sets aside a file too large to copy (over `InputFile.maximumSize`): only the sidecar is
    /// written, naming the original path; returns the sidecar's path relative to the book.
    public func recordOversize(_ file: InputFile, reason: Diagnostic) throws -> String {
        let name = Self.fittingName(prefix: "\(file.sha256.prefix(8))-", file.name, suffix: ".reason.json")
        let sidecar: [String: Any] = [
            "file": file.name, "original_path": file.path, "sha256": file.sha256, "code": reason.code.rawValue,
            "message": reason.message, "quarantined_at": ISO8601DateFormatter().string(from: Date()), "copied": false,
        ]
        let json = try JSONSerialization.data(withJSONObject: sidecar, options: [.prettyPrinted, .sortedKeys])
        try PrivateFile.write(json, to: book.quarantineDirectory.appendingPathComponent(name + ".reason.json"))
        return "quarantine/" + name + ".reason.json"
    }

    /// `prefix + name`, with `name` shortened (its extension kept) so that the name plus `suffix`
    /// and a temporary file's decoration fit the 255-byte file-name limit.
    static func fittingName(prefix: String, _ name: String, suffix: String) -> String {
        let budget = 255 - prefix.utf8.count - suffix.utf8.count - 16  // ".<pid>.tmp" and a leading "."
        guard name.utf8.count > budget else { return prefix + name }
        let ext = (name as NSString).pathExtension
        let tail = ext.isEmpty || ext.utf8.count > 16 ? "" : "." + ext
        var stem = ""
        for character in (name as NSString).deletingPathExtension {
            guard stem.utf8.count + character.utf8.count + tail.utf8.count + 1 <= budget else { break }
            stem.append(character)
        }
        return prefix + stem + "~" + tail
    }
}
