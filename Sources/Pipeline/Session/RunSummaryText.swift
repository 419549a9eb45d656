import Book
import Foundation
import Localization
import Logging
import ShoeboxCore
import Storage

/// The end-of-pass summary printed on standard output (in the book's language), and the same
/// as log metadata (always English: logs are for machines and admins).
public enum RunSummaryText {
    public static func text(_ report: RunReport, book: Book, language: Language = .english) -> String {
        let t = Strings(language)
        let s = report.summary
        let count = { (value: Int) in language == .english ? String(value) : LocaleFormat(language).integer(value) }
        var lines = [
            t["summary.text.finished", ["run": String(report.runID), "book": book.root.path]],
            row(
                t["summary.text.files"],
                t[
                    "summary.text.files_value",
                    ["new": count(s.filesNew), "seen": count(s.filesSkipped), "quarantined": count(s.filesQuarantined)]
                ]),
            row(
                t["summary.text.transactions"],
                t[
                    "summary.transactions_value",
                    [
                        "added": count(s.transactions.added), "merged": count(s.transactions.merged),
                        "updated": count(s.transactions.updated),
                    ]]),
            row(t["summary.text.receipts"], t["summary.text.receipts_value", ["count": count(report.linked)]]),
            row(
                t["summary.text.review"],
                t[
                    "summary.text.review_value",
                    [
                        "count": count(report.awaitingReview),
                        "path": book.outputDirectory.appendingPathComponent("review.csv").path,
                    ]]),
        ]
        for file in report.quarantined {
            let head = row(t["summary.text.quarantined"], file.path)
            lines.append(head + "\n" + String(repeating: " ", count: valueColumn) + file.reason)
        }
        return lines.joined(separator: "\n") + alerts(report, t)
    }

    /// Where values start: labels are padded to this column (wider labels get one space).
    static let valueColumn = 16

    /// `  label:` padded to the value column, then the value.
    static func row(_ label: String, _ value: String) -> String {
        let head = "  \(label):"
        return TextWidth.pad(head, to: max(valueColumn, TextWidth.cells(head) + 1)) + value
    }

    /// The alerts part of the summary (empty when there is nothing to say).
    static func alerts(_ report: RunReport, _ t: Strings = Strings(.english)) -> String {
        var lines: [String] = []
        if report.filesLeftForDisabledStages > 0 {
            lines.append(
                row(
                    t["summary.text.left_in_place"],
                    t["summary.text.left_in_place_value", ["count": String(report.filesLeftForDisabledStages)]]))
        }
        if report.stoppedEarly { lines.append("  " + t["summary.text.stopped_early"]) }
        if !report.alerts.isEmpty {
            lines.append(row(t["summary.text.alerts"], String(report.alerts.count)))
            for alert in report.alerts {
                let file = alert.file.map { ($0 as NSString).lastPathComponent + ": " } ?? ""
                lines.append("    [\(kind(alert, t))] \(file)\(message(alert, t))")
            }
        }
        return lines.isEmpty ? "" : "\n" + lines.joined(separator: "\n")
    }

    /// The alert's kind as shown: the code in English (as always), a phrase in other languages.
    static func kind(_ alert: Alert, _ t: Strings) -> String {
        guard t.language != .english else { return alert.kind.rawValue }
        return t.value("alert.\(alert.kind.rawValue)") ?? alert.kind.rawValue
    }

    /// The alert's message in the summary's language. Overdue invoices and unmatched receipts are
    /// said again from their fields; a quarantine or read error keeps its diagnostic as written
    /// (it names the file, line and key to fix, like the `.reason.json` sidecar).
    static func message(_ alert: Alert, _ t: Strings) -> String {
        guard t.language != .english, let subject = alert.subject, let amount = alert.amount,
            let date = alert.date.flatMap({ LocalDate(iso: $0) })
        else { return alert.message }
        let format = LocaleFormat(t.language)
        switch alert.kind {
        case .overdueInvoice:
            return t[
                "alert.overdue_invoice_text",
                [
                    "number": alert.code ?? "", "client": subject, "amount": format.money(amount),
                    "date": format.date(date),
                ]]
        case .unmatchedReceipt:
            return t[
                "alert.unmatched_receipt_text",
                ["merchant": subject, "amount": format.money(amount), "date": format.date(date)]]
        default: return alert.message
        }
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

extension Alert {
    /// The amount as `Money`, when the alert has one with a known currency.
    var amount: Money? {
        guard let minorUnits, let code = currency, let currency = CurrencyCode(code) else { return nil }
        return Money(minorUnits: minorUnits, currency: currency)
    }
}
