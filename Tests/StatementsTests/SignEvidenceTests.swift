import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// The sign of a single amount column is decided by weighed evidence, in both directions,
/// and a conflict is refused with its reasons.
struct SignEvidenceTests {
    /// A holder's-view card file: purchases negative, payments positive, and interest-charge rows
    /// (money out, negative) that a keyword count once read as "interest = income" and inverted.
    @Test func holdersViewCardWithInterestChargesKeepsSigns() throws {
        let statement = try read(
            """
            Transaction Date,Description,Amount
            03/01/2024,GROCERY OUTLET,-54.20
            03/02/2024,INTEREST CHARGE ON PURCHASES,-12.31
            03/03/2024,PAYMENT THANK YOU,500.00
            03/04/2024,FUEL STOP 12,-40.00
            03/05/2024,PURCHASE INTEREST CHARGE,-3.10
            03/06/2024,CHARGE FROM DEBIT CARD FEE,-1.00
            03/07/2024,BOOK STORE,-20.00

            """, file: "visa_card_2024.csv")
        #expect(statement.cents == [-5_420, -1_231, 50_000, -4_000, -310, -100, -2_000])
        #expect(
            statement.evidence.contains {
                $0.hasPrefix("sign: kept as written") && $0.contains("strong wording agrees")
            })
    }

    /// The issuer's view of the same account: purchases positive, payment and refund negative.
    @Test func issuersViewCardIsInverted() throws {
        let statement = try read(
            """
            Transaction Date,Description,Amount
            03/01/2024,GROCERY OUTLET,54.20
            03/02/2024,INTEREST CHARGE ON PURCHASES,12.31
            03/03/2024,PAYMENT THANK YOU,-500.00
            03/04/2024,FUEL STOP 12,40.00
            03/05/2024,REFUND BOOK STORE,-20.00

            """, file: "visa_card_2024.csv")
        #expect(statement.cents == [-5_420, -1_231, 50_000, -4_000, 2_000])
        #expect(statement.evidence.contains { $0.hasPrefix("sign: inverted") && $0.contains("contradicts their sign") })
    }

    /// Without any card word: payment and refund rows negative against most rows positive (the
    /// issuer's pattern), but salary and deposit rows positive (the holder's): refused, naming the evidence.
    @Test func conflictingEvidenceIsRefusedWithReasons() {
        let error = readError(
            """
            Date,Description,Amount
            2024-03-01,ACME SUPPLY,54.20
            2024-03-02,PAYMENT THANK YOU,-500.00
            2024-03-03,SALARY MARCH,2000.00
            2024-03-04,HARDWARE STORE,40.00
            2024-03-05,REFUND BOOK STORE,-20.00
            2024-03-06,CASH DEPOSIT,100.00

            """)
        #expect(error?.errorCode == .ambiguousSign)
        #expect(error?.message.contains("strong wording") == true)
        #expect(error?.message.contains("sign: as-is") == true)
    }

    /// A checking file whose running balance reconciles with the amounts as written keeps them,
    /// even when most rows are deposits.
    @Test func runningBalanceDecidesForCheckingFile() throws {
        let statement = try read(
            """
            Date,Description,Amount,Balance
            2024-03-01,DEPOSIT,100.00,1100.00
            2024-03-02,TRANSFER IN,50.00,1150.00
            2024-03-03,COFFEE,-4.50,1145.50
            2024-03-04,TRANSFER IN,25.00,1170.50

            """)
        #expect(statement.cents == [10_000, 5_000, -450, 2_500])
        #expect(statement.reconciled?.hasPrefix("yes") == true)
    }

    /// A wallet export: a purchase and the funding row that paid for it net out to zero, as the
    /// wallet's balance does; "charge from debit card" is not a charge to the holder.
    @Test func walletFundingRowsNetOut() throws {
        let statement = try read(
            """
            Date,Name,Type,Amount
            2024-03-01,Coffee Roasters,Express Checkout Payment,-18.50
            2024-03-01,Bank Card,Charge From Debit Card,18.50
            2024-03-04,Online Games,Express Checkout Payment,-9.99
            2024-03-04,Bank Account,Transfer from Bank,9.99
            2024-03-09,Friend,Payment Received,25.00

            """, file: "wallet_export.csv")
        #expect(statement.cents == [-1_850, 1_850, -999, 999, 2_500])
    }

    @Test func strongPhraseBeatsItsWeakWord() {
        #expect(FlowWording.classify("INTEREST CHARGE ON PURCHASES")?.direction == -1)
        #expect(FlowWording.classify("INTEREST PAID")?.direction == 1)
        #expect(FlowWording.classify("INTEREST PAID")?.strong == false)
        #expect(FlowWording.classify("AUTOPAY PAYMENT - THANK YOU")?.strong == true)
        #expect(FlowWording.classify("T-MOBILE*AUTO PAY")?.strong == false)
    }

    /// Headerless file with debit and credit columns in alternate rows and no balance: the
    /// payment's column is the credit side.
    @Test func headerlessDebitCreditDecidedByWording() throws {
        let statement = try read(
            """
            2024-04-01,COFFEE HOUSE,4.50,
            2024-04-02,PAYMENT - THANK YOU,,200.00
            2024-04-03,GAS STATION,35.25,
            2024-04-04,BOOK STORE,12.00,

            """)
        #expect(statement.cents == [-450, 20_000, -3_525, -1_200])
        #expect(statement.evidence.contains { $0.contains("decided by the rows' wording") })
    }

    /// A DEBIT/CREDIT type column that contradicts parenthesized amounts is not a sign.
    @Test func typeColumnContradictingExplicitSignsIsIgnored() throws {
        let statement = try read(
            """
            DEBIT,2024/03/01,"HOSTING CO",($85.00)
            CREDIT,2024/03/02,"CLIENT PAYMENT",$1200.00
            DEBIT,2024/03/03,"BALANCE ADJUSTMENT",$.23
            CREDIT,2024/03/04,"TRANSFER OUT",($116.22)

            """)
        #expect(statement.cents == [-8_500, 120_000, 23, -11_622])
    }

    /// Issue 19 class 4: a header-less card file's category column is stored as bank_category.
    @Test func bankCategoryColumnIsKept() throws {
        let statement = try read(
            """
            Transaction Date,Post Date,Description,Category,Type,Amount,Memo
            03/01/2024,03/02/2024,STARBUCKS 123,Food & Drink,Sale,-6.45,
            03/03/2024,03/03/2024,PAYMENT THANK YOU,,Payment,100.00,

            """, file: "chase_card.csv")
        #expect(statement.transactions.map(\.bankCategory) == ["Food & Drink", nil])
    }
}
