import Book
import Foundation
import Logging
import PipelineDefinition
import ShoeboxCore
import Storage

/// One whole pass of `run` or `watch` over a list of paths: the runner, then the end of the
/// pass — run journal, pipeline reports, the summary on standard output, a structured log
/// event, and the `on_alert` command.
public struct RunPass {
    public var definition: PipelineDefinition
    public var options: BatchRunner.Options
    public var logger: Logger
    /// JSON logs also get the summary as one structured event.
    public var structuredLogs = false
    /// Where the summary goes (standard output, unbuffered: a watcher's summaries must reach a
    /// pipe or journald at once).
    public var print: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }

    public init(definition: PipelineDefinition, options: BatchRunner.Options, logger: Logger) {
        self.definition = definition
        self.options = options
        self.logger = logger
    }

    /// - Throws: a `Diagnostic` (`invalid_configuration`, the profile's problem as its cause) for an invalid statement profile (nothing done), or a
    ///   database error.
    public func run(over paths: [String], in session: BookSession) throws -> RunReport {
        let book = session.book, ledger = session.ledger
        var options = self.options
        options.finishJournalAfterReports = true
        let runner: BatchRunner
        do { runner = try BatchRunner(book: book, ledger: ledger, options: options, logger: logger) } catch let error
            as Diagnostic
        {
            throw Diagnostic(.invalidConfiguration, error.message, at: .init(), cause: error)
        }
        let started = Date()
        let report = try runner.run(paths: paths)
        try report.record(in: ledger, pipeline: definition.source)
        runner.phaseTimes.measure("reports") {
            PipelineReports.render(
                options.reports, report: report, ledger: ledger, book: book, today: options.today, logger: logger)
        }
        runner.phaseTimes.add("total", seconds: Date().timeIntervalSince(started))
        logger.debug("phase times", metadata: runner.phaseTimes.metadata)
        // last: a crash above leaves the run `running`, journaled `interrupted` next time
        try runner.finishJournal(report)
        print(RunSummaryText.text(report, book: book, language: BookLanguage.load(book, logger: logger).language))
        if structuredLogs { logger.info("run finished", metadata: RunSummaryText.metadata(report)) }
        if let command = definition.onAlert {
            AlertCommand.deliver(
                report.alerts, command: command, runID: report.runID, book: book.root.path, logger: logger)
        }
        return report
    }
}

extension BatchRunner.Options {
    /// The runner's options as a pipeline definition sets them.
    public init(definition: PipelineDefinition, today: LocalDate, commandLine: String) {
        self.init(today: today)
        let stageOptions = definition.options
        defaultCurrency = stageOptions.statements.currency
        extraProfileDirectories = stageOptions.statements.profiles.map { URL(fileURLWithPath: $0) }
        self.commandLine = commandLine
        stages = definition.stages
        self.stageOptions = stageOptions
        jobs = stageOptions.receipts.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        ocrLanguages = stageOptions.receipts.ocrLanguages
        dateOrder =
            stageOptions.statements.dateOrder != .auto
            ? stageOptions.statements.dateOrder : stageOptions.receipts.dateOrder
        reviewThreshold = stageOptions.categorize.reviewThreshold ?? stageOptions.receipts.reviewThreshold
        reports = definition.stages.contains(.reports) ? definition.reports : []
        processedFiles = definition.processedFiles
    }
}
