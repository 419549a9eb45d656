import Book
import Foundation
import PipelineDefinition
import ShoeboxCore
import Storage

/// Takes every file no other stage claims: archived and recorded as quarantined, so an
/// upgrade that learns the kind retries it automatically.
struct UnsupportedStage: DocumentStage {
    var documentKind: String { "other" }
    var gate: Stage { .ingest }

    func claims(name: String, head: Data) -> Bool { true }

    func read(_ file: InputFile, in runner: BatchRunner) throws -> Never {
        throw Self.problem(file, kind: nil)
    }

    func store(_ parsed: Never, document: NewDocument, runID: Int64, in runner: BatchRunner) throws -> ImportCounts {}

    /// The quarantine reason for a file Shoebox cannot import yet (`kind`: the document kind it
    /// looks like, nil for an unknown file type).
    static func problem(_ file: InputFile, kind: String?) -> FileProblem {
        FileProblem(
            code: .unsupportedKind,
            message: "\(file.name) is a \(kind ?? "file type") Shoebox does not import yet; "
                + "it is archived and will be retried automatically after an upgrade")
    }
}
