import Foundation

/// The book is locked by another process.
public struct BookLockedError: Error, CustomStringConvertible {
    public var holderPID: Int32?
    public var lockPath: String
    public var description: String {
        "another shoebox process\(holderPID.map { " (pid \($0))" } ?? "") is writing this book (lock \(lockPath)); "
            + "wait for it to finish or pass --wait SECONDS"
    }
}

/// An exclusive `flock` on the book's lock file, held for the life of the value.
/// The kernel releases it when the process dies, so a killed run never leaves a stale lock.
public final class BookLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock, polling up to `waitSeconds` while another process holds it.
    public init(path: String, waitSeconds: Double = 0) throws {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let deadline = Date().addingTimeInterval(waitSeconds)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                let holder = BookLock.readPID(fd)
                close(fd)
                throw BookLockedError(holderPID: holder, lockPath: path)
            }
            usleep(100_000)
        }
        ftruncate(fd, 0)
        let pid = "\(getpid())\n"
        _ = pid.withCString { pwrite(fd, $0, strlen($0), 0) }
        descriptor = fd
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    static func readPID(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(fd, &buffer, 31, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
