import Book
import Foundation
import Rendering
import ShoeboxCore
import Storage

/// Writes `output/run-summary.pdf`: what the last run added, merged, linked and quarantined
/// (with reasons), what awaits review, its alerts, and what the book holds per account — in
/// the book's language.
public enum RunSummaryReport {
    /// Renders and writes the PDF; returns its path.
    @discardableResult
    public static func write(
        _ report: RunReport, ledger: Ledger, book: Book, language t: PDFLanguage = .english
    ) throws -> URL {
        let s = report.summary
        let count = { (value: Int) in t.count(value) }
        var lines: [(String, String)] = [
            (t["summary.run"], "#\(report.runID)"),
            (
                t["summary.files"],
                t[
                    "summary.files_value",
                    ["new": count(s.filesNew), "seen": count(s.filesSkipped), "quarantined": count(s.filesQuarantined)]
                ]
            ),
            (
                t["summary.transactions"],
                t[
                    "summary.transactions_value",
                    [
                        "added": count(s.transactions.added), "merged": count(s.transactions.merged),
                        "updated": count(s.transactions.updated),
                    ]]
            ),
        ]
        lines.append((t["summary.linked"], t["summary.linked_value", ["count": count(report.linked)]]))
        lines.append((t["summary.review"], t["summary.review_value", ["count": count(report.awaitingReview)]]))
        for alert in report.alerts where alert.kind != .quarantinedFile {
            lines.append(
                (
                    t["summary.alert"],
                    "[\(RunSummaryText.kind(alert, t.strings))] \(RunSummaryText.message(alert, t.strings))"
                ))
        }
        for file in report.quarantined {
            lines.append((t["summary.quarantined"], "\((file.path as NSString).lastPathComponent): \(file.reason)"))
        }
        let rows = try ledger.accountSummaries().map { account in
            [
                account.name, account.net.currency.code, count(account.transactions), net(account.net, t),
                date(account.firstDate, t), date(account.lastDate, t),
            ]
        }
        let data = RunSummaryPDF.render(
            title: t["summary.title"], lines: lines,
            table: (
                header: [
                    t["summary.account"], t["summary.currency"], t["summary.transactions"], t["report.net"],
                    t["summary.from"], t["summary.to"],
                ], rows: rows
            ), language: t)
        let url = book.outputDirectory.appendingPathComponent("run-summary.pdf")
        try PrivateFile.write(data, to: url)
        return url
    }

    /// An account's net: a plain decimal in English (as before), the locale's number otherwise.
    static func net(_ money: Money, _ t: PDFLanguage) -> String {
        t.language == .english
            ? money.decimalString
            : t.format.number(money.minorUnits, fractionDigits: money.currency.minorUnitDigits)
    }

    static func date(_ stored: String, _ t: PDFLanguage) -> String {
        LocalDate(iso: stored).map(t.date) ?? stored
    }
}
