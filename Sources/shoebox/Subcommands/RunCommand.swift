import ArgumentParser
import Foundation
import Inbox
import Pipeline

/// `shoebox run [--pipeline FILE] [PATH...]`: one-shot batch over files and directories.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Import files and folders (recursively) into the book; re-running changes nothing.",
        discussion: CommandHelp.run
    )

    @OptionGroup var bookOptions: BookOptions
    @OptionGroup var pipelineOptions: PipelineOptions

    @Option(help: "Seconds to wait for another run holding the book lock (default: exit at once with code 4).")
    var wait: Double = 0

    @Argument(help: "Files or directories to import (default: the pipeline's inputs).") var paths: [String] = []

    func run() throws {
        let shutdown = ShutdownSignal()
        let session = try pipelineOptions.session(bookFlag: bookOptions.book, label: "shoebox.run", shutdown: shutdown)
        let inputs: [String]
        do { inputs = try session.inputs(paths) } catch { throw ValidationError(error.description) }
        guard let opened = try session.open(lock: .wait(seconds: wait)) else { return }
        let report = try session.pass().run(over: inputs, in: opened)
        if report.exitStatus != .ok { throw ExitCode(report.exitStatus.rawValue) }
    }
}
