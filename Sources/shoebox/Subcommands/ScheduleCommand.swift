import ArgumentParser
import Foundation
import Pipeline
import PipelineDefinition

/// `shoebox schedule install|remove|status`: the nightly systemd user timer.
struct ScheduleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Install, remove or show the nightly systemd user timer.",
        discussion: "Writes shoebox-nightly.service and .timer into ~/.config/systemd/user (or --unit-dir) and enables the timer.")

    enum Action: String, ExpressibleByArgument { case install, remove, status }

    @Argument(help: "install, remove or status.") var action: Action
    @Option(help: "The pipeline definition the timer runs.") var pipeline = "pipelines/nightly.yaml"
    @Option(help: "The book (default: the pipeline's).") var book: String?
    @Option(help: "systemd OnCalendar expression.") var onCalendar = "*-*-* 02:30:00"
    @Option(help: "Folder for the unit files (default: $XDG_CONFIG_HOME/systemd/user).") var unitDir: String?
    @Flag(help: "Print what would be written and run; change nothing.") var dryRun = false
    @Flag(help: "Write or remove the files only; do not call systemctl.") var noSystemctl = false

    func run() throws {
        let directory = URL(fileURLWithPath: unitDir ?? Self.defaultUnitDirectory())
        let service = directory.appendingPathComponent(NightlyUnits.serviceName)
        let timer = directory.appendingPathComponent(NightlyUnits.timerName)
        switch action {
        case .install:
            let pipelinePath = URL(fileURLWithPath: pipeline).standardizedFileURL.path
            do { _ = try PipelineDefinition.load(path: pipelinePath) } catch let error as PipelineDefinitionError {
                throw ValidationError("invalid pipeline definition: \(error)")
            }
            let units = NightlyUnits(executable: Self.executablePath(), pipeline: pipelinePath,
                                     book: book.map { URL(fileURLWithPath: $0).standardizedFileURL.path }, onCalendar: onCalendar)
            if dryRun {
                print("# \(service.path)\n\(units.service)\n# \(timer.path)\n\(units.timer)")
                print("# then: systemctl --user daemon-reload && systemctl --user enable --now \(NightlyUnits.timerName)")
                return
            }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(units.service.utf8).write(to: service)
            try Data(units.timer.utf8).write(to: timer)
            print("wrote \(service.path)\nwrote \(timer.path)")
            try systemctl(["daemon-reload"], ["enable", "--now", NightlyUnits.timerName])
        case .remove:
            if dryRun {
                print("would disable \(NightlyUnits.timerName) and remove \(service.path), \(timer.path)")
                return
            }
            try systemctl(["disable", "--now", NightlyUnits.timerName])
            for url in [service, timer] where FileManager.default.fileExists(atPath: url.path) {
                try FileManager.default.removeItem(at: url)
                print("removed \(url.path)")
            }
            try systemctl(["daemon-reload"])
        case .status:
            for url in [service, timer] {
                print("\(url.path): \(FileManager.default.fileExists(atPath: url.path) ? "installed" : "not installed")")
            }
            if !noSystemctl { try systemctl(["list-timers", NightlyUnits.timerName, "--no-pager"]) }
        }
    }

    private func systemctl(_ commands: [String]...) throws {
        guard !noSystemctl else { return }
        for arguments in commands {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["systemctl", "--user"] + arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                FileHandle.standardError.write(Data("shoebox: systemctl --user \(arguments.joined(separator: " ")) exited \(process.terminationStatus)\n".utf8))
            }
        }
    }

    static func defaultUnitDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        return config + "/systemd/user"
    }

    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
