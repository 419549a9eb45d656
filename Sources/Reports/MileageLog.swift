import CSV
import Foundation
import Shifts
import ShoeboxCore

/// Reads a mileage log CSV: `date, purpose, miles` (or `start odometer, end odometer`),
/// `kind` (business/personal/medical/charity) and `vehicle`, one trip per row.
public enum MileageLog {
    /// True when the file's first non-blank line is a mileage-log header (a date column, a miles
    /// or odometer column, and a purpose or kind column) — checked before a `.csv` is read as a statement.
    public static func looksLike(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        guard let line = head.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else {
            return false
        }
        // A shift log's `Start`/`End` times and `Notes` would read as odometers and a purpose.
        if ShiftLog.looksLike(data) { return false }
        let names = Set(splitHeader(String(line)).map(column))
        let hasDistance = names.contains(.miles) || (names.contains(.odometerStart) && names.contains(.odometerEnd))
        return names.contains(.date) && hasDistance && (names.contains(.purpose) || names.contains(.kind))
    }

    /// Parses every row into a trip. `fileName` is used in errors.
    ///
    /// - Throws: `MileageLogError` naming the line and column of the first bad row.
    public static func parse(_ data: Data, fileName: String) throws -> [MileageTrip] {
        guard var text = String(data: data, encoding: .utf8) else {
            throw MileageLogError(code: .mileageEncoding, message: "\(fileName) is not UTF-8 text", line: nil)
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let records: [[String]]
        do {
            let reader = try CSVReader(string: text, hasHeaderRow: false, trimFields: true)
            records = Array(reader)
        } catch {
            throw MileageLogError(code: .mileageCSV, message: "\(fileName) is not valid CSV (\(error))", line: nil)
        }
        guard let headerIndex = records.firstIndex(where: { !$0.allSatisfy(\.isEmpty) }) else {
            throw MileageLogError(code: .mileageEmpty, message: "\(fileName) has no header row", line: nil)
        }
        let columns = records[headerIndex].map(column)
        func index(_ c: Column) -> Int? { columns.firstIndex(of: c) }
        guard let dateAt = index(.date) else {
            throw MileageLogError(
                code: .mileageHeader, message: "\(fileName): no `date` column in the header", line: headerIndex + 1)
        }
        var trips: [MileageTrip] = []
        for (offset, record) in records.enumerated() where offset > headerIndex && !record.allSatisfy(\.isEmpty) {
            let line = offset + 1
            func cell(_ c: Column) -> String { index(c).flatMap { $0 < record.count ? record[$0] : nil } ?? "" }
            func fail(_ column: String, _ message: String) -> MileageLogError {
                MileageLogError(code: .mileageRow, message: "\(fileName): column `\(column)`: \(message)", line: line)
            }
            guard let date = parseDate(dateAt < record.count ? record[dateAt] : "") else {
                throw fail(
                    "date",
                    "\"\(dateAt < record.count ? record[dateAt] : "")\" is not a date (YYYY-MM-DD or MM/DD/YYYY)")
            }
            func reading(_ c: Column, _ name: String) throws -> Int64? {
                let text = cell(c)
                if text.isEmpty { return nil }
                guard let value = tenths(text) else { throw fail(name, "\"\(text)\" is not an odometer reading") }
                guard value >= 0, value <= AmountBounds.maxOdometerTenths else {
                    throw fail(
                        name,
                        "\"\(text)\" is over \(AmountBounds.maxOdometerTenths / 10) miles; not an odometer reading")
                }
                return value
            }
            let start = try reading(.odometerStart, "start odometer")
            let end = try reading(.odometerEnd, "end odometer")
            var distance: Int64
            if !cell(.miles).isEmpty {
                guard let miles = tenths(cell(.miles)) else {
                    throw fail("miles", "\"\(cell(.miles))\" is not a number of miles")
                }
                distance = miles
            } else if let start, let end {
                distance = end - start
            } else {
                throw fail("miles", "give the miles or both start and end odometer readings")
            }
            guard distance >= 0 else { throw fail("miles", "the distance is negative (end odometer below start?)") }
            guard distance <= AmountBounds.maxTripTenths else {
                throw fail(
                    "miles",
                    "\(Amounts.miles(distance)) miles for one trip is over the limit of "
                        + "\(AmountBounds.maxTripTenths / 10) miles")
            }
            let kindText = cell(.kind).lowercased()
            let kind: TripKind
            switch kindText {
            case "business", "work", "b": kind = .business
            case "personal", "commute", "p": kind = .personal
            case "medical", "m": kind = .medical
            case "charity", "charitable", "c": kind = .charity
            case "": kind = .business
            default: throw fail("kind", "\"\(cell(.kind))\" is not business, personal, medical or charity")
            }
            trips.append(
                MileageTrip(
                    date: date, purpose: cell(.purpose), tenthsOfMiles: distance, odometerStart: start,
                    odometerEnd: end, kind: kind, vehicle: cell(.vehicle), sourceLine: line, sourceFile: fileName))
        }
        return trips
    }

    enum Column: Equatable { case date, purpose, miles, odometerStart, odometerEnd, kind, vehicle, other }

    static func column(_ header: String) -> Column {
        let name = header.lowercased().filter { $0.isLetter }
        switch name {
        case "date", "tripdate", "day": return .date
        case "purpose", "description", "destination", "notes", "reason", "businesspurpose": return .purpose
        case "miles", "distance", "mileage", "businessmiles", "distancemiles", "milesdriven": return .miles
        case "start", "startodometer", "odometerstart", "odostart", "startingodometer", "beginodometer":
            return .odometerStart
        case "end", "endodometer", "odometerend", "odoend", "endingodometer": return .odometerEnd
        case "kind", "type", "category", "use", "triptype": return .kind
        case "vehicle", "car", "auto": return .vehicle
        default: return .other
        }
    }

    static func splitHeader(_ line: String) -> [String] {
        let delimiter: Character = line.contains(";") && !line.contains(",") ? ";" : ","
        return line.split(separator: delimiter, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t\r")) }
    }

    /// Tenths of a mile from `12`, `12.3` or `12.34` (rounded), thousands separators allowed.
    static func tenths(_ text: String) -> Int64? {
        guard let hundredths = Amounts.parseScaled(text, digits: 2) else { return nil }
        return Rounding.halfAwayFromZero(hundredths, dividedBy: 10)
    }

    static func parseDate(_ text: String) -> LocalDate? {
        if let iso = LocalDate(iso: text) { return iso }
        let parts = text.split(separator: "/")
        guard parts.count == 3, let m = Int(parts[0]), let d = Int(parts[1]), let y = Int(parts[2]), parts[2].count == 4
        else { return nil }
        return LocalDate(year: y, month: m, day: d)
    }
}
