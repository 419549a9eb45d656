import Foundation
import ShoeboxCore
import Testing

@testable import Statements

/// The pipeline's `date_order` hint: decides only what the file's own dates leave open.
struct DateOrderHintTests {
    static func hints(_ currency: String?, declared: DateOrder?) -> DateOrderResolver.Hints {
        DateOrderResolver.Hints(
            currency: currency.flatMap(CurrencyCode.init), decimalComma: false, englishHeader: true,
            today: testToday, declared: declared)
    }

    static let ambiguous = ["03/04/2021", "03/04/2021", "05/06/2021", "05/06/2021"].map { DateParser.shape($0)! }

    @Test func hintBeatsCurrencyAndLanguageDefaults() throws {
        let resolution = try DateOrderResolver.resolve(
            columns: [Self.ambiguous], hints: Self.hints("USD", declared: .dmy))
        #expect(resolution.order == .dmy)
        #expect(resolution.evidence == "the pipeline's date_order")
        #expect(
            try DateOrderResolver.resolve(columns: [Self.ambiguous], hints: Self.hints("USD", declared: nil)).order
                == .mdy)
    }

    @Test func fileEvidenceBeatsTheHint() throws {
        let column = ["03/04/2021", "25/06/2021"].map { DateParser.shape($0)! }  // 25 can only be a day
        #expect(try DateOrderResolver.resolve(columns: [column], hints: Self.hints(nil, declared: .mdy)).order == .dmy)
    }

    @Test func readerPassesTheHintThrough() throws {
        let csv = "Date,Description,Amount\n03/04/2021,COFFEE,-4.50\n05/06/2021,BOOKS,-12.00\n"
        var context = StatementContext(fileName: "card.csv", today: testToday)
        context.dateOrderHint = .dmy
        let statement = try StatementReader.read(Data(csv.utf8), context: context)
        #expect(statement.transactions.map { "\($0.date)" } == ["2021-04-03", "2021-06-05"])
    }
}
