import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// Issue 19 class 4: a row that looks like a transaction but does not read never vanishes;
/// the file is refused naming its line. Amounts are bounded so sums cannot overflow.
struct RowHardeningTests {
    static func file(_ bad: String, at position: Int) -> String {
        var rows = ["2024-03-01,COFFEE,-4.50", "2024-03-02,BOOKS,-12.00", "2024-03-03,SALARY,1500.00"]
        rows.insert(bad, at: position)
        return "Date,Description,Amount\n" + rows.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [
        "2025-02-30,LUNCH,-8.00", "2024-03-04,LUNCH,NaN", "2024-03-04,LUNCH,Infinity",
        "2024-03-04,LUNCH,1e5", "2024-03-04,LUNCH,0x1F", "2024-03-04,LUNCH,--5.00",
        "2024-03-04,LUNCH,1234567890123.00",
    ])
    func unreadableRowRefusesTheFileAtEveryPosition(bad: String) {
        for position in [0, 2, 3] {
            let error = readError(Self.file(bad, at: position))
            #expect(error?.errorCode == .malformedRow, "\(bad) at \(position)")
            #expect(error?.line == position + 2, "\(bad) at \(position)")
        }
    }

    @Test func dateShapes() {
        for shaped in ["2025-02-30", "31/02/2024", "13.13.20", "2024-13-01"] {
            #expect(TableLocator.isDateShaped(shaped), "\(shaped)")
        }
        for other in ["12.345.678", "555-123-4567", "1.234,56", "12/2024"] {
            #expect(!TableLocator.isDateShaped(other), "\(other)")
        }
    }

    @Test func doubleSignIsNotAnAmount() {
        #expect(AmountParser.parse("--5.00", mark: .dot, digits: 2) == nil)
        #expect(AmountParser.parse("+-5.00", mark: .dot, digits: 2) == nil)
        #expect(AmountParser.parse("-5.00", mark: .dot, digits: 2)?.minorUnits == -500)
    }

    @Test func amountsAreBoundedToTwelveIntegerDigits() {
        #expect(AmountParser.parse("999999999999.99", mark: .dot, digits: 2)?.minorUnits == 99_999_999_999_999)
        #expect(AmountParser.parse("1000000000000.00", mark: .dot, digits: 2) == nil)
        let error = readError(Self.file("2024-03-04,LUNCH,123456789012345", at: 1))
        #expect(error?.message.contains("integer digits") == true)
    }

    @Test func numberLikeJunk() {
        for junk in ["NaN", "inf", "-Infinity", "1e5", "2.5E-3", "0x1F"] {
            #expect(AmountParser.isNumberLike(junk), "\(junk)")
        }
        for fine in ["12.50", "PAYMENT", "e5", ""] { #expect(!AmountParser.isNumberLike(fine), "\(fine)") }
    }

    /// A summary line with a date and an amount above the real header is preamble, not a row.
    @Test func headerBelowASummaryLineStartsTheTable() throws {
        let statement = try read(
            """
            -
            ="0234500012345678";21/11/2015;19/02/2016;36;19/02/2016;1234,37 EUR

            Date de l'opération;Libellé;Détail;Montant de l'opération;Devise
            19/02/2016;VIR RECU;VIR RECU DE: X;50,00;EUR
            18/02/2016;COTISATION;COTISATION JAZZ;-8,10;EUR

            """)
        #expect(statement.cents == [5_000, -810])
        #expect(statement.lines == [5, 6])
    }

    /// Continuation lines carrying a merchant's name (two text cells, as wide as half the table)
    /// are not a header inside the table.
    @Test func continuationLinesAreNotAHeader() throws {
        let statement = try read(
            """
            Transaction date,Description,Memo,Amount
            01/03/2024,DEBIT PURCHASE,CARD 1234,-12.50
            ,COFFEE BEAN,SINGAPORE,
            13/03/2024,FAST PAYMENT,REF 77,500.00
            15/03/2024,NETS PURCHASE,CARD 1234,-30.10
            16/03/2024,NETS PURCHASE,CARD 1234,-1.00

            """, currency: CurrencyCode("SGD")!)
        #expect(statement.cents == [-1_250, 50_000, -3_010, -100])
    }
}
