import Book
import Foundation
import PipelineDefinition
import Reports
import Shifts
import ShoeboxCore
import Storage

/// A shift log CSV (sniffed by its header) or an `employers.yaml` dropped in the inbox. A log's rows
/// are timed on the book's clock (`settings.yaml` `time_zone`, else the machine's) and checked
/// against the book (`ShiftLogImport`); employers are stored by name, replacing earlier settings.
struct ShiftLogStage: DocumentStage {
    enum Parsed {
        case log([ShiftRecordRow])
        case employers([Employer])
    }

    var documentKind: String { "shift_log" }
    var readsText: Bool { true }
    var gate: Stage { .statements }

    func claims(name: String, head: Data) -> Bool {
        if EmployersFile.isEmployersFile(name) { return true }
        return DocumentStages.statementExtensions.contains(DocumentStages.fileExtension(name))
            && ShiftLog.looksLike(head)
    }

    func read(_ file: InputFile, in runner: BatchRunner) throws -> Parsed {
        if EmployersFile.isEmployersFile(file.name) {
            do {
                return .employers(try EmployersFile.parse(String(decoding: file.data, as: UTF8.self), name: file.name))
            } catch {
                throw Diagnostic(code: .employersInvalid, message: error.description, line: error.line)
            }
        }
        let clock = try ShiftBook(book: runner.book, ledger: runner.ledger).clock()
        let entries = try ShiftLog.read(file.data, fileName: file.name, clock: clock)
        guard !entries.isEmpty else {
            throw ShiftLogError(
                code: "shift_empty", message: "\(file.name) has a shift log header but no shifts", line: nil)
        }
        return .log(try ShiftLogImport.rows(entries, clock: clock, ledger: runner.ledger))
    }

    func store(_ parsed: Parsed, document: NewDocument, runID: Int64, in runner: BatchRunner) throws -> ImportCounts {
        switch parsed {
        case .log(let rows):
            return try runner.ledger.importShiftLog(document, rows, runID: runID)
        case .employers(let employers):
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let records = try employers.map {
                EmployerRecord(
                    key: $0.key, name: $0.name, settingsJSON: String(decoding: try encoder.encode($0), as: UTF8.self))
            }
            return try runner.ledger.saveEmployers(records, document: document, runID: runID)
        }
    }
}
