import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// Separators, number formats, encodings, line endings and where the table sits.
struct DialectDetectionTests {
    static let commaFile = """
        Date,Description,Amount
        2024-01-05,STARBUCKS #1234 SEATTLE WA,-5.75
        2024-01-06,PAYROLL ACME CORP,2500.00
        2024-01-08,SHELL OIL 5551234,-40.12

        """

    @Test func commaSeparatedWithHeader() throws {
        let statement = try read(Self.commaFile)
        #expect(statement.cents == [-575, 250_000, -4_012])
        #expect(statement.dates == ["2024-01-05", "2024-01-06", "2024-01-08"])
        #expect(statement.descriptions == ["STARBUCKS #1234 SEATTLE WA", "PAYROLL ACME CORP", "SHELL OIL 5551234"])
        #expect(statement.lines == [2, 3, 4])
        #expect(statement.currencies == ["USD", "USD", "USD"])
        #expect(statement.skippedRows.isEmpty)
        #expect(statement.dialectSummary.hasPrefix("CSV ',' UTF-8, header at line 1"))
        #expect(statement.dialectSummary.contains("date='Date' description='Description' amount='Amount'"))
    }

    @Test(arguments: [(",", "','"), (";", "';'"), ("\t", "'\\t'"), ("|", "'|'")])
    func everySeparator(_ separator: String, _ shown: String) throws {
        let rows = [
            ["Date", "Payee", "Amount", "Balance"],
            ["2024-02-01", "Corner Deli", "-8.40", "991.60"],
            ["2024-02-02", "City Water", "-61.15", "930.45"],
            ["2024-02-03", "Refund Zalando", "29.95", "960.40"],
        ]
        let text = rows.map { $0.joined(separator: separator) }.joined(separator: "\n") + "\n"
        let statement = try read(text)
        #expect(statement.cents == [-840, -6_115, 2_995])
        #expect(statement.descriptions == ["Corner Deli", "City Water", "Refund Zalando"])
        #expect(statement.dialectSummary.hasPrefix("CSV \(shown) "))
        #expect(statement.dialectSummary.contains("balance='Balance'"))
    }

    @Test func semicolonsWithDecimalCommaAndCurrencyInHeader() throws {
        let statement = try read(
            """
            Buchungstag;Verwendungszweck;Betrag (EUR)
            15.03.2024;REWE Markt Berlin;-1.234,56
            18.03.2024;Gehalt März;2.500,00
            20.03.2024;Miete Wohnung;-850,00

            """)
        #expect(statement.cents == [-123_456, 250_000, -85_000])
        #expect(statement.dates == ["2024-03-15", "2024-03-18", "2024-03-20"])
        #expect(statement.currencies == ["EUR", "EUR", "EUR"])
        #expect(statement.transactions[1].description == "Gehalt März")
        #expect(statement.dialectSummary.contains("decimal ','"))
    }

    @Test func apostropheThousands() throws {
        let statement = try read(
            """
            Datum;Buchungstext;Betrag;Saldo
            02.05.2024;Migros Zürich;-1'234.50;8'765.50
            03.05.2024;Lohn Mai;5'000.00;13'765.50
            15.05.2024;Coop Pronto;-65.30;13'700.20

            """, currency: CurrencyCode("CHF")!)
        #expect(statement.cents == [-123_450, 500_000, -6_530])
        #expect(statement.dates == ["2024-05-02", "2024-05-03", "2024-05-15"])
        #expect(statement.currencies == ["CHF", "CHF", "CHF"])
    }

    @Test func spaceThousandsWithDecimalComma() throws {
        let statement = try read(
            """
            Date;Libellé;Montant
            05/02/2024;CARTE 04/02 MONOPRIX PARIS;-1 234,56
            06/02/2024;VIR SEPA SALAIRE;12 000,00
            08/02/2024;PRLV FREE MOBILE;-19,99

            """, currency: .eur)
        #expect(statement.cents == [-123_456, 1_200_000, -1_999])
        // Every date reads both ways: decimal commas decide DMY.
        #expect(statement.dates == ["2024-02-05", "2024-02-06", "2024-02-08"])
        #expect(statement.dialectSummary.contains("dates DMY (decimal commas)"))
    }

    @Test func latin1Bytes() throws {
        let text = "Datum;Empfänger;Betrag\n01.02.2024;Bäckerei Müller;-3,20\n02.02.2024;Café Größenwahn;-12,90\n"
        let statement = try StatementReader.read(Bytes.latin1(text), context: makeContext(currency: .eur))
        #expect(statement.descriptions == ["Bäckerei Müller", "Café Größenwahn"])
        #expect(statement.cents == [-320, -1_290])
        #expect(statement.dates == ["2024-02-01", "2024-02-02"])
        #expect(statement.dialectSummary.contains("Windows-1252"))
    }

    @Test func windows1252EuroSign() throws {
        // 0x80 is € in Windows-1252.
        let bytes =
            Array("Date;Description;Amount\n2024-03-01;Bar;-".utf8) + [0x80] + Array("4,50\n2024-03-02;Kiosk;-".utf8)
            + [0x80] + Array("2,00\n".utf8)
        let statement = try StatementReader.read(Data(bytes), context: makeContext())
        #expect(statement.cents == [-450, -200])
        #expect(statement.currencies == ["EUR", "EUR"])
    }

    @Test func utf8WithByteOrderMark() throws {
        let statement = try StatementReader.read(Bytes.utf8WithBOM(Self.commaFile), context: makeContext())
        #expect(statement.cents == [-575, 250_000, -4_012])
        #expect(statement.dialectSummary.contains("UTF-8 with BOM"))
        #expect(statement.dialectSummary.contains("date='Date'"))
    }

    @Test func utf16LittleEndianWithByteOrderMark() throws {
        let text =
            "Date\tDescription\tAmount\r\n2024-04-01\tÉpicerie Fine\t-18.30\r\n2024-04-03\tRemboursement\t7.50\r\n"
        let statement = try StatementReader.read(Bytes.utf16LEWithBOM(text), context: makeContext())
        #expect(statement.descriptions == ["Épicerie Fine", "Remboursement"])
        #expect(statement.cents == [-1_830, 750])
        #expect(statement.lines == [2, 3])
        #expect(statement.dialectSummary.hasPrefix("CSV '\\t' UTF-16"))
    }

    @Test func carriageReturnOnlyLineEndings() throws {
        let text =
            "Date,Description,Amount\r2024-01-05,Bagel Place,-6.25\r2024-01-06,Hardware Store,-31.00\r2024-01-09,Refund,6.25\r"
        let statement = try read(text)
        #expect(statement.cents == [-625, -3_100, 625])
        #expect(statement.lines == [2, 3, 4])
    }

    @Test func crlfLineEndings() throws {
        let text = "Date,Description,Amount\r\n2024-01-05,Bagel Place,-6.25\r\n2024-01-06,Hardware Store,-31.00\r\n"
        let statement = try read(text)
        #expect(statement.cents == [-625, -3_100])
        #expect(statement.descriptions == ["Bagel Place", "Hardware Store"])
        #expect(statement.lines == [2, 3])
    }

    @Test func summaryPreambleBeforeHeader() throws {
        let statement = try read(
            """
            Account Name:,Everyday Checking
            Account Number:,XXXXXX4321
            Date Range:,01/01/2024 - 01/31/2024

            Date,Description,Amount,Balance
            01/15/2024,ONLINE TRANSFER TO SAVINGS,-200.00,1800.00
            01/16/2024,WALGREENS #4411,-12.49,1787.51
            01/20/2024,MOBILE DEPOSIT,350.00,2137.51

            """)
        #expect(statement.cents == [-20_000, -1_249, 35_000])
        #expect(statement.dates == ["2024-01-15", "2024-01-16", "2024-01-20"])
        #expect(statement.lines == [6, 7, 8])
        #expect(statement.dialectSummary.contains("header at line 5"))
        let account = try #require(statement.transactions.first?.account)
        #expect(account.key == "acct:XXXXXX4321")
        #expect(account.source == "preamble")
    }

    @Test func headerlessFile() throws {
        let statement = try read(
            """
            2024-02-01,"AMAZON MKTPLACE PMTS",-23.99
            2024-02-03,"DIRECT DEP EMPLOYER",1500.00
            2024-02-04,"NETFLIX.COM",-15.49

            """, file: "checking_2024-02.csv")
        #expect(statement.cents == [-2_399, 150_000, -1_549])
        #expect(statement.lines == [1, 2, 3])
        #expect(statement.dialectSummary.contains("no header"))
        #expect(statement.transactions[0].account.key == "file:checking|3 columns, no header")
        #expect(statement.transactions[0].account.source == "file-name")
    }

    @Test func multiLineQuotedField() throws {
        let statement = try read(
            """
            Date,Description,Amount
            2024-05-01,"TRANSFER TO SAVINGS
            Ref 20240501-77",-100.00
            2024-05-02,COFFEE ROASTERS,-3.50
            2024-05-03,"Split
            across
            three lines",-1.00
            2024-05-04,LAST ROW,-2.00

            """)
        #expect(
            statement.descriptions == [
                "TRANSFER TO SAVINGS Ref 20240501-77", "COFFEE ROASTERS",
                "Split across three lines", "LAST ROW",
            ])
        #expect(statement.lines == [2, 4, 5, 8])
        #expect(statement.cents == [-10_000, -350, -100, -200])
    }

    @Test func multiLineQuotedFieldWithCRLF() throws {
        let text = "Date,Description,Amount\r\n2024-05-01,\"Wire from\r\nJ. Smith\",900.00\r\n2024-05-02,Fee,-15.00\r\n"
        let statement = try read(text)
        #expect(statement.lines == [2, 4])
        #expect(statement.descriptions == ["Wire from J. Smith", "Fee"])
    }

    @Test(arguments: [
        ("20240115,GROCERY OUTLET,-12.00\n20240117,PAYCHECK,900.00\n", ["2024-01-15", "2024-01-17"]),
        ("07 Nov 2013,Corner Shop,-3.00\n09 Nov 2013,Salary,1200.00\n", ["2013-11-07", "2013-11-09"]),
        ("2019.04.19.;Tesco Budaörs;-1234,50 Ft\n2019.04.21.;Fizetés;250000,00 Ft\n", ["2019-04-19", "2019-04-21"]),
        (
            "2024-03-10T23:15:00-05:00,Uber Eats,-23.10\n2024-03-11T08:00:00+01:00,Refund,23.10\n",
            ["2024-03-10", "2024-03-11"]
        ),
        (
            "2024-03-10 23:15:00 +0000|Uber Eats|-23.10\n2024-03-11 08:00:00 +0000|Refund|23.10\n",
            ["2024-03-10", "2024-03-11"]
        ),
        ("Oct 3, 2016;Hardware;-9.99\nOct 5, 2016;Deposit;100.00\n", ["2016-10-03", "2016-10-05"]),
    ])
    func dateSpellings(_ text: String, _ dates: [String]) throws {
        let statement = try read(text)
        #expect(statement.dates == dates)
        #expect(statement.transactions.count == 2)
        #expect(statement.cents[0] < 0 && statement.cents[1] > 0)
    }

    @Test func rowsWithATrailingSeparatorStillRead() throws {
        let statement = try read(
            """
            Date,Description,Amount,
            2024-06-01,Bakery,-4.10,
            2024-06-02,Florist,-22.00,

            """)
        #expect(statement.cents == [-410, -2_200])
        #expect(statement.descriptions == ["Bakery", "Florist"])
    }

    @Test func blankLinesBetweenRowsKeepLineNumbers() throws {
        let statement = try read("Date,Description,Amount\n\n2024-06-01,Bakery,-4.10\n\n\n2024-06-02,Florist,-22.00\n")
        #expect(statement.lines == [3, 6])
    }

    @Test func excelTextFormulaCells() throws {
        let statement = try read(
            """
            Date,Description,Amount
            2024-06-01,="Parking 0042",="-3.00"
            2024-06-02,="Tolls",="-7.25"

            """)
        #expect(statement.cents == [-300, -725])
        #expect(statement.descriptions == ["Parking 0042", "Tolls"])
    }

    @Test func utf16BigEndianWithByteOrderMark() throws {
        let text = "Date,Description,Amount\n2024-04-01,Łódź Kaufland,-18.30\n2024-04-03,Zwrot,7.50\n"
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 { bytes.append(UInt8(unit >> 8)); bytes.append(UInt8(unit & 0xFF)) }
        let statement = try StatementReader.read(Data(bytes), context: makeContext())
        #expect(statement.descriptions == ["Łódź Kaufland", "Zwrot"])
        #expect(statement.cents == [-1_830, 750])
    }

    @Test func dollarSignsAndThousands() throws {
        let statement = try read(
            """
            Date,Description,Amount
            2024-06-01,"Tuition, Fall term","-$1,234.56"
            2024-06-02,Scholarship,"$2,000.00"
            2024-06-03,Books,-$89.10

            """)
        #expect(statement.cents == [-123_456, 200_000, -8_910])
        #expect(statement.descriptions == ["Tuition, Fall term", "Scholarship", "Books"])
        #expect(statement.currencies == ["USD", "USD", "USD"])
    }
}
