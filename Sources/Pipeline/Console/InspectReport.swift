import Book
import Foundation
import ShoeboxCore
import Statements

/// The text `shoebox inspect` prints for a statement that reads.
public enum InspectReport {
    /// How `data` (the file `url`) would be read, with the book's profiles and `fallback` as the
    /// currency of a file that names none; `quarantined` when it would be set aside (the text
    /// then says why).
    public static func inspect(_ data: Data, url: URL, book: Book, fallback: CurrencyCode, rows: Int) throws -> (
        text: String, quarantined: Bool
    ) {
        let profiles =
            FileManager.default.fileExists(atPath: book.profilesDirectory.path)
            ? (try ProfileLoader.load(from: [book.profilesDirectory]).profiles) : []
        let profile = profiles.first { $0.applies(to: url.lastPathComponent) }
        let context = StatementContext(
            fileName: url.lastPathComponent, defaultCurrency: fallback, today: Today.local(), profile: profile)
        var lines = ["File \(url.path) (\(data.count) bytes)"]
        if let profile { lines.append("  profile: \(profile.name)") }
        do {
            lines.append(render(try StatementReader.read(data, context: context), rows: rows))
            return (lines.joined(separator: "\n"), false)
        } catch let error as Diagnostic {
            lines.append(
                "  would be QUARANTINED [\(error.code)]" + (error.line.map { " line \($0)" } ?? "")
                    + ": \(error.message)")
            return (lines.joined(separator: "\n"), true)
        }
    }

    public static func render(_ statement: ParsedStatement, rows: Int) -> String {
        var lines = ["  reading: \(statement.dialectSummary)"]
        for item in statement.evidence { lines.append("  - \(item)") }
        if statement.evidence.isEmpty, let reconciled = statement.reconciled {
            lines.append("  - reconciled: \(reconciled)")
        }
        let transactions = statement.transactions
        var total: Int64 = 0
        for transaction in transactions { total = total &+ transaction.amount.minorUnits }
        let currency = transactions.first?.amount.currency ?? .usd
        lines.append(
            "  \(transactions.count) transactions (\(transactions.filter(\.pending).count) pending), "
                + "net \(Money(minorUnits: total, currency: currency).formatted()), "
                + "\(transactions.map(\.date).min()?.description ?? "-")..\(transactions.map(\.date).max()?.description ?? "-")"
        )
        for row in statement.skippedRows.prefix(5) { lines.append("  skipped line \(row.line): \(row.reason)") }
        for transaction in transactions.prefix(rows) {
            lines.append(
                "    line \(transaction.sourceLine): \(transaction.date) \(transaction.amount.formatted()) "
                    + transaction.description + (transaction.bankCategory.map { " [\($0)]" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }
}
