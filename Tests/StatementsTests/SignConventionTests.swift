import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// Which way money moved: signed amounts, debit/credit columns, CR/DR markers and card exports.
struct SignConventionTests {
    @Test func debitAndCreditColumnsWithHeader() throws {
        let statement = try read(
            """
            Date,Description,Debit,Credit,Balance
            2024-03-01,Opening balance,,,1000.00
            2024-03-02,Grocery Outlet,54.20,,945.80
            2024-03-05,Salary March,,2000.00,2945.80
            2024-03-07,Electric Company,120.05,,2825.75

            """)
        #expect(statement.cents == [-5_420, 200_000, -12_005])
        #expect(statement.lines == [3, 4, 5])
        #expect(statement.skippedRows == [SkippedRow(line: 2, reason: "balance line: Opening balance")])
        #expect(statement.dialectSummary.contains("debit='Debit' credit='Credit'"))
    }

    @Test func headerlessDebitThenCreditDecidedByRunningBalance() throws {
        let statement = try read(
            """
            2024-04-01,COFFEE HOUSE,4.50,,995.50
            2024-04-02,REFUND ONLINE STORE,,20.00,1015.50
            2024-04-03,GAS STATION,35.25,,980.25
            2024-04-04,ATM WITHDRAWAL,100.00,,880.25

            """)
        #expect(statement.cents == [-450, 2_000, -3_525, -10_000])
        #expect(statement.dialectSummary.contains("debit=col 3 credit=col 4"))
    }

    @Test func headerlessCreditThenDebitDecidedByRunningBalance() throws {
        let statement = try read(
            """
            2024-04-01,PAYCHECK,1200.00,,2200.00
            2024-04-02,RENT,,950.00,1250.00
            2024-04-03,INTEREST,1.25,,1251.25
            2024-04-05,UTILITY CO,,80.75,1170.50

            """)
        #expect(statement.cents == [120_000, -95_000, 125, -8_075])
        #expect(statement.dialectSummary.contains("debit=col 4 credit=col 3"))
    }

    @Test func headerlessRunningBalanceNewestFirst() throws {
        let statement = try read(
            """
            2024-04-05,UTILITY CO,,80.75,1170.50
            2024-04-03,INTEREST,1.25,,1251.25
            2024-04-02,RENT,,950.00,1250.00
            2024-04-01,PAYCHECK,1200.00,,2200.00

            """)
        #expect(statement.cents == [-8_075, 125, -95_000, 120_000])
    }

    @Test func headerlessSplitWithoutBalanceIsAmbiguous() {
        let error = readError(
            """
            2024-04-01,COFFEE HOUSE,4.50,
            2024-04-02,ACME LLC,,20.00
            2024-04-03,GAS STATION,35.25,

            """)
        #expect(error?.code == "ambiguous_debit_credit")
        #expect(error?.message.contains("columns 3 and 4") == true)
    }

    @Test func crAndDrSuffixes() throws {
        let statement = try read(
            """
            Date,Description,Amount
            2024-05-01,TESCO STORES 2231,23.40 DR
            2024-05-02,SALARY ACME LTD,1800.00 CR
            2024-05-03,TFL TRAVEL CH,6.80DR

            """)
        #expect(statement.cents == [-2_340, 180_000, -680])
    }

    @Test func parenthesisedNegatives() throws {
        let statement = try read(
            """
            Date,Description,Amount
            2024-05-01,Office Depot,(19.99)
            2024-05-02,Client payment,450.00
            2024-05-04,Bank fee,(2.50)

            """)
        #expect(statement.cents == [-1_999, 45_000, -250])
    }

    @Test func directionColumn() throws {
        let statement = try read(
            """
            Date,Description,Amount,Dr/Cr
            2024-05-01,Supermarket,15.40,DR
            2024-05-02,Transfer in,300.00,CR
            2024-05-03,Pharmacy,8.25,DR

            """)
        #expect(statement.cents == [-1_540, 30_000, -825])
        #expect(statement.dialectSummary.contains("direction='Dr/Cr'"))
    }

    @Test func signedSplitColumns() throws {
        let statement = try read(
            """
            Date,Description,Money Out,Money In
            2024-05-01,Coffee,-$3.10,
            2024-05-02,Paycheck,,+$1200.00
            2024-05-03,Books,-$18.00,

            """)
        #expect(statement.cents == [-310, 120_000, -1_800])
    }

    @Test func cardExportWithPurchasesPositiveIsInverted() throws {
        let statement = try read(
            """
            Date,Description,Amount
            2024-02-01,UBER *TRIP HELP.UBER.COM,18.20
            2024-02-03,PAYMENT THANK YOU,-250.00
            2024-02-04,TARGET 00012345,64.10
            2024-02-06,SPOTIFY USA,10.99

            """)
        #expect(statement.cents == [-1_820, 25_000, -6_410, -1_099])
        #expect(statement.dialectSummary.contains("charges positive, inverted"))
    }

    @Test func chaseStyleCardExportWithTypeAndPostDate() throws {
        let statement = try read(
            """
            Transaction Date,Post Date,Description,Category,Type,Amount,Memo
            01/05/2024,01/06/2024,AMAZON MKTPL*AB12CD,Shopping,Sale,-29.99,
            01/07/2024,01/08/2024,WHOLE FOODS #10234,Groceries,Sale,-85.40,
            01/12/2024,01/13/2024,Payment Thank You - Web,,Payment,500.00,
            01/14/2024,01/15/2024,AMAZON MKTPL*RETURN,Shopping,Return,12.00,

            """)
        #expect(statement.cents == [-2_999, -8_540, 50_000, 1_200])
        #expect(statement.dates == ["2024-01-05", "2024-01-07", "2024-01-12", "2024-01-14"])
        #expect(statement.dialectSummary.contains("as written"))
    }

    @Test func allPositiveCardExportByHeader() throws {
        let statement = try read(
            """
            Card Number,Transaction Date,Merchant,Amount
            XXXX-1111,2024-03-02,SPOTIFY,9.99
            XXXX-1111,2024-03-05,SHELL OIL,45.00
            XXXX-1111,2024-03-08,BLUE BOTTLE,6.50

            """)
        #expect(statement.cents == [-999, -4_500, -650])
        #expect(statement.dialectSummary.contains("all amounts positive in a card export"))
        #expect(statement.transactions.allSatisfy { $0.account.key == "acct:XXXX-1111" })
    }

    @Test func allPositiveCardExportByFileName() throws {
        let text = "Date,Description,Amount\n2024-03-02,SPOTIFY,9.99\n2024-03-05,SHELL OIL,45.00\n"
        #expect(try read(text, file: "visa_march.csv").cents == [-999, -4_500])
        #expect(readError(text, file: "march.csv")?.code == "ambiguous_sign")
    }

    @Test func allPositiveCardExportByPreamble() throws {
        let statement = try read(
            """
            Card Number: XXXXXXXXXXXX7788
            Statement period,2024-03-01,2024-03-31

            2024-03-02,SPOTIFY,9.99
            2024-03-05,SHELL OIL,45.00

            """)
        #expect(statement.cents == [-999, -4_500])
        #expect(statement.transactions[0].account.key == "acct:XXXXXXXXXXXX7788")
        #expect(statement.transactions[0].account.source == "preamble")
    }

    @Test func allPositiveHeaderlessWithoutHintsIsAmbiguous() throws {
        let error = try #require(
            readError(
                """
                2024-03-02,SPOTIFY,9.99
                2024-03-05,SHELL OIL,45.00
                2024-03-09,BOOKSHOP,12.50

                """))
        #expect(error.code == "ambiguous_sign")
        #expect(error.message.contains("sign:"))
        #expect(error.message.contains("all 3 amounts are positive"))
    }

    @Test func allPositiveInflowsStayPositive() throws {
        let statement = try read(
            """
            2024-03-01,INTEREST PAID,1.12
            2024-03-15,DIRECT DEP ACME,2100.00

            """)
        #expect(statement.cents == [112, 210_000])
    }

    // MARK: - The decision on its own

    @Test(
        arguments: [
            ([-500, 1_000], ["", ""], false, false),
            ([500, -1_000], ["PURCHASE", "PAYMENT THANK YOU"], false, true),
            ([500, 700], ["", ""], true, true),
            ([500, 700], ["REFUND", "DEPOSIT"], false, false),
            ([500, -700], ["", ""], true, false),
        ] as [([Int64], [String], Bool, Bool)])
    func decide(_ amounts: [Int64], _ hints: [String], _ card: Bool, _ invert: Bool) throws {
        #expect(try SignConvention.decide(amounts: amounts, hintTexts: hints, cardHint: card).invert == invert)
    }

    @Test(arguments: [
        ("Payment Thank You", 1), ("ATM WITHDRAWAL 123", -1), ("Refund: order 55", 1), ("Groceries", 0),
        ("POS 1234 SHELL", -1),
    ])
    func flowHints(_ text: String, _ hint: Int) {
        #expect(FlowHints.hint(text) == hint)
    }
}
