import ArgumentParser
import Book
import Foundation
import Inbox
import Pipeline
import Storage

/// `shoebox watch [--pipeline FILE] [INBOX...]`: process what is in the inbox, then every file
/// that arrives, until SIGTERM/SIGINT.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Watch inbox folders and import every complete file that lands in them.",
        discussion: """
            Files already there are processed first. A file is taken once its size and mtime have been stable for the \
            settle delay and no writer has it open; partial downloads (.part, .crdownload, ~, dotfiles) are ignored. \
            Bursts are processed in one pass (reports rendered once). The book lock is held only while a pass runs, \
            so a nightly `shoebox run` can interleave. SIGTERM/SIGINT: the document in progress is finished and \
            committed, then the watcher exits 0; a restart takes the rest.
            """)

    @OptionGroup var bookOptions: BookOptions
    @OptionGroup var pipelineOptions: PipelineOptions

    @Option(
        help: "Seconds a file's size and mtime must stay unchanged before it is taken (overrides watch.settle_delay).")
    var settleDelay: Double?
    @Option(help: "Seconds between full rescans of the inbox (overrides watch.rescan_interval).")
    var rescanInterval: Double?
    @Option(help: "Seconds to collect files arriving together into one pass (overrides watch.batch_window).")
    var batchWindow: Double?

    @Argument(help: "Inbox folders (default: the pipeline's inputs).") var inboxes: [String] = []

    func validate() throws {
        for (flag, value) in [
            ("--settle-delay", settleDelay), ("--rescan-interval", rescanInterval), ("--batch-window", batchWindow),
        ] {
            if let value, !(0...86_400).contains(value) {
                throw ValidationError("\(flag) must be from 0 to 86400 seconds")
            }
        }
        if let rescanInterval, rescanInterval < 0.05 {
            throw ValidationError("--rescan-interval must be at least 0.05 seconds")
        }
    }

    func run() throws {
        let shutdown = ShutdownSignal()
        let session = try pipelineOptions.session(
            bookFlag: bookOptions.book, label: "shoebox.watch", shutdown: shutdown)
        var settings = session.definition.watch
        if let settleDelay { settings.settleDelay = settleDelay }
        if let rescanInterval { settings.rescanInterval = rescanInterval }
        if let batchWindow { settings.batchWindow = batchWindow }
        let roots: [String]
        do { roots = try session.watchedFolders(inboxes) } catch { throw ValidationError(error.description) }
        // Opened (and migrated) under the lock, like `run`; the lock is then held per pass, not
        // for the life of the watcher: a nightly run waits at most one pass.
        guard let opened = try session.open(lock: .untilStopped) else { return }
        opened.unlock()
        let book = session.book
        let watcher = InboxWatcher(
            configuration: .init(roots: roots, settings: settings, excluded: { book.contains($0) }),
            shutdown: shutdown, logger: session.logger)
        try watcher.run { paths in
            _ = try opened.locked(.untilStopped, shouldStop: { shutdown.isRequested }) {
                // one may have vanished meanwhile
                let present = paths.filter { FileManager.default.fileExists(atPath: $0) }
                guard !present.isEmpty else { return }
                do { _ = try session.pass().run(over: present, in: opened) } catch let missing as InputScanner.Missing {
                    session.logger.warning("\(missing); skipped")
                }
            }
        }
    }
}
