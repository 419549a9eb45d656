import Book
import Foundation
import Logging
import PipelineDefinition
import ShoeboxCore
import Statements
import Storage

/// What a run did, file by file, and how the process should exit.
public struct RunReport: Sendable {
    public struct QuarantinedFile: Sendable {
        public var path: String
        public var reason: String
    }

    public var runID: Int64
    public var summary = RunSummary()
    public var quarantined: [QuarantinedFile] = []
    /// Things to act on; stages append their own kinds (see `Alert.Kind`).
    public var alerts: [Alert] = []
    /// Files left in place because the stage for their kind is off in the pipeline.
    public var filesLeftForDisabledStages = 0
    /// True when a stop was requested (SIGTERM/SIGINT) before every file was taken.
    public var stoppedEarly = false
    /// Receipts linked to a charge this run (set by the receipts stage).
    public var linked = 0
    /// Values that await review this run (set by the receipts and categorize stages).
    public var awaitingReview = 0
    /// Transactions whose category the categorizer set or changed this run.
    public var categorized = 0
    /// True when this pass stored nothing and changed no category: reports already written
    /// for the same periods are still true.
    public var changedNothing: Bool { summary.filesNew == 0 && categorized == 0 }
    public var exitStatus: ExitStatus { quarantined.isEmpty ? .ok : .quarantined }
}

/// One pass over input files: skip what the book has, archive the rest, read, deduplicate,
/// store — one document per database transaction — and quarantine what cannot be read.
/// A bad file never stops the run.
public final class BatchRunner {
    public struct Options: Sendable {
        public var defaultCurrency: CurrencyCode = .usd
        public var today: LocalDate
        public var extraProfileDirectories: [URL] = []
        public var commandLine = "shoebox run"

        // Run modes (pipeline definitions). Stages not built yet read their fields after the merge.
        /// Stages that run; a file whose kind's stage is off is left in place and not recorded.
        public var stages: Set<Stage> = Set(Stage.allCases)
        /// Every stage's options as the pipeline definition gave them (typed pass-through).
        public var stageOptions = StageOptions()
        /// Worker threads for parallel stages (receipts OCR); `--jobs` or `options.receipts.jobs`.
        public var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// Tesseract languages for receipts, e.g. `["eng", "deu"]`.
        public var ocrLanguages = ["eng"]
        /// Day/month order hint for ambiguous dates.
        public var dateOrder: DateOrderHint = .auto
        /// Confidence (0...1) below which extracted or categorized values await review.
        public var reviewThreshold: Double?
        /// Reports to render once at the end of the pass.
        public var reports: [PipelineReport] = [.scheduleC, .pnl, .tax, .rentRoll, .property, .scheduleE, .runSummary]
        /// What to do with an input file once stored (`archive` removes it from the inbox).
        public var processedFiles: ProcessedFilesPolicy = .leave
        /// Asked between documents: true stops taking new files (the current one finishes).
        public var shouldStop: @Sendable () -> Bool = { false }
        /// Receives progress events (files done/total, current stage).
        public var progress: @Sendable (RunProgress) -> Void = { _ in }
        /// When true, `run` leaves the journal row `running`; the caller closes it with `finishJournal`
        /// after its own end-of-run work (reports), so a crash there is journaled `interrupted`, never `ok`.
        public var finishJournalAfterReports = false

        public init(today: LocalDate) { self.today = today }
    }

    let book: Book
    let ledger: Ledger
    let options: Options
    let logger: Logger
    let profiles: [StatementProfile]
    let fingerprint: String
    /// Receipt scans of the current chunk, keyed by content hash (see `ReceiptStage.prepare`).
    let receiptScans = ReceiptScanCache()
    /// Paths seen by earlier runs, loaded once per run (the skip check without a query per file).
    var seenPaths: [String: SeenPath] = [:]
    /// Files a dead run was reading, with how many runs died on them (`ReadingMarker`).
    var crashSuspects: [String: Int] = [:]
    /// False for the run after one that died: receipts are then OCR'd one at a time, under the marker.
    var parallelReceiptOCR = true
    /// The book's most frequent payees, read once per pass for the receipts' merchant picking.
    var knownPayees: [String]?
    /// Seconds per phase of this run, logged at its end (`PhaseTimes`).
    let phaseTimes = PhaseTimes()

    /// - Throws: a `StatementError` with code `bad_profile` when a profile file is invalid.
    public init(book: Book, ledger: Ledger, options: Options, logger: Logger) throws {
        self.book = book
        self.ledger = ledger
        self.options = options
        self.logger = logger
        (profiles, fingerprint) = try ProfileLoader.load(
            from: [book.profilesDirectory] + options.extraProfileDirectories)
    }

    public func run(paths: [String]) throws -> RunReport {
        let interrupted = try ledger.markInterruptedRuns()
        if interrupted > 0 {
            logger.notice("\(interrupted) earlier run(s) were interrupted; their uncommitted files are processed again")
        }
        for path in StaleTemporaryFiles.clean(book) {
            logger.info("removed a temporary file left by a killed run: \(path)")
        }
        let recovered = ReadingMarker(book: book).recover()
        crashSuspects = recovered.suspects
        // After a run that died, receipts are read one at a time (each under the marker) for one run.
        parallelReceiptOCR = !recovered.previousRunDied
        if !parallelReceiptOCR {
            logger.notice("the previous run stopped while reading a file: receipts are read one at a time this run")
        }
        let logger = self.logger
        var undecodable: [String] = []
        let listed = try InputScanner.scan(
            paths, excluding: { book.contains($0) },
            skippedLink: {
                logger.notice(
                    "not following a symbolic link (name the file itself to import it)",
                    metadata: ["document.path": "\($0)"])
            }, undecodableName: { undecodable.append($0) })
        let files = RentalStage.rentalsOrder(InvoiceSpecStage.invoicingOrder(listed))
        seenPaths = try ledger.seenPathSnapshot()
        var report = RunReport(runID: try ledger.beginRun(command: options.commandLine))
        for path in undecodable { reportUndecodableName(path, into: &report) }
        loadBookBusinessProfile()
        let linkedBefore = try ledger.linkedReceiptCount()
        options.progress(.started(total: files.count))
        // Files are read and hashed a chunk at a time, then receipts OCR'd in parallel, so a long
        // run commits as it goes and holds at most one chunk of files in memory.
        let chunkSize = max(8, options.jobs * 4)
        files: for chunkStart in stride(from: 0, to: files.count, by: chunkSize) {
            let chunk = Array(files[chunkStart..<min(files.count, chunkStart + chunkSize)])
            var prepared: [PreparedFile] = []
            if !options.shouldStop() {
                let marker = ReadingMarker(book: book)
                marker.beginPrepass()  // the receipt OCR pre-pass names no single file
                prepared = phaseTimes.measure("prepare") { prepare(chunk) }
                marker.endPrepass()
            }
            for (offset, path) in chunk.enumerated() {
                let index = chunkStart + offset
                if options.shouldStop() || offset >= prepared.count {
                    report.stoppedEarly = true
                    logger.notice("stop requested: \(files.count - index) file(s) left for the next run")
                    break files
                }
                options.progress(.file(index: index, total: files.count, path: path, stage: prepared[offset].gate))
                process(prepared[offset], path: path, into: &report)
            }
        }
        options.progress(.finished(total: files.count))
        report.linked = try ledger.linkedReceiptCount() - linkedBefore
        if options.stages.contains(.dedup) { phaseTimes.measure("dedup_upkeep") { dedupUpkeep() } }
        if options.stages.contains(.invoices) { phaseTimes.measure("invoice_upkeep") { invoiceUpkeep() } }
        if options.stages.contains(.rentals) { phaseTimes.measure("rental_upkeep") { rentalUpkeep() } }
        if options.stages.contains(.categorize) {
            phaseTimes.measure("categorize_and_review") { categorizeAndWriteReview(into: &report) }
        }
        if options.stages.contains(.rentals) { phaseTimes.measure("property_rules") { applyPropertyRules() } }
        phaseTimes.measure("alerts") { appendStageAlerts(into: &report) }
        if !options.finishJournalAfterReports { try finishJournal(report) }
        return report
    }

    /// Closes the run's journal row (`ok` or `completed_with_quarantine`).
    public func finishJournal(_ report: RunReport) throws {
        try ledger.finishRun(report.runID, summary: report.summary, exitCode: report.exitStatus.rawValue)
    }

    func process(_ prepared: PreparedFile, path: String, into report: inout RunReport) {
        var metadata: Logger.Metadata = ["document.path": "\(path)", "stage.name": "\(prepared.gate.rawValue)"]
        do {
            let (file, stage): (InputFile, any DocumentStage)
            switch prepared {
            case .unchanged:
                report.summary.filesSkipped += 1
                logger.debug("unchanged since last run", metadata: metadata)
                return
            case .unreadable(let error): throw error
            case .oversize(let size, let stage):
                guard stageEnabled(stage.gate, path: path, into: &report) else { return }
                return try setAsideOversize(
                    path, size: size, kind: stage.documentKind, metadata: metadata, into: &report)
            case .read(let readFile, let claimed): (file, stage) = (readFile, claimed)
            }
            guard stageEnabled(stage.gate, path: path, into: &report) else { return }
            metadata["document.sha256"] = "\(file.sha256.prefix(12))"
            if let known = try ledger.document(sha256: file.sha256), isSettled(known) {
                try ledger.rememberPath(
                    path, size: file.size, mtimeNanoseconds: file.mtimeNanoseconds, documentID: known.id)
                report.summary.filesSkipped += 1
                logger.info("already in the book as \(known.originalName)", metadata: metadata)
                disposeOfStored(file, metadata: metadata)
                return
            }
            let archived = try Archive(book: book).store(file)
            let document = NewDocument(
                sha256: file.sha256, originalName: file.name, originalPath: path, size: file.size,
                mtimeNanoseconds: file.mtimeNanoseconds, kind: stage.documentKind, archivePath: archived,
                configFingerprint: fingerprint)
            do {
                let marker = ReadingMarker(book: book)
                defer { marker.finish(file.sha256, suspects: &crashSuspects) }
                if let strikes = crashSuspects[file.sha256], strikes >= ReadingMarker.strikes {
                    throw FileProblem(
                        code: .readerCrashed,
                        message: "\(strikes) runs stopped while reading \(file.name) (a crash, "
                            + "or the run was killed); it is set aside so later runs go on, and retried after an upgrade"
                    )
                }
                marker.begin(file.sha256)
                let counts = try stage.importFile(file, document: document, runID: report.runID, in: self)
                report.summary.filesNew += 1
                report.summary.transactions = report.summary.transactions + counts
                logger.info(
                    "imported: \(counts.added) added, \(counts.merged) merged, \(counts.updated) pending updated",
                    metadata: metadata)
                disposeOfStored(file, metadata: metadata)
            } catch let reason as Diagnostic {
                let copy = try Quarantine(book: book).put(file, reason: reason)
                try ledger.recordQuarantine(document, reason: reason, quarantinePath: copy, runID: report.runID)
                report.summary.filesQuarantined += 1
                report.quarantined.append(.init(path: path, reason: reason.description))
                report.alerts.append(
                    Alert(kind: .quarantinedFile, message: reason.description, file: path, code: reason.code.rawValue))
                logger.warning("quarantined: \(reason.description)", metadata: metadata)
            }
        } catch {
            // Unreadable file (permissions, vanished): reported, not stored, retried next run.
            report.summary.filesQuarantined += 1
            report.quarantined.append(.init(path: path, reason: "[unreadable] \(error)"))
            report.alerts.append(
                Alert(kind: .unreadableFile, message: "could not read: \(error)", file: path, code: "unreadable"))
            logger.error("could not read: \(error)", metadata: metadata)
        }
    }

    /// Processed documents are final; a quarantined one is retried only when profiles or the
    /// program changed since its verdict.
    func isSettled(_ document: StoredDocument) -> Bool {
        document.status == "processed" || document.configFingerprint == fingerprint
    }
}
