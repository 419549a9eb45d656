import Foundation
import ShoeboxCore

/// Reads SWIFT MT940 customer statements: one or more statements (`:20:` … `:62F:`/`:62M:`),
/// each with an opening balance `:60F:`/`:60M:`, rows `:61:` (value date, optional entry date,
/// C/D/RC/RD mark, optional funds code, amount with a decimal comma) and their text `:86:`.
/// Every statement is reconciled: opening + rows = closing, or the file is quarantined.
enum MT940Parser {
    /// Tags at the start of lines: `:20:` and `:25:`, and an opening balance or statement number.
    /// (Anywhere else, `12:20:25` in a CSV's time column would look like tags.)
    static func looksLikeMT940(_ text: String) -> Bool {
        let tags = Set(
            text.prefix(4_096).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                .compactMap { line -> String? in
                    guard line.hasPrefix(":"), let close = line.dropFirst().firstIndex(of: ":") else { return nil }
                    return String(line[line.index(after: line.startIndex)..<close])
                })
        return tags.contains("20") && tags.contains("25") && !tags.isDisjoint(with: ["60F", "60M", "28C", "28"])
    }

    struct Field {
        var tag: String
        var value: String
        var line: Int
    }

    /// Splits the text into `:TAG:value` fields; continuation lines join their field.
    static func fields(_ text: String) -> [Field] {
        var result: [Field] = []
        var lineNumber = 0
        for rawLine in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            lineNumber += 1
            let line = String(rawLine).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            if line.hasPrefix(":"), let close = line.dropFirst().firstIndex(of: ":"),
                line.distance(from: line.startIndex, to: close) <= 4
            {
                result.append(
                    Field(
                        tag: String(line[line.index(after: line.startIndex)..<close]),
                        value: String(line[line.index(after: close)...]), line: lineNumber))
            } else if line.hasPrefix("-") || line.hasPrefix("{") || line.trimmedSpaces.isEmpty {
                continue
            } else if !result.isEmpty {
                let previous = result[result.count - 1].value
                // A wrapped line (65 characters are full) continues mid-word; otherwise a new line is a new word.
                result[result.count - 1].value += (previous.count >= 65 ? "" : "\n") + line
            }
        }
        return result
    }

    struct Balance {
        var amount: Int64
        var date: LocalDate
        var currency: CurrencyCode
    }

    /// `C130101EUR000000001000,00` (mark, YYMMDD, currency, amount).
    static func balance(_ value: String, line: Int) throws -> Balance {
        let text = value.trimmedSpaces
        guard text.count >= 11, let mark = text.first, mark == "C" || mark == "D",
            let date = yymmdd(String(text.dropFirst().prefix(6))),
            let currency = CurrencyCode(String(text.dropFirst(7).prefix(3))),
            let amount = amount(String(text.dropFirst(10)), currency: currency)
        else {
            throw StatementError(
                .malformedRow, "MT940 balance `\(text)` is not mark, date, currency and amount", line: line)
        }
        return Balance(amount: mark == "D" ? -amount : amount, date: date, currency: currency)
    }

    static func yymmdd(_ text: String) -> LocalDate? {
        guard text.count == 6, text.allSatisfy(\.isNumber), let value = Int(text) else { return nil }
        let yy = value / 10_000, mm = value / 100 % 100, dd = value % 100
        return LocalDate(year: yy < 80 ? 2000 + yy : 1900 + yy, month: mm, day: dd)
    }

    /// `107,`, `000000000025,00`, `1234,5`: decimal comma, no grouping.
    static func amount(_ text: String, currency: CurrencyCode) -> Int64? {
        let cleaned = text.trimmedSpaces
        guard !cleaned.isEmpty, cleaned.allSatisfy({ $0.isNumber || $0 == "," }),
            cleaned.filter({ $0 == "," }).count <= 1
        else { return nil }
        return AmountParser.parse(cleaned, mark: .comma, digits: currency.minorUnitDigits)?.minorUnits
    }

    struct Entry {
        var date: LocalDate
        var minorUnits: Int64
        var reference: String
        var line: Int
        var text = ""
    }

    /// `:61:` — `130101` value date, `0102` entry date (optional), `D`/`C`/`RD`/`RC`, a funds-code
    /// letter (optional), the amount, then the transaction type and references.
    static func entry(_ value: String, currency: CurrencyCode, line: Int) throws -> Entry {
        let chars = Array(value.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? value)
        func fail(_ why: String) -> StatementError {
            StatementError(.malformedRow, "MT940 :61: `\(String(chars))`: \(why)", line: line)
        }
        guard chars.count >= 8, let date = yymmdd(String(chars[0..<6])) else { throw fail("no value date") }
        var i = 6
        if chars.count >= i + 4, chars[i..<(i + 4)].allSatisfy(\.isNumber) { i += 4 }
        guard i < chars.count else { throw fail("no debit/credit mark") }
        var negative: Bool
        if chars[i...].starts(with: ["R", "D"]) {
            negative = false; i += 2
        }  // reversal of a debit
        else if chars[i...].starts(with: ["R", "C"]) {
            negative = true; i += 2
        }  // reversal of a credit
        else if chars[i] == "D" {
            negative = true; i += 1
        } else if chars[i] == "C" {
            negative = false; i += 1
        } else {
            throw fail("no debit/credit mark")
        }
        if i < chars.count, chars[i].isLetter { i += 1 }  // funds code
        let digits = chars[i...].prefix { $0.isNumber || $0 == "," }
        guard let magnitude = amount(String(digits), currency: currency) else { throw fail("no amount") }
        i += digits.count
        let rest = String(chars[i...])
        return Entry(date: date, minorUnits: negative ? -magnitude : magnitude, reference: rest, line: line)
    }

    static func parse(text: String, context: StatementContext) throws -> ParsedStatement {
        var statements: [BalanceReconciliation.Statement] = []
        var transactions: [StatementTransaction] = []
        var account = "unknown", label = "statement", labelLine = 1
        var opening: Balance?
        var entries: [Entry] = []
        var currency = context.profile?.currency ?? context.defaultCurrency
        func close(_ closing: Balance?) {
            let hint = AccountHint(
                key: context.profile?.account.map { "profile:" + $0.lowercased() } ?? "mt940:" + account,
                displayName: context.profile?.account ?? "Account …" + account.suffix(4),
                currency: currency, source: "mt940")
            for entry in entries {
                let description = describe(entry.text.isEmpty ? entry.reference : entry.text)
                transactions.append(
                    StatementTransaction(
                        account: hint, date: entry.date,
                        amount: Money(minorUnits: entry.minorUnits, currency: currency),
                        description: description, sourceLine: entry.line))
            }
            statements.append(
                .init(
                    label: label, line: labelLine, opening: opening?.amount, closing: closing?.amount,
                    booked: entries.map(\.minorUnits), currency: currency))
            entries = []
            opening = nil
        }
        for field in fields(text) {
            switch field.tag {
            case "20":
                if !entries.isEmpty || opening != nil { close(nil) }
                label = ":20:\(field.value.trimmedSpaces) (line \(field.line))"; labelLine = field.line
            case "25": account = field.value.trimmedSpaces
            case "60F", "60M":
                if !entries.isEmpty { close(nil) }
                let balance = try balance(field.value, line: field.line)
                opening = balance
                currency = context.profile?.currency ?? balance.currency
            case "61": entries.append(try entry(field.value, currency: currency, line: field.line))
            case "86":
                if !entries.isEmpty, entries[entries.count - 1].text.isEmpty {
                    entries[entries.count - 1].text = field.value
                }
            case "62F", "62M": close(try balance(field.value, line: field.line))
            default: continue
            }
        }
        if !entries.isEmpty { close(nil) }
        guard !transactions.isEmpty else {
            throw StatementError(.noTable, "the MT940 file lists no transactions (:61:)", region: "mt940")
        }
        let reconciled = try BalanceReconciliation.check(statements, format: "MT940")
        return ParsedStatement(
            transactions: transactions,
            dialectSummary: "MT940, \(statements.count) statement(s), \(currency.code); reconciled: \(reconciled)",
            evidence: [
                "format: SWIFT MT940 (:20:/:25:/:60F: fields)", "date: the :61: value date",
                "sign: from each :61: row's C/D mark", "currency: \(currency.code) from the :60F: balance",
                "reconciled: \(reconciled)",
            ],
            reconciled: reconciled)
    }

    /// `:86:` text: structured `/NAME/…/REMI/…` subfields become "name remittance"; free text is kept.
    static func describe(_ raw: String) -> String {
        let text = raw.replacingOccurrences(of: "\n", with: " ")
        if text.hasPrefix("/") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            var picked: [String] = []
            for (i, key) in parts.enumerated() where ["NAME", "REMI", "USTD"].contains(key) && i + 1 < parts.count {
                if !parts[i + 1].isEmpty { picked.append(parts[i + 1]) }
            }
            if !picked.isEmpty { return CellText.clean(picked.joined(separator: " ")) }
        }
        let cleaned = CellText.clean(text)
        return cleaned.isEmpty ? "(no description)" : cleaned
    }
}
