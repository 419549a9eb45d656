import Book
import Categorize
import PipelineDefinition
import Reports
import ShoeboxCore

/// Process exit codes, documented in the README.
public enum ExitStatus: Int32, Sendable {
    /// Everything given was processed (or already in the book).
    case ok = 0
    /// An unexpected fault: the book could not be opened or written.
    case failure = 1
    /// Invalid configuration (profile, pipeline definition, rules, settings); nothing was done.
    /// (Command-line errors exit 64.)
    case usage = 2
    /// The run finished, but at least one file was quarantined.
    case quarantined = 3
    /// Another process holds the book's lock.
    case locked = 4
}

extension ExitStatus {
    /// The one place that decides how an error ending a command exits, and what it prints.
    /// nil for errors that are not ours to map (command-line errors: ArgumentParser, 64).
    public static func of(_ error: any Error) -> (status: ExitStatus, message: String)? {
        switch error {
        case let error as BookLockedError: (.locked, error.description)
        case let error as Diagnostic: of(error)
        default: nil
        }
    }

    /// A `Diagnostic` that ends a command is a configuration the command cannot use (2); a
    /// missing or invalid tax table is a failure of the report asked for (1).
    static func of(_ diagnostic: Diagnostic) -> (status: ExitStatus, message: String) {
        switch diagnostic.code {
        case .badPipelineDefinition: (.usage, "invalid pipeline definition: " + diagnostic.definitionText)
        case .badTaxTable: (.failure, diagnostic.located)
        default: (.usage, diagnostic.located)
        }
    }
}
