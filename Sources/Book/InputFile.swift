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

    /// Files larger than this are refused rather than read into memory.
    public static let maximumSize: Int64 = 512 * 1024 * 1024

    /// Size and mtime without reading the file: the key for the "already seen" skip.
    public static func stat(_ path: String) throws -> (size: Int64, mtimeNanoseconds: Int64) {
        var info = Glibc.stat()
        guard statFollowingLinks(path, &info) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return (Int64(info.st_size), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    public static func read(_ path: String) throws -> InputFile {
        let (size, mtime) = try stat(path)
        guard size <= maximumSize else {
            throw CocoaError(.fileReadTooLarge, userInfo: [NSFilePathErrorKey: path])
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let digest = SHA256.hash(data: data)
        let hex = digest.map { String(format: "%02x", $0) }.joined()
        return InputFile(path: path, name: (path as NSString).lastPathComponent, data: data, sha256: hex,
                         size: size, mtimeNanoseconds: mtime)
    }

    public var fileExtension: String { (name as NSString).pathExtension.lowercased() }
}

/// `stat(2)` (follows symlinks); a free function so the struct and the call don't collide.
func statFollowingLinks(_ path: String, _ info: inout Glibc.stat) -> Int32 {
    stat(path, &info)
}
