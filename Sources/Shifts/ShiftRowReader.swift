import Foundation
import ShoeboxCore

/// Reads the cells of one shift-log row into a `ShiftEntry`.
struct ShiftRowReader {
    var cells: [ShiftColumn: String]

    func text(_ column: ShiftColumn) -> String { cells[column] ?? "" }

    func entry(line: Int, file: String) throws(ShiftRowProblem) -> ShiftEntry {
        guard let date = ShiftValues.date(text(.date)) else {
            throw ShiftRowProblem(
                column: "date", message: "\"\(text(.date))\" is not a date (YYYY-MM-DD or MM/DD/YYYY)")
        }
        let employer = text(.employer)
        guard !employer.isEmpty else { throw ShiftRowProblem(column: "employer", message: "is empty") }
        let status = try self.status()
        let start = try time(.start)
        let end = try time(.end)
        if start == nil, end != nil { throw ShiftRowProblem(column: "start", message: "an end time needs a start") }
        var endDate: LocalDate?
        if !text(.endDate).isEmpty {
            guard let parsed = ShiftValues.date(text(.endDate)) else {
                throw ShiftRowProblem(column: "end date", message: "\"\(text(.endDate))\" is not a date")
            }
            endDate = parsed
        }
        var breakMinutes = 0
        if !text(.breakMinutes).isEmpty {
            guard let minutes = Int(text(.breakMinutes)), (0..<1440).contains(minutes) else {
                throw ShiftRowProblem(
                    column: "break", message: "\"\(text(.breakMinutes))\" is not whole minutes 0-1439")
            }
            breakMinutes = minutes
        }
        let moneyColumns: [ShiftColumn] = [.sales, .cashTips, .cardTips, .tips, .tipOut, .otherIncome]
        return ShiftEntry(
            date: date, employer: employer, start: start, end: end, endDate: endDate, breakMinutes: breakMinutes,
            rateCents: try money(.rate), salesCents: try money(.sales), cashTipsCents: try money(.cashTips) ?? 0,
            cardTipsCents: try money(.cardTips) ?? 0, otherTipsCents: try money(.tips) ?? 0,
            tipOutCents: try money(.tipOut), otherIncomeCents: try money(.otherIncome) ?? 0, status: status,
            notes: text(.notes), hasEarnings: moneyColumns.contains { !text($0).isEmpty }, sourceLine: line,
            sourceFile: file)
    }

    func status() throws(ShiftRowProblem) -> ShiftStatus {
        switch text(.status).lowercased() {
        case "", "completed", "complete", "worked", "done": return .completed
        case "planned", "scheduled", "plan": return .planned
        case "missed", "no show", "no-show", "cancelled", "canceled", "called off": return .missed
        default:
            throw ShiftRowProblem(column: "status", message: "\"\(text(.status))\" is not planned, completed or missed")
        }
    }

    func time(_ column: ShiftColumn) throws(ShiftRowProblem) -> ClockTime? {
        let raw = text(column)
        if raw.isEmpty { return nil }
        guard let time = ClockTime(raw) else {
            throw ShiftRowProblem(
                column: column.label, message: "\"\(raw)\" is not a time (21:30, 9:30 PM, 9pm)")
        }
        return time
    }

    func money(_ column: ShiftColumn) throws(ShiftRowProblem) -> Int64? {
        let raw = text(column)
        if raw.isEmpty { return nil }
        guard let cents = ShiftValues.cents(raw) else {
            throw ShiftRowProblem(column: column.label, message: "\"\(raw)\" is not an amount such as 12.50")
        }
        guard cents >= 0 else { throw ShiftRowProblem(column: column.label, message: "\"\(raw)\" is negative") }
        guard AmountBounds.isPlausible(cents) else {
            throw ShiftRowProblem(column: column.label, message: "\"\(raw)\" is implausibly large")
        }
        return cents
    }
}

/// Small parsers shared by the shift log and `employers.yaml`.
public enum ShiftValues {
    /// `YYYY-MM-DD` or `MM/DD/YYYY`.
    public static func date(_ text: String) -> LocalDate? {
        if let iso = LocalDate(iso: text) { return iso }
        let parts = text.split(separator: "/")
        guard parts.count == 3, let m = Int(parts[0]), let d = Int(parts[1]), let y = Int(parts[2]), parts[2].count == 4
        else { return nil }
        return LocalDate(year: y, month: m, day: d)
    }

    /// Dollars to cents: `12`, `12.5`, `$1,250.00`, `-3.10`; more than two decimals is nil.
    public static func cents(_ raw: String) -> Int64? {
        var body = Substring(raw.trimmingCharacters(in: .whitespaces)).filter { $0 != "," }[...]
        var negative = false
        if body.first == "-" { negative = true; body = body.dropFirst() }
        if body.first == "$" { body = body.dropFirst() }
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard !body.isEmpty, pieces.count <= 2, pieces[0].count <= 13, pieces[0].allSatisfy(\.isNumber) else {
            return nil
        }
        let fraction = pieces.count == 2 ? pieces[1] : ""
        guard fraction.count <= 2, fraction.allSatisfy(\.isNumber), !(pieces[0].isEmpty && fraction.isEmpty) else {
            return nil
        }
        let whole = Int64(pieces[0]) ?? 0
        let part = (Int64(fraction) ?? 0) * (fraction.count == 1 ? 10 : 1)
        let value = whole * 100 + part
        return negative ? -value : value
    }
}
