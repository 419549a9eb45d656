import Book
import Foundation
import Logging
import Storage

/// The end-of-pass summary printed on standard output, and the same as log metadata.
public enum RunSummaryText {
    public static func text(_ report: RunReport, book: Book) -> String {
        let s = report.summary
        var lines = [
            "Run \(report.runID) finished — book \(book.root.path)",
            "  files:        \(s.filesNew) new, \(s.filesSkipped) skipped as already seen, \(s.filesQuarantined) quarantined",
            "  transactions: \(s.transactions.added) added, \(s.transactions.merged) merged as duplicates, "
                + "\(s.transactions.updated) pending rows updated",
            "  receipts:     \(report.linked) linked to their card or bank charge",
            "  review:       \(report.awaitingReview) row(s) in \(book.outputDirectory.appendingPathComponent("review.csv").path)",
        ]
        for file in report.quarantined {
            lines.append("  quarantined:  \(file.path)\n                \(file.reason)")
        }
        return lines.joined(separator: "\n") + alerts(report)
    }

    /// The alerts part of the summary (empty when there is nothing to say).
    static func alerts(_ report: RunReport) -> String {
        var lines: [String] = []
        if report.filesLeftForDisabledStages > 0 {
            lines.append(
                "  left in place: \(report.filesLeftForDisabledStages) file(s) whose stage is off in this pipeline")
        }
        if report.stoppedEarly { lines.append("  stopped early on request; the next run takes the remaining files") }
        if !report.alerts.isEmpty {
            lines.append("  alerts:       \(report.alerts.count)")
            for alert in report.alerts {
                let file = alert.file.map { ($0 as NSString).lastPathComponent + ": " } ?? ""
                lines.append("    [\(alert.kind)] \(file)\(alert.message)")
            }
        }
        return lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n")
    }

    /// The summary as one structured log event's metadata.
    public static func metadata(_ report: RunReport) -> Logger.Metadata {
        let s = report.summary
        return [
            "run.id": "\(report.runID)", "files.new": "\(s.filesNew)", "files.skipped": "\(s.filesSkipped)",
            "files.quarantined": "\(s.filesQuarantined)", "transactions.added": "\(s.transactions.added)",
            "transactions.merged": "\(s.transactions.merged)", "alerts": "\(report.alerts.count)",
            "stopped_early": "\(report.stoppedEarly)",
        ]
    }
}
