import Book
import Foundation
import PipelineDefinition
import Storage

/// A file of the pass after its one read: skipped before reading, read and claimed by a
/// stage, or unreadable.
enum PreparedFile {
    /// Same path, size and mtime as a settled document: not read at all.
    case unchanged
    case read(InputFile, any DocumentStage)
    case unreadable(any Error)

    /// The pipeline stage the file belongs to (`ingest` when it was not read).
    var gate: Stage {
        if case .read(_, let stage) = self { return stage.gate }
        return .ingest
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
        where options.stages.contains(.ingest) && options.stages.contains(stage.gate) && seen.insert(file.sha256).inserted {
            if let known = try? ledger.document(sha256: file.sha256), isSettled(known) { continue }
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
            let file = try InputFile.read(path)
            return .read(file, DocumentStages.claim(file))
        } catch {
            return .unreadable(error)
        }
    }
}
