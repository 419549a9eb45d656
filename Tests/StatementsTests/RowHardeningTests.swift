import Foundation
import Testing
@testable import Statements
import ShoeboxCore

/// Issue 19 class 4: a row that looks like a transaction but does not read never vanishes;
/// the file is refused naming its line. Amounts are bounded so sums cannot overflow.
struct RowHardeningTests {
    static func file(_ bad: String, at position: Int) -> String {
        var rows = ["2024-03-01,COFFEE,-4.50", "2024-03-02,BOOKS,-12.00", "2024-03-03,SALARY,1500.00"]
        rows.insert(bad, at: position)
        return "Date,Description,Amount\n" + rows.joined(separator: "\n") + "\n"
    }

    @Test(arguments: ["2025-02-30,LUNCH,-8.00", "2024-03-04,LUNCH,NaN", "2024-03-04,LUNCH,Infinity",
                      "2024-03-04,LUNCH,1e5", "2024-03-04,LUNCH,0x1F", "2024-03-04,LUNCH,--5.00",
                      "2024-03-04,LUNCH,1234567890123.00"])
    func unreadableRowRefusesTheFileAtEveryPosition(bad: String) {
        for position in [0, 2, 3] {
            let error = readError(Self.file(bad, at: position))
            #expect(error?.errorCode == .malformedRow, "\(bad) at \(position)")
            #expect(error?.line == position + 2, "\(bad) at \(position)")
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
        for junk in ["NaN", "inf", "-Infinity", "1e5", "2.5E-3", "0x1F"] { #expect(AmountParser.isNumberLike(junk), "\(junk)") }
        for fine in ["12.50", "PAYMENT", "e5", ""] { #expect(!AmountParser.isNumberLike(fine), "\(fine)") }
    }
}
