import Book
import Logging
import PipelineDefinition
import Storage

/// Renders the reports a pipeline asks for, once per pass. Each kind is one case: the reports
/// stage adds its renderers here; a kind not built yet is logged, not an error.
public enum PipelineReports {
    public static func render(_ kinds: [ReportKind], report: RunReport, ledger: Ledger, book: Book, logger: Logger) {
        for kind in kinds {
            do {
                switch kind {
                case .runSummary:
                    let url = try RunSummaryReport.write(report, ledger: ledger, book: book)
                    logger.debug("wrote \(url.path)", metadata: ["stage.name": "reports"])
                case .scheduleC, .pnl, .tax, .budget, .receipts:
                    logger.debug("the \(kind.rawValue) report is not part of this build", metadata: ["stage.name": "reports"])
                }
            } catch {
                logger.error("could not write the \(kind.rawValue) report: \(error)", metadata: ["stage.name": "reports"])
            }
        }
    }
}
