import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// "Today" for every test: dates after mid-August 2024 count as "in the future".
let testToday = LocalDate(year: 2024, month: 6, day: 30)!

func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

func makeContext(
    _ fileName: String = "export.csv", currency: CurrencyCode = .usd,
    profile: StatementProfile? = nil
) -> StatementContext {
    StatementContext(fileName: fileName, defaultCurrency: currency, today: testToday, profile: profile)
}

/// Reads an inline fixture written as UTF-8 text.
func read(
    _ text: String, file: String = "export.csv", currency: CurrencyCode = .usd,
    profile: StatementProfile? = nil
) throws -> ParsedStatement {
    try StatementReader.read(Data(text.utf8), context: makeContext(file, currency: currency, profile: profile))
}

/// The `StatementError` thrown by reading `data`, or nil when it parsed (or threw something else).
func readError(
    _ data: Data, file: String = "export.csv", profile: StatementProfile? = nil, currency: CurrencyCode = .usd
) -> StatementError? {
    do {
        _ = try StatementReader.read(data, context: makeContext(file, currency: currency, profile: profile))
        return nil
    } catch let error as StatementError {
        return error
    } catch {
        return nil
    }
}

func readError(
    _ text: String, file: String = "export.csv", profile: StatementProfile? = nil, currency: CurrencyCode = .usd
) -> StatementError? {
    readError(Data(text.utf8), file: file, profile: profile, currency: currency)
}

func profileError(_ yaml: String, file: String = "profiles/bank.yaml") -> StatementError? {
    do {
        _ = try StatementProfile.parse(yaml: yaml, file: file)
        return nil
    } catch let error as StatementError {
        return error
    } catch {
        return nil
    }
}

extension ParsedStatement {
    var cents: [Int64] { transactions.map(\.amount.minorUnits) }
    var dates: [String] { transactions.map(\.date.description) }
    var descriptions: [String] { transactions.map(\.description) }
    var lines: [Int] { transactions.map(\.sourceLine) }
    var currencies: [String] { transactions.map(\.amount.currency.code) }
    var pendingFlags: [Bool] { transactions.map(\.pending) }
}

enum Bytes {
    /// ISO-8859-1: one byte per scalar (every scalar must be below U+0100).
    static func latin1(_ text: String) -> Data {
        Data(text.unicodeScalars.map { UInt8($0.value) })
    }

    static func utf8WithBOM(_ text: String) -> Data {
        Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
    }

    static func utf16LEWithBOM(_ text: String) -> Data {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes.append(UInt8(unit & 0xFF)); bytes.append(UInt8(unit >> 8)) }
        return Data(bytes)
    }
}
