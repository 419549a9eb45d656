import Foundation
import ShoeboxCore
import Testing

@testable import Statements

struct DateParserTests {
    @Test(arguments: [
        ("2019-04-19", "2019-04-19"),
        ("2019.04.19.", "2019-04-19"),
        ("2018/02/22", "2018-02-22"),
        ("20121115", "2012-11-15"),
        ("20091224120000", "2009-12-24"),
        ("20091224120000[0:GMT]", "2009-12-24"),
        ("2018-02-25T12:34:56Z", "2018-02-25"),
        ("2023-12-31T23:30:00-05:00", "2023-12-31"),
        ("2024-01-01T00:15:00+01:00", "2024-01-01"),
        ("2018-02-25 12:34:56 +0000", "2018-02-25"),
        ("07 Nov 2013", "2013-11-07"),
        ("7 November 2013", "2013-11-07"),
        ("05-MAR-18", "2018-03-05"),
        ("12-Jan-2024", "2024-01-12"),
        ("3. März 2020", "2020-03-03"),
        ("14 févr. 2022", "2022-02-14"),
        ("Oct 3, 2016", "2016-10-03"),
        ("March 04 2018", "2018-03-04"),
        ("  2020-02-29  ", "2020-02-29"),
    ])
    func exactDates(_ text: String, _ iso: String) throws {
        let shape = try #require(DateParser.shape(text))
        #expect(shape == .exact(day(iso)))
        #expect(!shape.isAmbiguous)
    }

    @Test(arguments: [
        ("03/04/2021", 3, 4, 2021, true),
        ("16.05.2020", 16, 5, 2020, false),
        ("8/31/13", 8, 31, 2013, false),
        ("4/1/08", 4, 1, 2008, true),
        ("01-02-99", 1, 2, 1999, true),
        ("05/05/2022", 5, 5, 2022, false),
        ("15112012", 15, 11, 2012, false),
        ("03/04/2021 14:05", 3, 4, 2021, true),
    ])
    func pairs(_ text: String, _ first: Int, _ second: Int, _ year: Int, _ ambiguous: Bool) throws {
        let shape = try #require(DateParser.shape(text))
        #expect(shape == .pair(first: first, second: second, year: year))
        #expect(shape.isAmbiguous == ambiguous)
    }

    @Test(arguments: [
        "hello world", "2019-13-01", "2020-02-30", "2023-02-29", "31/31/2020", "12345", "1.234,56",
        "12.50", "2019-04/19", "13/13/13", "Payment Thank You", "20241332", "1/2/3", "Nov 2013",
        "2024-01-05 lunch with Bob",
    ])
    func notDates(_ text: String) {
        #expect(DateParser.shape(text) == nil)
    }

    @Test func pairResolvesUnderEachOrder() {
        let shape = DateShape.pair(first: 3, second: 4, year: 2021)
        #expect(shape.resolve(.dmy) == day("2021-04-03"))
        #expect(shape.resolve(.mdy) == day("2021-03-04"))
        #expect(shape.possibleOrders == [.dmy, .mdy])
    }

    @Test func pairWithDayAboveTwelveHasOneOrder() {
        let dmyOnly = DateShape.pair(first: 25, second: 12, year: 2023)
        #expect(dmyOnly.possibleOrders == [.dmy])
        #expect(dmyOnly.resolve(.dmy) == day("2023-12-25"))
        #expect(dmyOnly.resolve(.mdy) == nil)
        let mdyOnly = DateShape.pair(first: 2, second: 29, year: 2024)
        #expect(mdyOnly.possibleOrders == [.mdy])
        #expect(mdyOnly.resolve(.mdy) == day("2024-02-29"))
    }

    @Test func exactShapeAllowsEitherOrder() {
        let shape = DateShape.exact(day("2024-02-29"))
        #expect(shape.possibleOrders == [.dmy, .mdy])
        #expect(shape.resolve(.dmy) == day("2024-02-29"))
        #expect(shape.resolve(.mdy) == day("2024-02-29"))
    }

    @Test(arguments: [(0, 2000), (69, 2069), (70, 1970), (99, 1999)])
    func twoDigitYears(_ twoDigits: Int, _ year: Int) {
        #expect(DateParser.expandYear(twoDigits) == year)
    }

    @Test(
        arguments: [
            ("Jan", 1), ("sept", 9), ("Dez", 12), ("août", 8), ("MRZ", 3), ("okt.", 10), ("xyz", nil), ("ma", nil),
        ] as [(String, Int?)])
    func monthNames(_ token: String, _ month: Int?) {
        #expect(DateParser.monthNumber(token) == month)
    }

    /// Characters that are numbers but not ASCII digits (a bit-flipped `2` read as Latin-1 `²`,
    /// Arabic-Indic digits) are not dates, and never crash the reader.
    @Test(arguments: ["²026-03-12", "12/0³/2026", "٢٠٢٦-٠٣-١٢", "2026٠٣١٢"])
    func nonASCIIDigitsAreNotDates(_ text: String) {
        #expect(DateParser.shape(text) == nil)
    }
}
