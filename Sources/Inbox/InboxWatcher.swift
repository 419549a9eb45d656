import Book
import Foundation
import Logging
import PipelineDefinition

/// `shoebox watch`: takes what is in the inbox folders, then every file that arrives, and
/// hands complete files to `process` in batches — one pipeline pass per burst.
///
/// One thread, one loop: inotify events (recursive, new folders included) and a periodic full
/// rescan feed a `FileStabilityTracker`; ready files collect into a batch that is processed
/// when nothing else is pending or the batch window has passed. The loop ends when
/// `shutdown` is requested; a batch in progress stops between documents (the caller passes
/// `shutdown` on to the run).
public final class InboxWatcher {
    public struct Configuration: Sendable {
        public var roots: [String]
        public var settings: WatchSettings
        /// Paths never taken (the book's own folder).
        public var excluded: @Sendable (String) -> Bool
        /// The largest batch; a bigger burst is processed in several passes.
        public var maximumBatch = 1_000

        public init(
            roots: [String], settings: WatchSettings, excluded: @escaping @Sendable (String) -> Bool = { _ in false }
        ) {
            self.roots = roots
            self.settings = settings
            self.excluded = excluded
        }
    }

    let configuration: Configuration
    let shutdown: ShutdownSignal
    let logger: Logger
    let scanner: InboxScanner
    private var tracker: FileStabilityTracker
    private var reported: [String: FileSignature?] = [:]  // unreadable files and outside links, reported once

    public init(configuration: Configuration, shutdown: ShutdownSignal, logger: Logger) {
        self.configuration = configuration
        self.shutdown = shutdown
        self.logger = logger
        scanner = InboxScanner(roots: configuration.roots, excluded: configuration.excluded)
        tracker = FileStabilityTracker(settleDelay: configuration.settings.settleDelay)
    }

    /// Runs until a shutdown is requested. `process` receives each batch of complete files;
    /// an error it throws ends the watch.
    public func run(process: ([String]) throws -> Void) throws {
        let inotify = try InotifyWatcher()
        for root in scanner.roots { inotify.watchRecursively(root) }  // watch first, then scan: nothing falls between
        rescan()
        var nextRescan = Self.now() + configuration.settings.rescanInterval
        var batch: [String] = []
        var batchStarted: Double?
        let settings = configuration.settings
        logger.info(
            "watching \(scanner.roots.joined(separator: ", ")) (settle \(settings.settleDelay) s, rescan every \(settings.rescanInterval) s)"
        )
        while !shutdown.isRequested {
            let events = inotify.next(timeoutMilliseconds: timeout(until: nextRescan, batching: !batch.isEmpty))
            let now = Self.now()
            for event in events { handle(event, now: now, rescanNeeded: &nextRescan) }
            if now >= nextRescan {
                rescan()
                nextRescan = now + configuration.settings.rescanInterval
            }
            batch += tracker.ready(now: now, signature: InboxScanner.signature).filter(isReadable)
            guard !batch.isEmpty else { continue }
            let started = batchStarted ?? now
            batchStarted = started
            let full = batch.count >= configuration.maximumBatch
            guard tracker.pendingCount == 0 || now - started >= configuration.settings.batchWindow || full else {
                continue
            }
            let taken = Array(batch.prefix(configuration.maximumBatch))
            batch.removeFirst(taken.count)
            batchStarted = batch.isEmpty ? nil : now
            logger.info("\(taken.count) new file(s) ready")
            try process(taken)
        }
        logger.notice("stopped watching")
    }

    private func handle(_ event: InotifyWatcher.Event, now: Double, rescanNeeded nextRescan: inout Double) {
        switch event {
        case .writing(let path) where accepts(path): tracker.noteWriting(path, now: now)
        case .closed(let path) where accepts(path): tracker.noteChanged(path, now: now)
        case .directory(let path) where !configuration.excluded(path):
            for file in scanner.scan([path]).files { tracker.noteSeen(file.path, now: now) }
        case .overflow:
            logger.warning("inotify queue overflowed; rescanning the inbox")
            nextRescan = now
        default: break
        }
    }

    private func accepts(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return !name.hasPrefix(".") && !InputScanner.isPartialDownload(name) && !configuration.excluded(path)
    }

    private func rescan() {
        let now = Self.now()
        let listing = scanner.scan()
        for file in listing.files { tracker.noteSeen(file.path, now: now, quietFor: file.age) }
        tracker.retainTaken(present: Set(listing.files.map(\.path)))
        for link in listing.outsideLinks where reported[link] == nil {
            reported[link] = .some(nil)
            logger.warning(
                "not following a symbolic link that points outside the inbox", metadata: ["document.path": "\(link)"])
        }
    }

    /// Unreadable files are reported once per content change and not handed to the run.
    private func isReadable(_ path: String) -> Bool {
        if access(path, R_OK) == 0 { reported[path] = nil; return true }
        let signature = InboxScanner.signature(path)
        if reported[path] != .some(signature) {
            reported[path] = .some(signature)
            logger.error(
                "cannot read the file (\(String(cString: strerror(errno)))); it is tried again when it changes",
                metadata: ["document.path": "\(path)"])
        }
        return false
    }

    private func timeout(until nextRescan: Double, batching: Bool) -> Int32 {
        let now = Self.now()
        var seconds = min(max(nextRescan - now, 0), 1.0)  // wake at least once a second to see a stop request
        if let next = tracker.secondsUntilNextCheck(now: now) {
            seconds = min(seconds, max(min(next, configuration.settings.settleDelay / 4), 0.02))
        }
        if batching { seconds = min(seconds, 0.05) }
        return Int32((seconds * 1000).rounded(.up))
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
