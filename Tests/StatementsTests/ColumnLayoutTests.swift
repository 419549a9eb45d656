import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// Column roles beyond date and amount: status, post date, ids, accounts, currencies, balance lines.
struct ColumnLayoutTests {
    @Test func processorLedgerBooksTheNetNotTheGrossOrAnotherAmountColumn() throws {
        // A PayPal-style activity download: gross, fee, net, a shipping "amount" and a running balance.
        let paypal = try read(
            """
            Date,Name,Type,Gross,Fee,Net,Shipping and Handling Amount,Balance
            03/02/2025,Harbor Lane Goods,Express Checkout Payment,-45.00,0.00,-45.00,0.00,955.00
            03/04/2025,Quinn Alvarado,Website Payment,300.00,-10.77,289.23,0.00,"1,244.23"
            03/06/2025,,General Withdrawal,"-1,000.00",0.00,"-1,000.00",0.00,244.23

            """)
        #expect(paypal.cents == [-4_500, 28_923, -100_000])
        // A Stripe-style balance history: Amount is the gross, Net what the balance moved by.
        let stripe = try read(
            """
            id,Type,Amount,Fee,Net,Currency,Created (UTC),Description
            txn_1,charge,250.00,-7.55,242.45,usd,2025-03-02 14:11,Invoice 1001 payment received
            txn_2,charge,1200.00,-35.10,1164.90,usd,2025-03-05 09:30,Invoice 1002 payment received
            txn_3,charge,90.00,-2.91,87.09,usd,2025-03-15 10:00,Invoice 1003 payment received

            """)
        #expect(stripe.cents == [24_245, 116_490, 8_709])
    }

    @Test func processorSalesLedgerWithARefundKeepsItsSigns() throws {
        // A Square-style sales export: mostly sales (positive), one refund to a customer (negative).
        let square = try read(
            """
            Date,Gross Sales,Gift Card Sales,Fees,Net Total,Description,Event Type,Card Brand
            2025-03-18,$265.00,$0.00,-$7.04,$257.96,Custom Amount,Payment,Visa
            2025-04-29,$640.00,$0.00,-$16.79,$623.21,Custom Amount,Payment,Visa
            2025-05-06,-$140.00,$0.00,$0.00,-$140.00,Custom Amount,Refund,Visa
            2025-05-20,$195.00,$0.00,-$5.22,$189.78,Custom Amount,Payment,Mastercard
            2025-07-15,$410.00,$0.00,-$10.81,$399.19,Custom Amount,Payment,Visa

            """)
        #expect(square.cents == [25_796, 62_321, -14_000, 18_978, 39_919])
        #expect(!square.dialectSummary.contains("account="), "amounts or card brands name no account")
        // The refund keeps its type: a refund paid to a customer, not a purchase from "Custom Amount".
        #expect(square.descriptions[2] == "Refund: Custom Amount")
        #expect(square.descriptions.filter { $0 == "Custom Amount" }.count == 4, "a sale's type is not added")
    }

    @Test func aTypeNamingAReversalIsKeptUnlessTheDescriptionSaysIt() {
        #expect(ReversalKind.description("Quinn Alvarado", kind: "Payment Refund") == "Payment Refund: Quinn Alvarado")
        #expect(ReversalKind.description("Refund for order 1182", kind: "Refund") == "Refund for order 1182")
        #expect(ReversalKind.description("Harbor Lane Goods", kind: "Express Checkout Payment") == "Harbor Lane Goods")
        #expect(ReversalKind.description("", kind: "Chargeback") == "Chargeback")
        #expect(
            ReversalKind.description("RETURNED ITEM FEE", kind: "Returns") == "RETURNED ITEM FEE", "no word of its own")
    }

    @Test func anEmptyNameFallsBackToTheRowsType() throws {
        let paypal = try read(
            """
            Date,Name,Type,From Email Address,Gross,Fee,Net,Balance
            03/02/2025,Harbor Lane Goods,Express Checkout Payment,me@example.com,-45.00,0.00,-45.00,955.00
            03/06/2025,,General Withdrawal,me@example.com,-500.00,0.00,-500.00,455.00

            """)
        #expect(paypal.descriptions == ["Harbor Lane Goods", "General Withdrawal"])
    }

    @Test func pendingFromStatusColumn() throws {
        let statement = try read(
            """
            Date,Description,Amount,Status
            2024-04-10,LYFT RIDE,-12.34,Pending
            2024-04-09,CHIPOTLE 2231,-10.50,Posted
            2024-04-08,PAYROLL,1500.00,posted

            """)
        #expect(statement.pendingFlags == [true, false, false])
        #expect(statement.cents == [-1_234, -1_050, 150_000])
        #expect(statement.dialectSummary.contains("status='Status'"))
    }

    @Test func pendingFromEmptyPostDate() throws {
        let statement = try read(
            """
            Transaction Date,Post Date,Description,Amount
            2024-04-10,,STARBUCKS STORE 0931,-4.95
            2024-04-08,2024-04-09,TRADER JOE S #552,-45.12
            2024-04-07,2024-04-08,ACME PAYROLL,1200.00

            """)
        #expect(statement.pendingFlags == [true, false, false])
        #expect(statement.dates == ["2024-04-10", "2024-04-08", "2024-04-07"])
        #expect(statement.dialectSummary.contains("post date='Post Date'"))
    }

    @Test func beginningBalancePseudoRowSkipped() throws {
        let statement = try read(
            """
            Date,Description,Amount,Running Bal.
            01/01/2024,Beginning balance as of 01/01/2024,,1500.00
            01/02/2024,"CHECKCARD 0101 SAFEWAY #1711",-45.67,1454.33
            01/03/2024,"Online Banking transfer from SAV 1234",200.00,1654.33
            01/31/2024,Ending balance as of 01/31/2024,,1654.33

            """)
        #expect(statement.cents == [-4_567, 20_000])
        #expect(statement.dates == ["2024-01-02", "2024-01-03"])
        #expect(statement.skippedRows.map(\.line) == [2, 5])
        #expect(statement.skippedRows[0].reason == "balance line: Beginning balance as of 01/01/2024")
    }

    @Test(arguments: ["Opening Balance", "CLOSING BALANCE", "Saldo anterior", "Balance forward", "Solde initial"])
    func balanceRowWording(_ description: String) {
        #expect(FlowHints.isBalanceRow(description))
    }

    @Test(arguments: ["Balance transfer fee", "Transfer to balance account", "Opening fee", "Saldo Bank AG"])
    func ordinaryRowsAreNotBalanceRows(_ description: String) {
        #expect(!FlowHints.isBalanceRow(description))
    }

    @Test func rowsWithoutAmountAreSkipped() throws {
        let statement = try read(
            """
            Date,Description,Amount
            2024-06-01,Coffee,-3.20
            2024-06-02,Card replaced - no charge,
            2024-06-03,Lunch,-11.00

            """)
        #expect(statement.cents == [-320, -1_100])
        #expect(statement.skippedRows == [SkippedRow(line: 3, reason: "no amount")])
    }

    @Test func uniqueTransactionIDBecomesBankID() throws {
        let statement = try read(
            """
            Date,Transaction ID,Description,Amount
            2024-06-01,TXN-0001,Coffee,-3.20
            2024-06-02,TXN-0002,Lunch,-11.00
            2024-06-03,TXN-0003,Refund,5.00

            """)
        #expect(statement.transactions.map(\.bankID) == ["TXN-0001", "TXN-0002", "TXN-0003"])
        #expect(statement.descriptions == ["Coffee", "Lunch", "Refund"])
    }

    @Test func repeatedTransactionIDIsNotABankID() throws {
        let statement = try read(
            """
            Date,Transaction ID,Description,Amount
            2024-06-01,BATCH-7,Coffee,-3.20
            2024-06-02,BATCH-7,Lunch,-11.00
            2024-06-03,BATCH-8,Refund,5.00

            """)
        #expect(statement.transactions.map(\.bankID) == [nil, nil, nil])
        #expect(statement.descriptions == ["Coffee", "Lunch", "Refund"])
        #expect(statement.cents == [-320, -1_100, 500])
    }

    @Test func accountColumnKeysEachRow() throws {
        let statement = try read(
            """
            Date,Account,Description,Amount
            2024-06-01,Checking 1234,Coffee,-3.20
            2024-06-02,Savings 9876,Interest,0.45
            2024-06-03,Checking 1234,Rent,-1200.00
            2024-06-04,Checking 1234,Gym,-30.00

            """)
        #expect(
            statement.transactions.map(\.account.key) == [
                "acct:CHECKING1234", "acct:SAVINGS9876", "acct:CHECKING1234", "acct:CHECKING1234",
            ])
        #expect(
            statement.transactions.map(\.account.displayName) == [
                "Checking 1234", "Savings 9876", "Checking 1234", "Checking 1234",
            ])
        #expect(statement.transactions[0].account.source == "column")
        #expect(statement.descriptions == ["Coffee", "Interest", "Rent", "Gym"])
    }

    @Test func currencyColumnSetsEachRowsCurrency() throws {
        let statement = try read(
            """
            Date,Description,Amount,Currency
            2024-06-01,Hotel Lutetia,-120.00,EUR
            2024-06-02,Taxi G7,-15.50,EUR
            2024-06-04,Heathrow Express,-25.00,GBP

            """)
        #expect(statement.currencies == ["EUR", "EUR", "GBP"])
        #expect(statement.cents == [-12_000, -1_550, -2_500])
        #expect(statement.transactions[0].account.currency == .eur)
        #expect(statement.transactions[2].account.currency == .gbp)
    }

    @Test func poundSignsNameTheCurrency() throws {
        let statement = try read(
            """
            Date,Description,Amount
            03/04/2024,Pret A Manger,-£4.35
            05/04/2024,Boots,-£12.99
            06/04/2024,Refund Argos,£20.00

            """)
        #expect(statement.currencies == ["GBP", "GBP", "GBP"])
        #expect(statement.cents == [-435, -1_299, 2_000])
        #expect(statement.dates == ["2024-04-03", "2024-04-05", "2024-04-06"])
    }

    @Test func yenHasNoMinorUnits() throws {
        let statement = try read(
            """
            Date,Description,Amount,Currency
            2024-06-01,Lawson Shibuya,-1280,JPY
            2024-06-02,Ichiran Ramen,-980,JPY
            2024-06-03,Suica charge,"-12,800",JPY
            2024-06-05,Salary,"350,000",JPY

            """)
        #expect(statement.cents == [-1_280, -980, -12_800, 350_000])
        #expect(
            statement.transactions.map { $0.amount.formatted() } == [
                "-1280 JPY", "-980 JPY", "-12800 JPY", "350000 JPY",
            ])
    }

    @Test func yenFromDefaultCurrency() throws {
        let statement = try read(
            """
            2024-06-01,Lawson Shibuya,-1280
            2024-06-02,FamilyMart,-455

            """, currency: CurrencyCode("JPY")!)
        #expect(statement.cents == [-1_280, -455])
        #expect(statement.currencies == ["JPY", "JPY"])
    }

    @Test func malformedAmountInTheTable() throws {
        var lines = ["Date,Description,Amount"]
        for dayNumber in 1...10 {
            lines.append("2024-07-\(dayNumber < 10 ? "0" : "")\(dayNumber),Shop \(dayNumber),-\(dayNumber).25")
        }
        lines.insert("2024-07-04,Broken export,12.34.56", at: 5)
        let error = try #require(readError(lines.joined(separator: "\n") + "\n"))
        #expect(error.code == "malformed_row")
        #expect(error.line == 6)
        #expect(error.message.contains("12.34.56"))
    }

    @Test func excelAccountCellsAreCleaned() {
        let excel = AccountNaming.fromCell("=\"4321\"")
        #expect(excel.key == "acct:4321" && excel.display == "4321")
        let masked = AccountNaming.fromCell("  **** 1234 ")
        #expect(masked.key == "acct:****1234" && masked.display == "**** 1234")
    }

    @Test(arguments: [
        ("checking_2024-02.csv", "checking_2025-01.csv"),
        ("Chase1234_Activity_20240101.CSV", "Chase1234_Activity_20240301.CSV"),
        ("Chase7310_Activity20250215_20250305.CSV", "Chase7310_Activity20250301_20250320.CSV"),
        ("statement_2024.csv", "statement_2025 (2).csv"),
        ("statement (1).csv", "statement.csv"),
        ("export 2024-01-01 to 2024-01-31.csv", "export 2024-02-01 to 2024-02-29.csv"),
    ])
    func fileNamesOfOneAccountShareAKey(_ first: String, _ second: String) {
        let a = AccountNaming.fromFileName(first, headerSignature: "sig")
        let b = AccountNaming.fromFileName(second, headerSignature: "sig")
        #expect(a.key == b.key)
    }

    @Test func theLast4OfAFileNameStaysInTheKey() {
        #expect(
            AccountNaming.fromFileName("Chase7310_Activity20250215_20250305.CSV", headerSignature: "sig").key
                == "file:chase-7310|sig")
        #expect(
            AccountNaming.fromFileName("Chase7310_Activity.CSV", headerSignature: "sig").key
                != AccountNaming.fromFileName("Chase6614_Activity.CSV", headerSignature: "sig").key)
    }

    @Test func differentHeadersKeepAccountsApart() {
        let a = AccountNaming.fromFileName("everyday-checking.csv", headerSignature: "date,amount")
        let b = AccountNaming.fromFileName("everyday-checking.csv", headerSignature: "date,description,amount")
        #expect(a.key == "file:everyday-checking|date,amount")
        #expect(a.key != b.key)
        #expect(a.display == "everyday-checking")
    }
}
