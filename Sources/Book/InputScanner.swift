import Foundation

/// Lists the files a run should look at: the given files, and every regular file under the
/// given directories (recursively), in a stable order. Skips hidden files, partial downloads
/// and anything inside the book itself.
public enum InputScanner {
    /// Names of files still being written by browsers and copy tools.
    public static func isPartialDownload(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || [".part", ".crdownload", ".partial", ".download", ".tmp", ".swp"]
            .contains { name.lowercased().hasSuffix($0) }
    }

    public struct Missing: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "no such file or directory: \(path)" }
    }

    /// - Parameter skippedLink: told about each symbolic link met inside a folder (never followed).
    public static func scan(_ paths: [String], excluding excluded: (String) -> Bool,
                            skippedLink: (String) -> Void = { _ in }) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
            if !isDirectory.boolValue {
                files.append(URL(fileURLWithPath: path).standardizedFileURL.path)
                continue
            }
            walk(URL(fileURLWithPath: path).standardizedFileURL.path, excluding: excluded, skippedLink: skippedLink, into: &files)
        }
        return Array(Set(files)).sorted()
    }

    /// Depth-first over one folder with one `lstat` per entry (a re-run over thousands of
    /// already-stored files is dominated by this walk). Links are not followed.
    private static func walk(_ root: String, excluding excluded: (String) -> Bool, skippedLink: (String) -> Void,
                             into files: inout [String]) {
        var pending = [root]
        while let directory = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
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
}
