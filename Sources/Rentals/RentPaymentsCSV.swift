import Foundation
import ShoeboxCore

/// `rent-payments.csv`: rent received outside any bank export (cash, WeChat Pay, checks).
///
/// ```csv
/// date,property,unit,tenant,amount,method,type,notes
/// 2026-03-01,Maple Street 12,2B,Ana Ruiz,1500.00,cash,rent,
/// ```
/// `date`, `property` and `amount` are required; `unit` or `tenant` pick the lease when the
/// property has several; `method` defaults to `cash`, `type` to `rent`. Amounts are read in the
/// lease's currency when the rows are stored.
public enum RentPaymentsCSV {
    public struct Row: Hashable, Sendable {
        public var line: Int
        public var property: String
        public var unit: String?
        public var tenant: String?
        /// The amount as written: converted to minor units in the lease's currency.
        public var amountText: String
        public var date: LocalDate
        public var method: RentPaymentMethod
        public var type: RentPaymentType
        public var notes: String?
    }

    public static let columns = ["date", "property", "unit", "tenant", "amount", "method", "type", "notes"]
    static let required = ["date", "property", "amount"]

    /// True for `rent-payments.csv` and `<anything>.rent-payments.csv`.
    public static func isRentPaymentsFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "rent-payments.csv" || lower.hasSuffix(".rent-payments.csv")
            || lower.hasSuffix("-rent-payments.csv")
    }

    public static func parse(_ text: String, file: String) throws(RentalSpecError) -> [Row] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
            .map { ($0.offset + 1, String($0.element)) }.filter { !$0.1.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !lines.isEmpty else {
            throw RentalSpecError(rentalCode: .badRentalSpec, file: file, line: nil, key: nil, "the file is empty")
        }
        let (headerLine, headerText) = lines.removeFirst()
        let header = try cells(headerText, file: file, line: headerLine).map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        for name in header where !columns.contains(name) {
            throw RentalSpecError(
                rentalCode: .badRentalSpec, file: file, line: headerLine, key: name,
                "unknown column (known columns: \(columns.joined(separator: ", ")))")
        }
        for name in required where !header.contains(name) {
            throw RentalSpecError(
                rentalCode: .badRentalSpec, file: file, line: headerLine, key: name, "the column `\(name)` is required")
        }
        var rows: [Row] = []
        for (number, text) in lines {
            let values = try cells(text, file: file, line: number)
            guard values.count == header.count else {
                throw RentalSpecError(
                    rentalCode: .badRentalSpec, file: file, line: number, key: nil,
                    "\(values.count) cells where the header has \(header.count)")
            }
            var cell: [String: String] = [:]
            for (name, value) in zip(header, values) {
                let trimmed = value.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { cell[name] = trimmed }
            }
            func need(_ key: String) throws(RentalSpecError) -> String {
                guard let value = cell[key] else {
                    throw RentalSpecError(
                        rentalCode: .badRentalSpec, file: file, line: number, key: key, "`\(key)` is empty")
                }
                return value
            }
            let dateText = try need("date")
            guard let date = LocalDate(iso: dateText) else {
                throw RentalSpecError(
                    rentalCode: .badRentalSpec, file: file, line: number, key: "date",
                    "`\(dateText)` is not a YYYY-MM-DD date")
            }
            let method = try choice(cell["method"], RentPaymentMethod.self, file: file, line: number, key: "method")
            let type = try choice(cell["type"], RentPaymentType.self, file: file, line: number, key: "type")
            rows.append(
                Row(
                    line: number, property: try need("property"), unit: cell["unit"], tenant: cell["tenant"],
                    amountText: try need("amount"), date: date, method: method ?? .cash, type: type ?? .rent,
                    notes: cell["notes"]))
        }
        return rows
    }

    static func choice<T: RawRepresentable & CaseIterable>(
        _ text: String?, _: T.Type, file: String, line: Int, key: String
    ) throws(RentalSpecError) -> T? where T.RawValue == String {
        guard let text else { return nil }
        guard let value = T(rawValue: text.lowercased()) else {
            throw RentalSpecError(
                rentalCode: .badRentalSpec, file: file, line: line, key: key,
                "`\(text)` is not one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// The cells of one line: comma separated, `"…"` quotes with `""` for a quote inside.
    static func cells(_ line: String, file: String, line number: Int) throws(RentalSpecError) -> [String] {
        var cells: [String] = []
        var current = ""
        var quoted = false
        var chars = line.makeIterator()
        while let ch = chars.next() {
            if quoted {
                if ch == "\"" {
                    if let following = chars.next() {
                        if following == "\"" {
                            current.append("\"")
                        } else {
                            quoted = false
                            if following == "," {
                                cells.append(current)
                                current = ""
                            } else {
                                current.append(following)
                            }
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    current.append(ch)
                }
            } else if ch == "\"" && current.isEmpty {
                quoted = true
            } else if ch == "," {
                cells.append(current)
                current = ""
            } else {
                current.append(ch)
            }
        }
        if quoted {
            throw RentalSpecError(
                rentalCode: .badRentalSpec, file: file, line: number, key: nil, "a quote is not closed")
        }
        cells.append(current)
        return cells
    }
}
