import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// A file that names no currency takes one only from evidence (a profile, the account the book
/// already holds) or assumes the book's default when nothing in it contradicts that default;
/// otherwise it is refused as `unknown_currency` with the profile key to declare.
struct CurrencyEvidenceTests {
    /// A German finance program's QIF: Quicken's `!Option:MDY`, a decimal point, German lists.
    static let germanQIF = """
        !Option:MDY
        !Type:Cat
        NGehalt
        DEinkünfte aus nichtselbständiger Arbeit
        I
        ^
        NSpenden
        DZuwendungen für gemeinnützige Zwecke
        E
        ^
        !Type:Class
        NGeschäftlich
        DDifferenzieren Sie zwischen geschäftlich und privat
        ^
        !Type:Bank
        D10.01.23
        T0.00
        PEröffnungssaldo
        L[Girokonto]
        ^
        D10.18.23
        T-200.00
        PKinderhilfe
        LSpenden
        ^

        """

    static let englishQIF = """
        !Type:Bank
        D3/ 2'2024
        T-1,234.56
        PHardware Store
        LHome:Repairs
        ^
        D3/14/24
        T2,000.00
        PClient LLC
        ^

        """

    @Test func germanQIFInAUSDBookIsRefusedNamingTheProfileKey() {
        let error = readError(Self.germanQIF, file: "finanzmanager.qif")
        #expect(error?.errorCode == .unknownCurrency)
        #expect(error?.message.contains("`currency: EUR`") == true)
        #expect(error?.message.contains("not English") == true)
    }

    @Test func aProfileDecidesTheQIFCurrency() throws {
        var profile = StatementProfile(name: "fm.yaml", columns: [:])
        profile.currency = .eur
        let statement = try read(Self.germanQIF, file: "finanzmanager.qif", profile: profile)
        #expect(statement.currencies == ["EUR"])
        #expect(statement.cents == [-20_000])
        #expect(statement.evidence.contains { $0.contains("EUR because the profile declares it") })
    }

    @Test func theBookKnowsTheAccountsCurrency() throws {
        let key = AccountNaming.fromFileName("finanzmanager.qif", headerSignature: "qif").key
        var context = makeContext("finanzmanager.qif")
        context.knownAccountCurrencies = [key: .eur]
        let statement = try StatementReader.read(Data(Self.germanQIF.utf8), context: context)
        #expect(statement.currencies == ["EUR"])
        #expect(statement.evidence.contains { $0.contains("the book already holds this account in EUR") })
    }

    @Test func aEuroBookAssumesEuroAndSaysSo() throws {
        let statement = try read(Self.germanQIF, file: "finanzmanager.qif", currency: .eur)
        #expect(statement.currencies == ["EUR"])
        #expect(statement.dialectSummary.contains("EUR assumed"))
    }

    @Test func anEnglishQIFAssumesTheBookCurrencyAndRecordsIt() throws {
        let statement = try read(Self.englishQIF, file: "money.qif")
        #expect(statement.currencies == ["USD", "USD"])
        #expect(statement.cents == [-123_456, 200_000])
        #expect(statement.dialectSummary.contains("USD assumed"))
        #expect(statement.evidence.contains { $0.hasPrefix("currency: USD assumed") })
    }

    /// The decimal mark is decided once for the file: `T-1,000` next to `T-12.50` is a thousand.
    @Test func qifDecimalMarkIsDecidedForTheWholeFile() throws {
        let statement = try read(
            "!Type:Bank\nD3/2/24\nT-12.50\nPShop\n^\nD3/3/24\nT-1,000\nPRent\n^\n", file: "money.qif")
        #expect(statement.cents == [-1_250, -100_000])
    }

    @Test func qifWithDecimalCommasInAUSDBookIsRefused() {
        let error = readError("!Type:Bank\nD3/2/24\nT-12,50\nPShop\n^\nD3/3/24\nT-7,25\nPBakery\n^\n", file: "m.qif")
        #expect(error?.errorCode == .unknownCurrency)
        #expect(error?.message.contains("decimal comma") == true)
    }

    @Test func csvWithDecimalCommasAndNoCurrencyInAUSDBookIsRefused() {
        let error = readError(
            """
            Date;Description;Amount
            2024-03-01;Rent;-850,00
            2024-03-02;Salary;2.450,10

            """)
        #expect(error?.errorCode == .unknownCurrency)
        #expect(error?.message.contains("decimal comma") == true)
    }

    @Test func aSymbolInTheAmountsDecides() throws {
        let statement = try read(
            """
            Date;Description;Amount
            2024-03-01;Rent;-850,00 €
            2024-03-02;Salary;2.450,10 €

            """)
        #expect(statement.currencies == ["EUR", "EUR"])
        #expect(statement.evidence.contains { $0.contains("EUR named by the amounts") })
    }

    /// `25/03/2024` can only be day/month: not a US statement, so USD is not assumed; GBP is.
    @Test func provenDayMonthDatesContradictUSD() throws {
        let text = """
            Date,Description,Amount
            25/03/2024,TESCO STORES,-12.40
            26/03/2024,SALARY,1500.00

            """
        let error = readError(text)
        #expect(error?.errorCode == .unknownCurrency)
        #expect(error?.message.contains("day/month") == true)
        let statement = try read(text, currency: .gbp)
        #expect(statement.currencies == ["GBP", "GBP"])
    }

    /// An accented merchant name or two does not make a US file foreign.
    @Test func aFewAccentedNamesInAUSFileAreNotALanguage() throws {
        var rows = ["Date,Description,Amount"]
        let merchants = [
            "CAFÉ ROMA", "JOSÉ TAQUERIA", "HARDWARE STORE", "GROCERY OUTLET", "CITY PARKING", "BOOK SHOP",
            "GAS STATION", "PHARMACY PLUS", "OFFICE DEPOT", "PIZZA PALACE", "SHOE REPAIR", "FLOWER MARKET",
            "PET SUPPLY", "TOY WORLD", "MUSIC CENTER", "PAINT CORNER", "BIKE GARAGE", "TEA HOUSE", "CANDLE CO",
            "PAPER GOODS", "LAMP SHOP", "RUG DEPOT", "SOAP BAR", "NUT HOUSE", "FISH MARKET", "BREAD BASKET",
            "PASTA BAR", "WINE CELLAR", "CHEESE BOARD", "SPICE RACK", "HONEY POT", "JAM JAR", "TACO TRUCK",
            "SALAD SPOT", "JUICE PRESS", "DONUT DEN", "BAGEL BARN", "CURRY KING", "NOODLE NOOK", "WAFFLE WAGON",
            "PANADERÍA LUNA", "MUÑOZ AUTO", "SEÑOR FROG",
        ]
        for (i, merchant) in merchants.enumerated() {
            rows.append("2024-03-\(String(format: "%02d", i % 28 + 1)),\(merchant),-\(i + 1).25")
        }
        let statement = try read(rows.joined(separator: "\n") + "\n")
        #expect(statement.transactions.count == merchants.count)
        #expect(statement.currencies.allSatisfy { $0 == "USD" })
    }

    @Test func contradictionsAreStatedPerCurrency() {
        let comma = CurrencyDecision.Conventions(decimalComma: true)
        #expect(!CurrencyDecision.contradictions(of: .usd, by: comma).isEmpty)
        #expect(CurrencyDecision.contradictions(of: .eur, by: comma).isEmpty)
        let monthFirst = CurrencyDecision.Conventions(provenDateOrder: .mdy)
        #expect(CurrencyDecision.contradictions(of: .usd, by: monthFirst).isEmpty)
        #expect(!CurrencyDecision.contradictions(of: .eur, by: monthFirst).isEmpty)
    }

    /// OFX requires CURDEF; without it the file names no currency. A US routing number and
    /// Pacific time stamps fit USD; an Australian time zone does not.
    @Test func ofxWithoutCURDEF() throws {
        let plain = OFXParserTests.sgmlChecking.replacingOccurrences(of: "<CURDEF>USD\n", with: "")
        let statement = try read(plain, file: "bank.ofx")
        #expect(statement.currencies.allSatisfy { $0 == "USD" })
        #expect(statement.dialectSummary.contains("USD assumed (no CURDEF)"))
        let sydney = plain.replacingOccurrences(of: "[-8:PST]", with: "[+10:AEST]")
        let error = readError(sydney, file: "bank.ofx")
        #expect(error?.errorCode == .unknownCurrency)
        #expect(error?.message.contains("+10") == true)
        #expect(
            try read(sydney, file: "bank.ofx", currency: CurrencyCode("AUD")!).currencies.allSatisfy { $0 == "AUD" })
    }
}
