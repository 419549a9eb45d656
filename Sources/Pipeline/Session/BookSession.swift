import Book
import Foundation
import Storage

/// How a command takes the book's lock.
public enum LockPolicy: Sendable {
    /// Reads only: no lock (SQLite's WAL keeps readers consistent beside a writer).
    case none
    /// Waits up to this many seconds for another writer (0: fail at once).
    case wait(seconds: Double)
    /// Waits as long as it takes, asking `shouldStop` about once a second (the watcher).
    case untilStopped
}

/// There is no book where a command that reads one looked.
public struct BookNotFound: Error, CustomStringConvertible {
    public var root: String
    public var description: String { "no book at \(root); run `shoebox run` first or pass --book" }
}

/// A book opened by a command: its directory, its ledger and, per the lock policy, its lock.
/// The one way the command line opens a book.
public final class BookSession {
    public let book: Book
    public let ledger: Ledger
    private var lock: BookLock?

    /// Opens the book, taking the lock first so two processes never migrate a new book at once.
    /// - Parameters:
    ///   - create: make the book's folders (and database) when missing; otherwise a missing
    ///     book throws `BookNotFound`.
    /// - Returns: nil when a stop was requested while waiting for the lock.
    /// - Throws: `BookNotFound`, `BookLockedError` (exit code 4), or a database error.
    public static func open(
        _ book: Book, create: Bool = false, lock policy: LockPolicy,
        shouldStop: @Sendable () -> Bool = { false }
    ) throws -> BookSession? {
        if create {
            try book.prepare()
        } else if !FileManager.default.fileExists(atPath: book.databasePath) {
            throw BookNotFound(root: book.root.path)
        }
        let lock: BookLock?
        switch policy {
        case .none: lock = nil
        default:
            guard let taken = try takeLock(book, policy, shouldStop: shouldStop) else { return nil }
            lock = taken
        }
        return BookSession(book: book, ledger: try Ledger(path: book.databasePath), lock: lock)
    }

    private init(book: Book, ledger: Ledger, lock: BookLock?) {
        self.book = book
        self.ledger = ledger
        self.lock = lock
    }

    /// Gives the lock up (the watcher between passes); `locked(_:)` takes it again.
    public func unlock() { lock = nil }

    /// Runs `body` holding the lock, then releases it if it was not held before.
    /// Returns nil without running `body` when a stop was requested while waiting.
    public func locked<T>(
        _ policy: LockPolicy, shouldStop: @Sendable () -> Bool = { false },
        _ body: () throws -> T
    ) throws -> T? {
        guard lock == nil else { return try body() }
        guard let taken = try Self.takeLock(book, policy, shouldStop: shouldStop) else { return nil }
        defer { withExtendedLifetime(taken) {} }
        return try body()
    }

    private static func takeLock(_ book: Book, _ policy: LockPolicy, shouldStop: () -> Bool) throws -> BookLock? {
        let waitSeconds: Double
        switch policy {
        case .none: return nil
        case .wait(let seconds): waitSeconds = seconds
        case .untilStopped: waitSeconds = .infinity
        }
        let deadline = Date().addingTimeInterval(waitSeconds)
        while true {
            do {
                return try BookLock(path: book.lockPath, waitSeconds: min(1, max(0, deadline.timeIntervalSinceNow)))
            } catch let error as BookLockedError {
                if shouldStop() { return nil }
                guard Date() < deadline else { throw error }
            }
        }
    }
}
