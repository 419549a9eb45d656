import Foundation
import ShoeboxCore
import Testing

@testable import Statements

struct StatementProfileTests {
    static let acmeYAML = """
        match: "acme-*.csv"
        account: "Acme Visa"
        currency: EUR
        sign: charges-positive
        date_format: DMY
        decimal: ","
        has_header: false
        columns: {date: 1, description: 3, amount: 4}

        """

    @Test func parsesEveryKey() throws {
        let profile = try StatementProfile.parse(yaml: Self.acmeYAML, file: "/home/me/.shoebox/profiles/acme.yaml")
        #expect(profile.name == "acme.yaml")
        #expect(profile.match == "acme-*.csv")
        #expect(profile.account == "Acme Visa")
        #expect(profile.currency == .eur)
        #expect(profile.sign == .chargesPositive)
        #expect(profile.dateOrder == .dmy)
        #expect(profile.decimal == .comma)
        #expect(profile.hasHeader == false)
        #expect(profile.columns == ["date": .position(1), "description": .position(3), "amount": .position(4)])
    }

    @Test(arguments: [
        ("ACME-2024-03.csv", true), ("acme-.csv", true), ("acme.csv", false), ("other-acme-1.csv", false),
    ])
    func matchGlob(_ fileName: String, _ applies: Bool) throws {
        let profile = try StatementProfile.parse(yaml: Self.acmeYAML, file: "acme.yaml")
        #expect(profile.applies(to: fileName) == applies)
    }

    @Test func profileWithoutMatchAppliesToNothing() throws {
        let profile = try StatementProfile.parse(yaml: "currency: usd\n", file: "p.yaml")
        #expect(profile.currency == .usd)
        #expect(!profile.applies(to: "anything.csv"))
    }

    static let acmeFile = """
        05/03/2024;R-1001;TESCO METRO;12,50
        07/03/2024;R-1002;AMAZON EU SARL;3,99
        09/03/2024;R-1003;BOOTS 1142;1.020,00

        """

    @Test func headerlessAllPositiveFileNeedsTheProfile() throws {
        // In a USD book its decimal commas refuse it first; in a euro book the sign cannot be decided.
        #expect(readError(Self.acmeFile, file: "acme-2024-03.csv")?.code == "unknown_currency")
        #expect(readError(Self.acmeFile, file: "acme-2024-03.csv", currency: .eur)?.code == "ambiguous_sign")
        let profile = try StatementProfile.parse(yaml: Self.acmeYAML, file: "acme.yaml")
        let statement = try read(Self.acmeFile, file: "acme-2024-03.csv", profile: profile)
        #expect(statement.cents == [-1_250, -399, -102_000])
        #expect(statement.dates == ["2024-03-05", "2024-03-07", "2024-03-09"])
        #expect(statement.descriptions == ["TESCO METRO", "AMAZON EU SARL", "BOOTS 1142"])
        #expect(statement.currencies == ["EUR", "EUR", "EUR"])
        let account = try #require(statement.transactions.first?.account)
        #expect(account.key == "profile:acme visa")
        #expect(account.displayName == "Acme Visa")
        #expect(account.source == "profile")
        #expect(statement.dialectSummary.contains("charges positive, inverted (profile)"))
        #expect(statement.dialectSummary.contains("dates DMY (profile)"))
    }

    @Test func signAsIsKeepsPositiveAmounts() throws {
        let profile = try StatementProfile.parse(
            yaml: "sign: as-is\ndate_format: mdy\ndecimal: \",\"\ncurrency: EUR\n", file: "p.yaml")
        let statement = try read(Self.acmeFile, profile: profile)
        #expect(statement.cents == [1_250, 399, 102_000])
        #expect(statement.dates == ["2024-05-03", "2024-07-03", "2024-09-03"])
    }

    @Test func columnsByHeaderName() throws {
        let text = """
            When,What,Gross,Fee,Net
            2024-02-01,Invoice 1042 paid,100.00,-3.20,96.80
            2024-02-03,Invoice 1043 paid,250.00,-7.55,242.45
            2024-02-04,Payout to bank,-339.25,0.00,-339.25

            """
        let yaml = """
            columns:
              date: When
              description: What
              amount: "Net"

            """
        let profile = try StatementProfile.parse(yaml: yaml, file: "processor.yaml")
        #expect(profile.columns["amount"] == .header("Net"))
        let statement = try read(text, profile: profile)
        #expect(statement.cents == [9_680, 24_245, -33_925])
        #expect(statement.descriptions == ["Invoice 1042 paid", "Invoice 1043 paid", "Payout to bank"])
        #expect(statement.dialectSummary.contains("amount='Net'"))
    }

    @Test func columnsByNumberOverrideDetection() throws {
        let text = """
            Date,Description,Amount,Amount in USD
            2024-02-01,Hotel Roma,-90.00,-97.65
            2024-02-02,Trattoria,-35.00,-37.98

            """
        let profile = try StatementProfile.parse(yaml: "columns: {amount: 4}\ncurrency: USD\n", file: "travel.yaml")
        let statement = try read(text, profile: profile)
        #expect(statement.cents == [-9_765, -3_798])
    }

    @Test func debitAndCreditColumnsByName() throws {
        let text = """
            Date,Description,Out,In
            2024-02-01,Rent,900.00,
            2024-02-02,Paycheck,,1800.00

            """
        let profile = try StatementProfile.parse(yaml: "columns: {debit: Out, credit: In}\n", file: "p.yaml")
        #expect(try read(text, profile: profile).cents == [-90_000, 180_000])
    }

    @Test func headerNameMissingFromFile() throws {
        let profile = try StatementProfile.parse(yaml: "columns: {amount: Betrag}\n", file: "de.yaml")
        let error = readError("Date,Description,Amount\n2024-01-01,x,-1.00\n", profile: profile)
        #expect(error?.code == "bad_profile")
        #expect(error?.message.contains("Betrag") == true)
        #expect(error?.message.contains("de.yaml") == true)
    }

    // MARK: - Bad profiles

    @Test func unknownKeyNamesFileLineAndKey() throws {
        let error = try #require(
            profileError(
                """
                match: "acme-*.csv"
                account: Acme
                colums: {date: 1}

                """, file: "profiles/acme.yaml"))
        #expect(error.code == "bad_profile")
        #expect(error.line == 3)
        #expect(error.message.hasPrefix("profiles/acme.yaml:3: key `colums`: unknown key"))
    }

    @Test(arguments: [
        ("currency: XXQ\n", 1, "currency"),
        ("match: a.csv\nsign: backwards\n", 2, "sign"),
        ("match: a.csv\n\ndate_format: YDM\n", 3, "date_format"),
        ("decimal: \";\"\n", 1, "decimal"),
        ("has_header: maybe\n", 1, "has_header"),
        ("currency: USD\ncolumns: [1, 2]\n", 2, "columns"),
    ])
    func badValues(_ yaml: String, _ line: Int, _ key: String) throws {
        let error = try #require(profileError(yaml, file: "bank.yaml"))
        #expect(error.code == "bad_profile")
        #expect(error.line == line)
        #expect(error.message.hasPrefix("bank.yaml:\(line): key `\(key)`:"))
    }

    @Test func unknownColumnRole() throws {
        let error = try #require(profileError("currency: USD\ncolumns:\n  date: 1\n  amout: 3\n", file: "bank.yaml"))
        #expect(error.code == "bad_profile")
        #expect(error.line == 4)
        #expect(error.message.hasPrefix("bank.yaml:4: unknown column role `amout`"))
    }

    @Test(arguments: ["columns: {date: 0}\n", "columns: {date: \"\"}\n", "columns: {date: -2}\n"])
    func badColumnReference(_ yaml: String) throws {
        let error = try #require(profileError(yaml, file: "bank.yaml"))
        #expect(error.code == "bad_profile")
        #expect(error.message.contains("column `date` must be a 1-based number or a header name"))
    }

    @Test(arguments: ["- date\n- amount\n", "just a sentence\n", ""])
    func notAMapping(_ yaml: String) throws {
        let error = try #require(profileError(yaml, file: "list.yaml"))
        #expect(error.code == "bad_profile")
        #expect(error.message.hasPrefix("list.yaml: a profile is a mapping"))
    }

    @Test func invalidYAML() throws {
        let error = try #require(profileError("columns: {date: 1\nsign: as-is\n", file: "broken.yaml"))
        #expect(error.code == "bad_profile")
        #expect(error.message.hasPrefix("broken.yaml: not valid YAML"))
    }
}
