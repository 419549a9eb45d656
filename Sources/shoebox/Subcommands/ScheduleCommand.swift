import ArgumentParser
import Foundation
import Pipeline
import PipelineDefinition

/// `shoebox schedule install|remove|status`: the nightly systemd user timer.
struct ScheduleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Install, remove or show the nightly systemd user timer.",
        discussion: CommandHelp.schedule
    )

    enum Action: String, ExpressibleByArgument { case install, remove, status }

    @Argument(help: "install, remove or status.") var action: Action
    @Option(help: "The pipeline definition the timer runs.") var pipeline = "pipelines/nightly.yaml"
    @Option(help: "The book (default: the pipeline's).") var book: String?
    @Option(help: "systemd OnCalendar expression.") var onCalendar = "*-*-* 02:30:00"
    @Option(help: "Folder for the unit files (default: $XDG_CONFIG_HOME/systemd/user).") var unitDir: String?
    @Flag(help: "Print what would be written and run; change nothing.") var dryRun = false
    @Flag(help: "Write or remove the files only; do not call systemctl.") var noSystemctl = false

    func run() throws {
        var schedule = NightlySchedule(directory: URL(fileURLWithPath: unitDir ?? NightlySchedule.defaultDirectory()))
        schedule.dryRun = dryRun
        schedule.callSystemctl = !noSystemctl
        switch action {
        case .install:
            do { try schedule.install(pipeline: pipeline, book: book, onCalendar: onCalendar) } catch let error
                as PipelineDefinitionError
            {
                throw ValidationError("invalid pipeline definition: \(error.definitionText)")
            }
        case .remove: try schedule.remove()
        case .status: try schedule.status()
        }
    }
}
