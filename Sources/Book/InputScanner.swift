import Foundation

/// Lists the files a run should look at: the given files, and every regular file under the
/// given directories (recursively), in a stable order. Skips hidden files, partial downloads
/// and anything inside the book itself.
public enum InputScanner {
    /// Names of files still being written by browsers and copy tools.
    public static func isPartialDownload(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~")
            || [".part", ".crdownload", ".partial", ".download", ".tmp", ".swp"]
                .contains { name.lowercased().hasSuffix($0) }
    }

    public struct Missing: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "no such file or directory: \(path)" }
    }

    /// - Parameter skippedLink: told about each symbolic link met inside a folder (never followed).
    /// - Parameter undecodableName: told about each file whose name is not UTF-8 (shown decoded as
    ///   Latin-1, e.g. from a Windows zip): it cannot be opened through a `String` path, so it is
    ///   named to the user instead of being skipped without a word.
    public static func scan(
        _ paths: [String], excluding excluded: (String) -> Bool,
        skippedLink: (String) -> Void = { _ in },
        undecodableName: (String) -> Void = { _ in }
    ) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Missing(path: path)
            }
            if !isDirectory.boolValue {
                files.append(URL(fileURLWithPath: path).standardizedFileURL.path)
                continue
            }
            walk(
                URL(fileURLWithPath: path).standardizedFileURL.path, excluding: excluded, skippedLink: skippedLink,
                undecodableName: undecodableName, into: &files)
        }
        return Array(Set(files)).sorted()
    }

    /// Depth-first over one folder with one `lstat` per entry (a re-run over thousands of
    /// already-stored files is dominated by this walk). Links are not followed.
    private static func walk(
        _ root: String, excluding excluded: (String) -> Bool, skippedLink: (String) -> Void,
        undecodableName: (String) -> Void, into files: inout [String]
    ) {
        var pending = [root]
        while let directory = pending.popLast() {
            guard let (names, undecodable) = entries(of: directory) else { continue }
            for name in undecodable where !name.hasPrefix(".") {
                undecodableName(directory == "/" ? "/" + name : directory + "/" + name)
            }
            for name in names where !name.hasPrefix(".") {
                let path = directory == "/" ? "/" + name : directory + "/" + name
                if excluded(path) { continue }
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG where !isPartialDownload(name): files.append(path)
                case S_IFLNK: skippedLink(path)
                default: continue
                }
            }
        }
    }

    /// A folder's entry names from `readdir`: those that are UTF-8, and the others decoded as Latin-1.
    static func entries(of directory: String) -> (names: [String], undecodable: [String])? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [String] = [], undecodable: [String] = []
        while let entry = readdir(handle) {
            var bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0) }
            if let end = bytes.firstIndex(of: 0) { bytes.removeSubrange(end...) }
            if bytes == [46] || bytes == [46, 46] { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                names.append(name)
            } else {
                undecodable.append(String(bytes: bytes, encoding: .isoLatin1) ?? String(decoding: bytes, as: UTF8.self))
            }
        }
        return (names, undecodable)
    }
}
