import Book
import Foundation

/// The `logo:` of business.yaml is drawn on every invoice: it must be a regular PNG file inside the
/// book (real path; relative paths are relative to the book), at most 2 MB and 4000 px a side —
/// never a FIFO (which would block every run), a device, or a file elsewhere on the machine.
enum LogoFile {
    static let maximumBytes = 2 << 20
    static let maximumSide = 4000

    /// The usable absolute path, or why the logo is not used.
    static func resolve(_ configured: String, book: Book) -> Result<String, LogoProblem> {
        let expanded = (configured as NSString).expandingTildeInPath
        let absolute = expanded.hasPrefix("/") ? expanded : book.root.appendingPathComponent(expanded).path
        var info = stat()
        guard stat(absolute, &info) == 0 else { return .failure(.init("\(configured): no such file")) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.init("\(configured) is not a regular file")) }
        guard book.contains(absolute) else {
            return .failure(.init("\(configured) is outside the book; copy the logo into \(book.root.path)"))
        }
        guard info.st_size <= maximumBytes else {
            return .failure(
                .init("\(configured) is \(info.st_size >> 10) KB; a logo may be at most \(maximumBytes >> 20) MB"))
        }
        guard let handle = FileHandle(forReadingAtPath: absolute) else {
            return .failure(.init("\(configured) cannot be read"))
        }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        guard header.count == 24, header.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            return .failure(.init("\(configured) is not a PNG"))
        }
        let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) },
            height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
        guard width <= maximumSide, height <= maximumSide else {
            return .failure(
                .init("\(configured) is \(width)×\(height) px; a logo may be at most \(maximumSide) px a side"))
        }
        return .success(absolute)
    }

    struct LogoProblem: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
