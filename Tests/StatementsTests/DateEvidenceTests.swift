import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// Files whose every date reads both ways (all days ≤ 12): the file itself decides.
struct DateEvidenceTests {
    /// Sorted under one reading, jumbled under the other.
    @Test(arguments: [DateOrder.dmy, .mdy])
    func sortedReadingWins(order: DateOrder) throws {
        // Day/month pairs that rise in time only when read in `order`.
        let dates = [(3, 1), (7, 1), (2, 2), (9, 2), (1, 3), (5, 3)]  // (day, month)
        let rows = dates.map { day, month in
            let cell =
                order == .dmy
                ? String(format: "%02d/%02d/2023", day, month) : String(format: "%02d/%02d/2023", month, day)
            return "\(cell),SHOP \(day)-\(month),-1.00"
        }
        // Proven day/month dates do not fit a USD book: that reading's book is in euros.
        let statement = try read(
            "Datum,Text,Betrag\n" + rows.joined(separator: "\n") + "\n", currency: order == .dmy ? .eur : .usd)
        #expect(statement.transactions.first?.date == day("2023-01-03"))
        #expect(statement.transactions.last?.date == day("2023-03-05"))
        #expect(statement.evidence.contains { $0.contains("rows are in date order only as \(order.rawValue)") })
    }

    /// Descriptions carry the authorization date a few days before the row's date.
    @Test func descriptionDatesDecide() throws {
        let statement = try read(
            """
            Date,Description,Amount
            04/03/2023,PURCHASE AUTHORIZED ON 03/30 SHOP A,-1.00
            04/03/2023,PURCHASE AUTHORIZED ON 04/01 SHOP B,-2.00
            04/03/2023,PURCHASE AUTHORIZED ON 04/02 SHOP C,-3.00
            04/03/2023,DEPOSIT,10.00

            """)
        #expect(statement.transactions.first?.date == day("2023-04-03"))
        #expect(statement.evidence.contains { $0.contains("descriptions carry their own date") })
    }

    /// One reading spans days, the other months (both sorted, none in the future of the other).
    @Test(arguments: [DateOrder.dmy, .mdy])
    func shortSpanDecides(order: DateOrder) throws {
        let cells =
            order == .mdy ? ["10/02/2023", "10/05/2023", "10/07/2023"] : ["02/10/2023", "05/10/2023", "07/10/2023"]
        // Proven day/month dates are not a US statement's: the book's currency is GBP for that reading.
        let statement = try read(
            "x;y;z\n" + cells.map { "\($0);SHOP;-1" }.joined(separator: "\n") + "\n",
            currency: order == .dmy ? .gbp : .usd)
        #expect(statement.transactions.map(\.date) == [day("2023-10-02"), day("2023-10-05"), day("2023-10-07")])
        #expect(statement.evidence.contains { $0.contains("as \(order.rawValue) the rows span 5 days") })
    }

    /// Nothing decides: refused, naming what to declare.
    @Test func undecidableIsRefusedNamingTheKey() {
        let oneDayBothWays = readError("x;y;z\n01/02/2023;SHOP;-1\n01/02/2023;SHOP;-2\n01/02/2023;SHOP;-3\n")
        #expect(oneDayBothWays?.errorCode == .ambiguousDateOrder)
        #expect(oneDayBothWays?.message.contains("date_format: DMY") == true)
    }

    @Test func shortDatesInText() {
        #expect(DateOrderResolver.shortDates(in: "AUTHORIZED ON 03/08 SHOP").map { [$0.0, $0.1] } == [[3, 8]])
        #expect(DateOrderResolver.shortDates(in: "12/22SLICEHOST").map { [$0.0, $0.1] } == [[12, 22]])
        #expect(DateOrderResolver.shortDates(in: "ON 03/08/2024").isEmpty)
    }
}
