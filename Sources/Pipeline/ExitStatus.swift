/// Process exit codes, documented in the README.
public enum ExitStatus: Int32, Sendable {
    /// Everything given was processed (or already in the book).
    case ok = 0
    /// An unexpected fault: the book could not be opened or written.
    case failure = 1
    /// Invalid profile or pipeline definition; nothing was done. (Command-line errors exit 64.)
    case usage = 2
    /// The run finished, but at least one file was quarantined.
    case quarantined = 3
    /// Another process holds the book's lock.
    case locked = 4
}
