import Book
import Pipeline
import Storage

/// The end-of-run summary printed on standard output.
enum RunSummaryWriter {
    static func text(_ report: RunReport, book: Book) -> String {
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
        return lines.joined(separator: "\n")
    }
}
