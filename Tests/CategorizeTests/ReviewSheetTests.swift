import Foundation
import ShoeboxCore
import Testing

@testable import Categorize

@Suite struct ReviewSheetTests {
    let item = ReviewItem(
        kind: "category", reason: "uncategorized", transactionID: 7, date: "2025-03-01", account: "Checking 1234",
        description: "PAPER SOURCE, \"THE\" 8122", amount: "-46.00", currency: "USD", suggestion: "uncategorized",
        source: "default", confidence: "0.00", explanation: "no rule matches")

    @Test func roundTripKeepsEveryFieldAndReadsTheAnswer() throws {
        var text = ReviewSheet.render(bookID: "book-1", items: [item])
        #expect(ReviewSheet.isReviewSheet(Data(text.utf8)))
        text = text.replacingOccurrences(of: "no rule matches,\n", with: "no rule matches, supplies \n")
        let parsed = try ReviewSheet.parse(Data(text.utf8), bookID: "book-1")
        #expect(parsed.count == 1)
        #expect(parsed[0].description == item.description)
        #expect(parsed[0].answer == "supplies")
        #expect(parsed[0].line == 2)
    }

    @Test func rowsFromAnotherBookAreRefused() throws {
        let text = ReviewSheet.render(bookID: "book-2", items: [item])
        #expect(throws: FileProblem.self) { try ReviewSheet.parse(Data(text.utf8), bookID: "book-1") }
        do { _ = try ReviewSheet.parse(Data(text.utf8), bookID: "book-1") } catch let problem as FileProblem {
            #expect(problem.code == "foreign_review_sheet")
            #expect(problem.line == 2)
        }
    }

    @Test func editedColumnsAreRefused() throws {
        let text = ReviewSheet.render(bookID: "book-1", items: [item]).replacingOccurrences(
            of: "suggested_category,", with: "")
        do {
            _ = try ReviewSheet.parse(Data(text.utf8), bookID: "book-1")
            Issue.record("accepted a sheet without suggested_category")
        } catch let problem as FileProblem {
            #expect(problem.code == "bad_review_sheet")
            #expect(problem.line == 1)
        }
    }

    @Test func aBankExportIsNotAReviewSheet() {
        #expect(!ReviewSheet.isReviewSheet(Data("Date,Description,Amount\n2024-01-01,X,-1.00\n".utf8)))
    }
}
