import Book
import CSV
import Categorize
import Foundation
import Invoicing
import ShoeboxCore
import Storage

/// What `shoebox status` prints about a book.
public enum StatusText {
    public static func text(_ status: BookStatus, readings: [Ledger.StatementReading] = [], book: Book) -> String {
        var lines = [
            "Book \(book.root.path)",
            "  \(status.documents) documents, \(status.accounts) accounts, \(status.transactions) transactions "
                + "(\(status.pending) pending\(status.expiredPending > 0 ? ", \(status.expiredPending) expired pending" : "")), "
                + "\(status.duplicates) merged duplicates",
            "Recent runs:",
        ]
        for run in status.recentRuns {
            lines.append(
                "  #\(run.id) \(run.startedAt) \(run.status): files \(run.filesNew) new / \(run.filesSkipped) skipped / "
                    + "\(run.filesQuarantined) quarantined; transactions \(run.added) added / \(run.merged) merged / "
                    + "\(run.updated) updated")
        }
        if !readings.isEmpty {
            lines.append("Statements read (newest first; `shoebox inspect FILE` shows the evidence):")
        }
        for reading in readings { lines.append("  \(reading.name): \(reading.transactions) rows; \(reading.dialect)") }
        lines.append(status.quarantined.isEmpty ? "Quarantine: empty" : "Quarantine (\(status.quarantined.count)):")
        for item in status.quarantined {
            lines.append(
                "  \(item.originalName) [\(item.code)]\(item.line.map { " line \($0)" } ?? ""): \(item.message)")
            if let path = item.quarantinePath {
                lines.append("    copy: \(book.root.appendingPathComponent(path).path)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// `shoebox export` as CSV (the columns of `ExportRow.csvColumns`) or JSON.
public enum ExportText {
    public static func csv(_ rows: [ExportRow]) throws -> Data {
        let stream = OutputStream(toMemory: ())
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: ExportRow.csvColumns)
        // safe to open in a spreadsheet
        for row in rows { try writer.write(row: row.csvFields.map(CSVCell.neutralized)) }
        writer.stream.close()
        return (stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()) + Data("\n".utf8)
    }

    public static func json(_ rows: [ExportRow]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(rows) + Data("\n".utf8)
    }
}
