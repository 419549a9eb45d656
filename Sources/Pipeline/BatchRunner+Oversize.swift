import Book
import Foundation
import Logging
import ShoeboxCore
import Storage

extension BatchRunner {
    /// A file over `InputFile.maximumSize` is never read into memory: it is hashed in chunks and
    /// recorded once as quarantined (`file_too_large`, a sidecar but no copy), so later runs skip
    /// it by path, size and mtime instead of reporting it unreadable every time.
    func setAsideOversize(
        _ path: String, size: Int64, kind: String, metadata: Logger.Metadata,
        into report: inout RunReport
    ) throws {
        let file = try InputFile.fingerprint(path)
        if let known = try ledger.document(sha256: file.sha256), isSettled(known) {
            try ledger.rememberPath(
                path, size: file.size, mtimeNanoseconds: file.mtimeNanoseconds, documentID: known.id)
            report.summary.filesSkipped += 1
            return
        }
        let reason = FileProblem(
            code: .fileTooLarge,
            message: "\(file.name) is \(size >> 20) MB; Shoebox reads files up to "
                + "\(InputFile.maximumSize >> 20) MB (split the export, or scale the image down)")
        let sidecar = try Quarantine(book: book).recordOversize(file, reason: reason)
        let document = NewDocument(
            sha256: file.sha256, originalName: file.name, originalPath: path, size: file.size,
            mtimeNanoseconds: file.mtimeNanoseconds, kind: kind,
            archivePath: "", configFingerprint: fingerprint)
        try ledger.recordQuarantine(document, reason: reason, quarantinePath: sidecar, runID: report.runID)
        report.summary.filesQuarantined += 1
        report.quarantined.append(.init(path: path, reason: reason.description))
        report.alerts.append(
            Alert(kind: .quarantinedFile, message: reason.description, file: path, code: reason.code.rawValue))
        logger.warning("quarantined: \(reason.description)", metadata: metadata)
    }

    /// A file whose name is not UTF-8 is listed (summary, alerts, exit code 3) — never skipped silently.
    func reportUndecodableName(_ path: String, into report: inout RunReport) {
        let message =
            "the file name is not UTF-8 (shown as Latin-1: \((path as NSString).lastPathComponent)); "
            + "rename it (e.g. after unzipping a Windows archive) to import it"
        report.summary.filesQuarantined += 1
        report.quarantined.append(.init(path: path, reason: "[file_name_encoding] \(message)"))
        report.alerts.append(Alert(kind: .unreadableFile, message: message, file: path, code: "file_name_encoding"))
        logger.warning("not read: \(message)", metadata: ["document.path": "\(path)"])
    }
}
