import Foundation

/// Temporary files a killed run leaves behind in the book: Foundation's atomic-write temps
/// (`.dat.nosync…`) and `PrivateFile`'s (`.<name>.<pid>.tmp`), in `archive/`, `quarantine/`,
/// `output/` and the book's root. The next run (holding the book lock) removes them.
public enum StaleTemporaryFiles {
    /// Removes stale temporaries; returns the paths removed. A temp is stale when the process
    /// named in it is gone, or (no pid in the name) when it is older than `minimumAge` seconds, so
    /// a report being written by a concurrent `shoebox report` is not pulled from under it.
    @discardableResult
    public static func clean(_ book: Book, minimumAge: TimeInterval = 60, now: Date = Date()) -> [String] {
        var removed: [String] = []
        let manager = FileManager.default
        var directories = [
            book.root, book.quarantineDirectory, book.outputDirectory,
            book.outputDirectory.appendingPathComponent("invoices"), book.archiveDirectory,
        ]
        if let shards = try? manager.contentsOfDirectory(atPath: book.archiveDirectory.path) {
            directories += shards.filter { $0.count == 2 }.map { book.archiveDirectory.appendingPathComponent($0) }
        }
        for directory in directories {
            guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names where name.hasPrefix(".") {
                let path = directory.appendingPathComponent(name).path
                guard isStale(name: name, path: path, minimumAge: minimumAge, now: now) else { continue }
                if unlink(path) == 0 { removed.append(path) }
            }
        }
        return removed
    }

    static func isStale(name: String, path: String, minimumAge: TimeInterval, now: Date) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        if name.hasSuffix(".tmp"), let pid = ownerPID(name) {
            return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
        }
        guard name.hasPrefix(".dat.nosync") || name.hasSuffix(".tmp") else { return false }
        let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
        return now.timeIntervalSince(modified) >= minimumAge
    }

    /// The pid in `.<name>.<pid>.tmp`.
    static func ownerPID(_ name: String) -> pid_t? {
        let parts = name.dropLast(4).split(separator: ".")
        guard parts.count >= 2, let last = parts.last, let pid = pid_t(last), pid > 0 else { return nil }
        return pid
    }
}
