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

    public static func scan(_ paths: [String], excluding excluded: (String) -> Bool) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Missing(path: path) }
            if !isDirectory.boolValue {
                files.append(URL(fileURLWithPath: path).standardizedFileURL.path)
                continue
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                                                                  options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in enumerator {
                let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
                if excluded(url.path) { enumerator.skipDescendants(); continue }
                guard values?.isRegularFile == true, values?.isSymbolicLink != true,
                      !isPartialDownload(url.lastPathComponent) else { continue }
                files.append(url.standardizedFileURL.path)
            }
        }
        return Array(Set(files)).sorted()
    }
}
