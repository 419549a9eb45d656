import Categorize
import Foundation
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// The book-wide evidence the service computes: transfer legs across accounts, the owner's context
/// from rules.yaml, personal accounts by name, and what a correction changed.
@Suite struct CategorizationContextTests {
    @Test func legsAcrossAccountsVehicleMethodAndPersonalAccount() throws {
        let space = try Workspace()
        try FileManager.default.createDirectory(at: space.book.root, withIntermediateDirectories: true)
        try Data("context:\n  vehicle_method: standard_mileage\n  home_office: false\n".utf8)
            .write(to: space.book.root.appendingPathComponent("rules.yaml"))
        _ = try space.write(
            "biz-checking.csv",
            """
            Date,Description,Amount
            2025-03-02,ZELLE INSTANT PMT TO RAY QUINTERO,-2500.00
            2025-03-05,HILLTOP FUEL STOP 0042,-41.20
            2025-03-07,MIDTOWN PARKING GARAGE,-12.00

            """)
        _ = try space.write(
            "personal-checking.csv",
            """
            Date,Description,Amount
            2025-03-03,Zelle payment from RAY QUINTERO,2500.00
            2025-03-09,CORNER MARKET 12,-63.18

            """)
        _ = try space.run()
        let out = try space.exportRow("ZELLE INSTANT PMT TO RAY QUINTERO")
        #expect(out.category == "transfer")
        #expect(out.categorySource == "rule:transfer-pair")
        #expect(try space.exportRow("Zelle payment from RAY QUINTERO").category == "transfer")
        let fuel = try space.exportRow("HILLTOP FUEL STOP 0042")
        #expect(fuel.category == "personal")
        #expect(fuel.categorySource == "rule:context:standard-mileage")
        #expect(try space.exportRow("MIDTOWN PARKING GARAGE").category == "car_truck")
        #expect(try space.exportRow("CORNER MARKET 12").category == "personal")
    }

    @Test func aCorrectionPrintsTheOtherRowsItChanged() throws {
        let space = try Workspace()
        _ = try space.write(
            "biz-card.csv",
            """
            Date,Description,Amount
            2025-01-05,LINDQVIST TOOLING 0042,-88.00
            2025-02-05,LINDQVIST TOOLING 0077,-91.00

            """)
        _ = try space.run()
        let service = CategorizationService(book: space.book, ledger: space.ledger)
        let first = try space.exportRow("LINDQVIST TOOLING 0042")
        let result = try service.correct(transactionID: first.id, category: "rent_equipment")
        #expect(result.othersChanged == 1)
        #expect(result.changes.count == 1)
        #expect(result.changes[0].contains("LINDQVIST TOOLING 0077"))
        #expect(result.changes[0].contains("-> rent_equipment"))
    }

    @Test func aCorrectionOfAConfidentRulePrintsTheRowsItSentToReview() throws {
        let space = try Workspace()
        _ = try space.write(
            "biz-card.csv",
            """
            Date,Description,Amount
            2025-01-05,FEDEX OFFICE 4410 BOISE ID,-240.00
            2025-02-05,STAPLES 00417 BOISE ID,-36.00

            """)
        _ = try space.run()
        #expect(try space.exportRow("STAPLES 00417 BOISE ID").category == "office")
        let service = CategorizationService(book: space.book, ledger: space.ledger)
        let fedex = try space.exportRow("FEDEX OFFICE 4410 BOISE ID")
        let result = try service.correct(transactionID: fedex.id, category: "advertising")
        #expect(result.changes.count == 1)
        #expect(result.changes.first?.contains("'STAPLES 00417 BOISE ID' office: now for review") == true)
        #expect(result.changes.first?.contains("you overrode 'office-stores' on this account") == true)
        let staples = try space.exportRow("STAPLES 00417 BOISE ID")
        #expect(staples.category == "office")
        #expect((staples.confidence ?? 1) < Categorizer.reviewThreshold)
    }
}
