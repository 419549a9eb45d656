import Foundation
import Inbox
import Logging
import PipelineDefinition
import Synchronization
import Testing

/// An `InboxWatcher` on a temporary inbox, running on its own thread; records each batch
/// (with the size each file had when the batch was processed).
final class WatchHarness: Sendable {
    struct Batch: Sendable { var files: [String: Int] }

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("shoebox-inbox-\(UUID().uuidString)")
    var inbox: URL { root.appendingPathComponent("inbox") }
    let shutdown = ShutdownSignal(signals: [])
    private let batches = Mutex<[Batch]>([])
    private let done = Mutex<Bool>(false)

    init(settle: Double = 0.2, rescan: Double = 30, batchWindow: Double = 0.5, before: (URL) throws -> Void = { _ in })
        throws
    {
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("inbox"), withIntermediateDirectories: true)
        try before(root.appendingPathComponent("inbox"))
        var settings = WatchSettings()
        settings.settleDelay = settle
        settings.rescanInterval = rescan
        settings.batchWindow = batchWindow
        let configuration = InboxWatcher.Configuration(
            roots: [root.appendingPathComponent("inbox").path], settings: settings)
        let thread = Thread { [self] in
            let watcher = InboxWatcher(configuration: configuration, shutdown: shutdown, logger: Logger(label: "test"))
            try? watcher.run { paths in
                var files: [String: Int] = [:]
                for path in paths { files[path] = (try? Data(contentsOf: URL(fileURLWithPath: path)).count) ?? -1 }
                batches.withLock { $0.append(Batch(files: files)) }
            }
            done.withLock { $0 = true }
        }
        thread.start()
        usleep(100_000)  // the watches are in place well before this
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var recorded: [Batch] { batches.withLock { $0 } }
    var allFiles: [String] { recorded.flatMap { $0.files.keys }.sorted() }

    func stop() {
        shutdown.request()
        let deadline = Date().addingTimeInterval(5)
        while !done.withLock({ $0 }), Date() < deadline { usleep(10_000) }
    }

    /// Polls until `condition` holds or `seconds` pass; returns whether it held.
    @discardableResult
    func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    func path(_ name: String) -> String { inbox.appendingPathComponent(name).path }
}
