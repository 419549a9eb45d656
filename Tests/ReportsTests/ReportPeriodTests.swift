import Reports
import ShoeboxCore
import Testing

@Suite struct ReportPeriodTests {
    @Test func parsesYearQuarterAndMonth() {
        #expect(ReportPeriod("2025") == .year(2025))
        #expect(ReportPeriod("2025-Q2") == .quarter(2025, 2))
        #expect(ReportPeriod("2025-q4") == .quarter(2025, 4))
        #expect(ReportPeriod("2025-03") == .month(2025, 3))
        for bad in [
            "", "25", "2025-13", "2025-00", "2025-Q5", "2025-Q0", "2025-3", "2025-03-01", "abcd", "2025-", "2025-QQ",
        ] {
            #expect(ReportPeriod(bad) == nil, "\(bad)")
        }
    }

    @Test func boundsAndText() {
        let q = ReportPeriod.quarter(2024, 1)
        #expect(q.start == date("2024-01-01"))
        #expect(q.end == date("2024-03-31"))
        #expect(ReportPeriod.month(2024, 2).end == date("2024-02-29"))
        #expect(ReportPeriod.year(2025).end == date("2025-12-31"))
        #expect(ReportPeriod.month(2025, 3).description == "2025-03")
        #expect(q.description == "2024-Q1")
        #expect(ReportPeriod.quarter(2025, 2).title == "Q2 2025 (Apr\u{2013}Jun)")
    }

    @Test func previousPeriodCrossesYears() {
        #expect(ReportPeriod.quarter(2025, 1).previous == .quarter(2024, 4))
        #expect(ReportPeriod.month(2025, 1).previous == .month(2024, 12))
        #expect(ReportPeriod.year(2025).previous == .year(2024))
        #expect(ReportPeriod.containing(date("2025-08-09"), .quarter) == .quarter(2025, 3))
    }

    @Test func amountsParseAndFormat() {
        #expect(Amounts.cents("176100.00") == 17_610_000)
        #expect(Amounts.cents("1,250.5") == 125_050)
        #expect(Amounts.cents("12.345") == nil)
        #expect(Amounts.cents("abc") == nil)
        #expect(Amounts.dollars(-123_456) == "-$1,234.56")
        #expect(Amounts.dollars(5) == "$0.05")
        #expect(Amounts.apply(15_001, basisPoints: 5000) == 7501)
        #expect(Amounts.apply(-15_001, basisPoints: 5000) == -7501)
        #expect(Amounts.percent(9235) == "92.35 %")
        #expect(Amounts.percent(1240) == "12.4 %")
    }
}
