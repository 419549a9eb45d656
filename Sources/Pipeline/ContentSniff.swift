import Book
import Foundation
import ShoeboxCore
import Statements

/// A look at a file's first bytes before the reader for its kind decodes all of it: a file named
/// like a statement, mileage log, review sheet or spec that is binary (`TextBytes`: NUL bytes
/// outside UTF-16, control characters) is quarantined at once instead of being decoded as text.
enum ContentSniff {
    /// Throws `binary_file` (the statements reader's code for the same finding) when `file` (claimed
    /// by a stage that reads text) is binary.
    static func check(_ file: InputFile) throws {
        guard !file.data.isEmpty else { return }
        if let problem = binaryProblem(file.data) {
            throw FileProblem(
                code: .binaryFile,
                message: "\(file.name) is named like a text file but \(problem); nothing was read "
                    + "from it (if it is a bank export, export it again as CSV or OFX)")
        }
    }

    /// Why `data` is not text, or nil (only its first `TextBytes.sampleSize` bytes are looked at).
    static func binaryProblem(_ data: Data) -> String? {
        switch TextBytes.layout(of: data) {
        case .success: nil
        case .failure(.nulBytes(let count, _, let sampled)):
            "it holds NUL bytes (\(count) in the first \(sampled) bytes)"
        case .failure(.controlBytes(let count, let sampled)):
            "\(count) of its first \(sampled) bytes are control characters"
        case .failure(.invalidUTF16): "it starts with a UTF-16 byte-order mark but is not valid UTF-16"
        }
    }
}
