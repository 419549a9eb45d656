import Crypto
import Foundation

/// An input file read once: its bytes, content hash, size and modification time.
public struct InputFile: Sendable {
    public var path: String
    public var name: String
    public var data: Data
    public var sha256: String
    public var size: Int64
    public var mtimeNanoseconds: Int64
    /// Device and inode of the file that was read (from `fstat` on the open descriptor).
    public var device: UInt64 = 0
    public var inode: UInt64 = 0

    /// Files larger than this are not read into memory (peak memory stays within ~500 MB for any
    /// one input); they are hashed in chunks and set aside once (`OversizeFile`).
    public static let maximumSize: Int64 = 128 * 1024 * 1024

    /// Size and mtime without reading the file: the key for the "already seen" skip.
    public static func stat(_ path: String) throws -> (size: Int64, mtimeNanoseconds: Int64) {
        var info = Glibc.stat()
        guard statFollowingLinks(path, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return (Int64(info.st_size), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// Reads the whole file; identity (device, inode, size, mtime) comes from the open descriptor,
    /// so it describes exactly the bytes read.
    public static func read(_ path: String) throws -> InputFile {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var info = Glibc.stat()
        guard fstat(handle.fileDescriptor, &info) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw POSIXError(.EINVAL) }
        guard Int64(info.st_size) <= maximumSize else {
            throw CocoaError(.fileReadTooLarge, userInfo: [NSFilePathErrorKey: path])
        }
        let data = try handle.readToEnd() ?? Data()
        guard Int64(data.count) <= maximumSize else {
            throw CocoaError(.fileReadTooLarge, userInfo: [NSFilePathErrorKey: path])
        }
        let digest = SHA256.hash(data: data)
        let hex = digest.map { String(format: "%02x", $0) }.joined()
        var file = InputFile(
            path: path, name: (path as NSString).lastPathComponent, data: data, sha256: hex,
            size: Int64(info.st_size), mtimeNanoseconds: Self.mtime(info))
        file.device = UInt64(info.st_dev)
        file.inode = UInt64(info.st_ino)
        return file
    }

    /// True when `path` still names the very file that was read: same device, inode, size and
    /// mtime. A file replaced since (a download finished by rename, an edit) does not match.
    public func isStillAt(_ path: String) -> Bool {
        var info = Glibc.stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        return UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode && Int64(info.st_size) == size
            && Self.mtime(info) == mtimeNanoseconds
    }

    static func mtime(_ info: Glibc.stat) -> Int64 {
        Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }

    public var fileExtension: String { (name as NSString).pathExtension.lowercased() }

    /// Identity and SHA-256 of a file of any size, read in 1 MB chunks (the bytes are not kept).
    public static func fingerprint(_ path: String) throws -> InputFile {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var info = Glibc.stat()
        guard fstat(handle.fileDescriptor, &info) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        var hasher = SHA256()
        var total: Int64 = 0
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(data: chunk)
            total += Int64(chunk.count)
        }
        let hex = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        var file = InputFile(
            path: path, name: (path as NSString).lastPathComponent, data: Data(), sha256: hex,
            size: total, mtimeNanoseconds: Self.mtime(info))
        file.device = UInt64(info.st_dev)
        file.inode = UInt64(info.st_ino)
        return file
    }
}

/// `stat(2)` (follows symlinks); a free function so the struct and the call don't collide.
func statFollowingLinks(_ path: String, _ info: inout Glibc.stat) -> Int32 {
    stat(path, &info)
}
