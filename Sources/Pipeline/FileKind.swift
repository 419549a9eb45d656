/// What kind of source document a file is, from its name. A returned `review.csv` is
/// named like a statement and recognized by its header (`.review`) at import.
public enum FileKind: String, Sendable {
    case statement, receipt, invoice, review, other

    public static func of(fileName: String) -> FileKind {
        let lower = fileName.lowercased()
        let ext = (lower as NSString).pathExtension
        if ["csv", "tsv", "txt", "ofx", "qfx", "qbo", "xml", "sta", "mt940", "940", "qif"].contains(ext) { return .statement }
        if ["jpg", "jpeg", "png", "tif", "tiff", "heic", "heif", "pdf", "webp"].contains(ext) { return .receipt }
        if lower.hasSuffix(".invoice.yaml") || lower.hasSuffix(".estimate.yaml") || lower == "business.yaml" { return .invoice }
        return .other
    }
}

import Foundation
