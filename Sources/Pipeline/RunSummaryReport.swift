import Book
import Foundation
import Rendering
import Storage

/// Writes `output/run-summary.pdf`: what the last run added, merged, linked and quarantined
/// (with reasons), what awaits review, its alerts, and what the book holds per account.
public enum RunSummaryReport {
    /// Renders and writes the PDF; returns its path.
    @discardableResult
    public static func write(_ report: RunReport, ledger: Ledger, book: Book) throws -> URL {
        let s = report.summary
        var lines: [(String, String)] = [
            ("Run", "#\(report.runID)"),
            ("Files", "\(s.filesNew) new, \(s.filesSkipped) already seen, \(s.filesQuarantined) quarantined"),
            (
                "Transactions",
                "\(s.transactions.added) added, \(s.transactions.merged) merged as duplicates, "
                    + "\(s.transactions.updated) pending rows updated"
            ),
        ]
        lines.append(("Linked", "\(report.linked) receipt(s) linked to their card or bank charge"))
        lines.append(("To review", "\(report.awaitingReview) row(s) in output/review.csv"))
        for alert in report.alerts where alert.kind != .quarantinedFile {
            lines.append(("Alert", "[\(alert.kind)] \(alert.message)"))
        }
        for file in report.quarantined {
            lines.append(("Quarantined", "\((file.path as NSString).lastPathComponent): \(file.reason)"))
        }
        let rows = try ledger.accountSummaries().map { account in
            [
                account.name, account.net.currency.code, String(account.transactions), account.net.decimalString,
                account.firstDate, account.lastDate,
            ]
        }
        let data = RunSummaryPDF.render(
            title: "Shoebox run summary", lines: lines,
            table: (header: ["Account", "Currency", "Transactions", "Net", "From", "To"], rows: rows))
        let url = book.outputDirectory.appendingPathComponent("run-summary.pdf")
        try PrivateFile.write(data, to: url)
        return url
    }
}
