import Foundation

/// Linux inotify over a set of folders, recursively: folders created or moved in later are
/// watched as soon as their event arrives. Reads with `poll(2)` and a timeout on the caller's
/// thread — no dispatch sources, no extra threads.
public final class InotifyWatcher {
    /// What happened, reduced to what the inbox needs.
    public enum Event: Equatable, Sendable {
        /// A file was created or written to (it may still be open for writing).
        case writing(String)
        /// A writer closed the file, or it was renamed/moved in: it may be complete.
        case closed(String)
        /// A folder appeared (created or moved in); it is already being watched.
        case directory(String)
        /// The kernel queue overflowed: events were lost; rescan everything.
        case overflow
    }

    private let fd: Int32
    private var paths: [Int32: String] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private static let mask = UInt32(IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_ONLYDIR | IN_DONT_FOLLOW)

    public init() throws {
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    deinit { close(fd) }

    /// Watches `directory` and every folder below it (symlinked folders are not followed).
    /// Returns the folders now watched.
    @discardableResult
    public func watchRecursively(_ directory: String) -> [String] {
        var added: [String] = []
        var pending = [directory]
        while let next = pending.popLast() {
            let wd = inotify_add_watch(fd, next, Self.mask)
            guard wd >= 0 else { continue }  // vanished or unreadable: the rescan reports what matters
            paths[wd] = next
            added.append(next)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: next)) ?? [] where !name.hasPrefix(".") {
                let child = next + "/" + name
                var info = stat()
                if lstat(child, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { pending.append(child) }
            }
        }
        return added
    }

    /// Waits up to `timeoutMilliseconds` for events and returns them (empty on timeout).
    public func next(timeoutMilliseconds: Int32) -> [Event] {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return [] }
        var events: [Event] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }  // EAGAIN: drained
            events += decode(count)
        }
        return events
    }

    private func decode(_ count: Int) -> [Event] {
        var events: [Event] = []
        buffer.withUnsafeBytes { raw in
            var offset = 0
            // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[]; }
            while offset + 16 <= count {
                let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = raw[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                offset += 16 + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { events.append(.overflow); continue }
                if mask & UInt32(IN_IGNORED) != 0 { paths[wd] = nil; continue }
                guard let folder = paths[wd], !nameBytes.isEmpty else { continue }
                let name = String(decoding: nameBytes, as: UTF8.self)
                let path = folder + "/" + name
                if mask & UInt32(IN_ISDIR) != 0 {
                    // hidden folders are skipped, as by scans
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !name.hasPrefix(".") {
                        watchRecursively(path)
                        events.append(.directory(path))
                    }
                } else if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 {
                    events.append(.closed(path))
                } else if mask & UInt32(IN_CREATE | IN_MODIFY) != 0 {
                    events.append(.writing(path))
                }
            }
        }
        return events
    }
}
