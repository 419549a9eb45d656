import Book
import Foundation

/// Lists the candidate files under inbox folders: regular files only, hidden files, partial
/// downloads and the book itself skipped. Symbolic links are never followed: one pointing
/// inside the inbox names a file the scan finds anyway; one pointing outside is reported.
public struct InboxScanner: Sendable {
    public var roots: [String]
    public var excluded: @Sendable (String) -> Bool

    public init(roots: [String], excluded: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.roots = roots.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        self.excluded = excluded
    }

    public struct Listing: Sendable {
        /// Regular files with the age of their mtime in seconds.
        public var files: [(path: String, age: Double)] = []
        /// Symbolic links whose target lies outside every inbox folder.
        public var outsideLinks: [String] = []
    }

    public func scan(_ directories: [String]? = nil) -> Listing {
        var listing = Listing()
        var pending = directories ?? roots
        let now = Date().timeIntervalSince1970
        while let directory = pending.popLast() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            where !name.hasPrefix(".") {
                let path = directory + "/" + name
                guard !excluded(path) else { continue }
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG where !InputScanner.isPartialDownload(name):
                    let mtime = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
                    listing.files.append((path, max(0, now - mtime)))
                case S_IFLNK where !pointsInside(path): listing.outsideLinks.append(path)
                default: break
                }
            }
        }
        listing.files.sort { $0.path < $1.path }
        return listing
    }

    /// True when `path` (resolved through every link) lies inside one of the inbox folders.
    public func pointsInside(_ path: String) -> Bool {
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        let target = String(cString: resolved)
        return roots.contains { root in
            let real =
                realpath(root, nil).map { pointer in
                    defer { free(pointer) }; return String(cString: pointer)
                } ?? root
            return target == real || target.hasPrefix(real + "/")
        }
    }

    /// The size and mtime of a regular file, not following links (nil otherwise).
    public static func signature(_ path: String) -> FileSignature? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileSignature(
            size: Int64(info.st_size),
            mtimeNanoseconds: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }
}
