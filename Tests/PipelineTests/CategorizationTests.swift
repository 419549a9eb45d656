import Categorize
import Foundation
import Pipeline
import ShoeboxCore
import Storage
import Testing

/// Categorization wired to a real book: runs, corrections through each path, persistence.
@Suite struct CategorizationTests {
    static let business = """
        Date,Description,Amount,Account
        2025-02-03,PAPER SOURCE 8122 BROOKLYN NY,-46.00,Biz Card 1111
        2025-02-09,PAPER SOURCE 4745 OAKLAND CA,-79.19,Biz Card 1111
        2025-02-11,PAPER SOURCE 1468 PORTLAND OR,-113.01,Biz Card 1111
        2025-02-12,STARBUCKS STORE 10529 BROOKLYN NY,-6.45,Biz Card 1111
        2025-02-14,COSTCO WHSE #4394 SEATTLE WA,-194.76,Biz Card 1111
        2025-02-20,STRIPE TRANSFER ST-K3J9X2 ACME STUDIO,2500.00,Biz Card 1111

        """

    @Test func aRunCategorizesEveryRowAndWritesTheReviewSheet() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let rows = try space.ledger.exportRows()
        #expect(rows.allSatisfy { $0.category != nil && $0.categorySource != nil && $0.confidence != nil })
        let coffee = try space.exportRow("STARBUCKS STORE 10529 BROOKLYN NY")
        // A $6.45 coffee is one person's: the owner's own, so personal, and unsure enough for review.
        #expect(coffee.category == "personal")
        #expect(coffee.scheduleCLine == nil)
        #expect(coffee.categorySource == "rule:restaurant-chains")
        #expect(try #require(coffee.confidence) < Categorizer.reviewThreshold)
        #expect(try space.exportRow("STRIPE TRANSFER ST-K3J9X2 ACME STUDIO").scheduleCLine == "1")
        let sheet = try String(
            contentsOf: space.book.outputDirectory.appendingPathComponent("review.csv"), encoding: .utf8)
        #expect(sheet.hasPrefix(ReviewSheet.columns.joined(separator: ",")))
        // header + three uncategorized PAPER SOURCE rows + the coffee + Costco (a store that sells everything)
        #expect(sheet.lines.count == 6)
        #expect(sheet.contains(try space.ledger.bookIdentity()))
    }

    @Test func correctionLearnsAndRecategorizesOthersButNeverUserRows() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let service = CategorizationService(book: space.book, ledger: space.ledger)
        let coffee = try space.exportRow("STARBUCKS STORE 10529 BROOKLYN NY")
        _ = try service.correct(transactionID: coffee.id, category: "personal")
        let first = try space.exportRow("PAPER SOURCE 8122 BROOKLYN NY")
        let result = try service.correct(transactionID: first.id, category: "supplies")
        #expect(result.othersChanged == 2)
        #expect(try space.exportRow("PAPER SOURCE 1468 PORTLAND OR").categorySource == "learned:payee")
        #expect(try space.exportRow("PAPER SOURCE 1468 PORTLAND OR").category == "supplies")
        // A rules file that says otherwise re-decides learned rows, never the user's.
        try Data(
            "rules:\n  - { name: paper, payee: PAPER SOURCE, category: office }\n  - { name: sb, payee: STARBUCKS, category: meals }\n"
                .utf8
        )
        .write(to: service.rulesURL)
        let outcome = try service.categorize()
        #expect(outcome.redecidedAll)
        #expect(try space.exportRow("PAPER SOURCE 1468 PORTLAND OR").category == "office")
        #expect(try space.exportRow("PAPER SOURCE 8122 BROOKLYN NY").category == "supplies")
        #expect(try space.exportRow("PAPER SOURCE 8122 BROOKLYN NY").categorySource == "user")
        #expect(try space.exportRow("STARBUCKS STORE 10529 BROOKLYN NY").category == "personal")
    }

    @Test func aRuleCanSetThePayeeName() throws {
        let space = try Workspace()
        try Data(
            "rules:\n  - { name: stripe, payee: STRIPE, direction: in, category: income, set_payee: Acme Studio, business: true }\n"
                .utf8
        )
        .write(to: space.book.root.appendingPathComponent("rules.yaml"))
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let stripe = try space.exportRow("STRIPE TRANSFER ST-K3J9X2 ACME STUDIO")
        #expect(stripe.payee == "Acme Studio")
        #expect(stripe.categorySource == "rule:stripe")
    }

    @Test func unknownCategoryOrTransactionStoresNothing() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let service = CategorizationService(book: space.book, ledger: space.ledger)
        let before = try space.ledger.exportRows()
        #expect(throws: Diagnostic.self) { try service.correct(transactionID: before[0].id, category: "softwear") }
        let refusal = #expect(throws: Diagnostic.self) { try service.correct(transactionID: 9_999, category: "meals") }
        #expect(refusal?.code == .correctionRefused)
        #expect(try space.ledger.exportRows() == before)
        #expect(try space.ledger.storedCorrections().isEmpty)
        _ = try service.correct(transactionID: before[0].id, category: "software", rollsUpTo: "office")
        #expect(try space.exportRow(before[0].description).scheduleCLine == "18")
    }

    @Test func returnedReviewSheetIsAppliedAsCorrections() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let url = space.book.outputDirectory.appendingPathComponent("review.csv")
        var lines = try String(contentsOf: url, encoding: .utf8).lines
        lines[1] += "supplies"
        try space.write("review (1).csv", lines.joined(separator: "\n") + "\n")
        let report = try space.run()
        #expect(report.quarantined.isEmpty)
        #expect(report.summary.transactions.added == 0)
        let rows = try space.ledger.exportRows().filter { $0.description.hasPrefix("PAPER SOURCE") }
        #expect(rows.filter { $0.categorySource == "user" }.count == 1)
        #expect(rows.allSatisfy { $0.category == "supplies" })
        #expect(try space.ledger.storedCorrections().count == 1)
    }

    @Test(arguments: ["foreign", "edited", "unknown-category"])
    func badReviewSheetsAreQuarantinedWithNothingApplied(_ fault: String) throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        var lines = try String(
            contentsOf: space.book.outputDirectory.appendingPathComponent("review.csv"), encoding: .utf8
        ).lines
        lines[1] += "supplies"
        lines[2] += "supplies"
        switch fault {
        case "foreign":
            lines[2] = lines[2].replacingOccurrences(of: try space.ledger.bookIdentity(), with: "another-book")
        case "edited": lines[2] = lines[2].replacingOccurrences(of: "PAPER SOURCE", with: "PAPER SAUCE")
        default: lines[2] = String(lines[2].dropLast("supplies".count)) + "suplies"
        }
        try space.write("review.csv", lines.joined(separator: "\n") + "\n")
        let report = try space.run()
        #expect(report.quarantined.count == 1)
        #expect(report.quarantined.first?.reason.contains("line 3") == true)
        #expect(try space.ledger.storedCorrections().isEmpty)
        #expect(try space.ledger.exportRows().allSatisfy { $0.categorySource != "user" })
    }

    @Test func malformedRulesFileIsReportedAndChangesNothing() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let before = try space.ledger.exportRows()
        try Data("rules:\n  - name: x\n    payee: STARBUCKS\n    categroy: meals\n".utf8)
            .write(to: space.book.root.appendingPathComponent("rules.yaml"))
        try space.write(
            "more.csv", "Date,Description,Amount,Account\n2025-03-01,CHEVRON 0209142 OAKLAND CA,-55.00,Biz Card 1111\n")
        let report = try space.run()
        #expect(report.quarantined.contains { $0.reason.contains("rules.yaml:4: key 'categroy'") })
        let after = try space.ledger.exportRows()
        #expect(Array(after.prefix(before.count)) == before)
        #expect(after.last?.category == nil)
    }

    @Test func decisionsAndLearningPersistAcrossReopening() throws {
        let space = try Workspace()
        try space.write("card.csv", Self.business)
        _ = try space.run()
        let first = try space.exportRow("PAPER SOURCE 8122 BROOKLYN NY")
        _ = try CategorizationService(book: space.book, ledger: space.ledger).correct(
            transactionID: first.id, category: "supplies")
        let reopened = try Ledger(path: space.book.databasePath)
        #expect(try reopened.appliedMigrations().contains("v2-categorizer"))
        #expect(try reopened.storedCorrections().map(\.category) == ["supplies"])
        let service = CategorizationService(book: space.book, ledger: reopened)
        let decision = try service.categorizer().decide(
            TransactionFacts(description: "PAPER SOURCE 0001 DENVER CO", amountCents: -1_000))
        #expect(decision.category == "supplies")
        #expect(try service.categorize().decided == 0)  // nothing changed since: nothing re-decided
    }
}

extension String {
    var lines: [String] { split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
}
