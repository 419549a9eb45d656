import Foundation
import ShoeboxCore

/// Decodes a statement file's bytes as `TextBytes` decides (the decision every text reader
/// shares): UTF-8 (with or without BOM), UTF-16, else Windows-1252. Rejects binary content.
enum TextDecoding {
    typealias Decoded = TextBytes.Decoded

    static func decode(_ data: Data) throws -> Decoded {
        guard !data.isEmpty else { throw StatementError(.emptyFile, "the file is empty (0 bytes)") }
        switch TextBytes.decode(data) {
        case .success(let decoded): return decoded
        case .failure(.invalidUTF16):
            throw StatementError(.binaryFile, "the file starts with a UTF-16 byte-order mark but is not valid UTF-16")
        case .failure(.nulBytes(_, let offset, _)):
            throw StatementError(.binaryFile, "this is a binary file, not a text export (NUL byte at offset \(offset))")
        case .failure(.controlBytes(let count, let sampled)):
            throw StatementError(
                .binaryFile, "this is a binary file, not a text export (\(count) control bytes in the first \(sampled))"
            )
        }
    }
}
