import CSV
import Foundation
import ShoeboxCore

/// Reads a shift log CSV: one shift per row with date, employer, start and end times (optional end
/// date), unpaid break minutes, hourly rate, sales, cash and card tips (or one tips column),
/// tip-out, other income, status (`planned` | `completed` | `missed`) and notes.
public enum ShiftLog {
    /// True when the first non-blank line is a shift-log header: a date, a start and an end time,
    /// and a tips, tip-out or sales column (or an employer with a break or status column).
    public static func looksLike(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        guard let line = head.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) })
        else { return false }
        let columns = Set(splitHeader(String(line)).compactMap(ShiftColumn.of))
        guard columns.isSuperset(of: [.date, .start, .end]) else { return false }
        let money: Set<ShiftColumn> = [.cashTips, .cardTips, .tips, .tipOut, .sales]
        return !columns.isDisjoint(with: money)
            || (columns.contains(.employer) && !columns.isDisjoint(with: [.breakMinutes, .status]))
    }

    /// Parses every row. Every bad row is listed in the error (line and column), so one look fixes the file.
    ///
    /// - Throws: `ShiftLogError` (`shift_encoding`, `shift_csv`, `shift_header`, `shift_row`).
    public static func parse(_ data: Data, fileName: String) throws(ShiftLogError) -> [ShiftEntry] {
        try read(data, fileName: fileName, clock: nil).map(\.entry)
    }

    /// Parses every row and times it on `clock` (when given): a row that cannot be read or timed
    /// (a time skipped by a clock change, a shift over 24 h, a break as long as the shift) is listed
    /// with its line, and nothing of the log is returned.
    public static func read(_ data: Data, fileName: String, clock: ShiftClock?) throws(ShiftLogError)
        -> [(entry: ShiftEntry, timing: ShiftTiming?)]
    {
        guard var text = String(data: data, encoding: .utf8) else {
            throw ShiftLogError(code: .shiftEncoding, message: "\(fileName) is not UTF-8 text", line: nil)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let delimiter: UnicodeScalar = firstLine.contains(";") && !firstLine.contains(",") ? ";" : ","
        let records: [[String]]
        do {
            records = Array(try CSVReader(string: text, hasHeaderRow: false, trimFields: true, delimiter: delimiter))
        } catch {
            throw ShiftLogError(code: .shiftCSV, message: "\(fileName) is not valid CSV (\(error))", line: nil)
        }
        guard let headerIndex = records.firstIndex(where: { !$0.allSatisfy(\.isEmpty) }) else {
            throw ShiftLogError(code: .shiftHeader, message: "\(fileName) has no header row", line: nil)
        }
        let columns = records[headerIndex].map(ShiftColumn.of)
        for required in [ShiftColumn.date, .employer] where !columns.contains(required) {
            throw ShiftLogError(
                code: .shiftHeader, message: "\(fileName): no `\(required.label)` column in the header",
                line: headerIndex + 1)
        }
        var entries: [(entry: ShiftEntry, timing: ShiftTiming?)] = []
        var problems: [(line: Int, problem: ShiftRowProblem)] = []
        for (offset, record) in records.enumerated() where offset > headerIndex && !record.allSatisfy(\.isEmpty) {
            var cells: [ShiftColumn: String] = [:]
            for (i, column) in columns.enumerated() {
                if let column, i < record.count, cells[column, default: ""].isEmpty { cells[column] = record[i] }
            }
            do {
                let entry = try ShiftRowReader(cells: cells).entry(line: offset + 1, file: fileName)
                entries.append(
                    (
                        entry,
                        try clock.flatMap { clock throws(ShiftRowProblem) in
                            try ShiftTiming.of(entry, clock: clock)
                        }
                    ))
            } catch {
                problems.append((offset + 1, error))
            }
        }
        if let first = problems.first {
            let listed = problems.prefix(10).map {
                "line \($0.line): column `\($0.problem.column)`: \($0.problem.message)"
            }
            let more = problems.count > 10 ? "; and \(problems.count - 10) more" : ""
            throw ShiftLogError(
                code: .shiftRow,
                message: "\(fileName): \(problems.count) bad row(s), nothing imported: "
                    + listed.joined(separator: "; ") + more,
                line: first.line)
        }
        return entries
    }

    static func splitHeader(_ line: String) -> [String] {
        let delimiter: Character = line.contains(";") && !line.contains(",") ? ";" : ","
        return line.split(separator: delimiter, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t\r")) }
    }
}
