import Foundation
import Reports
import Testing

@Suite struct TaxTableTests {
    @Test func shippedTablesHoldTheIssueFigures() throws {
        let expected: [Int: (base: Int64, mileage: Int64, single: Int64)] = [
            2024: (16_860_000, 6700, 1_460_000), 2025: (17_610_000, 7000, 1_575_000),
            2026: (18_450_000, 7250, 1_610_000),
        ]
        for (year, figures) in expected {
            let table = try shippedTable(year)
            #expect(table.taxYear == year)
            #expect(table.socialSecurityWageBaseCents == figures.base)
            #expect(table.mileageRateCentiCents == figures.mileage)
            #expect(table.standardDeductionCents[.single] == figures.single)
            #expect(table.netEarningsFactorBasisPoints == 9235)
            #expect(table.additionalMedicareThresholdCents[.marriedJoint] == 25_000_000)
            #expect(table.homeOfficeRatePerSquareFootCents == 500 && table.homeOfficeMaxSquareFeet == 300)
            #expect(table.dueDates.count == 4 && table.dueDates[3].year == year + 1)
        }
        #expect(try shippedTable(2026).mileageRateText == "72.5\u{00A2}")
        #expect(try shippedTable(2026).mileageDeduction(tenthsOfMiles: 1608) == 11_658)
    }

    @Test func missingYearNamesTheTable() {
        #expect {
            try TaxTableStore.standard(overrideDirectory: nil).table(for: 2019)
        } throws: { error in
            (error as? TaxTableError)?.message.contains("2019.yaml is missing") == true
        }
    }

    @Test func bookOverrideWinsAndBadKeysAreNamed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let shipped = try shippedTable(2025)
        let text = try String(contentsOfFile: shipped.source, encoding: .utf8)
        try text.replacingOccurrences(of: "mileage_rate_cents: \"70\"", with: "mileage_rate_cents: \"71\"")
            .write(to: dir.appendingPathComponent("2025.yaml"), atomically: true, encoding: .utf8)
        #expect(try TaxTableStore.standard(overrideDirectory: dir).table(for: 2025).mileageRateCentiCents == 7100)
        try text.replacingOccurrences(of: "  head_of_household: \"23625.00\"\n", with: "")
            .write(to: dir.appendingPathComponent("2025.yaml"), atomically: true, encoding: .utf8)
        #expect {
            try TaxTableStore.standard(overrideDirectory: dir).table(for: 2025)
        } throws: { error in
            (error as? TaxTableError)?.message.contains("standard_deduction.head_of_household is missing") == true
        }
    }
}
