import Foundation
import ShoeboxCore
import Testing

struct LocalDateTests {
    @Test(arguments: [
        (2024, 2, 29, true), (2023, 2, 29, false), (2000, 2, 29, true), (2100, 2, 29, false),
        (2024, 4, 31, false), (2024, 12, 31, true), (2024, 13, 1, false), (2024, 0, 10, false),
        (2024, 1, 0, false), (1899, 12, 31, false), (1900, 1, 1, true), (2200, 12, 31, true), (2201, 1, 1, false),
    ])
    func validity(_ year: Int, _ month: Int, _ day: Int, _ valid: Bool) {
        #expect((LocalDate(year: year, month: month, day: day) != nil) == valid)
    }

    @Test(arguments: [
        ("2024-03-05", "2024-03-05"), ("2024-3-5", "2024-03-05"), ("1999-12-31", "1999-12-31"),
    ])
    func parsesISO(_ text: String, _ canonical: String) throws {
        #expect(try #require(LocalDate(iso: text)).description == canonical)
    }

    @Test(arguments: [
        "24-03-05", "2024/03/05", "2024-03", "2024-02-30", "20240305", "", "2024-03-05T10:00", "abcd-ef-gh",
    ])
    func rejectsNonISO(_ text: String) {
        #expect(LocalDate(iso: text) == nil)
    }

    @Test(arguments: [
        ("1970-01-01", 0), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2024-01-01", 19_723), ("1900-01-01", -25_567),
    ])
    func dayNumbers(_ iso: String, _ number: Int) throws {
        let date = try #require(LocalDate(iso: iso))
        #expect(date.dayNumber == number)
        #expect(LocalDate(dayNumber: number) == date)
    }

    @Test func dayNumberRoundTripsEveryDayOfALeapYear() throws {
        var date = try #require(LocalDate(iso: "2024-01-01"))
        for offset in 0..<366 {
            #expect(date.dayNumber == 19_723 + offset)
            date = date.adding(days: 1)
        }
        #expect(date.description == "2025-01-01")
    }

    @Test(arguments: [
        ("2024-02-28", 1, "2024-02-29"), ("2024-02-28", 2, "2024-03-01"), ("2023-02-28", 1, "2023-03-01"),
        ("2023-12-31", 1, "2024-01-01"), ("2024-01-01", -1, "2023-12-31"), ("2024-06-30", 45, "2024-08-14"),
    ])
    func adding(_ start: String, _ days: Int, _ end: String) throws {
        #expect(try #require(LocalDate(iso: start)).adding(days: days).description == end)
    }

    @Test func ordering() throws {
        let dates = ["2024-01-10", "2023-12-31", "2024-01-02"].compactMap { LocalDate(iso: $0) }
        #expect(dates.sorted().map(\.description) == ["2023-12-31", "2024-01-02", "2024-01-10"])
        #expect(LocalDate(year: 2024, month: 1, day: 2)! < LocalDate(year: 2024, month: 2, day: 1)!)
    }

    @Test func codableAsISOString() throws {
        let date = LocalDate(year: 2024, month: 7, day: 4)!
        let json = String(decoding: try JSONEncoder().encode([date]), as: UTF8.self)
        #expect(json == #"["2024-07-04"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: Data(json.utf8)) == [date])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocalDate].self, from: Data(#"["2024-13-01"]"#.utf8))
        }
    }

    @Test(arguments: [(2, 2024, 29), (2, 2023, 28), (2, 1900, 28), (2, 2000, 29), (4, 2024, 30), (7, 2024, 31)])
    func daysInMonth(_ month: Int, _ year: Int, _ days: Int) {
        #expect(LocalDate.daysIn(month: month, year: year) == days)
    }
}
