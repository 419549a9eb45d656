import Foundation
import ShoeboxCore
import Testing

struct CurrencyCodeTests {
    @Test(arguments: [
        ("usd", "USD", 2), (" eur ", "EUR", 2), ("JPY", "JPY", 0), ("kwd", "KWD", 3), ("DEM", "DEM", 2),
        ("ISK", "ISK", 0),
    ])
    func knownCodes(_ text: String, _ code: String, _ digits: Int) throws {
        let currency = try #require(CurrencyCode(text))
        #expect(currency.code == code)
        #expect(currency.description == code)
        #expect(currency.minorUnitDigits == digits)
    }

    @Test(arguments: ["XYZ", "", "US", "USDX", "€", "dollar"])
    func unknownCodes(_ text: String) {
        #expect(CurrencyCode(text) == nil)
    }

    @Test(arguments: [
        ("€", "EUR"), ("£", "GBP"), ("¥", "JPY"), ("₹", "INR"), ("R$", "BRL"), ("zł", "PLN"), ("CHF", "CHF"),
        ("Fr.", "CHF"),
    ])
    func unambiguousSymbols(_ symbol: String, _ code: String) {
        #expect(CurrencyCode.fromUnambiguousSymbol(symbol)?.code == code)
    }

    @Test(arguments: ["$", "kr", "C$", "", "EUR"])
    func ambiguousSymbols(_ symbol: String) {
        #expect(CurrencyCode.fromUnambiguousSymbol(symbol) == nil)
    }

    @Test func codable() throws {
        let json = String(decoding: try JSONEncoder().encode([CurrencyCode.gbp]), as: UTF8.self)
        #expect(json == #"["GBP"]"#)
        #expect(try JSONDecoder().decode([CurrencyCode].self, from: Data(#"["chf"]"#.utf8)).first?.code == "CHF")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CurrencyCode].self, from: Data(#"["ABC"]"#.utf8))
        }
    }

    @Test func quarantineReasonDescription() {
        #expect(
            FileProblem(code: "unreadable", message: "permission denied", line: 3).description
                == "[unreadable] line 3: permission denied")
        #expect(
            FileProblem(code: "bad", message: "no ledger", region: "ofx:CURDEF").description
                == "[bad] ofx:CURDEF: no ledger")
        #expect(FileProblem(code: "x", message: "y", line: 2, region: "z").description == "[x] line 2: y")
        #expect(
            FileProblem(code: "unsupported", message: "PDF statements are not read").description
                == "[unsupported] PDF statements are not read")
    }

    @Test func transactionDefaults() {
        let account = AccountHint(key: "acct:1", displayName: "One", currency: .usd, source: "column")
        let tx = StatementTransaction(
            account: account, date: LocalDate(year: 2024, month: 1, day: 1)!,
            amount: Money(minorUnits: -1, currency: .usd), description: "x", sourceLine: 7)
        #expect(tx.pending == false)
        #expect(tx.bankID == nil)
        #expect(tx.sourceLine == 7)
        #expect(ParsedStatement(transactions: [tx], dialectSummary: "s").skippedRows.isEmpty)
    }
}
