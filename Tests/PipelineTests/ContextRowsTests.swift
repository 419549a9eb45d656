import Categorize
import Foundation
import Logging
import PipelineDefinition
import ShoeboxCore
import ShoeboxTestSupport
import Storage
import Testing

@testable import Pipeline

/// A pass whose candidates hold every canonical bank row takes the book's rows from them instead of
/// reading the book again: they must be exactly what `categorizerContextRows` reads.
@Suite struct ContextRowsTests {
    /// Two accounts and an overlapping re-export of the first (its repeated rows merge as duplicates, which
    /// are not context rows), imported without categorizing; `transfer` adds the other leg of a savings
    /// transfer, which the dedup upkeep decides as a transfer pair.
    func importedBook(transfer: Bool = false) throws -> Workspace {
        let space = try Workspace()
        try space.write("checking.csv", Exports.checking)
        try space.write("savings.csv", Exports.savings)
        try space.write(
            "again/checking.csv",
            """
            Date,Description,Amount
            2024-03-02,PAYROLL ACME CORP,2500.00
            2024-03-05,HARDWARE STORE,-23.10
            2024-03-09,CAFÉ ÉCLAIR #12,-7.25
            \(transfer ? "2024-04-03,ONLINE TRANSFER FROM SAVINGS,100.00\n" : "")
            """)
        var options = BatchRunner.Options(today: LocalDate(year: 2024, month: 12, day: 31)!)
        options.stages.remove(.categorize)
        _ = try BatchRunner(book: space.book, ledger: space.ledger, options: options, logger: Logger(label: "test"))
            .run(paths: [space.inbox.path])
        return space
    }

    @Test func undecidedCandidatesAreTheContextRows() throws {
        let space = try importedBook()
        let stored = try space.ledger.categorizerContextRows()
        #expect(stored.count == 6)
        #expect(try space.ledger.exportRows().contains { $0.duplicateOf != nil })
        let candidates = try space.ledger.categorizationCandidates(all: false)
        let count = try space.ledger.categorizerContextRowCount()
        #expect(CategorizationService.contextRows(of: candidates, count: count) == stored)
        // Fewer candidates than context rows (some decided): the book is read instead.
        #expect(CategorizationService.contextRows(of: Array(candidates.dropFirst()), count: count) == nil)
        #expect(CategorizationService.contextRows(of: candidates, count: nil) == nil)
    }

    @Test func rowsTheDedupUpkeepDecidedMakeThePassReadTheBook() throws {
        let space = try importedBook(transfer: true)
        let candidates = try space.ledger.categorizationCandidates(all: false)
        let count = try space.ledger.categorizerContextRowCount()
        #expect(candidates.count < count)
        #expect(CategorizationService.contextRows(of: candidates, count: count) == nil)
        let outcome = try CategorizationService(book: space.book, ledger: space.ledger).categorize()
        #expect(outcome.decided > 0)
        #expect(outcome.rowsAfterPass == nil)
    }

    @Test func aFirstPassDecidesAsWhenReadingTheBook() throws {
        let space = try importedBook()
        let service = CategorizationService(book: space.book, ledger: space.ledger)
        let fromCandidates = try service.bookPatterns(
            candidates: try space.ledger.categorizationCandidates(all: false),
            contextRows: try space.ledger.categorizerContextRowCount())
        let fromBook = try service.bookPatterns()
        #expect(fromCandidates.legs == fromBook.legs)
        #expect(fromCandidates.legIDs == fromBook.legIDs)
        #expect(fromCandidates.recurring == fromBook.recurring)
        #expect(fromCandidates.returns == fromBook.returns)
        try service.categorize()
        let all = try space.ledger.categorizationCandidates(all: true)
        #expect(
            CategorizationService.contextRows(of: all, count: try space.ledger.categorizerContextRowCount())
                == (try space.ledger.categorizerContextRows()))
    }

    /// After a first pass the review sheet's rows come from memory: the same rows, in the same order, as
    /// reading them back, and the same sheet on the next (idle) run, which reads the book.
    @Test func reviewRowsFromMemoryAreTheStoredOnes() throws {
        let space = try importedBook()
        let service = CategorizationService(book: space.book, ledger: space.ledger)
        let outcome = try service.categorize()
        let rows = try #require(outcome.rowsAfterPass)
        #expect(rows == (try space.ledger.categorizationCandidates(all: true)))
        let stored = try space.ledger.reviewCandidates(threshold: Categorizer.reviewThreshold)
        #expect(!stored.isEmpty)
        #expect(CategorizationService.reviewCandidates(rows, threshold: Categorizer.reviewThreshold) == stored)
        #expect(try service.reviewItems(rowsAfterPass: rows) == (try service.reviewItems()))
        // Nothing new: the next pass reads nothing and has no rows to offer.
        #expect(try service.categorize().rowsAfterPass == nil)
    }

    /// A pass with few candidates reads their bank categories by id: the same values the whole map holds for them.
    @Test func bankCategoriesByIDAreTheBooksForThoseRows() throws {
        let space = try Workspace()
        try space.write(
            "card.csv",
            """
            Transaction Date,Post Date,Description,Category,Type,Amount,Memo
            03/01/2024,03/02/2024,STARBUCKS STORE 123,Food & Drink,Sale,-6.45,
            03/03/2024,03/04/2024,INTEREST CHARGE ON PURCHASES,Fees & Adjustments,Fee,-12.31,
            03/05/2024,03/05/2024,PAYMENT THANK YOU,,Payment,100.00,
            03/07/2024,03/08/2024,SHELL OIL 5521,Gas,Sale,-41.20,

            """)
        try space.write("checking.csv", Exports.checking)
        _ = try space.run()
        let all = try space.ledger.bankCategories()
        #expect(all.count == 3)
        let ids = try space.ledger.categorizationCandidates(all: true).map(\.id)
        #expect(try space.ledger.bankCategories(ids: ids) == all)
        let some = Array(ids.suffix(4))
        #expect(try space.ledger.bankCategories(ids: some) == all.filter { some.contains($0.key) })
    }

    @Test func reDecidableSourcesFollowTheSQL() {
        for (source, expected) in [
            (nil, true), ("default", true), ("Default", false), ("rule:coffee", true), ("RULE:coffee", true),
            ("Learned:payee", true), ("learned", false), ("user", false), ("invoice:12", false), ("rule", false),
        ] as [(String?, Bool)] {
            #expect(CategorizationService.redecidableInSQL(source) == expected, "\(source ?? "nil")")
        }
    }
}
