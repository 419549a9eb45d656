import Book
import Categorize
import PipelineDefinition
import Reports
import ShoeboxCore
import Storage

/// Process exit codes, documented in the README and `docs/errors.md`.
public enum ExitStatus: Int32, Sendable {
    /// Everything given was processed (or already in the book).
    case ok = 0
    /// An unexpected fault: the book could not be opened or written; `inspect` of a file a run
    /// would quarantine.
    case failure = 1
    /// Invalid configuration (profile, pipeline definition, rules, settings); nothing was done.
    /// (Command-line errors exit 64.)
    case usage = 2
    /// The run finished, but at least one file was quarantined (`extract`: a file was unreadable).
    case quarantined = 3
    /// Another process holds the book's lock.
    case locked = 4
    /// The command line names what the book does not hold or refuses (no such invoice, an
    /// unknown category, a payment over the amount due); ArgumentParser's own errors exit 64 too.
    case refused = 64
}

extension ExitStatus {
    /// The one place that decides how an error ending a command exits, and what it prints.
    /// nil for errors that are not ours to map (command-line errors: ArgumentParser, 64).
    public static func of(_ error: any Error) -> (status: ExitStatus, message: String)? {
        switch error {
        case let error as BookLockedError: (.locked, error.description)
        case let error as BookNotFound: (.refused, error.description)
        case let error as Diagnostic: of(error)
        default: nil
        }
    }

    /// A `Diagnostic` that ends a command is a configuration the command cannot use (2); a
    /// refusal of what the command asked is 64 (its message alone, as the command line's
    /// errors read); a missing or invalid tax table is a failure of the report asked for (1).
    static func of(_ diagnostic: Diagnostic) -> (status: ExitStatus, message: String) {
        switch diagnostic.code {
        case .badPipelineDefinition: (.usage, "invalid pipeline definition: " + diagnostic.definitionText)
        case .badTaxTable: (.failure, diagnostic.located)
        case let code where refusals.contains(code): (.refused, diagnostic.message)
        default: (.usage, diagnostic.located)
        }
    }

    /// The codes of refusals: the book does not hold or will not do what the command named.
    public static let refusals: Set<Diagnostic.Code> = [
        .invoiceRefused, .rentRefused, .receiptAnswerRefused, .correctionRefused, .accountRefused, .notInBook,
        .unknownCategory,
        .malformedCategoryKey, .categoryShadowsBuiltIn, .unknownRollUp,
    ]

    /// `shoebox inspect`: 1 when a run would quarantine the file, else 0.
    public static func ofInspection(wouldQuarantine: Bool) -> ExitStatus { wouldQuarantine ? .failure : .ok }

    /// `shoebox extract`: 3 when some file could not be read, else 0.
    public static func ofExtraction(failed: Bool) -> ExitStatus { failed ? .quarantined : .ok }
}
