import Book
import Foundation
import Inbox
import PipelineDefinition

extension RunSession {
    /// `shoebox watch`: opens (and migrates) the book under its lock like `run`, then holds the
    /// lock per pass, not for the life of the watcher (a nightly run waits at most one pass), and
    /// runs a pass over each burst of complete files arriving in `roots` until `shutdown`.
    public func watch(_ roots: [String], settings: WatchSettings, shutdown: ShutdownSignal) throws {
        guard let opened = try open(lock: .untilStopped) else { return }
        opened.unlock()
        let book = self.book
        let watcher = InboxWatcher(
            configuration: .init(roots: roots, settings: settings, excluded: { book.contains($0) }),
            shutdown: shutdown, logger: logger)
        try watcher.run { paths in
            _ = try opened.locked(.untilStopped, shouldStop: { shutdown.isRequested }) {
                // one may have vanished meanwhile
                let present = paths.filter { FileManager.default.fileExists(atPath: $0) }
                guard !present.isEmpty else { return }
                do { _ = try pass().run(over: present, in: opened) } catch let missing as InputScanner.Missing {
                    logger.warning("\(missing); skipped")
                }
            }
        }
    }
}
