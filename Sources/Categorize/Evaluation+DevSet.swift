import CSV
import ShoeboxCore

/// One labelled row of a development set in the categorize-dev layout
/// (`id,date,description,amount,account,…,truth_category,…,notes`).
public struct DevSetRow: Sendable, Equatable {
    public var id: String
    public var date: String
    public var description: String
    public var amountCents: Int64
    public var account: String
    public var truth: String
    public var notes: String

    /// True when the labeller marked the row as not settled by its text alone.
    public var ambiguous: Bool { notes.hasPrefix("AMBIGUOUS") }
}

extension Evaluation {
    /// Parses a labelled set by column name; rows keep the file's order.
    /// - Throws: `RulesFileError` naming the file and line of a malformed row or a missing column.
    public static func parseDevSet(_ text: String, file: String) throws -> [DevSetRow] {
        let reader = try CSVReader(string: text, hasHeaderRow: true)
        let header = reader.headerRow ?? []
        func column(_ name: String) throws -> Int {
            guard let index = header.firstIndex(of: name) else {
                throw RulesFileError(file: file, line: 1, key: name, message: "missing column '\(name)'")
            }
            return index
        }
        let id = try column("id")
        let date = try column("date")
        let description = try column("description")
        let amount = try column("amount")
        let account = try column("account")
        let truth = try column("truth_category")
        let notes = header.firstIndex(of: "notes")
        var rows: [DevSetRow] = []
        var line = 1
        while let row = reader.next() {
            line += 1
            guard row.count == header.count, let cents = DecimalCents.parse(row[amount]) else {
                throw RulesFileError(file: file, line: line, key: nil, message: "malformed labelled row")
            }
            rows.append(
                DevSetRow(
                    id: row[id], date: row[date], description: row[description], amountCents: cents,
                    account: row[account], truth: row[truth], notes: notes.map { row[$0] } ?? ""))
        }
        return rows
    }
}
