import Book
import Foundation
import PipelineDefinition
import Storage

/// A file of the pass after its one read: skipped before reading, read and claimed by a
/// stage, or unreadable.
enum PreparedFile {
    /// Same path, size and mtime as a settled document: not read at all.
    case unchanged
    /// Over `InputFile.maximumSize`: never read into memory (set aside as `file_too_large`), claimed by name only.
    case oversize(Int64, any DocumentStage)
    case read(InputFile, any DocumentStage)
    case unreadable(any Error)

    /// The pipeline stage the file belongs to (`ingest` when it was not read).
    var gate: Stage {
        switch self {
        case .read(_, let stage), .oversize(_, let stage): stage.gate
        case .unchanged, .unreadable: .ingest
        }
    }
}

extension BatchRunner {
    /// Reads and hashes each file of a chunk once, and lets each stage prepare its files in
    /// bulk — only files whose content the book does not already hold, each content once, so a
    /// renamed copy of a stored receipt is never OCR'd. Stores nothing.
    func prepare(_ paths: [String]) -> [PreparedFile] {
        let prepared = paths.map(prepare)
        var seen = Set<String>()
        var byStage: [Int: [InputFile]] = [:]
        for case .read(let file, let stage) in prepared
        where options.stages.contains(.ingest) && options.stages.contains(stage.gate)
            && seen.insert(file.sha256).inserted
        {
            if let known = try? ledger.document(sha256: file.sha256), isSettled(known) { continue }
            // A file earlier runs died reading is set aside unread (`reader_crashed`), not prepared.
            if let strikes = crashSuspects[file.sha256], strikes >= ReadingMarker.strikes { continue }
            let stageType = ObjectIdentifier(type(of: stage))
            guard let index = DocumentStages.ordered.firstIndex(where: { ObjectIdentifier(type(of: $0)) == stageType })
            else { continue }
            byStage[index, default: []].append(file)
        }
        for (index, files) in byStage.sorted(by: { $0.key < $1.key }) {
            DocumentStages.ordered[index].prepare(files, in: self)
        }
        return prepared
    }

    private func prepare(_ path: String) -> PreparedFile {
        do {
            let (size, mtime) = try InputFile.stat(path)
            if let known = unchangedDocument(path: path, size: size, mtimeNanoseconds: mtime), isSettled(known) {
                return .unchanged
            }
            if size > InputFile.maximumSize {
                return .oversize(size, DocumentStages.claim(name: (path as NSString).lastPathComponent, head: Data()))
            }
            let file = try InputFile.read(path)
            return .read(file, DocumentStages.claim(name: file.name, head: file.data.prefix(DocumentStages.headLength)))
        } catch {
            return .unreadable(error)
        }
    }
}
