import ArgumentParser
import Foundation
import Inbox
import Pipeline

/// `shoebox watch [--pipeline FILE] [INBOX...]`: process what is in the inbox, then every file
/// that arrives, until SIGTERM/SIGINT.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Watch inbox folders and import every complete file that lands in them.",
        discussion: CommandHelp.watch)

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
        let settings = session.definition.watch.overriding(
            settleDelay: settleDelay, rescanInterval: rescanInterval, batchWindow: batchWindow)
        let roots: [String]
        do { roots = try session.watchedFolders(inboxes) } catch { throw ValidationError(error.description) }
        try session.watch(roots, settings: settings, shutdown: shutdown)
    }
}
