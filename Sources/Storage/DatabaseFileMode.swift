import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The book's SQLite files are private (`0600`): the database file is created with that mode
/// before SQLite opens it — SQLite gives `-wal`, `-shm` and `-journal` the mode of the database
/// file when it creates them — and files left with a wider mode by an older version are narrowed.
enum DatabaseFileMode {
    static let suffixes = ["", "-wal", "-shm", "-journal"]

    static func makePrivate(_ path: String) {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)  // no-op on an existing file except the mode below
        if fd >= 0 { close(fd) }
        for suffix in suffixes {
            var info = stat()
            guard stat(path + suffix, &info) == 0, info.st_mode & 0o077 != 0 else { continue }
            chmod(path + suffix, 0o600)
        }
    }
}
