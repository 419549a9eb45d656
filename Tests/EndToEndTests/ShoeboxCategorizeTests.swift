import Foundation
import Testing

/// `shoebox correct`, `shoebox rules test` and the categorization export columns, through the binary.
@Suite struct ShoeboxCategorizeTests {
    func exportCSV(_ dirs: TempDirs) throws -> [[String]] {
        let export = try ShoeboxBinary.run(["export", "--book", dirs.book])
        #expect(export.status == 0)
        return export.stdout.lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func exportHasCategorySourceAndConfidenceForEveryRow() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        #expect(try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path]).status == 0)
        let table = try exportCSV(dirs)
        let header = table[0]
        #expect(
            Array(header.suffix(5)) == [
                "category_source", "confidence", "bank_category", "property", "schedule_e_line",
            ])
        let category = header.firstIndex(of: "category")!, source = header.firstIndex(of: "category_source")!
        for row in table.dropFirst() {
            #expect(!row[category].isEmpty)
            #expect(!row[source].isEmpty)
        }
        #expect(FileManager.default.fileExists(atPath: dirs.book + "/output/review.csv"))
    }

    @Test func correctLearnsAndPersistsAcrossRuns() throws {
        let dirs = try TempDirs()
        try dirs.write(
            "card.csv",
            """
            Date,Description,Amount
            2025-02-03,PAPER SOURCE 8122 BROOKLYN NY,-46.00
            2025-02-09,PAPER SOURCE 4745 OAKLAND CA,-79.19

            """)
        #expect(try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path]).status == 0)
        let first = try exportCSV(dirs)[1][0]
        let corrected = try ShoeboxBinary.run(["correct", "--book", dirs.book, first, "supplies"])
        #expect(corrected.status == 0)
        #expect(corrected.stdout.contains("-> supplies (user)"))
        #expect(corrected.stdout.contains("1 other transaction(s) changed"))
        try dirs.write("card2.csv", "Date,Description,Amount\n2025-03-01,PAPER SOURCE 0042 DENVER CO,-12.00\n")
        #expect(try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path]).status == 0)
        let table = try exportCSV(dirs)
        let category = table[0].firstIndex(of: "category")!
        #expect(table.dropFirst().allSatisfy { $0[category] == "supplies" })
        let why = try ShoeboxBinary.run([
            "rules", "test", "--book", dirs.book, "PAPER SOURCE #77 AUSTIN TX", "--amount", "-20",
        ])
        #expect(why.status == 0)
        #expect(why.stdout.contains("learned:payee"))
    }

    @Test func badInputsAreClearErrors() throws {
        let dirs = try TempDirs()
        try dirs.writeExports()
        #expect(try ShoeboxBinary.run(["run", "--book", dirs.book, dirs.inbox.path]).status == 0)
        let unknownCategory = try ShoeboxBinary.run(["correct", "--book", dirs.book, "1", "softwear"])
        #expect(unknownCategory.status == 64)
        #expect(unknownCategory.stderr.contains("unknown category 'softwear'"))
        let unknownID = try ShoeboxBinary.run(["correct", "--book", dirs.book, "999", "meals"])
        #expect(unknownID.status == 64)
        #expect(unknownID.stderr.contains("no transaction with id 999"))
        try Data("rules:\n  - name: x\n    payee: COFFEE\n    category: meals\n    direction: sideways\n".utf8)
            .write(to: URL(fileURLWithPath: dirs.book + "/rules.yaml"))
        let badRules = try ShoeboxBinary.run(["rules", "test", "--book", dirs.book, "BLUE BOTTLE COFFEE"])
        #expect(badRules.status == 2)
        #expect(badRules.stderr.contains("rules.yaml:5: key 'direction'"))
    }

    @Test func rulesTestExplainsADefaultRule() throws {
        let dirs = try TempDirs()
        let result = try ShoeboxBinary.run([
            "rules", "test", "--book", dirs.book, "TST* NOPA - SAN FRANCISCO CA", "--amount", "-84.00",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("category:    meals  (Schedule C line 24b)"))
        #expect(result.stdout.contains("rule:toast-restaurants"))
    }
}
