import Book
import Foundation
import Logging
import PipelineDefinition
import Statements
import Storage

/// The pipeline definition's stage gate and processed-files policy, applied per file.
extension BatchRunner {
    /// False (and the file counted as left in place) when the stage for its kind is off:
    /// the file is neither archived nor recorded, so turning the stage on later takes it.
    func stageEnabled(_ stage: Stage, path: String, into report: inout RunReport) -> Bool {
        guard options.stages.contains(.ingest), options.stages.contains(stage) else {
            report.filesLeftForDisabledStages += 1
            logger.debug(
                "left in place: the \(stage.rawValue) stage is off in this pipeline",
                metadata: ["document.path": "\(path)", "stage.name": "\(stage.rawValue)"])
            return false
        }
        return true
    }

    /// The document last stored from `path` when its size and mtime are unchanged (from the
    /// snapshot loaded at the start of the run; a path stored during this run is not in it,
    /// and its content hash finds it instead).
    func unchangedDocument(path: String, size: Int64, mtimeNanoseconds: Int64) -> StoredDocument? {
        guard let seen = seenPaths[path], seen.size == size, seen.mtimeNanoseconds == mtimeNanoseconds else {
            return nil
        }
        return seen.document
    }

    /// With `processed_files: archive`, removes an input whose bytes the book's archive holds —
    /// only while the path still names the file that was read (device, inode, size, mtime): a file
    /// replaced meanwhile is left for the next run. Quarantined and unreadable files stay where
    /// they are, for the user to fix.
    func disposeOfStored(_ file: InputFile, metadata: Logger.Metadata) {
        let path = file.path
        guard options.processedFiles == .archive, !book.contains(path) else { return }
        guard file.isStillAt(path) else {
            logger.notice(
                "left in the inbox: the file changed or was replaced after it was read; the next run reads it",
                metadata: metadata)
            return
        }
        if unlink(path) == 0 {
            logger.debug("removed from the inbox (kept in the book's archive)", metadata: metadata)
        } else {
            logger.warning("could not remove from the inbox: \(String(cString: strerror(errno)))", metadata: metadata)
        }
    }
}

/// What a run reports while it works, for progress bars and log shippers.
public enum RunProgress: Sendable, Equatable {
    /// The run found `total` files to look at.
    case started(total: Int)
    /// File number `index` (0-based) is being processed by `stage`.
    case file(index: Int, total: Int, path: String, stage: Stage)
    /// Every file was looked at (or a stop was requested).
    case finished(total: Int)
}

extension DateOrderHint {
    /// The statements reader's order for this hint (nil: decide from the file).
    var statementOrder: DateOrder? {
        switch self {
        case .auto: nil
        case .dayFirst: .dmy
        case .monthFirst: .mdy
        }
    }
}
