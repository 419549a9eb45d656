import Foundation
import ShoeboxCore
import Testing

@testable import Statements

struct DateOrderResolverTests {
    typealias Hints = DateOrderResolver.Hints

    static func hints(_ currency: String? = nil, comma: Bool = false, english: Bool = false) -> Hints {
        Hints(
            currency: currency.flatMap(CurrencyCode.init), decimalComma: comma, englishHeader: english, today: testToday
        )
    }

    static func pairs(_ texts: [String]) -> [DateShape] { texts.map { DateParser.shape($0)! } }

    // MARK: - The resolver on its own

    @Test func oneUnambiguousCellDecidesDMY() throws {
        let column = Self.pairs(["03/04/2021", "05/06/2021", "25/06/2021"])
        let resolution = try DateOrderResolver.resolve(columns: [column], hints: Self.hints("USD", english: true))
        #expect(resolution.order == .dmy)
        #expect(resolution.evidence == "a date that only DMY can read")
    }

    @Test func unambiguousCellInSecondColumnDecidesMDY() throws {
        let transaction = Self.pairs(["01/12/2024", "02/03/2024"])
        let posted = Self.pairs(["01/13/2024", "02/04/2024"])
        let resolution = try DateOrderResolver.resolve(columns: [transaction, posted], hints: Self.hints("EUR"))
        #expect(resolution.order == .mdy)
    }

    @Test func contradictoryCellsThrow() {
        let column = Self.pairs(["25/04/2021", "04/25/2021"])
        #expect {
            try DateOrderResolver.resolve(columns: [column], hints: Self.hints())
        } throws: { ($0 as? StatementError)?.code == "ambiguous_date_order" }
    }

    @Test func exactDatesOnlyNeedNoDecision() throws {
        let column = [
            DateShape.exact(day("2024-01-02")), .exact(day("2024-01-03")), .pair(first: 7, second: 7, year: 2024),
        ]
        let resolution = try DateOrderResolver.resolve(columns: [column], hints: Self.hints())
        #expect(resolution.order == .mdy)
        #expect(resolution.evidence == "unambiguous dates")
    }

    @Test func futureDatesRuleOutAnOrder() throws {
        // 01/12/2024 as DMY is 1 December 2024, five months after "today" (2024-06-30).
        let resolution = try DateOrderResolver.resolve(
            columns: [Self.pairs(["01/12/2024", "01/05/2024"])], hints: Self.hints("GBP"))
        #expect(resolution.order == .mdy)
        #expect(resolution.evidence.hasPrefix("the other order puts 1 dates in the future"))
        // 12/01/2024 as MDY is 1 December 2024.
        let other = try DateOrderResolver.resolve(
            columns: [Self.pairs(["12/01/2024", "05/01/2024"])], hints: Self.hints("USD"))
        #expect(other.order == .dmy)
    }

    @Test func rowOrderDecides() throws {
        let dmySorted = Self.pairs(["03/01/2023", "10/01/2023", "02/02/2023", "09/02/2023", "01/03/2023"])
        let resolution = try DateOrderResolver.resolve(columns: [dmySorted], hints: Self.hints("USD"))
        #expect(resolution.order == .dmy)
        #expect(resolution.evidence.hasPrefix("rows are in date order only as DMY"))
        let mdySorted = Self.pairs(["01/03/2023", "01/10/2023", "02/02/2023", "02/09/2023", "03/01/2023"])
        #expect(try DateOrderResolver.resolve(columns: [mdySorted], hints: Self.hints("GBP")).order == .mdy)
    }

    /// Three rows are too few for row order; the span decides (30 days as DMY, 241 as MDY), before the currency.
    @Test func threeRowsAreTooFewForRowOrderButSpanDecides() throws {
        let column = Self.pairs(["03/01/2023", "10/01/2023", "02/02/2023"])
        let resolution = try DateOrderResolver.resolve(columns: [column], hints: Self.hints("USD"))
        #expect(resolution.order == .dmy)
        #expect(resolution.evidence == "as DMY the rows span 30 days, the other way 241 days")
    }

    @Test(
        arguments: [
            ("USD", false, false, DateOrder.mdy, "USD amounts"),
            ("GBP", false, true, .dmy, "GBP amounts"),
            ("EUR", false, true, .dmy, "EUR amounts"),
            ("AUD", false, false, .dmy, "AUD amounts"),
            ("CAD", true, false, .dmy, "decimal commas"),
            ("CAD", false, true, .mdy, "English header, US default"),
            (nil, true, true, .dmy, "decimal commas"),
            (nil, false, true, .mdy, "English header, US default"),
        ] as [(String?, Bool, Bool, DateOrder, String)])
    func hintsDecideWhenDatesCannot(
        _ currency: String?, _ comma: Bool, _ english: Bool, _ order: DateOrder, _ evidence: String
    ) throws {
        let column = Self.pairs(["03/04/2023", "05/06/2023"])
        let resolution = try DateOrderResolver.resolve(
            columns: [column], hints: Self.hints(currency, comma: comma, english: english))
        #expect(resolution.order == order)
        #expect(resolution.evidence.hasPrefix(evidence))
    }

    @Test(arguments: [nil, "CAD", "PHP"] as [String?])
    func nothingDecides(_ currency: String?) {
        let column = Self.pairs(["03/04/2023", "05/06/2023"])
        let error = #expect(throws: StatementError.self) {
            try DateOrderResolver.resolve(columns: [column], hints: Self.hints(currency))
        }
        #expect(error?.code == "ambiguous_date_order")
        #expect(error?.message.contains("3/4/2023") == true)
        #expect(error?.message.contains("date_format: DMY") == true)
    }

    @Test func monotonicBreaksCountsDirectionChanges() {
        let dates = ["2024-01-01", "2024-01-05", "2024-01-03", "2024-01-03", "2024-01-09", "2024-01-02"].map(day)
        #expect(DateOrderResolver.monotonicBreaks(dates) == 3)
        #expect(DateOrderResolver.monotonicBreaks(dates.sorted()) == 0)
        #expect(DateOrderResolver.monotonicBreaks(dates.sorted().reversed()) == 0)
    }

    // MARK: - Whole files

    @Test func csvDecidedByOneUnambiguousDate() throws {
        let statement = try read(
            """
            03/04/2023,Corner Coffee,-4.50
            05/06/2023,Book Nook,-12.00
            25/06/2023,Odeon Cinema,-9.00

            """, currency: .gbp)
        #expect(statement.dates == ["2023-04-03", "2023-06-05", "2023-06-25"])
        #expect(statement.dialectSummary.contains("dates DMY (a date that only DMY can read)"))
    }

    @Test func csvDecidedByRowOrder() throws {
        let statement = try read(
            """
            03/01/2023,Gym membership,-30.00
            10/01/2023,Grocer,-41.20
            02/02/2023,Gym membership,-30.00
            09/02/2023,Grocer,-38.75
            01/03/2023,Gym membership,-30.00

            """, currency: .gbp)
        #expect(statement.dates == ["2023-01-03", "2023-01-10", "2023-02-02", "2023-02-09", "2023-03-01"])
    }

    @Test func csvDescendingRowsDecideMDY() throws {
        let statement = try read(
            """
            03/01/2023,Gym membership,-30.00
            02/09/2023,Grocer,-38.75
            02/02/2023,Gym membership,-30.00
            01/10/2023,Grocer,-41.20
            01/03/2023,Gym membership,-30.00

            """)
        #expect(statement.dates == ["2023-03-01", "2023-02-09", "2023-02-02", "2023-01-10", "2023-01-03"])
    }

    @Test(arguments: [
        ("03/04/2023,Pret A Manger,-£4.35\n05/06/2023,Boots,-£12.99\n", ["2023-04-03", "2023-06-05"], "GBP"),
        ("03/04/2023,Pret,-4.35,GBP\n05/06/2023,Boots,-12.99,GBP\n", ["2023-04-03", "2023-06-05"], "GBP"),
        ("03/04/2023,Walgreens,-4.35,USD\n05/06/2023,CVS,-12.99,USD\n", ["2023-03-04", "2023-05-06"], "USD"),
        (
            "Date,Description,Amount (EUR)\n03/04/2023,Carrefour,-4.35\n05/06/2023,Fnac,-12.99\n",
            ["2023-04-03", "2023-06-05"], "EUR"
        ),
        (
            "Date,Description,Amount\n03/04/2023,Safeway,-4.35\n05/06/2023,Target,-12.99\n",
            ["2023-03-04", "2023-05-06"], "USD"
        ),
    ])
    func csvDecidedByHints(_ text: String, _ dates: [String], _ currency: String) throws {
        let statement = try read(text)
        #expect(statement.dates == dates)
        #expect(statement.currencies == [currency, currency])
    }

    /// Decimal commas decide day/month; they also contradict a USD book, which refuses the file
    /// until its currency is declared (it was once read as USD).
    @Test func decimalCommasDecideDayMonthAndRefuseUSD() throws {
        let text = "03/04/2023;Albert Heijn;-4,35\n05/06/2023;Hema;-12,99\n"
        #expect(readError(text)?.errorCode == .unknownCurrency)
        let statement = try read(text, currency: .eur)
        #expect(statement.dates == ["2023-04-03", "2023-06-05"])
        #expect(statement.currencies == ["EUR", "EUR"])
    }

    @Test func csvWithNothingToDecideThrows() {
        let error = readError(
            """
            03/04/2023,Corner Coffee,-4.50
            05/06/2023,Book Nook,-12.00
            07/08/2023,Odeon Cinema,-9.00

            """)
        #expect(error?.code == "ambiguous_date_order")
        #expect(error?.message.contains("date_format") == true)
    }
}
