import Book
import Foundation
import ShoeboxCore
import Statements

/// A look at a file's first bytes before the reader for its kind decodes all of it: a file named
/// like a statement, mileage log, review sheet or spec that is binary (NUL bytes outside UTF-16,
/// control characters) is quarantined at once instead of being decoded as text.
enum ContentSniff {
    static let sampleSize = 65_536

    /// Throws `binary_file` (the statements reader's code for the same finding) when `file` (claimed
    /// by a stage that reads text) is binary.
    static func check(_ file: InputFile) throws {
        guard !file.data.isEmpty else { return }
        if let problem = binaryProblem(file.data.prefix(sampleSize)) {
            throw FileProblem(
                code: .binaryFile,
                message: "\(file.name) is named like a text file but \(problem); nothing was read "
                    + "from it (if it is a bank export, export it again as CSV or OFX)")
        }
    }

    /// Why `sample` is not text, or nil.
    static func binaryProblem(_ sample: Data) -> String? {
        let bytes = [UInt8](sample)
        // UTF-16 (or UTF-32 LE) with BOM
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }
        let nuls = bytes.filter { $0 == 0 }.count
        if nuls > 0 {
            let evenNULs = stride(from: 0, to: bytes.count, by: 2).filter { bytes[$0] == 0 }.count
            let oddNULs = nuls - evenNULs
            let half = max(1, bytes.count / 2)
            let utf16 =
                (oddNULs * 10 >= half * 7 && evenNULs * 10 < half) || (evenNULs * 10 >= half * 7 && oddNULs * 10 < half)
            if !utf16 { return "it holds NUL bytes (\(nuls) in the first \(bytes.count) bytes)" }
            return nil
        }
        let controls = bytes.filter { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C && $0 != 0x1A }
            .count
        if controls * 10 > bytes.count { return "\(controls) of its first \(bytes.count) bytes are control characters" }
        return nil
    }
}
