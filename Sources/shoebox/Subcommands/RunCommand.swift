import ArgumentParser
import Book
import Foundation
import Inbox
import Logging
import Pipeline
import ShoeboxCore
import Storage

/// `shoebox run [--pipeline FILE] [PATH...]`: one-shot batch over files and directories.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Import files and folders (recursively) into the book; re-running changes nothing.",
        discussion:
            "Without PATH, imports the pipeline definition's inputs. SIGTERM/SIGINT finish the current document and stop."
    )

    @OptionGroup var bookOptions: BookOptions
    @OptionGroup var pipelineOptions: PipelineOptions

    @Option(help: "Seconds to wait for another run holding the book lock (default: exit at once with code 4).")
    var wait: Double = 0

    @Argument(help: "Files or directories to import (default: the pipeline's inputs).") var paths: [String] = []

    func run() throws {
        let shutdown = ShutdownSignal()
        let session = try RunSession(
            pipelineOptions: pipelineOptions, bookFlag: bookOptions.book, label: "shoebox.run", shutdown: shutdown)
        let inputs = paths.isEmpty ? session.definition.expandedInputs : paths
        if inputs.isEmpty {
            throw ValidationError(
                session.definition.inputs.isEmpty
                    ? "give at least one file or directory, or a pipeline with inputs"
                    : "the pipeline's inputs match no file: \(session.definition.inputs.joined(separator: ", "))")
        }
        guard let opened = try session.open(lock: .wait(seconds: wait)) else { return }
        let report = try session.pass().run(over: inputs, in: opened)
        if report.exitStatus != .ok { throw ExitCode(report.exitStatus.rawValue) }
    }
}

/// Today's date in the local time zone.
enum Today {
    static func local() -> LocalDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)!
    }
}
