import Foundation

/// The content-addressed archive of every original input: `archive/ab/<sha256>.<ext>`.
/// Written before anything is stored, so a processed input survives its deletion.
public struct Archive: Sendable {
    public let book: Book

    public init(book: Book) { self.book = book }

    /// Copies the file's bytes into the archive (atomically; a no-op when already there) and
    /// returns the path relative to the book.
    @discardableResult
    public func store(_ file: InputFile) throws -> String {
        let relative = relativePath(sha256: file.sha256, extension: file.fileExtension)
        let target = book.root.appendingPathComponent(relative)
        if FileManager.default.fileExists(atPath: target.path) { return relative }
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try PrivateFile.write(file.data, to: target)
        return relative
    }

    public func relativePath(sha256: String, extension ext: String) -> String {
        "archive/\(sha256.prefix(2))/\(sha256)" + (ext.isEmpty ? "" : ".\(ext)")
    }
}

/// Writes files with mode 0600 via a temporary file and rename, so readers never see half a file.
public enum PrivateFile {
    public static func write(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).tmp")
        guard
            FileManager.default.createFile(
                atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
        else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        chmod(temporary.path, 0o600)
        guard rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }
}
